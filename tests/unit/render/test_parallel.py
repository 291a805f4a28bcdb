"""Two-core rendering (render/parallel.py): same bytes as one core, safe when a child fails."""

from __future__ import annotations

import os

import pytest
from markupsafe import Markup

from cc2html.render import parallel
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
