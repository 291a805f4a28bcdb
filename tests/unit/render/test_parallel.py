"""Two-core rendering (render/to_html/parallel.py): same bytes as one core, safe when a child fails."""

from __future__ import annotations

import os
import time

import pytest
from markupsafe import Markup

from cc2html.render.to_html import parallel
from helpers import render_lines


def _long_session(turns: int = 400) -> list[dict]:
    lines: list[dict] = []
    for n in range(turns):
        lines.append({"type": "user", "uuid": f"u{n}", "sessionId": "s",
                      "message": {"role": "user", "content": f"prompt **{n}**"}})
        lines.append({"type": "assistant", "uuid": f"a{n}", "sessionId": "s", "message": {
            "role": "assistant", "id": f"m{n}", "content": [
                {"type": "text", "text": f"answer {n}\n\n```python\nx = {n}\n```"},
                {"type": "tool_use", "id": f"t{n}", "name": "Bash",
                 "input": {"command": f"echo {n}"}}]}})
        lines.append({"type": "user", "uuid": f"r{n}", "sessionId": "s", "message": {
            "role": "user", "content": [{"type": "tool_result", "tool_use_id": f"t{n}",
                                         "content": f"\x1b[32m{n}\x1b[0m"}]}})
    return lines


def test_split_output_is_identical(monkeypatch: pytest.MonkeyPatch) -> None:
    lines = _long_session()
    monkeypatch.setenv("CC2HTML_JOBS", "1")
    one = render_lines(lines)
    monkeypatch.setenv("CC2HTML_JOBS", "2")
    monkeypatch.setattr(parallel, "MIN_WEIGHT", 10)
    two = render_lines(lines)
    assert one == two and "answer 399" in two


def test_failing_child_falls_back(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CC2HTML_JOBS", "2")
    parent = os.getpid()

    def render(item: int) -> Markup:
        if os.getpid() != parent:
            raise RuntimeError("child trouble")
        return Markup(f"<p>{item}</p>")

    items = list(range(50))
    out = list(parallel.render_in_order(render, items, [100] * len(items)))
    assert out == [Markup(f"<p>{i}</p>") for i in items]


def test_small_work_stays_in_process(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_fork() -> int:
        raise AssertionError("forked for a tiny session")

    monkeypatch.setattr(os, "fork", no_fork)
    assert list(parallel.render_in_order(str, [1, 2, 3], [1, 1, 1])) == ["1", "2", "3"]


def test_side_work_runs_in_the_parent_after_its_share(monkeypatch: pytest.MonkeyPatch) -> None:
    """The page's copy data is made by the parent while the child renders its turns: after
    the parent's own share, before the child's chunks, and in the parent process."""
    monkeypatch.setenv("CC2HTML_JOBS", "2")
    parent, seen = os.getpid(), []

    def render(item: int) -> str:
        if os.getpid() == parent:
            seen.append(("item", item))
        return str(item)

    items = list(range(40))
    out = []
    for chunk in parallel.render_in_order(render, items, [100] * len(items),
                                          lambda: seen.append(("side", os.getpid()))):
        out.append(str(chunk))
    assert out == [str(i) for i in items]
    side = seen.index(("side", parent))
    assert seen[:side] == [("item", i) for i in range(parallel._split_at([100] * 40, 0.45))]
    assert side == len(seen) - 1  # the child's items were rendered elsewhere


def test_copy_data_is_the_same_made_early_or_late(monkeypatch: pytest.MonkeyPatch) -> None:
    """With the split the copy data is made during the render, without it where the page
    prints it: the page's bytes are the same either way."""
    lines = _long_session(200)
    monkeypatch.setenv("CC2HTML_JOBS", "1")
    one = render_lines(lines)
    monkeypatch.setenv("CC2HTML_JOBS", "2")
    monkeypatch.setattr(parallel, "MIN_WEIGHT", 10)
    two = render_lines(lines)
    assert one == two and 'id="cc2html-md"' in two and "prompt **199**" in two


def test_no_split_while_another_thread_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    """A fork taken while another thread holds a lock can hang the child: a process with
    other threads renders in place, unless CC2HTML_JOBS=2 forces the split."""
    import threading

    monkeypatch.delenv("CC2HTML_JOBS", raising=False)
    monkeypatch.setattr(parallel, "available_cpus", lambda: 4)
    monkeypatch.setattr(parallel, "_running_now", lambda: 1)
    monkeypatch.setattr(os, "cpu_count", lambda: 4)
    monkeypatch.setattr(threading, "active_count", lambda: 1)
    assert parallel._enabled()
    monkeypatch.setattr(threading, "active_count", lambda: 2)
    assert not parallel._enabled()
    monkeypatch.setenv("CC2HTML_JOBS", "2")
    assert parallel._enabled()


def _stalling(parent: int):
    def render(item: int) -> str:
        if os.getpid() != parent:
            time.sleep(3600)  # the child stalls (a lock taken at the fork, a stopped disk)
        return str(item)
    return render


def test_a_stalled_child_is_stopped_and_its_turns_rendered_in_place(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CC2HTML_JOBS", "2")
    monkeypatch.setattr(parallel, "STALL_FLOOR", 0.3)
    forked: list[int] = []
    real_fork = os.fork

    def fork() -> int:
        pid = real_fork()
        if pid:
            forked.append(pid)
        return pid

    monkeypatch.setattr(os, "fork", fork)
    items = list(range(40))
    started = time.monotonic()
    out = list(parallel.render_in_order(_stalling(os.getpid()), items, [100] * len(items)))
    assert out == [str(i) for i in items]
    assert time.monotonic() - started < 30
    assert len(forked) == 1
    with pytest.raises(ChildProcessError):  # reaped: no child left rendering for nobody
        os.waitpid(forked[0], os.WNOHANG)


def test_a_caller_that_stops_reading_does_not_wait_for_the_child(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CC2HTML_JOBS", "2")
    items = list(range(40))
    chunks = parallel.render_in_order(_stalling(os.getpid()), items, [100] * len(items))
    assert next(chunks) == "0"
    started = time.monotonic()
    chunks.close()  # (the page's writer failed): the child is killed, not waited for
    assert time.monotonic() - started < 10


def test_the_budget_grows_with_the_childs_share() -> None:
    assert parallel._budget(0.0, [1, 1], 1) == parallel.STALL_FLOOR
    assert parallel._budget(2.0, [1, 3], 1) == parallel.STALL_FLOOR + parallel.STALL_FACTOR * 6
