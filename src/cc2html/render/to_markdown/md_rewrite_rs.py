"""The blocks md_rewrite.py writes, read from markdown-it.rs's tree where it reads a text as
markdown-it-py does.

markdown-it-py's parse was most of what a Markdown export spent on transcript Markdown
(0.9 of its 1.1 s in the 20 MB workload's export, profiled); markdown-it.rs (markdown_rs.py's
parser) builds its tree about ten times faster, and the corpus's texts are rewritten in
half the time (3.1 s against 6.7 s; five real sessions of 15 MB export in 3.0-3.9 CPU s
against 3.9-4.9 s, the same bytes). Whether it read a text
as markdown-it-py would is markdown_rs.py's walk's to decide: its checks are held against
markdown-it-py's HTML in tests/unit/render/test_markdown_rs.py. That walk runs first, with
md_rewrite.py's own rule for link targets (markdown-it-py's default validateLink: the
export's parser has no file references). Then the tree becomes `Node`s of `Tok`s that carry
what md_rewrite.py reads of markdown-it-py's tokens, so one writer writes the Markdown
either way. `tree` returns None where it cannot be sure, and md_rewrite.py parses the text
with markdown-it-py (tests/unit/render/test_md_rewrite_rs.py holds the two alike).
"""

from __future__ import annotations

import re
from typing import Any, Optional

from markdown_it import MarkdownIt
from markdown_it.common.normalize_url import normalizeLinkText

from ..text import budget
from ..text import markdown_rs_guard as guard
from ..text.markdown_rs import _INLINE, _PARSER, Walk, _text
from ..text.markdown_rs_checks import Unsure

#: markdown-it-py's default link rule, md_rewrite.py's parser's (no javascript:, vbscript:,
#: file: or data: other than images)
_VALIDATE = MarkdownIt("commonmark").validateLink
#: an ordered list item's number as typed, then its marker (where the item starts)
_NUMBER = re.compile(rb"[ \t]*([0-9]{1,9})([.)])")
_EMPHASIS = {"em": ("em", 1), "strong": ("strong", 2), "strikethrough": ("s", 2)}


class Tok:
    """What md_rewrite.py reads of a markdown-it-py Token."""

    __slots__ = ("type", "nesting", "tag", "markup", "info", "content", "hidden", "attrs",
                 "children")

    def __init__(self, type: str, nesting: int = 0, tag: str = "", markup: str = "",
                 info: str = "", content: str = "", hidden: bool = False,
                 attrs: Optional[dict[str, Any]] = None,
                 children: Optional[list[Tok]] = None) -> None:
        self.type, self.nesting, self.tag, self.markup = type, nesting, tag, markup
        self.info, self.content, self.hidden = info, content, hidden
        self.attrs, self.children = attrs, children

    def attrGet(self, name: str) -> Any:  # noqa: N802 (markdown-it-py's name)
        return self.attrs.get(name) if self.attrs else None


class Node:
    """A block of the parse: its (opening) token and the blocks in it (markdown-it's own
    SyntaxTreeNode makes a node of every inline too, a third of the time taken)."""

    __slots__ = ("token", "children", "type")

    def __init__(self, token: Any, children: Optional[list[Node]] = None) -> None:
        self.token = token
        self.children: list[Node] = [] if children is None else children
        self.type = token.type[:-5] if token.nesting == 1 else token.type  # "…_open"

    def __getattr__(self, name: str) -> Any:  # tag, markup, info, content, hidden, attrGet
        return getattr(self.token, name)


class _Checked(Walk):
    """markdown_rs.py's walk with md_rewrite.py's rule for targets."""

    def accepts(self, url: str) -> bool:
        return bool(_VALIDATE(url))


def _no_fence(code: str, lang: str) -> str:
    return ""


def tree(text: str) -> Optional[list[Node]]:
    """md_rewrite.py's blocks of `text` from markdown-it.rs, or None where it may read the
    text otherwise than markdown-it-py."""
    if not guard.fits(text):
        return None
    source = guard.NEWLINES.sub("\n", text)  # (markdown-it-py's normalisation)
    root = guard.tree(_PARSER, source)
    if root is None:
        return None
    budget.check()
    walk = _Checked(source, _VALIDATE, _no_fence)
    try:
        walk.html(root)  # its checks (the HTML is not kept)
        return _Build(walk).blocks(root.children)
    except Unsure:
        return None


