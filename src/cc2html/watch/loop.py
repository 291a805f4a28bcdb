"""The watch loop: render once, then after every settled burst of changes render again
and refresh the pages' live files, until Ctrl+C (exit 0, no traceback).

A Ctrl+C that arrives while a render runs waits for it to finish (the pages are written
atomically either way), so the loop always stops between renders.
"""

from __future__ import annotations

import signal
import threading
from dataclasses import dataclass, field
from typing import Callable, Optional

from rich.console import Console

from ..cli.console import complain, say
from ..model.text import counted
from ..cli.exits import EXIT_OK
from .backends import Watcher
from .debounce import settle
from .live import LivePages


@dataclass
class Stop:
    """Ctrl+C, deferred while a render runs; `event` lets a test stop the loop too."""

    event: threading.Event = field(default_factory=threading.Event)
    busy: bool = False

    def handler(self, signum: int, frame: object) -> None:
        self.event.set()
        if not self.busy:
            raise KeyboardInterrupt

    def install(self) -> Optional[Callable]:
        if threading.current_thread() is not threading.main_thread():
            return None  # signals reach the main thread only
        return signal.signal(signal.SIGINT, self.handler)


@dataclass(frozen=True)
class Timing:
    quiet: float = 0.2  # seconds without a write before rendering
    cap: float = 1.0  # at most this long after the first write
    tick: float = 0.5  # how often the loop looks at `Stop`


def run_loop(render: Callable[[], int], watcher: Watcher, live: LivePages, err: Console,
             stop: Optional[Stop] = None, timing: Timing = Timing(), quiet: bool = False) -> int:
    """Render, refresh the live files, then again after each change until stopped."""
    stop = stop or Stop()
    previous = stop.install()
    try:
        _render(render, live, stop, err)
        if not quiet:
            say(err, "watching for changes (Ctrl+C stops)")
        while not stop.event.is_set():
            if not watcher.changed(timing.tick):
                continue
            settle(watcher, timing.quiet, timing.cap)
            pages = _render(render, live, stop, err)
            if not quiet:
                say(err, f"updated {counted(pages, 'page')}")
    except KeyboardInterrupt:
        pass
    finally:
        watcher.close()
        if previous is not None:
            signal.signal(signal.SIGINT, previous)
    if not quiet:
        say(err, "stopped")
    return EXIT_OK


def _render(render: Callable[[], int], live: LivePages, stop: Stop, err: Console) -> int:
    stop.busy = True
    try:
        render()
        pages = live.update()
    finally:
        stop.busy = False
    for page, why in live.news():  # that page does not reload by itself; the others do
        complain(err, f"{page}: no live reload: {why}", "warning")
    return pages

