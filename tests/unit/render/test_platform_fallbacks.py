"""Code paths for platforms this suite does not run on, simulated by taking the POSIX
pieces away: no fork (Windows), macOS (fork unsafe), no /proc/loadavg (macOS, the BSDs),
no os.getloadavg (Windows), no os.getuid (Windows). Each gives the same page, never an
AttributeError."""

from __future__ import annotations

import os
import sys

import pytest
from jinja2 import Environment

from cc2html.render.to_html import parallel
from cc2html.render.to_html.engine import template_cache
from cc2html.write import write_atomic
from helpers import render_lines


def _session(turns: int = 200) -> list[dict]:
    lines: list[dict] = []
    for n in range(turns):
        lines.append({"type": "user", "uuid": f"u{n}", "sessionId": "s",
                      "message": {"role": "user", "content": f"prompt **{n}**"}})
        lines.append({"type": "assistant", "uuid": f"a{n}", "sessionId": "s", "message": {
            "role": "assistant", "id": f"m{n}", "content": [
                {"type": "text", "text": f"answer {n}\n\n```python\nx = {n}\n```"}]}})
    return lines


@pytest.fixture
def split_forced(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every session long enough to split, the split asked for."""
    monkeypatch.setenv("CC2HTML_JOBS", "2")
    monkeypatch.setattr(parallel, "MIN_WEIGHT", 10)


def _no_fork_allowed() -> int:
    raise AssertionError("forked where it must not")


def test_without_fork_the_page_is_the_same(monkeypatch, split_forced):
    forked = render_lines(_session())
    monkeypatch.delattr(os, "fork")
    assert not parallel.can_fork()
    assert render_lines(_session()) == forked


def test_on_macos_the_page_renders_in_process(monkeypatch, split_forced):
    forked = render_lines(_session())
    monkeypatch.setattr(sys, "platform", "darwin")
    monkeypatch.setattr(os, "fork", _no_fork_allowed)
    assert render_lines(_session()) == forked


def test_without_proc_loadavg_the_load_average_decides(monkeypatch, tmp_path):
    monkeypatch.delenv("CC2HTML_JOBS", raising=False)
    monkeypatch.setattr(parallel, "LOADAVG", str(tmp_path / "no-such-file"))
    monkeypatch.setattr(os, "cpu_count", lambda: 4)
    monkeypatch.setattr(os, "getloadavg", lambda: (0.5, 0.5, 0.5))
    assert parallel._enabled()
    monkeypatch.setattr(os, "getloadavg", lambda: (7.0, 7.0, 7.0))
    assert not parallel._enabled()


def test_without_any_load_figure_there_is_no_split_and_no_error(monkeypatch, tmp_path):
    monkeypatch.delenv("CC2HTML_JOBS", raising=False)
    monkeypatch.setattr(parallel, "LOADAVG", str(tmp_path / "no-such-file"))
    monkeypatch.delattr(os, "getloadavg")
    assert not parallel._enabled()
    monkeypatch.setattr(parallel, "MIN_WEIGHT", 10)
    monkeypatch.setattr(os, "fork", _no_fork_allowed)
    assert render_lines(_session(20)) == render_lines(_session(20))


def test_a_load_average_the_system_hides_means_no_split(monkeypatch, tmp_path):
    def hidden() -> tuple[float, float, float]:
        raise OSError("not available")

    monkeypatch.delenv("CC2HTML_JOBS", raising=False)
    monkeypatch.setattr(parallel, "LOADAVG", str(tmp_path / "no-such-file"))
    monkeypatch.setattr(os, "getloadavg", hidden)
    assert not parallel._enabled()


def test_without_getuid_the_template_cache_is_used(monkeypatch, tmp_path):
    monkeypatch.setenv("CC2HTML_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delattr(os, "getuid")
    cache = template_cache.template_cache(Environment())
    assert cache is not None and (tmp_path / "cache").is_dir()


def test_without_chmod_modes_the_atomic_write_still_lands(monkeypatch, tmp_path):
    """Windows' chmod only sets the read-only flag; a write must not depend on more."""
    monkeypatch.setattr(os, "chmod", lambda path, mode: None)
    target = tmp_path / "deep" / "page.html"
    assert write_atomic(target, ["<p>", "x", "</p>"]) == 8
    assert target.read_text(encoding="utf-8") == "<p>x</p>"
    assert [p.name for p in target.parent.iterdir()] == ["page.html"]