class _Build:
    """markdown-it.rs's nodes as md_rewrite.py's: a paragraph's inlines in an inline token,
    adjacent texts joined (markdown-it-py's text_join), a tight list item's inline run a
    hidden paragraph."""

    def __init__(self, walk: Walk) -> None:
        self.walk = walk

    def blocks(self, nodes: Any) -> list[Node]:
        out: list[Node] = []
        run: list[Any] = []
        for node in nodes:
            if node.name in _INLINE:
                run.append(node)
                continue
            if run:
                out.append(self.paragraph(run, hidden=True))
                run = []
            out.append(self.block(node))
        if run:
            out.append(self.paragraph(run, hidden=True))
        return out

    def paragraph(self, nodes: Any, hidden: bool, kind: str = "paragraph", tag: str = "p",
                  attrs: Optional[dict[str, Any]] = None) -> Node:
        inline = Node(Tok("inline", children=self.inline(nodes, [])))
        return Node(Tok(kind + "_open", 1, tag=tag, hidden=hidden, attrs=attrs), [inline])

    def block(self, node: Any) -> Node:
        name, meta = node.name, node.meta
        if name == "paragraph":
            return self.paragraph(node.children, hidden=False)
        if name in ("heading", "lheading"):
            return self.paragraph(node.children, False, "heading", f"h{int(meta['level'])}")
        if name == "fence":
            return Node(Tok("fence", info=str(meta.get("info") or ""),
                            content=self.walk.fence_code(node)))
        if name == "code_block":
            return Node(Tok("code_block", content=str(meta["content"])))
        if name == "hr":
            return Node(Tok("hr"))
        if name == "blockquote":
            return Node(Tok("blockquote_open", 1), self.blocks(node.children))
        if name in ("bullet_list", "ordered_list"):
            return self.listed(node)
        if name == "table":
            return self.table(node)
        raise Unsure(name)  # (the walk has refused any other)

    def listed(self, node: Any) -> Node:
        marker = str(node.meta.get("marker", "-"))
        ordered = node.name == "ordered_list"
        start = int(node.meta.get("start", 1)) if ordered else 1
        items = [Node(Tok("list_item_open", 1, markup=marker,
                          info=self.number(item, marker) if ordered else ""),
                      self.blocks(item.children)) for item in node.children]
        return Node(Tok(node.name + "_open", 1, attrs={"start": start} if start != 1 else None),
                    items)

    def number(self, item: Any, marker: str) -> str:
        """An ordered item's number as typed (markdown-it-py's `info`: `01` stays `01`)."""
        span = item.srcmap
        found = _NUMBER.match(self.walk.encoded(), span[0]) if span else None
        if found is None or found.group(2).decode() != marker:
            raise Unsure("an item's number")
        return found.group(1).decode()

    def table(self, node: Any) -> Node:
        aligns = list(node.meta.get("alignments") or ())
        sections = []
        for section in node.children:
            kind, cell = ("thead", "th") if section.name == "thead" else ("tbody", "td")
            rows = []
            for row in section.children:
                cells = []
                for column, item in enumerate(row.children):
                    align = aligns[column] if column < len(aligns) else ""
                    style = ({"style": f"text-align:{align}"}
                             if align in ("left", "center", "right") else None)
                    cells.append(self.paragraph(item.children, False, cell, cell, style))
                rows.append(Node(Tok("tr_open", 1), cells))
            sections.append(Node(Tok(kind + "_open", 1), rows))
        return Node(Tok("table_open", 1), sections)

    def inline(self, nodes: Any, out: list[Tok]) -> list[Tok]:
        for node in nodes:
            name = node.name
            if name == "text" or name == "text_special":
                _text_to(out, str(node.meta["content"]))
            elif name == "softbreak" or name == "hardbreak":
                out.append(Tok(name))
            elif name == "code_inline":
                out.append(Tok("code_inline", content=_text(node)))
            elif name in _EMPHASIS:
                kind, width = _EMPHASIS[name]
                markup = str(node.meta.get("marker", "~")) * width
                out.append(Tok(kind + "_open", 1, markup=markup))
                self.inline(node.children, out)
                out.append(Tok(kind + "_close", -1, markup=markup))
            elif name == "link":
                out.append(Tok("link_open", 1, attrs=_target(node, "href")))
                self.inline(node.children, out)
                out.append(Tok("link_close", -1))
            elif name == "autolink":
                out.append(Tok("link_open", 1, markup="autolink", attrs=_target(node, "href")))
                out.append(Tok("text", content=normalizeLinkText(_text(node))))
                out.append(Tok("link_close", -1, markup="autolink"))
            elif name == "image":
                out.append(Tok("image", content=_text(node), attrs=_target(node, "src")))
            else:
                raise Unsure(name)
        return out


def _text_to(out: list[Tok], content: str) -> None:
    if out and out[-1].type == "text":
        out[-1].content += content
    else:
        out.append(Tok("text", content=content))


def _target(node: Any, key: str) -> dict[str, Any]:
    attrs: dict[str, Any] = {key: str(node.meta["url"])}
    title = node.meta.get("title")
    if title:
        attrs["title"] = str(title)
    return attrs
