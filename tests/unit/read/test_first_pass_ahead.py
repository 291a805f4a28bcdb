"""A large transcript's first pass started ahead in a forked process (read/ahead.py: the
command starts it while it imports the converter) gives the pass the parent would make,
and the page made from it is the same."""

from __future__ import annotations

import os
import pickle
from pathlib import Path

import pytest

from cc2html import stream
from cc2html.pipeline import convert
from cc2html.read import ahead
from cc2html.read.prescan_file import prescan
from helpers import REPO, fork_alone

LONG = REPO / "test_data" / "parts" / "long.jsonl"


@pytest.fixture
def may_fork(monkeypatch: pytest.MonkeyPatch) -> None:
    fork_alone(monkeypatch, ahead)


def test_the_pass_made_ahead_is_the_pass(may_fork: None) -> None:
    guarded = []
    assert ahead.start(LONG, 0, guarded.append)
    made = ahead.take(LONG)
    assert made is not None and guarded == []  # (the guard ran in the child)
    assert pickle.dumps(made) == pickle.dumps(ahead.first_pass(LONG))
    assert made[1] is not None and list(made[0].numbers) == list(prescan(LONG).numbers)
    assert ahead.take(LONG) is None  # (taken once)


def test_a_file_under_the_threshold_is_not_started(may_fork: None) -> None:
    assert not ahead.start(LONG, LONG.stat().st_size + 1, lambda parent: None)
    assert ahead.take(LONG) is None


def test_a_streamed_page_from_the_pass_made_ahead_is_the_same(
        tmp_path: Path, may_fork: None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(stream, "STREAM_BYTES", 0)
    convert(LONG, tmp_path / "own" / "page.html")
    taken = []
    real = ahead.take
    monkeypatch.setattr(ahead, "take", lambda path: taken.append(real(path)) or taken[-1])
    ahead.start(LONG, 0, lambda parent: None)
    convert(LONG, tmp_path / "ahead" / "page.html")
    assert taken and taken[0] is not None
    assert ((tmp_path / "ahead" / "page.html").read_bytes()
            == (tmp_path / "own" / "page.html").read_bytes())


def test_a_pass_not_taken_is_let_go(may_fork: None, tmp_path: Path,
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """A file that does not stream (here: an Agent SDK log's format asked) lets its pass
    go: no process is left behind."""
    monkeypatch.setattr(stream, "STREAM_BYTES", 0)
    assert ahead.start(LONG, 0, lambda parent: None)
    pid = ahead._started[str(LONG.resolve())][0]
    assert stream.stream_plan(LONG, "sdk") is None
    assert str(LONG.resolve()) not in ahead._started
    with pytest.raises(ChildProcessError):
        os.waitpid(pid, os.WNOHANG)
