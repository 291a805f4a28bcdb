"""A transcript's Markdown (a prompt, an answer, thinking) written again from its parse, for
the Markdown export (render/to_markdown/markdown_export.py): safe by construction.

The text is parsed as the page parses it (render/text/markdown.py: CommonMark with tables and
strike-through, raw HTML off, entities as typed), and every block and inline of the parse
is written back by cc2html: its texts through md_text.escape_text (so nothing in a text
is read as syntax wherever it lands: in a list, a quote, a table cell, a link label),
its code as md_text.code spans and md_text.fence blocks (a fence one backtick longer than
any run inside, closed by cc2html, whatever the text's own fences were: indented, in a
list item, closed by a tab-indented line or never). So no raw HTML, no entity, no link
reference definition, no heading and no open fence can come out of a transcript, as a
markdown-it or GitHub reader of the export reads it (tests/security/test_markdown_export.py).

Links: only an absolute http, https or mailto target stays a link; any other (relative,
`javascript:`, `data:` …) is its text, the target after it as code. Images: none (a
reader would fetch it: a tracking pixel); a remote one becomes a plain link to it
(`▣ alt`, as the page shows it), any other its alt text. Headings are the transcript's
text, `\\#` kept as typed, so the document's outline is only cc2html's.

A text markdown-it cannot parse within its CPU budget (budget.py, as the page's) is one
fenced block.
"""

from __future__ import annotations

import re
from functools import lru_cache

from markdown_it import MarkdownIt
from markdown_it.token import Token

from ..text import budget
from ..text.markdown import _PARAGRAPHS, _PLAIN_TEXT, CACHE_CHARS, _budget, _step
from . import md_rewrite_rs
from .md_rewrite_rs import Node
from .md_text import clean, code, escape_text, fence

#: link targets kept as links: absolute, of a scheme that runs nothing and fetches nothing
#: by itself (markdown-it's targets are normalised: no space or control precedes it)
_SAFE_TARGET = re.compile(r"(?:https?|mailto):", re.I)
_HAS_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*:")
#: what must not be read as such in a link target: entity-like `&…;`
_ENTITY_LIKE = re.compile(r"&(?=#?[A-Za-z0-9]+;)")
_ALIGN = {"text-align:left": ":--", "text-align:right": "--:", "text-align:center": ":-:"}
#: blocks that may follow a paragraph on the next line (in a tight list item)
_INTERRUPTS = frozenset({"fence", "code_block", "blockquote", "hr"})
#: a list's first line that may follow a paragraph's: a marker, then text (no other
#: number than 1: a list starting elsewhere cannot interrupt a paragraph)
_OPENS_LIST = re.compile(r"(?:[-+*]|1[.)]) +\S")


def _make() -> MarkdownIt:
    md = MarkdownIt("commonmark", {"html": False, "linkify": False, "typographer": False})
    md.enable(["table", "strikethrough"])
    md.disable("entity")
    return md


_MD = _make()


@lru_cache(maxsize=1)
def _stepped() -> MarkdownIt:
    """`_MD` with a budget step before each rule attempt (markdown.py's `_stepped`)."""
    md = _make()
    for ruler in (md.block.ruler, md.inline.ruler):
        ruler.before(ruler.get_all_rules()[0], "budget_step", _step)
    return md


def safe_markdown(text: str) -> str:
    """Transcript Markdown as Markdown that cannot break the document around it."""
    return _cached(text) if len(text) <= CACHE_CHARS else rewrite(text)


@lru_cache(maxsize=4096)
def _cached(text: str) -> str:
    return rewrite(text)


def rewrite(text: str) -> str:
    """`safe_markdown` without its memo (timed in tests/robustness/test_growth.py)."""
    text = clean(text)
    if _PLAIN_TEXT.fullmatch(text):  # no syntax character at all (markdown.py's test)
        return "\n\n".join(_PARAGRAPHS.split(text.strip("\n")))
    try:
        written = budget.within(_budget(text), lambda: _written(text))
    except Exception:  # markdown-it's recursion on hostile input
        written = None
    return written if written is not None else fence(text, "text")


