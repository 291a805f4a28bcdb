"""A huge session in an archive run (issue 34 item 2; archive/stream_job.py): a session
file stream.stream_plan accepts is converted in the worker segment by segment, and what
the archive keeps of it (its page and parts, its index row, its uuids, its search
passages and terms) equals the whole build's. The sizes are lowered so the hand-made
test_data/parts/long.jsonl (make_parts_fixture.py) splits and is cut into segments; the
whole build is the same job with STREAM_BYTES out of reach."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html import stream
from cc2html.archive import worker
from cc2html.archive.jobs import Job
from cc2html.archive.search_text import unpack_terms
from cc2html.cli.app import app
from cc2html.options import Options
from cc2html.render.to_html import split

from helpers import REPO, deadline, files_of, split_small

LONG = REPO / "test_data" / "parts" / "long.jsonl"
#: a summary line whose leaf is in no message of the file (Claude Code writes them into
#: the next session's file: archive/titles.py); hand-made, appended to a copy of LONG
FOREIGN = {"type": "summary", "summary": "Some other session",
           "leafUuid": "0e0e0e0e-0000-4000-8000-000000000001"}


@pytest.fixture(params=["1", "2"], ids=["in-process", "workers"])
def small_sizes(monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest) -> None:
    """Sizes lowered; the streamed page's segments built in the archive's worker, or in
    workers of its own (CC2HTML_JOBS=2: forked whatever the cores)."""
    monkeypatch.setenv("CC2HTML_JOBS", request.param)
    split_small(monkeypatch)


def _job(src: Path, out: Path, title: str | None = None, options: Options = Options()) -> Job:
    return Job(key=f"proj/{src.name}", files=((src.name, src),), agents=(),
               out=out / "page.html", title=title, nav=(("up", "../index.html"), ("prev", ""), ("next", "")),
               options=options, size=src.stat().st_size,
               search=(out / "search.js", "proj/page.html"))


def both(src: Path, tmp: Path, monkeypatch: pytest.MonkeyPatch, **job: object) -> list:
    """render_session's (row, uuids, terms) and output files, whole then streamed."""
    found, calls = [], _count(monkeypatch)
    for name, limit in (("whole", 2**62), ("streamed", 0)):
        monkeypatch.setattr(stream, "STREAM_BYTES", limit)
        got = worker.render_session(_job(src, tmp / name, **job))  # type: ignore[arg-type]
        found.append((got, files_of(tmp / name)))
    assert calls == ["streamed"]  # (the second job took the streamed path, the first not)
    return found


