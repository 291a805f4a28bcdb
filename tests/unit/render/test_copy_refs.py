""""Copy as Markdown" without the page weight: a tool's long text the page holds already is
a reference in the data block (render/to_html/copy_refs.py), resolved from the page's own text.

The resolver (tests/copy_dom.py) does what static/copy_md.js does, on the page as html.parser reads it,
so every reference is checked against the text the page really holds; the browser test
(tests/browser/test_copy_markdown.py) checks the script itself.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cc2html.pipeline import build_session, convert
from cc2html.render.to_html.copy_markdown import markdown_entries
from copy_dom import Tree, resolved
from helpers import TEST_DATA

def page_of(source: Path, tmp_path: Path) -> str:
    out = tmp_path / "page.html"
    convert(source, out)
    return out.read_text(encoding="utf-8")


def test_every_reference_gives_the_exports_markdown(tmp_path):
    source = TEST_DATA / "copy_refs.jsonl"
    got, refs = resolved(page_of(source, tmp_path))
    # outputs, reads, write, edit, multi-edit diffs, lists, subagent's (a Glob's raw text
    # beside its list is no longer written: md_fields.result_data)
    assert refs >= 12
    assert got == markdown_entries(build_session(source).doc, refs=False)


def test_the_data_block_holds_no_long_tool_text(tmp_path):
    source = TEST_DATA / "copy_refs.jsonl"
    tree = Tree()
    tree.feed(page_of(source, tmp_path))
    block = json.dumps(json.loads(tree.data), ensure_ascii=False)
    for needle in ("test_39 ... ok", "def parse_57(x)", "def lex_36(x)", "def new_39(x)",
                   "module_29.py", "[049] compiled unit 49", "def parse_18(x)",
                   "style_24.css", "tests/test_19.py", "note 199: plain words"):
        assert needle not in block, needle
    assert "compiled module" in block  # ANSI colours and carriage returns: kept whole


@pytest.mark.parametrize("name", ["tools", "tools_files", "tools_shell", "hostile", "viewer"])
def test_other_fixtures_copy_as_the_export(name, tmp_path):
    source = TEST_DATA / f"{name}.jsonl"
    got, _ = resolved(page_of(source, tmp_path))
    assert got == markdown_entries(build_session(source).doc, refs=False)
