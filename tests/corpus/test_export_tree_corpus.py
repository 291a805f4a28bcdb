"""Folder mode in Markdown and JSON over real projects folders of the corpus, read where
they lie (nothing copied): every link of the Markdown tree resolves, index.json is what
its schema says and names every session's file, and a second run writes nothing."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from cc2html.render.to_json.index_schema import index_schema
from helpers import need_corpus
from md_tree import broken_links, run, snapshot

FOLDERS = ("daaain-claude-code-log/test/test_data/real_projects",
           "marot-spotter/test/fixtures/transcripts",
           "d-kimuson-claude-code-viewer/mock-global-claude-dir/projects")


@pytest.fixture(scope="module", params=FOLDERS, ids=lambda f: f.split("/")[0])
def folder(request) -> Path:
    return need_corpus() / request.param


def test_the_corpus_exported_as_markdown_has_no_broken_links(folder, tmp_path):
    summary = run(folder, tmp_path, "--format", "md")
    assert summary["sessions"] > 0 and not summary["unreadable"]
    assert (tmp_path / "index.md").is_file() and broken_links(tmp_path) == []
    before = snapshot(tmp_path)
    assert run(folder, tmp_path, "--format", "md")["pages"]["written"] == 0
    assert snapshot(tmp_path) == before


def test_the_corpus_index_json_validates_and_names_every_file(folder, tmp_path):
    summary = run(folder, tmp_path, "--format", "json", "--detail", "conversation")
    index = json.loads((tmp_path / "index.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator(index_schema()).validate(index)
    files = [s["file"] for p in index["projects"] for s in p["sessions"]]
    assert len(files) == summary["sessions"]
    assert all((tmp_path / f).is_file() for f in files)
    assert sorted(files) == sorted(p.relative_to(tmp_path).as_posix()
                                   for p in tmp_path.rglob("*.json") if p.name != "index.json")