def _count(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Each streamed page written, named by its output's folder."""
    calls: list[str] = []
    real = stream._write_streamed
    monkeypatch.setattr(stream, "_write_streamed",
                        lambda *a, **k: calls.append(a[3].parent.name) or real(*a, **k))
    return calls


def _assert_same(whole: tuple, streamed: tuple) -> None:
    (row, uuids, terms, parts), files = whole
    (row2, uuids2, terms2, parts2), files2 = streamed
    assert sorted(parts2.written) == sorted(parts.written)  # (the archive lists them)
    assert row2.to_dict() == row.to_dict()
    assert uuids2 == uuids and len(uuids) % 16 == 0 and uuids
    assert unpack_terms(terms2) == unpack_terms(terms) and terms
    assert sorted(files2) == sorted(files)
    for name, data in files.items():
        assert files2[name] == data, name


def test_a_streamed_sessions_page_row_uuids_and_search_are_the_whole_builds(
        tmp_path: Path, small_sizes: None, monkeypatch: pytest.MonkeyPatch) -> None:
    whole, streamed = both(LONG, tmp_path, monkeypatch)
    assert "page.parts/loader.js" in whole[1] and "search.js" in whole[1]
    assert whole[0][0].messages > 100 and whole[0][0].prompts > 10
    _assert_same(whole, streamed)


def test_another_files_summary_titles_a_streamed_session_as_the_whole(
        tmp_path: Path, small_sizes: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """A session titled by its prompt takes the title archive/titles.py found for it
    (head, parts, row, search terms); a summary line of its own whose leaf is elsewhere
    goes in the row's `summaries`."""
    src = tmp_path / "long.jsonl"
    src.write_text(LONG.read_text(encoding="utf-8") + json.dumps(FOREIGN) + "\n",
                   encoding="utf-8")
    whole, streamed = both(src, tmp_path / "out", monkeypatch, title="Named elsewhere")
    assert whole[0][0].title == "Named elsewhere" and whole[0][0].title_kind == "prompt"
    assert whole[0][0].summaries == ((FOREIGN["leafUuid"], FOREIGN["summary"]),)
    _assert_same(whole, streamed)


def test_redacted_streamed_session_agrees(tmp_path: Path, small_sizes: None,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    whole, streamed = both(LONG, tmp_path, monkeypatch, options=Options(redact=True))
    _assert_same(whole, streamed)


def test_a_bounded_search_stops_where_the_whole_one_does(
        tmp_path: Path, small_sizes: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """Past SESSION_CHARS a session's passages stop (at the same passage streamed): what
    the archive's search holds of a huge session is bounded."""
    from cc2html.archive import passages
    monkeypatch.setattr(passages, "SESSION_CHARS", 30_000)
    whole, streamed = both(LONG, tmp_path, monkeypatch)
    text = whole[1]["search.js"].decode("utf-8")
    assert "turnword0001" in text and "turnword0040" not in text
    _assert_same(whole, streamed)


def _archive(src: Path, out: Path) -> dict:
    with deadline(120):
        result = CliRunner().invoke(app, [str(src), "-o", str(out), "--json", "-j", "1"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_an_archive_of_a_streamed_session_equals_the_whole_and_reruns_write_nothing(
        tmp_path: Path, small_sizes: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """The archive's pages, parts, indexes and search files are the whole build's; a
    re-run renders nothing (its parts stay), a changed file is streamed again and
    its stale parts swept."""
    src = tmp_path / "src" / "proj"
    src.mkdir(parents=True)
    shutil.copy(LONG, src / "long.jsonl")
    shutil.copy(REPO / "test_data" / "assistant_markdown.jsonl", src / "small.jsonl")
    outs, calls = {}, _count(monkeypatch)
    for name, limit in (("whole", 2**62), ("streamed", 0)):
        monkeypatch.setattr(stream, "STREAM_BYTES", limit)
        _archive(src.parent, tmp_path / name)
        outs[name] = {k: v for k, v in files_of(tmp_path / name).items()
                      if not k.startswith(".cc2html")}
    assert calls == ["proj", "proj"]  # (the streamed run's two sessions)
    assert sorted(outs["streamed"]) == sorted(outs["whole"])
    for name, data in outs["whole"].items():
        assert outs["streamed"][name] == data, name
    out = tmp_path / "streamed"
    before = files_of(out)
    assert _archive(src.parent, out)["pages"]["written"] == 0
    assert files_of(out).keys() == before.keys()
    monkeypatch.setattr(split, "PART_CHARS", 120_000)  # fewer parts when rendered again
    with open(src / "long.jsonl", "a", encoding="utf-8") as fh:
        fh.write("\n")
    assert _archive(src.parent, out)["pages"]["written"] == 1
    parts = [p for p in files_of(out) if ".parts/part-" in p]
    assert parts and len(parts) < len([p for p in before if ".parts/part-" in p])


@pytest.mark.parametrize("idle", [True, False], ids=["a-core-idle", "no-core-idle"])
def test_a_streamed_session_takes_cores_as_they_fall_idle(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, idle: bool) -> None:
    """In an archive's pool worker a streamed session's segments go to workers of its own
    only while a core is idle (the pool's other workers keep theirs); either way the page,
    row, uuids and search are the whole build's."""
    import threading

    from cc2html.render.to_html import stream_pool

    split_small(monkeypatch)
    monkeypatch.delenv("CC2HTML_JOBS", raising=False)
    monkeypatch.setattr(threading, "active_count", lambda: 1)  # (xdist's own threads)
    monkeypatch.setattr(stream_pool, "can_fork", lambda: True)
    monkeypatch.setattr(stream_pool, "available_cpus", lambda: 2)
    monkeypatch.setattr(stream_pool, "idle_core", lambda: idle)
    forked: list[int] = []
    real = stream_pool._Worker.__init__

    def counted(self: object, *args: object) -> None:
        forked.append(1)
        real(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(stream_pool._Worker, "__init__", counted)
    whole, streamed = both(LONG, tmp_path, monkeypatch)
    assert (len(forked) > 0) is idle and len(forked) <= 2
    _assert_same(whole, streamed)


@pytest.mark.parametrize("limit", [1_000, 30_000, 10**9])
def test_passages_gathered_elsewhere_are_cut_where_gathering_here_cuts(
        monkeypatch: pytest.MonkeyPatch, limit: int) -> None:
    """A segment's passages found in a worker (`extend`) are taken as `add` takes them:
    the same list, cut at the same passage, whichever segment fills the session's share."""
    from cc2html.archive import passages
    from cc2html.pipeline import build_session

    monkeypatch.setattr(passages, "SESSION_CHARS", limit)
    doc = build_session(LONG).doc
    here, there = passages.Passages(), passages.Passages()
    for _ in range(3):  # (three documents in a row, as three segments)
        here.add(doc)
        found = passages.Passages()
        found.add(doc)
        there.extend(found.found, found.full)
    assert there.found == here.found and there.full == here.full
    assert here.found and (here.full is (limit < 10**9))
