"""The watch loop as a library: it tells what happens to an `Events` and returns, never
printing or choosing an exit code (cli/watch.py says the lines and picks the code)."""

from __future__ import annotations

import io
from pathlib import Path

from rich.console import Console

from cc2html.cli.watch import Told
from cc2html.watch.loop import Stop, Timing, run_loop


class Recorder:
    def __init__(self) -> None:
        self.told: list[tuple] = []

    def watching(self) -> None:
        self.told.append(("watching",))

    def updated(self, pages: int) -> None:
        self.told.append(("updated", pages))

    def no_live_reload(self, page: Path, why: str) -> None:
        self.told.append(("no live reload", page, why))

    def stopped(self) -> None:
        self.told.append(("stopped",))


class OneChange:
    """Answers `changed`: one change, quiet at once, then the loop is stopped."""

    def __init__(self, stop: Stop) -> None:
        self.answers, self.stop, self.closed = [True, False], stop, False

    def changed(self, timeout: float) -> bool:
        if not self.answers:
            self.stop.event.set()
            return False
        return self.answers.pop(0)

    def close(self) -> None:
        self.closed = True


class Live:
    def __init__(self) -> None:
        self.problems = [(Path("p.html"), "its folder is read-only")]

    def update(self) -> int:
        return 2

    def news(self) -> list[tuple[Path, str]]:
        fresh, self.problems = self.problems, []
        return fresh


def test_the_loop_tells_each_render_and_returns_no_code():
    stop, renders = Stop(), []
    watcher = OneChange(stop)
    done = run_loop(lambda: renders.append(1), watcher, Live(), events := Recorder(), stop,
                    Timing(quiet=0, cap=0, tick=0))
    assert done is None and watcher.closed and len(renders) == 2
    assert events.told == [("no live reload", Path("p.html"), "its folder is read-only"),
                           ("watching",), ("updated", 2), ("stopped",)]


def _said(quiet: bool) -> str:
    console = Console(file=io.StringIO(), color_system=None, markup=False, highlight=False,
                      soft_wrap=True, width=200)
    told = Told(console, quiet)
    told.no_live_reload(Path("p.html"), "its folder is read-only")
    told.watching()
    told.updated(1)
    told.updated(2)
    told.stopped()
    return console.file.getvalue()


def test_the_events_are_said_as_a_watch_run_said_them():
    assert _said(False) == ("warning: p.html: no live reload: its folder is read-only\n"
                            "watching for changes (Ctrl+C stops)\nupdated 1 page\n"
                            "updated 2 pages\nstopped\n")
    assert _said(True) == "warning: p.html: no live reload: its folder is read-only\n"
