"""The watch loop: render once, then after every settled burst of changes render again
and refresh the pages' live files, until Ctrl+C (which ends it without a traceback).
What happens is told to an `Events` (cli/watch.py says it on stderr and picks the exit
code).

A Ctrl+C that arrives while a render runs waits for it to finish (the pages are written
atomically either way), so the loop always stops between renders.
"""

from __future__ import annotations

import signal
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Optional, Protocol

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


class Events(Protocol):
    """What the loop tells as it happens."""

    def watching(self) -> None:
        """The first render is done; changes are watched."""

    def updated(self, pages: int) -> None:
        """A render after a change is done; `pages` have live files."""

    def no_live_reload(self, page: Path, why: str) -> None:
        """`page` does not reload by itself (told once per page); the others do."""

    def stopped(self) -> None:
        """Ctrl+C (or `Stop.event`) ended the loop."""


@dataclass(frozen=True)
class Timing:
    quiet: float = 0.2  # seconds without a write before rendering
    cap: float = 1.0  # at most this long after the first write
    tick: float = 0.5  # how often the loop looks at `Stop`


def run_loop(render: Callable[[], object], watcher: Watcher, live: LivePages, events: Events,
             stop: Optional[Stop] = None, timing: Timing = Timing()) -> None:
    """Render, refresh the live files, then again after each change until stopped."""
    stop = stop or Stop()
    previous = stop.install()
    try:
        _render(render, live, stop, events)
        events.watching()
        while not stop.event.is_set():
            if not watcher.changed(timing.tick):
                continue
            settle(watcher, timing.quiet, timing.cap)
            events.updated(_render(render, live, stop, events))
    except KeyboardInterrupt:
        pass
    finally:
        watcher.close()
        if previous is not None:
            signal.signal(signal.SIGINT, previous)
    events.stopped()


def _render(render: Callable[[], object], live: LivePages, stop: Stop, events: Events) -> int:
    stop.busy = True
    try:
        render()
        pages = live.update()
    finally:
        stop.busy = False
    for page, why in live.news():
        events.no_live_reload(page, why)
    return pages

