"""Helpers for tests of folder mode in Markdown and JSON (archive/export_tree.py): a small
projects tree made from test_data/ fixtures, a run through the CLI, and the links of a
Markdown tree read as a Markdown reader reads them (markdown-it, CommonMark).
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from urllib.parse import unquote, urlsplit

from markdown_it import MarkdownIt
from typer.testing import CliRunner

from cc2html.cli.app import app
from helpers import TEST_DATA
from md_anchors_check import heading_ids

_MD = MarkdownIt("commonmark")


def make_tree(root: Path) -> Path:
    """Two projects: one with a subagent session and a resumed pair, one whose folder and
    files have names that need quoting in a link (a space, `#`, parentheses) and a session
    file named `index.jsonl` (which must not take the project index's name)."""
    app_dir, notes = root / "-home-dev-app", root / "my notes (2)"
    app_dir.mkdir(parents=True)
    notes.mkdir()
    shutil.copy2(TEST_DATA / "tools_agent.jsonl", app_dir / "agent.jsonl")
    shutil.copy2(TEST_DATA / "facts_aside.jsonl", app_dir / "aside.jsonl")
    shutil.copytree(TEST_DATA / "facts_aside", app_dir / "aside")
    shutil.copy2(TEST_DATA / "multi_session.jsonl", app_dir / "multi.jsonl")
    shutil.copy2(TEST_DATA / "thinking.jsonl", notes / "index.jsonl")
    shutil.copy2(TEST_DATA / "assistant_markdown.jsonl", notes / "a b#c (1).jsonl")
    return root


def run(src: Path, out: Path, *more: str) -> dict:
    """`cc2html SRC -o OUT --json -j 1 MORE…`: the run summary (exit code 0 asserted)."""
    result = CliRunner().invoke(app, [str(src), "-o", str(out), "--json", "-j", "1", *more])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def links(text: str) -> list[str]:
    """Every link and image target of a Markdown text, as a CommonMark reader finds them
    (code blocks and spans are not links)."""
    found = []
    for token in _MD.parse(text):
        for child in token.children or ():
            for attr in ("href", "src"):
                if child.attrGet(attr) is not None:
                    found.append(str(child.attrGet(attr)))
    return found


def broken_links(out: Path) -> list[tuple[str, str]]:
    """(file, target) of every relative link in every .md under `out` whose target is not
    there; an anchor (`#…`) only within the file, to one of its headings as GitHub
    anchors them (md_anchors_check.py)."""
    bad = []
    for file in sorted(out.rglob("*.md")):
        text = file.read_text(encoding="utf-8")
        ids = heading_ids(text)
        for target in links(text):
            parts = urlsplit(target)
            if parts.scheme in ("http", "https", "mailto"):
                continue
            if target.startswith("#") and unquote(target[1:]) in ids:
                continue
            if parts.scheme or parts.fragment or not parts.path:
                bad.append((file.relative_to(out).as_posix(), target))
            elif not (file.parent / unquote(parts.path)).is_file():
                bad.append((file.relative_to(out).as_posix(), target))
    return bad


def snapshot(out: Path) -> dict[str, tuple[int, bytes]]:
    """Every file under `out` (the manifest aside): path -> (mtime_ns, bytes)."""
    return {p.relative_to(out).as_posix(): (p.stat().st_mtime_ns, p.read_bytes())
            for p in sorted(out.rglob("*")) if p.is_file() and ".cc2html-manifest" not in p.name}
