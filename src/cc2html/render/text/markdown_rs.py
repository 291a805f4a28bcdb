"""Markdown parsed by markdown-it.rs (markdown-it-pyrs) and written by our own walk of its tree.

The compiled parser builds the tree about ten times faster than markdown-it-py; the HTML is
written here, node by node, in the form markdown-it-py's renderer gives with markdown.py's
rules (the same tags, newlines, file references, images as links, alignment classes).
Only nodes this module knows are written, every text through `escapeHtml`; raw HTML is not
parsed at all (its rules are not enabled), so every tag comes from the code below.

`render` returns None for a text it must not decide: a link, image, autolink or reference
definition whose target markdown.py's rules refuse (markdown-it-py would then read the
text differently: the syntax stays as text), a target with an encoded host (markdown-it-py
writes hosts in punycode), an image whose label is not plain text, a node it does not
know, or nesting deeper than markdown-it-py allows. markdown.py then renders the text with
markdown-it-py, whose output stays the reference (tests/unit/render/test_markdown_rs.py).
"""

from __future__ import annotations

import re
from typing import Any, Callable, Optional

from markdown_it.common.normalize_url import normalizeLinkText
from markdown_it.common.utils import escapeHtml
from markdown_it_pyrs import MarkdownIt as RustMarkdownIt

from . import budget
from . import markdown_rs_checks as checks
from . import markdown_rs_guard as guard
from .markdown_rs_checks import Unsure
from .file_refs import file_ref

#: markdown.py's rules: CommonMark without raw HTML and entity references, plus tables
#: and strikethrough ("zero" enables nothing; "commonmark" would bring HTML and entities)
RULES = ["blockquote", "code", "fence", "heading", "hr", "lheading", "list", "paragraph",
         "reference", "autolink", "backticks", "emphasis", "escape", "image", "link",
         "newline", "strikethrough", "table"]
_PARSER = RustMarkdownIt("zero").enable_many(RULES)  # type: ignore[arg-type]

