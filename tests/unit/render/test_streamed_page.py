"""A large transcript's page written segment by segment (render/to_html/stream_page.py,
issue 34 item 2) is the whole path's split page, byte for byte: the head, every part's page
and script, ids.js, words.js, loader.js. The sizes are lowered so both paths split
test_data/parts/long.jsonl (hand-made by its make_parts_fixture.py) and the file is cut
into several segments; the whole path is the same conversion with STREAM_BYTES out of
reach."""

from __future__ import annotations

from pathlib import Path

import pytest

from cc2html import stream
from cc2html.options import Options
from cc2html.pipeline import convert
from cc2html.read import cut
from cc2html.render.to_html import split

from helpers import REPO, files_of, fork_alone, split_small

LONG = REPO / "test_data" / "parts" / "long.jsonl"


@pytest.fixture
def small_sizes(monkeypatch: pytest.MonkeyPatch) -> None:
    split_small(monkeypatch)


def both(src: Path, tmp: Path, monkeypatch: pytest.MonkeyPatch,
         options: Options = Options()) -> tuple[dict[str, bytes], dict[str, bytes], list]:
    """The page's files by the whole path and by the streamed path, and the two results."""
    results = []
    for name, limit in (("whole", 2**62), ("streamed", 0)):
        monkeypatch.setattr(stream, "STREAM_BYTES", limit)
        results.append(convert(src, tmp / name / "page.html", options=options))
    return files_of(tmp / "whole"), files_of(tmp / "streamed"), results


def test_the_streamed_page_is_the_whole_paths_byte_for_byte(
        tmp_path: Path, small_sizes: None, monkeypatch: pytest.MonkeyPatch) -> None:
    called = []
    real = stream._write_streamed
    monkeypatch.setattr(stream, "_write_streamed",
                        lambda *a, **k: called.append(1) or real(*a, **k))
    whole, streamed, (a, b) = both(LONG, tmp_path, monkeypatch)
    assert called == [1]  # the streamed run took the streamed path
    assert len(whole) >= 8 and "page.parts/loader.js" in whole
    assert sorted(streamed) == sorted(whole)
    for name, data in whole.items():
        assert streamed[name] == data, name
    assert (a.bytes_written, a.sessions, a.problems, a.unknown) == \
        (b.bytes_written, b.sessions, b.problems, b.unknown)


@pytest.mark.parametrize("options", [Options(detail="conversation"), Options(redact=True),
                                     Options(detail="prompts")])
def test_options_stream_the_same_page(tmp_path: Path, small_sizes: None,
                                      monkeypatch: pytest.MonkeyPatch, options: Options) -> None:
    monkeypatch.setattr(split, "THRESHOLD", 10_000)  # (--detail prompts: ~25 KB of body)
    monkeypatch.setattr(split, "HEAD_CHARS", 3_000)
    monkeypatch.setattr(split, "PART_CHARS", 5_000)
    whole, streamed, _ = both(LONG, tmp_path, monkeypatch, options)
    assert "page.parts/loader.js" in whole
    assert streamed == whole


