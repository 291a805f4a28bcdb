"""The first pass over a file in two processes (read/prescan_file.py: a forked helper reads
most chunks, the pass files every line) makes the one-process pass's record, byte for
byte, wherever the chunks fall and whatever the helper does."""

from __future__ import annotations

import io
import json
import os
import pickle
import signal
from pathlib import Path

import pytest

from cc2html.read import prescan_file
from cc2html.read.prescan import prescan_lines
from cc2html.read.prescan_file import prescan
from helpers import REPO, fork_alone, session_transcripts

LONG = REPO / "test_data" / "parts" / "long.jsonl"


@pytest.fixture
def may_fork(monkeypatch: pytest.MonkeyPatch) -> None:
    fork_alone(monkeypatch, prescan_file)


def _same(path: Path, chunk: int, helper=lambda parent: None) -> bool:
    return pickle.dumps(prescan(path, helper, chunk)) == pickle.dumps(prescan(path))


def _odd_file(path: Path) -> Path:
    """Lines of every kind the pass tells apart, with a BOM, blank and broken lines, one
    line longer than several chunks, and no newline at the end."""
    lines = [json.dumps({"type": "user", "uuid": f"u{n}", "parentUuid": f"u{n - 1}" if n else None,
                         "sessionId": "s", "timestamp": f"2026-01-01T00:00:{n % 60:02d}.000Z",
                         "message": {"role": "user", "content": "x" * (n * 37 % 900)}})
             for n in range(400)]
    lines[7] = "{not json"
    lines[9] = "   "
    lines[40] = json.dumps({"type": "assistant", "uuid": "big", "parentUuid": "u39",
                            "message": {"id": "m", "content": [{"type": "text",
                                                                "text": "y" * 20000}]}})
    lines[41] = json.dumps({"type": "user", "uuid": "r", "parentUuid": "u3",  # (a rewind)
                            "message": {"content": [{"type": "tool_result",
                                                     "tool_use_id": "t"}]}})
    path.write_bytes(b"\xef\xbb\xbf" + "\n".join(lines).encode() + b"\n\n" + b'{"type": "x"}')
    return path


@pytest.fixture
def taken(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The chunks the pass took from its helper."""
    indices: list[int] = []
    real = prescan_file._Helper.take

    def take(self, index: int, start: int):
        sent = real(self, index, start)
        if sent is not None:
            indices.append(index)
        return sent

    monkeypatch.setattr(prescan_file._Helper, "take", take)
    return indices


@pytest.mark.parametrize("chunk", [1, 97, 4096, 65536, 1 << 30])
def test_the_pass_in_two_is_the_pass(tmp_path: Path, may_fork: None, chunk: int,
                                     taken: list[int]) -> None:
    assert _same(_odd_file(tmp_path / "odd.jsonl"), chunk)
    assert _same(LONG, chunk)
    if chunk < 1 << 30:  # (one chunk: no helper)
        assert taken and all(index % prescan_file.SHARE for index in taken)


def test_the_files_pass_is_the_pass_over_its_lines(tmp_path: Path) -> None:
    """The chunked reader in one process is prescan_lines over the file's lines."""
    for path in (_odd_file(tmp_path / "odd.jsonl"), LONG):
        data = path.read_bytes()
        lines = io.BytesIO(data).readlines()  # (split at newlines only, as a file is read)
        whole = prescan_lines(lines, lambda offset: data[offset:data.find(b"\n", offset) + 1])
        for chunk in (97, 1 << 30):
            assert pickle.dumps(prescan(path, None, chunk)) == pickle.dumps(whole), chunk


def test_a_helper_that_fails_leaves_its_chunks_to_the_pass(tmp_path: Path,
                                                          may_fork: None) -> None:
    def fail(parent: int) -> None:
        raise RuntimeError("the helper fails before it reads")

    def die(parent: int) -> None:
        os.kill(os.getpid(), signal.SIGKILL)

    assert _same(LONG, 4096, fail)
    assert _same(LONG, 4096, die)


def test_a_helper_that_stops_midway_leaves_the_rest_to_the_pass(
        may_fork: None, monkeypatch: pytest.MonkeyPatch, taken: list[int]) -> None:
    real = prescan_file._ENCODE
    sent = []

    def encode(chunk):  # (in the helper: its third chunk is never sent)
        sent.append(chunk.index)
        if len(sent) == 3:
            os._exit(1)
        return real(chunk)

    monkeypatch.setattr(prescan_file, "_ENCODE", encode)
    assert _same(LONG, 4096)
    assert taken == [1, 2]  # (then the pass read the rest itself)


def test_a_file_shorter_than_its_size_said_is_read_to_its_end(
        tmp_path: Path, may_fork: None, monkeypatch: pytest.MonkeyPatch,
        taken: list[int]) -> None:
    """A file that shrank after it was opened (its size said 1,000 bytes more): the
    helper's chunks past its end do not start where the pass is, so the pass reads them
    itself, to the end, as the one-process pass does."""
    path = _odd_file(tmp_path / "odd.jsonl")
    monkeypatch.setattr(prescan_file, "_size", lambda fh: path.stat().st_size + 1000)
    assert _same(path, 100)


def test_no_helper_where_the_pass_may_not_fork(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(prescan_file.threading, "active_count", lambda: 2)
    forks = []
    monkeypatch.setattr(prescan_file.os, "fork", lambda: forks.append(1) or 0)
    assert _same(LONG, 4096) and not forks


@pytest.mark.corpus
def test_every_corpus_session_in_two_is_the_pass(may_fork: None) -> None:
    files = session_transcripts(4_000_000)
    if not files:
        pytest.skip("shared corpora not found")
    for path in files:
        assert _same(path, 1 << 16), path
