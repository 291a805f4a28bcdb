"""A large session's Markdown and page, written segment by segment, say what the whole
path's say where a fact crosses a segment boundary (issue 34): a task notification's
"Reports on … call" line and link, its call's background result, a replayed record hidden,
a repeated subagent anchor suffixed. Fixture: test_data/cross/cross.jsonl (hand-made by
its make_cross_fixture.py), cut every ~1.5 KB (one turn a segment); the whole path is the
same conversion with STREAM_BYTES out of reach."""

from __future__ import annotations

from pathlib import Path

import pytest

from cc2html import stream
from cc2html.options import Options
from cc2html.pipeline import convert
from cc2html.read import cut
from cc2html.render.to_html import split

from helpers import REPO

CROSS = REPO / "test_data" / "cross" / "cross.jsonl"


@pytest.fixture
def small_sizes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(split, "THRESHOLD", 20_000)
    monkeypatch.setattr(split, "HEAD_CHARS", 5_000)
    monkeypatch.setattr(split, "PART_CHARS", 10_000)
    monkeypatch.setattr(cut, "TARGET_BYTES", 1_500)  # (one turn a segment)


def _files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def _both(tmp: Path, monkeypatch: pytest.MonkeyPatch, name: str,
          options: Options) -> tuple[dict[str, bytes], dict[str, bytes]]:
    called = []
    real = stream.plan
    monkeypatch.setattr(stream, "plan", lambda *a, **k: called.append(1) or real(*a, **k))
    for way, limit in (("whole", 2**62), ("streamed", 0)):
        monkeypatch.setattr(stream, "STREAM_BYTES", limit)
        convert(CROSS, tmp / way / name, options=options)
    assert called  # (the streamed run took the streamed path)
    return _files(tmp / "whole"), _files(tmp / "streamed")


def test_the_streamed_markdown_is_the_whole_export(
        tmp_path: Path, small_sizes: None, monkeypatch: pytest.MonkeyPatch) -> None:
    whole, streamed = _both(tmp_path, monkeypatch, "s.md", Options(output_format="md"))
    assert streamed == whole
    text = whole["s.md"].decode()
    assert text.count("*Reports on ") == 2
    assert "The original reply." in text and text.count("The original reply.") == 1
    assert text.count("Inner reply one.") == 1


def test_the_streamed_page_is_the_whole_paths(
        tmp_path: Path, small_sizes: None, monkeypatch: pytest.MonkeyPatch) -> None:
    whole, streamed = _both(tmp_path, monkeypatch, "page.html", Options())
    assert "page.parts/loader.js" in whole
    assert sorted(streamed) == sorted(whole)
    for name, data in whole.items():
        assert streamed[name] == data, name
    pages = b"".join(whole.values())
    assert pages.count(b'class="note spawner-link"') == 2
    assert pages.count(b'class="background-result"') == 2
    assert b'id="subagent-agentdup-2"' in pages


def test_two_workers_give_the_in_process_page(
        tmp_path: Path, small_sizes: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """CC2HTML_JOBS=2 (render/to_html/stream_pool.py): the links and replays come from
    the session's first pass in a forked worker too."""
    monkeypatch.setattr(stream, "STREAM_BYTES", 0)
    runs = {}
    for jobs in ("1", "2"):
        monkeypatch.setenv("CC2HTML_JOBS", jobs)
        convert(CROSS, tmp_path / jobs / "page.html", options=Options())
        runs[jobs] = _files(tmp_path / jobs)
    body = b"".join(runs["1"].values())
    assert body.count(b'class="note spawner-link"') == 2
    assert [k for k in runs["2"] if runs["2"][k] != runs["1"].get(k)] == []