#: a target whose host markdown-it-py would rewrite in punycode (markdown-it.rs
#: percent-encodes it): left to markdown-it-py
_ENCODED_HOST = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.\-]*:(?://)?[^/?#]*%")
#: a line break in a target (markdown-it.rs reads `[](\\` and `)` on the next line as one
#: target, `%5C%0A`; markdown-it-py ends it before the break)
_LINE_BREAK_IN_URL = re.compile(r"%0[AD]", re.I)
#: markdown-it-py stops nesting at 20 levels (its maxNesting; a list is two: list, item)
#: and renders the rest differently: texts nested deeper than this are left to it
MAX_DEPTH = 12

_INLINE_TAGS = {"em": "em", "strong": "strong", "strikethrough": "s"}
#: containers written by `container` (a table's parts are written by `table`)
_BLOCK_TAGS = {"paragraph": "p", "blockquote": "blockquote", "bullet_list": "ul",
               "ordered_list": "ol", "list_item": "li"}
_INLINE = frozenset({"text", "text_special", "softbreak", "hardbreak", "code_inline",
                     "link", "image", "autolink", *_INLINE_TAGS})


#: one block token as markdown-it-py's renderer sees it: (tag, nesting, hidden, attrs, html):
#: an opening or closing tag (nesting 1/-1), a self-closing one (0), or ready HTML (tag
#: "inline": an inline run; tag "": a code block)
_Token = tuple[str, int, bool, str, Optional[str]]
_P_HIDDEN_OPEN: _Token = ("p", 1, True, "", None)
_P_HIDDEN_CLOSE: _Token = ("p", -1, True, "", None)


def _tag(tag: str, nesting: int, attrs: str = "") -> _Token:
    return (tag, nesting, False, attrs, None)


def _ready(html: str, inline: bool = True) -> _Token:
    return ("inline" if inline else "", 0, False, "", html)


class Walk:
    """One text's tree turned into markdown-it-py's block tokens, then HTML."""

    def __init__(self, source: str, safe: Callable[[str], bool],
                 fence: Callable[[str, str], str]) -> None:
        self.source, self.safe, self.fence = source, safe, fence
        self.tokens: list[_Token] = []
        self._bytes: Optional[bytes] = None
        self.level = 0  # inline nesting
        self.quotes = 0  # quotes the walk is in
        self.links = False  # whether a link or image was met (and the brackets checked)
        self.runs = checks.Runs(b"", None)  # those of the inline content being written

    def html(self, root: Any) -> str:
        self.blocks(root.children, 0)
        return write(self.tokens)

    def blocks(self, nodes: Any, depth: int) -> None:
        """Block nodes; in a tight list item, inline runs are hidden paragraphs."""
        if depth > MAX_DEPTH:
            raise Unsure("nesting")
        run: list[Any] = []
        budget.check()
        after = ""
        for node in nodes:
            name = node.name
            if name in _INLINE:
                run.append(node)
                continue
            if run:
                self.hidden_paragraph(run)
                run = []
            if name == "paragraph" and after in ("bullet_list", "ordered_list"):
                checks.not_lazy(self.encoded(), node.srcmap)
            self.block(node, name, depth)
            after = name
        if run:
            self.hidden_paragraph(run)

    def hidden_paragraph(self, run: list[Any]) -> None:
        tokens = self.tokens
        tokens.append(_P_HIDDEN_OPEN)
        first, last = run[0].srcmap, run[-1].srcmap
        tokens.append(_ready(self.inline_content(
            run, (first[0], last[1]) if first and last else None)))
        tokens.append(_P_HIDDEN_CLOSE)

    def block(self, node: Any, name: str, depth: int) -> None:
        tokens = self.tokens
        if name == "lheading" and "|" in _text(node):
            raise Unsure("table head or heading")  # (markdown-it-py reads a table)
        if name == "paragraph":
            checks.paragraph(self.encoded(), node.srcmap)
        if name == "heading":
            checks.not_a_table(self.encoded(), node.srcmap)
        if name in ("paragraph", "heading", "lheading"):
            tag = "p" if name == "paragraph" else f"h{node.meta['level']}"
            tokens.append(_tag(tag, 1))
            tokens.append(_ready(self.inline_content(node.children, node.srcmap)))
            tokens.append(_tag(tag, -1))
        elif name == "fence":
            info = str(node.meta.get("info") or "").strip()
            if str(node.meta.get("marker", "`")) in info or "|" in info:
                raise Unsure("fence marker or a pipe in its info")  # (a table there)
            lang = info.split(maxsplit=1)[0] if info else ""
            tokens.append(_ready(self.fence(self.fence_code(node), lang), inline=False))
        elif name == "code_block":
            tokens.append(_ready(f"<pre><code>{escapeHtml(node.meta['content'])}</code></pre>\n",
                                 inline=False))
        elif name == "hr":
            tokens.append(_tag("hr", 0))
        elif name == "definition":
            raise Unsure("reference definition")
        elif name == "table":
            self.table(node, depth)
        elif name == "blockquote":
            self.quotes += 1
            checks.quote_lines(self.encoded(), node.srcmap, self.quotes)
            checks.not_a_table(self.encoded(), node.srcmap)
            self.container(node, depth)
            self.quotes -= 1
        elif name in _BLOCK_TAGS:
            if name != "paragraph":  # (a paragraph's own check: checks.paragraph)
                checks.not_a_table(self.encoded(), node.srcmap)
            self.container(node, depth)
        else:
            raise Unsure(name)

    def fence_code(self, node: Any) -> str:
        """A fence's code; markdown-it-py ends a fence left open at the end of a text
        without a newline as the text ends, markdown-it.rs adds one."""
        code = str(node.meta["content"])
        source = self.source
        if not code.endswith("\n") or source.endswith("\n") or node.srcmap is None \
                or node.srcmap[1] != len(self.encoded()):
            return code
        last = source.rsplit("\n", 1)[-1]
        if "\t" in last or ">" in last or len(last) - len(last.lstrip(" ")) > 3:
            raise Unsure("open fence ending in an indented or quoted line")
        last = last.lstrip(" ")
        marker = str(node.meta.get("marker", "`"))
        closing = last.rstrip(" \t")
        if closing and closing.strip(marker) == "" and len(closing) >= int(
                node.meta.get("marker_len", 3)) and "\n" in source:
            return code  # (closed by the text's last line)
        if not last.strip():
            raise Unsure("open fence ending in blanks")
        return code[:-1]

    def encoded(self) -> bytes:
        if self._bytes is None:
            self._bytes = self.source.encode("utf-8")
        return self._bytes

    def container(self, node: Any, depth: int) -> None:
        tag, attrs = _BLOCK_TAGS[node.name], ""
        if node.name == "ordered_list" and int(node.meta.get("start", 1)) != 1:
            attrs = f' start="{int(node.meta["start"])}"'
        self.tokens.append(_tag(tag, 1, attrs))
        self.blocks(node.children, depth + 1)
        self.tokens.append(_tag(tag, -1))

    def table(self, node: Any, depth: int) -> None:
        checks.table(self.encoded(), node.srcmap)
        aligns = list(node.meta.get("alignments") or ())
        tokens = self.tokens
        tokens.append(_tag("table", 1))
        for section in node.children:
            tag, cell = ("thead", "th") if section.name == "thead" else ("tbody", "td")
            tokens.append(_tag(tag, 1))
            for row in section.children:
                tokens.append(_tag("tr", 1))
                for column, item in enumerate(row.children):
                    align = aligns[column] if column < len(aligns) else ""
                    attrs = (f' class="align-{align}"'
                             if align in ("left", "center", "right") else "")
                    tokens.append(_tag(cell, 1, attrs))
                    tokens.append(_ready(self.inline_content(item.children, item.srcmap)))
                    tokens.append(_tag(cell, -1))
                tokens.append(_tag("tr", -1))
            tokens.append(_tag(tag, -1))
        tokens.append(_tag("table", -1))

    def target(self, url: str) -> None:
        """A link target markdown.py's validateLink accepts, as markdown-it-py has it, in a
        text whose brackets nest no deeper than markdown-it-py reads labels."""
        if not self.links:
            self.links = True
            if not guard.shallow(self.source):
                raise Unsure("brackets nested deeper")
        if not self.accepts(url) or _ENCODED_HOST.match(url) or _LINE_BREAK_IN_URL.search(url):
            raise Unsure(url)

    def accepts(self, url: str) -> bool:
        """markdown.py's validateLink: a target it reads as a link."""
        return self.safe(url) or file_ref(url) is not None

    def inline_content(self, nodes: Any, span: Optional[tuple[int, int]]) -> str:
        """One block's inline content (a paragraph, heading or cell, whose source bytes are
        `span`)."""
        self.runs = checks.Runs(self.encoded(), span)
        html = self.inline(nodes)  # (first: it refuses nesting past MAX_DEPTH)
        checks.openers_in_reach(self.encoded(), nodes, span)
        return html

    def inline(self, nodes: Any) -> str:
        span = self.span
        return "".join([span(node) for node in nodes])

    def span(self, node: Any) -> str:
        name = node.name
        if name == "text" or name == "text_special":
            content = node.meta["content"]
            if name == "text" and "`" in content:
                self.runs.literal(node, content)
            return escapeHtml(content)
        if name == "softbreak":
            return "\n"
        if name == "hardbreak":
            return "<br />\n"
        if name in _INLINE_TAGS:
            tag = _INLINE_TAGS[name]
            return f"<{tag}>{self.nested(node)}</{tag}>"
        if name == "code_inline":
            code = _text(node)
            if not code.strip(" "):
                raise Unsure("blank code span")  # (markdown-it.rs strips spaces from it)
            return f"<code>{escapeHtml(code)}</code>"
        if name in ("link", "autolink"):
            return self.link(node)
        if name == "image":
            return self.image(node)
        raise Unsure(name)

    def nested(self, node: Any) -> str:
        """The inline children of an emphasis or link, one level deeper."""
        self.level += 1
        if self.level > MAX_DEPTH:
            raise Unsure("nesting")
        html = self.inline(node.children)
        self.level -= 1
        return html

    def link(self, node: Any) -> str:
        url = str(node.meta["url"])
        self.target(url)
        if node.name == "autolink":
            body = escapeHtml(normalizeLinkText(_text(node)))
            title = ""
        else:
            if any(n.name in ("link", "autolink") for n in node.walk(include_self=False)):
                raise Unsure("link in a link")  # (markdown-it-py nests autolinks)
            body = self.nested(node)
            title = node.meta.get("title") or ""
        found = file_ref(url)
        if found is not None:
            return _file_ref(url, found[1], _text(node) if node.name == "link"
                             else normalizeLinkText(_text(node)), body)
        title_attr = f' title="{escapeHtml(title)}"' if title else ""
        return f'<a href="{escapeHtml(url)}"{title_attr}>{body}</a>'

    def image(self, node: Any) -> str:
        src = str(node.meta["url"])
        self.target(src)
        alt = self.label(node)
        shown = escapeHtml(alt or src)
        if not self.safe(src):
            return f'<span class="md-image">▣ {shown}</span>'
        return (f'<a class="md-image" href="{escapeHtml(src)}" '
                f'rel="nofollow noopener noreferrer">▣ {shown}{image_source(src, alt)}</a>')

    def label(self, node: Any) -> str:
        """An image's label as typed (markdown-it-py shows the source of it), when it is
        plain text; otherwise markdown-it-py renders the text."""
        alt = _text(node)
        span = node.srcmap
        if span is None or not self.encoded()[span[0]:span[1]].startswith(
                f"![{alt}]".encode()) or any(c.name != "text" for c in node.children):
            raise Unsure("image label")
        for child in node.children:
            if "`" in child.meta["content"]:
                self.runs.literal(child, child.meta["content"])
        return alt


def _text(node: Any) -> str:
    """The text of a node's text descendants (what markdown.py's file references and
    code spans read: text, escapes, code)."""
    parts: list[str] = []
    for child in node.children:
        if child.name in ("text", "text_special"):
            parts.append(str(child.meta.get("content", "")))
        elif child.name != "image":  # (an image's label is not among markdown-it-py's
            parts.append(_text(child))  # inline tokens)
    return "".join(parts)


def _file_ref(url: str, lines: str, text: str, body: str) -> str:
    """file_refs.py's span for a link to a file."""
    title = escapeHtml(normalizeLinkText(url))
    end = "</span>"
    if lines and not (text.rstrip().endswith(lines.replace("–", "-"))
                      or text.rstrip().endswith(lines)):
        end = f'<span class="file-lines">:{escapeHtml(lines)}</span></span>'
    return f'<span class="file-ref" title="{title}">{body}{end}'


def write(tokens: list[_Token]) -> str:
    """markdown-it-py's renderToken over block tokens: a newline after a block tag except
    before inline content, a hidden paragraph, or its own close; one before a block that
    follows a hidden paragraph."""
    out: list[str] = []
    after_hidden = False
    for idx, (tag, nesting, hidden, attrs, html) in enumerate(tokens):
        if html is not None:
            out.append(html)
        elif hidden:
            pass
        elif nesting == -1:
            out.append(f"</{tag}>\n")
        else:
            if after_hidden:
                out.append("\n")
            if nesting == 0:
                out.append(f"<{tag}{attrs} />\n")
            else:
                after = tokens[idx + 1] if idx + 1 < len(tokens) else None
                lf = after is None or not (after[0] == "inline" or after[2]
                                           or (after[1] == -1 and after[0] == tag))
                out.append(f"<{tag}{attrs}>\n" if lf else f"<{tag}{attrs}>")
        after_hidden = hidden
    return "".join(out)


def render(text: str, safe: Callable[[str], bool],
           fence: Callable[[str, str], str]) -> Optional[str]:
    """The HTML of `text`, as markdown-it-py renders it with markdown.py's rules; None
    where this module cannot be sure of that (markdown.py then uses markdown-it-py)."""
    if not guard.fits(text):
        return None
    source = guard.NEWLINES.sub("\n", text)  # (markdown-it-py's normalisation; NUL is refused)
    root = guard.tree(_PARSER, source)
    if root is None:
        return None
    budget.check()
    try:
        return Walk(source, safe, fence).html(root)
    except Unsure:
        return None


def image_source(src: str, alt: str) -> str:
    """The address of an image the page does not load, shown after its alt text (a reader
    offline sees where it was), unless the alt text is the address already."""
    if not alt or alt == src:
        return ""
    return f' <span class="md-image-src">{escapeHtml(src)}</span>'