def _written(text: str) -> str:
    nodes = md_rewrite_rs.tree(text)  # markdown-it.rs's tree, where it reads `text` alike
    if nodes is None:
        nodes = _tree((_stepped() if budget.stepped() else _MD).parse(text))
    return _blocks(nodes, tight=False)


def _tree(tokens: list[Token]) -> list[Node]:
    """The blocks of a token stream, nested as its open and close tokens nest them."""
    root: list[Node] = []
    stack = [root]
    for token in tokens:
        if token.nesting == -1:
            stack.pop()
            continue
        node = Node(token)
        stack[-1].append(node)
        if token.nesting == 1:
            stack.append(node.children)
    return root


# --------------------------------------------------------------------------- blocks


def _blocks(nodes: list[Node], tight: bool) -> str:
    """Blocks one after another: a blank line between them; in a tight list item, a line
    break before a block that can end a paragraph (another would join it)."""
    out: list[str] = []
    for node in nodes:
        written = _block(node)
        if out:
            out.append("\n" if tight and _interrupts(node, written) else "\n\n")
        out.append(written)
    return "".join(out)


def _interrupts(node: Node, written: str) -> bool:
    """Whether `node`, as `written`, can follow a paragraph's line as itself: a list only
    when its first line has text after the marker (a bare `-` there underlines the
    paragraph: a heading) and, ordered, its number is 1."""
    if node.type in ("bullet_list", "ordered_list"):
        return _OPENS_LIST.match(written) is not None
    return node.type in _INTERRUPTS


def _block(node: Node) -> str:
    kind = node.type
    if kind == "paragraph":
        return _inline(_children(node))
    if kind == "heading":  # the text as typed: `\#` + its level's marks
        return "\\" + "#" * int(node.tag[1]) + " " + _inline(_children(node), line_start=False)
    if kind == "blockquote":
        return "\n".join("> " + line if line else ">"
                         for line in _blocks(node.children, False).split("\n"))
    if kind in ("bullet_list", "ordered_list"):
        return _list(node)
    if kind in ("fence", "code_block"):
        info = node.info.strip().split(maxsplit=1)[0] if node.info.strip() else ""
        return fence(node.content, info)
    if kind == "hr":
        return "***"
    if kind == "table":
        return _table(node)
    return escape_text(node.content)  # nothing else is made with raw HTML off


def _children(node: Node) -> list[Token]:
    """A paragraph's or cell's inline tokens."""
    inline = node.children[0].token if node.children else None
    return list(inline.children or ()) if inline is not None else []


def _list(node: Node) -> str:
    """A list's items, each marker as typed (`-`, `*`, `+`; an ordered item's number and
    `.` or `)`), its blocks indented under it."""
    tight = all(p.hidden for item in node.children for p in item.children
                if p.type == "paragraph")
    start = node.attrGet("start")
    number = int(start) if start is not None else 1
    items = []
    for item in node.children:
        if node.type == "ordered_list":
            marker = f"{item.info or number}{item.markup}"
            number += 1
        else:
            marker = item.markup or "-"
        lines = _blocks(item.children, tight).split("\n")
        pad = " " * (len(marker) + 1)
        first = f"{marker} {lines[0]}" if lines[0] else marker
        items.append("\n".join([first, *(pad + ln if ln else "" for ln in lines[1:])]))
    return ("\n" if tight else "\n\n").join(items)


def _table(node: Node) -> str:
    rows: list[list[str]] = []
    aligns: list[str] = []
    for part in node.children:  # thead, tbody
        for row in part.children:
            rows.append([_inline(_children(cell), line_start=False, cell=True)
                         for cell in row.children])
            if not aligns:
                aligns = [_ALIGN.get(str(cell.attrGet("style") or ""), "---")
                          for cell in row.children]
    lines = ["| " + " | ".join(cells) + " |" for cells in rows]
    lines.insert(1, "| " + " | ".join(aligns) + " |")
    return "\n".join(lines)