def test_a_body_under_the_threshold_streams_one_page_as_today(
        tmp_path: Path, small_sizes: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """--detail prompts leaves long.jsonl ~25 KB of body, under THRESHOLD: the whole path
    writes one page and no parts; so does the streamed one, byte for byte."""
    whole, streamed, _ = both(LONG, tmp_path, monkeypatch, Options(detail="prompts"))
    assert list(whole) == ["page.html"]
    assert streamed == whole


def test_a_streamed_body_past_the_hold_splits_where_the_whole_path_would_past_its_threshold(
        tmp_path: Path, small_sizes: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """A streamed body holds only HOLD_CHARS before it splits (memory), not the whole
    path's THRESHOLD: long.jsonl's ~177 KB body, under THRESHOLD, is one page by the whole
    path but a head and parts streamed, cut as the whole path cuts it once its THRESHOLD is
    lowered to the hold: the same head (its cut held for), the same parts."""
    from cc2html.render.to_html import stream_page
    monkeypatch.setattr(split, "THRESHOLD", 1_000_000)
    monkeypatch.setattr(stream_page, "HOLD_CHARS", 31_000)  # (just past HEAD_CHARS)
    monkeypatch.setattr(stream, "STREAM_BYTES", 2**62)
    convert(LONG, tmp_path / "one" / "page.html")
    assert not (tmp_path / "one" / "page.parts").exists()
    monkeypatch.setattr(stream, "STREAM_BYTES", 0)
    convert(LONG, tmp_path / "streamed" / "page.html")
    monkeypatch.setattr(split, "THRESHOLD", 31_000)
    monkeypatch.setattr(stream, "STREAM_BYTES", 2**62)
    convert(LONG, tmp_path / "whole" / "page.html")
    streamed, whole = files_of(tmp_path / "streamed"), files_of(tmp_path / "whole")
    assert "page.parts/loader.js" in streamed
    assert streamed == whole


def test_a_file_under_stream_bytes_takes_the_whole_path(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(stream, "_write_streamed", None)  # would fail if called
    convert(LONG, tmp_path / "page.html")  # 177 KB, far under STREAM_BYTES
    assert not (tmp_path / "page.parts").exists()


def test_segments_rendered_by_workers_give_the_same_bytes(
        tmp_path: Path, small_sizes: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """CC2HTML_JOBS=2: the segments after the head's are built and rendered in two forked
    workers (render/to_html/stream_pool.py); the files are the in-process run's."""
    from cc2html.render.to_html import stream_page
    pooled = []
    real = stream_page.StreamedPage.from_rows
    monkeypatch.setattr(stream_page.StreamedPage, "from_rows",
                        lambda self, *a: pooled.append(1) or real(self, *a))
    monkeypatch.setattr(stream, "STREAM_BYTES", 0)
    runs = {}
    for jobs in ("1", "2"):
        monkeypatch.setenv("CC2HTML_JOBS", jobs)
        convert(LONG, tmp_path / jobs / "page.html", options=Options(redact=True))
        runs[jobs] = files_of(tmp_path / jobs)
    assert len(pooled) >= 5  # (8 segments; the head's first in process)
    assert runs["2"] == runs["1"] and "page.parts/words.js" in runs["1"]


def test_a_worker_that_dies_leaves_its_segment_to_the_parent(
        tmp_path: Path, small_sizes: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every worker dies without a word (os._exit in the forked child): each segment is
    then rendered in process, and the page is the same."""
    import os

    from cc2html.render.to_html import stream_pool
    monkeypatch.setattr(stream, "STREAM_BYTES", 0)
    monkeypatch.setenv("CC2HTML_JOBS", "1")
    convert(LONG, tmp_path / "one" / "page.html")
    monkeypatch.setenv("CC2HTML_JOBS", "2")
    monkeypatch.setattr(stream_pool, "_work", lambda *a: os._exit(3))
    convert(LONG, tmp_path / "two" / "page.html")
    assert files_of(tmp_path / "two") == files_of(tmp_path / "one")


def test_a_segment_started_ahead_that_the_head_needs_is_rendered_in_process(
        tmp_path: Path, small_sizes: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """Workers start on the segments after the first while the head's are rendered
    (stream_pool._ahead guesses which, before the first and again after it); a guess too
    early (here: every segment not rendered yet) is taken back, its worker killed, and
    the page is the in-process run's."""
    from cc2html.render.to_html import stream_pool
    monkeypatch.setattr(stream, "STREAM_BYTES", 0)
    monkeypatch.setenv("CC2HTML_JOBS", "1")
    convert(LONG, tmp_path / "one" / "page.html")
    guesses = []
    real = stream_pool._ahead

    def early(segments, done, chars, workers):  # type: ignore[no-untyped-def]
        guesses.append((done, real(segments, done, chars, workers)))
        return list(range(done, len(segments)))
    monkeypatch.setattr(stream_pool, "_ahead", early)
    monkeypatch.setenv("CC2HTML_JOBS", "2")
    convert(LONG, tmp_path / "two" / "page.html")
    assert [done for done, _ in guesses] == [0, 1]  # (before any; the head took more)
    assert files_of(tmp_path / "two") == files_of(tmp_path / "one")


def test_segments_sent_to_workers_out_of_file_order_come_back_in_it(
        tmp_path: Path, small_sizes: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """A guess that sends the last segments ahead (here: the last two, last first, before
    the head's are rendered) leaves the workers answering out of file order; the parent
    keeps a result that comes early until its turn, and the page is the in-process run's."""
    from cc2html.render.to_html import stream_pool
    monkeypatch.setattr(stream, "STREAM_BYTES", 0)
    monkeypatch.setenv("CC2HTML_JOBS", "1")
    convert(LONG, tmp_path / "one" / "page.html")
    early_out = []
    real_take = stream_pool._Pool.take

    def take(self, index):  # type: ignore[no-untyped-def]
        early_out.extend(i for i in self.ready if i > index)
        return real_take(self, index)
    monkeypatch.setattr(stream_pool, "_ahead", lambda segments, done, chars, workers:
                        [len(segments) - 1, len(segments) - 2] if done == 0 else [])
    monkeypatch.setattr(stream_pool._Pool, "take", take)
    monkeypatch.setenv("CC2HTML_JOBS", "2")
    convert(LONG, tmp_path / "two" / "page.html")
    assert early_out  # (a result came before its turn)
    assert files_of(tmp_path / "two") == files_of(tmp_path / "one")


#: a session with subagent files beside it (test_data/side/make_side_fixture.py)
SIDE = REPO / "test_data" / "side" / "long_side.jsonl"


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_session_with_subagent_files_streams_the_whole_page(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, jobs: str) -> None:
    """Each segment builds the subagents its calls spawned (read/side_plan.py), in process
    or in forked workers; the compaction agent on its card, the nested subagent under its
    parent's call, the workflow run under its Workflow call, the orphan, the warm-up and the
    run no call names at the end: the whole path's files."""
    monkeypatch.setattr(split, "THRESHOLD", 10_000)
    monkeypatch.setattr(split, "HEAD_CHARS", 3_000)
    monkeypatch.setattr(split, "PART_CHARS", 8_000)
    monkeypatch.setattr(cut, "TARGET_BYTES", 10_000)
    monkeypatch.setenv("CC2HTML_JOBS", jobs)
    planned = stream.plan(SIDE, cut.TARGET_BYTES)
    assert planned is not None and len(planned[1]) >= 5
    whole, streamed, (a, b) = both(SIDE, tmp_path, monkeypatch)
    assert "page.parts/loader.js" in whole and len(whole) >= 8
    assert sorted(streamed) == sorted(whole)
    for name, data in whole.items():
        assert streamed[name] == data, name
    text = b"".join(whole.values())
    assert all(key in text for key in (b"nest0006", b"acompact-0001", b"orphan01", b"warm0001",
                                       b"wfag0001", b"wf_lost01"))
    assert (a.bytes_written, a.sessions, a.problems) == (b.bytes_written, b.sessions, b.problems)


def test_the_workers_results_folder_is_removed_after_the_page(
        tmp_path: Path, small_sizes: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """The workers write each result to a file of the pool's own folder (so a finished
    segment does not hold its worker); the folder is gone once the page is written, and
    the page is the in-process run's. Where no such folder can be made, no workers: the
    same page."""
    import tempfile

    from cc2html.render.to_html import stream_pool
    monkeypatch.setattr(stream, "STREAM_BYTES", 0)
    monkeypatch.setenv("CC2HTML_JOBS", "1")
    convert(LONG, tmp_path / "one" / "page.html")
    made = []
    real = tempfile.mkdtemp
    monkeypatch.setattr(stream_pool.tempfile, "mkdtemp",
                        lambda **k: made.append(real(**k)) or made[-1])
    monkeypatch.setenv("CC2HTML_JOBS", "2")
    convert(LONG, tmp_path / "two" / "page.html")
    assert len(made) == 1 and not Path(made[0]).exists()
    assert files_of(tmp_path / "two") == files_of(tmp_path / "one")
    monkeypatch.setattr(stream_pool.tempfile, "mkdtemp", lambda **k: made.append("x") or
                        (_ for _ in ()).throw(PermissionError("no temporary folder")))
    convert(LONG, tmp_path / "three" / "page.html")  # (none to be had: no workers)
    assert made[-1] == "x" and files_of(tmp_path / "three") == files_of(tmp_path / "one")


@pytest.fixture
def loader_forks(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """The loader's files may be written by a forked child (render/to_html/loader_ahead.py:
    pytest's own threads would keep it from forking); what `loader` saw each time."""
    from cc2html.render.to_html import loader_ahead
    fork_alone(monkeypatch, loader_ahead)
    monkeypatch.setattr(stream, "STREAM_BYTES", 0)
    seen: list[bool] = []
    real = split.Splitter.loader
    monkeypatch.setattr(split.Splitter, "loader",
                        lambda self, script: seen.append(self.loading) or real(self, script))
    return seen


def test_the_loader_written_beside_the_head_gives_the_same_files(
        tmp_path: Path, small_sizes: None, monkeypatch: pytest.MonkeyPatch,
        loader_forks: list[bool]) -> None:
    """With workers, a forked child writes ids, words and loader while the head renders;
    the files are the in-process run's, and a second run over them keeps them all."""
    runs = {}
    for jobs in ("1", "2", "2"):
        monkeypatch.setenv("CC2HTML_JOBS", jobs)
        convert(LONG, tmp_path / jobs / "page.html")
        runs[jobs] = files_of(tmp_path / jobs)
    assert loader_forks == [False, True, True]
    assert runs["2"] == runs["1"] and "page.parts/loader.js" in runs["1"]


def test_a_loader_child_that_fails_leaves_the_files_to_the_parent(
        tmp_path: Path, small_sizes: None, monkeypatch: pytest.MonkeyPatch,
        loader_forks: list[bool]) -> None:
    import os

    monkeypatch.setenv("CC2HTML_JOBS", "1")
    convert(LONG, tmp_path / "one" / "page.html")
    parent, real = os.getpid(), split.Splitter.write_loader

    def in_parent_only(self, script: str) -> None:
        if os.getpid() != parent:
            os._exit(3)
        real(self, script)

    monkeypatch.setattr(split.Splitter, "write_loader", in_parent_only)
    monkeypatch.setenv("CC2HTML_JOBS", "2")
    convert(LONG, tmp_path / "two" / "page.html")
    assert loader_forks == [False, True]
    assert files_of(tmp_path / "two") == files_of(tmp_path / "one")


def test_a_head_that_fails_stops_its_loader_child(
        tmp_path: Path, small_sizes: None, monkeypatch: pytest.MonkeyPatch,
        loader_forks: list[bool]) -> None:
    """The head's file cannot be written (before its first chunk is asked for): the
    error is the run's, and the loader's child is stopped and reaped, not left behind."""
    import os

    from cc2html.render.to_html import loader_ahead
    from cc2html.write import OutputError
    started = []
    real_start, real_write = loader_ahead.LoaderAhead.start, stream.write_atomic

    def start(cls, *args):
        child = real_start(*args)
        started.append(child.pid if child is not None else None)
        return child

    monkeypatch.setattr(loader_ahead.LoaderAhead, "start", classmethod(start))

    def write(path: Path, chunks) -> int:
        if path.name == "page.html":
            raise OutputError(28, "no space left", str(path))
        return real_write(path, chunks)

    monkeypatch.setattr(stream, "write_atomic", write)
    monkeypatch.setenv("CC2HTML_JOBS", "2")
    with pytest.raises(OutputError):
        convert(LONG, tmp_path / "page.html")
    assert started and started[0]
    with pytest.raises(ChildProcessError):  # (reaped already)
        os.waitpid(started[0], os.WNOHANG)
