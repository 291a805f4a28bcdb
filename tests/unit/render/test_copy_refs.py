""""Copy as Markdown" without the page weight: a tool's long text the page holds already is
a reference in the data block (render/copy_refs.py), resolved from the page's own text.

The resolver here does what static/copy_md.js does, on the page as html.parser reads it,
so every reference is checked against the text the page really holds; the browser test
(tests/browser/test_copy_markdown.py) checks the script itself.
"""

from __future__ import annotations

import html.parser
import json
import zlib
from pathlib import Path
from typing import Any, Optional

import pytest

from cc2html.pipeline import build_session, convert
from cc2html.render.copy_markdown import markdown_entries
from helpers import TEST_DATA

VOID = {"br", "img", "meta", "link", "hr", "input", "wbr", "source", "col", "area"}


class El:
    def __init__(self, tag: str, attrs: dict[str, Any]) -> None:
        self.tag, self.attrs, self.kids = tag, attrs, []  # kids: El or str

    def text(self) -> str:
        return "".join(k if isinstance(k, str) else k.text() for k in self.kids)

    def all(self, tag: str, cls: str = "") -> list["El"]:
        out = []
        for k in self.kids:
            if isinstance(k, El):
                if k.tag == tag and cls in (k.attrs.get("class") or "").split() + [""]:
                    out.append(k)
                out.extend(k.all(tag, cls))
        return out


class Tree(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack, self.ids, self.data = [El("#root", {})], {}, ""

    def handle_starttag(self, tag: str, attrs: Any) -> None:
        el = El(tag, dict(attrs))
        self.stack[-1].kids.append(el)
        if "id" in el.attrs:
            self.ids[el.attrs["id"]] = el
        if tag not in VOID:
            self.stack.append(el)

    def handle_endtag(self, tag: str) -> None:
        while len(self.stack) > 1 and self.stack.pop().tag != tag:
            pass

    def handle_data(self, data: str) -> None:
        self.stack[-1].kids.append(data)
        if self.stack[-1].attrs.get("id") == "cc2html-md":
            self.data += data


def _key(text: str) -> tuple[int, int]:
    units = text.encode("utf-16-le")
    return len(units) // 2, zlib.crc32(units)


def _found(texts: list[str], n: int, h: int) -> Optional[str]:
    return next((t for t in texts if _key(t) == (n, h)), None)


def _body(article: El, ref: dict[str, Any]) -> Optional[str]:
    if "k" in ref:
        rows = article.all("div", "tool-input")[0].all("pre", "diff-rows")[ref["k"]].text()
        rows = rows[:-1] if rows.endswith("\n") else rows
        return ref["d"] + "\n" + rows if ref["d"] else rows
    if ref.get("li"):
        lists = ["\n".join(li.text() for li in ul.all("li")) for ul in article.all("ul")]
        return _found(lists, ref["n"], ref["h"])
    pres = [pre.text() for pre in article.all("pre")]
    text = _found(pres, ref["n"], ref["h"])
    if text is None or "gn" not in ref:
        return text
    numbers = _found(pres, ref["gn"], ref["gh"])
    assert numbers is not None
    return "\n".join(f"{n}\t{c}" for n, c in zip(numbers.split("\n"), text.split("\n")))


def resolved(page: str) -> tuple[dict[str, str], int]:
    """The page's entries as the page script makes them, and how many references."""
    tree = Tree()
    tree.feed(page)
    entries, refs = json.loads(tree.data), 0
    out = {}
    for key, entry in entries.items():
        if isinstance(entry, str):
            out[key] = entry
            continue
        parts = []
        for part in entry:
            if isinstance(part, str):
                parts.append(part)
                continue
            refs += 1
            body = _body(tree.ids[key], part)
            assert body is not None, (key, part)
            end = "\n" if body and not body.endswith("\n") else ""
            parts.append("`" * part["f"] + part["l"] + "\n" + body + end + "`" * part["f"])
        out[key] = "".join(parts)
    return out, refs


def page_of(source: Path, tmp_path: Path) -> str:
    out = tmp_path / "page.html"
    convert(source, out)
    return out.read_text(encoding="utf-8")


def test_every_reference_gives_the_exports_markdown(tmp_path):
    source = TEST_DATA / "copy_refs.jsonl"
    got, refs = resolved(page_of(source, tmp_path))
    assert refs >= 9  # output, two reads, write, edit, two multi-edit diffs, list, subagent's
    assert got == markdown_entries(build_session(source).doc, refs=False)


def test_the_data_block_holds_no_long_tool_text(tmp_path):
    source = TEST_DATA / "copy_refs.jsonl"
    tree = Tree()
    tree.feed(page_of(source, tmp_path))
    block = json.dumps(json.loads(tree.data), ensure_ascii=False)
    for needle in ("test_39 ... ok", "def parse_57(x)", "def lex_36(x)", "def new_39(x)",
                   "module_29.py", "[049] compiled unit 49", "def parse_18(x)"):
        assert needle not in block, needle
    assert "compiled module" in block  # ANSI colours and carriage returns: kept whole


@pytest.mark.parametrize("name", ["tools", "tools_files", "tools_shell", "hostile", "viewer"])
def test_other_fixtures_copy_as_the_export(name, tmp_path):
    source = TEST_DATA / f"{name}.jsonl"
    got, _ = resolved(page_of(source, tmp_path))
    assert got == markdown_entries(build_session(source).doc, refs=False)