# --------------------------------------------------------------------------- inlines


def _inline(tokens: list[Token], line_start: bool = True, cell: bool = False) -> str:
    """One paragraph's (heading's, cell's) inlines: text escaped, code as spans, emphasis
    as typed, links and images as the module docstring says."""
    out: list[str] = []
    links: list[tuple[Token, int]] = []  # open links: (link_open, where its label starts)
    struck = 0  # nested strike-throughs written as one (`~~~~` would open a fence)
    for tok in tokens:
        kind = tok.type
        if kind == "text":
            out.append(escape_text(tok.content, line_start))
        elif kind in ("softbreak", "hardbreak"):
            out.append("\n" if kind == "softbreak" else "\\\n")
            line_start = True
            continue
        elif kind == "code_inline":
            span = code(tok.content)
            out.append(span.replace("|", "\\|") if cell else span)
        elif kind in ("em_open", "em_close", "strong_open", "strong_close"):
            out.append(tok.markup)
        elif kind in ("s_open", "s_close"):
            struck += 1 if kind == "s_open" else -1
            if struck == (1 if kind == "s_open" else 0):
                out.append("~~")
        elif kind == "link_open":
            links.append((tok, len(out)))
        elif kind == "link_close" and links:
            link, at = links.pop()
            label = "".join(out[at:])
            del out[at:]
            _no_bang(out)
            out.append(_link(link, label))
        elif kind == "image":
            _no_bang(out)
            out.append(_image(tok, inside_link=bool(links)))
        line_start = False
    return "".join(out)


def _no_bang(out: list[str]) -> None:
    """A text's last `!` escaped before a link is written after it (`![` is an image)."""
    if out and out[-1].endswith("!"):
        out[-1] = out[-1][:-1] + "\\!"


def _target(url: str) -> str:
    """A link target as a destination that reads back as the same URL."""
    url = _ENTITY_LIKE.sub("\\&", url.replace("\\", "%5C"))
    for char, written in (("<", "%3C"), (">", "%3E"), (" ", "%20"), ("(", "\\("), (")", "\\)")):
        url = url.replace(char, written)
    return url


def _title(tok: Token) -> str:
    title = str(tok.attrGet("title") or "")
    if not title:
        return ""
    title = " ".join(title.split("\n")).replace("&", "&amp;").replace("<", "&lt;")
    return ' "' + title.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _shown(url: str) -> str:
    """A target that is not kept as a link, as code after its text (a `data:` one, often
    a whole file, not at all)."""
    shown = _MD.normalizeLinkText(url)
    return "" if not shown or shown.lower().startswith("data:") else " (" + code(shown) + ")"


def _link(tok: Token, label: str) -> str:
    url = str(tok.attrGet("href") or "")
    if _SAFE_TARGET.match(url):
        if tok.markup == "autolink" and not re.search(r"[\s<>\\]", url):
            return f"<{url}>"
        return f"[{label}]({_target(url)}{_title(tok)})"
    if tok.markup == "autolink":  # its label is the target
        return label
    return label + _shown(url)


def _image(tok: Token, inside_link: bool) -> str:
    """An image as the page shows it: `▣ alt`, a link to it when it is remote (never
    loaded), its target as code when it is relative."""
    alt = escape_text(" ".join((tok.content or "image").split("\n")), line_start=False)
    url = str(tok.attrGet("src") or "")
    if _SAFE_TARGET.match(url) and not inside_link:
        return f"[▣ {alt}]({_target(url)}{_title(tok)})"
    if inside_link or _HAS_SCHEME.match(url):
        return f"▣ {alt}"
    return f"▣ {alt}" + _shown(url)

