"""Wait for a burst of writes to end: a change, then a quiet period (or a cap, so a file
written without pause still renders about once a second)."""

from __future__ import annotations

import time
from typing import Callable, Protocol


class Source(Protocol):
    def changed(self, timeout: float) -> bool:
        """True as soon as something changed, False after `timeout` seconds without."""


def settle(source: Source, quiet: float = 0.2, cap: float = 1.0,
           clock: Callable[[], float] = time.monotonic) -> None:
    """Return once `quiet` seconds passed without a change, or `cap` seconds after the
    first call (the caller saw the first change already)."""
    start = clock()
    while True:
        left = cap - (clock() - start)
        if left <= 0 or not source.changed(min(quiet, left)):
            return

