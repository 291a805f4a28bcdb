"""What an archive run keeps of a session it converts segment by segment (archive/
stream_job.py; issue 34 item 2) equals the whole build's: its index row (every field),
its uuids and its search terms, on every single-session Claude Code transcript of the
shared corpora that streams, cut at every turn the cut allows, and on a generated ~2 MB
session (../shared/tools/make_workload.py, with its prompt-queue operations) cut every
~100 KB, whose page, parts and search file are compared byte for byte too. The corpora's
pages are not compared here (tests/corpus/test_streamed_page_workload.py and the page's
own tests do: a task notification whose call is in an earlier segment is a known
difference of the page, docs/decisions/large-sessions.md). Each corpus file is copied
alone into a temporary folder: `plan` refuses a session with subagent files beside it;
each is cut every 4 KB (cut finer, a first segment of leading summary lines alone builds
an empty session "Session" beside the real one: the cut at its real target, 8 MB, makes
none unless a file starts with 8 MB of records).

Two differences are known (the streamed page's title, render/to_html/stream_head.py, set
once the first segment is in, since every part's page carries it): a summary line whose
leaf is in an earlier segment titles the whole session but not the streamed one, which
takes its first prompt; and a first segment holding a slash command but no typed prompt
titles the streamed session by the command, the whole one by a later prompt's words.
Checked to be the only difference of those rows."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cc2html import stream
from cc2html.archive import worker
from cc2html.archive.jobs import Job
from cc2html.archive.search_text import unpack_terms
from cc2html.read import cut
from cc2html.render.to_html import split
from helpers import TOOLS, session_transcripts

pytestmark = pytest.mark.corpus


def _job(src: Path, out: Path) -> Job:
    return Job(key=f"p/{src.name}", files=((src.name, src),), agents=(), out=out / "page.html",
               nav=(("up", "../index.html"), ("prev", ""), ("next", "")),
               size=src.stat().st_size, search=(out / "search.js", "p/page.html"))


def _both(src: Path, monkeypatch: pytest.MonkeyPatch, target: int) -> tuple[list, int]:
    """render_session's (row, uuids, terms) whole and streamed, and the segments cut."""
    monkeypatch.setattr(stream, "STREAM_BYTES", 2**62)
    whole = worker.render_session(_job(src, src.parent / "whole"))
    monkeypatch.setattr(stream, "STREAM_BYTES", 1)
    monkeypatch.setattr(cut, "TARGET_BYTES", target)
    planned = stream.stream_plan(src)
    if planned is None or len(planned[1]) < 2:
        return [whole], 0
    return [whole, worker.render_session(_job(src, src.parent / "streamed"))], len(planned[1])


def _same(whole: tuple, streamed: tuple, name: object, terms: bool = True) -> None:
    assert streamed[0].to_dict() == whole[0].to_dict(), name
    assert streamed[1] == whole[1], name
    if terms:  # (the title's words are terms too)
        assert unpack_terms(streamed[2]) == unpack_terms(whole[2]), name


def test_a_generated_sessions_archive_page_row_and_search_are_the_whole_builds(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    make = TOOLS / "make_workload.py"
    if not make.is_file():
        pytest.skip(f"make_workload.py not found in {TOOLS}")
    src = tmp_path / "w.jsonl"
    subprocess.run([sys.executable, str(make), "--seed", "20251129", "single", "--mb", "2",
                    "--out", str(src)], check=True, capture_output=True, timeout=300)
    monkeypatch.setattr(split, "THRESHOLD", 200_000)
    monkeypatch.setattr(split, "HEAD_CHARS", 30_000)
    monkeypatch.setattr(split, "PART_CHARS", 50_000)
    found, segments = _both(src, monkeypatch, 100_000)
    assert segments >= 4
    _same(found[0], found[1], src)
    files = {name: sorted(p.relative_to(tmp_path / name) for p in (tmp_path / name).rglob("*"))
             for name in ("whole", "streamed")}
    assert files["streamed"] == files["whole"] and len(files["whole"]) >= 20
    for rel in files["whole"]:
        if (tmp_path / "whole" / rel).is_file():
            assert (tmp_path / "streamed" / rel).read_bytes() == \
                (tmp_path / "whole" / rel).read_bytes(), rel


def test_the_corpora_stream_to_the_whole_archive_row(monkeypatch: pytest.MonkeyPatch,
                                                     tmp_path: Path) -> None:
    files = session_transcripts(4_000_000)
    if not files:
        pytest.skip("shared corpora not found")
    streamed = known = 0
    for n, path in enumerate(files):
        alone = tmp_path / str(n) / path.name
        alone.parent.mkdir()
        shutil.copyfile(path, alone)
        found, segments = _both(alone, monkeypatch, 4096)
        if not segments:
            continue
        streamed += 1
        whole, other = found[0][0].to_dict(), found[1][0].to_dict()
        titled = other["title_kind"] == "prompt" and other["title"] != whole["title"] and (
            whole["title_kind"] == "summary" or other["title"].startswith("/"))
        if titled:
            known += 1  # the known difference (below): the rest must agree
            for key in ("title", "own_title", "title_kind"):
                other[key] = whole[key]
            found[1] = (type(found[0][0]).from_dict(other), *found[1][1:])
        _same(found[0], found[1], path, terms=not titled)
    assert streamed >= 25, streamed  # (28 today)
    assert known <= 12, known  # (9 of 28 today: daaain's representative_messages.jsonl,
    # and sessions whose first 4 KB hold a command alone, as d-kimuson's fe5e1c67)
