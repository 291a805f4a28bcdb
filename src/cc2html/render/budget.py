"""A CPU-time budget for one piece of work that might not end: a lexer or parser whose
regular expressions backtrack exponentially on some input (Pygments' Smithy lexer takes
minutes on a page of Markdown). Python's regex engine checks for signals while it
matches, so a profiling timer (CPU time, not wall time: a busy machine must not change
the output) interrupts it and the caller falls back to plain text.

Where signals cannot be used (not the main thread, no setitimer), work runs unbudgeted.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Callable
from typing import Any, Optional, TypeVar

T = TypeVar("T")


class OverBudget(BaseException):
    """The work used up its CPU time (a BaseException: `except Exception` around a step
    inside the budgeted work must not swallow it)."""


_installed = False
_depth = 0  # budgets in progress: an inner one runs under the outer one's timer


def _raise(signum: int, frame: Any) -> None:
    raise OverBudget()


def _usable() -> bool:
    global _installed
    if not hasattr(signal, "setitimer") or threading.current_thread() is not threading.main_thread():
        return False
    if not _installed:
        if signal.getsignal(signal.SIGPROF) not in (signal.SIG_DFL, None):
            return False  # a profiler owns the signal: leave it alone
        signal.signal(signal.SIGPROF, _raise)
        _installed = True
    return signal.getsignal(signal.SIGPROF) is _raise


def within(seconds: float, work: Callable[[], T]) -> Optional[T]:
    """`work()`, or None if it used more than `seconds` of CPU time. Inside another
    budget, the outer one alone is timed (one timer per process)."""
    global _depth
    if _depth or not _usable():
        return work()
    _depth += 1
    try:
        signal.setitimer(signal.ITIMER_PROF, seconds)
        try:
            return work()
        finally:
            signal.setitimer(signal.ITIMER_PROF, 0)
    except OverBudget:  # also when the timer fires while the timer is being disarmed
        return None
    finally:
        _depth -= 1
