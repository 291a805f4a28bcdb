"""A CPU-time budget for one piece of work that might not end: a lexer or parser whose
regular expressions backtrack exponentially on some input (Pygments' Smithy lexer takes
minutes on a page of Markdown). CPU time, not wall time: a busy machine must not change
the output. Two ways to keep it, chosen per call by `timer_usable()`:

* a profiling timer (SIGPROF, `setitimer`: Linux, macOS, the BSDs, in the main thread).
  Python's regex engine checks for signals while it matches, so even one runaway match
  is interrupted, and the caller falls back to plain text;
* a deadline checked per step (Windows has no `setitimer`; other threads get no signals):
  the budgeted loops (token streams through `steps`, markdown-it's rules through `check`)
  compare `time.process_time()` with the deadline at each step. A step is one token or
  one rule attempt, so the budget is overrun by at most one step; a single regex match
  that backtracks without end is one step, which only a signal can cut short.

Either way a runaway input ends as the caller's plain text, never as an endless run.
"""

from __future__ import annotations

import signal
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from typing import Any, Optional, TypeVar

T = TypeVar("T")


class OverBudget(BaseException):
    """The work used up its CPU time (a BaseException: `except Exception` around a step
    inside the budgeted work must not swallow it)."""


class _State(threading.local):
    depth = 0  # budgets in progress: an inner one runs under the outer one's timer/deadline
    deadline: Optional[float] = None  # process_time() limit of the stepped budget in progress


_installed = False
_state = _State()  # per thread: budgets in two threads must not share a deadline


def _raise(signum: int, frame: Any) -> None:
    raise OverBudget()


def timer_usable() -> bool:
    """Whether this call can be timed by SIGPROF: the platform has `setitimer` (Windows
    does not), this is the main thread (signals reach no other), and no profiler owns
    the signal. Checked at each call, so a test can take `signal.setitimer` away."""
    global _installed
    if not hasattr(signal, "setitimer") or not hasattr(signal, "SIGPROF"):
        return False
    if threading.current_thread() is not threading.main_thread():
        return False
    if not _installed:
        if signal.getsignal(signal.SIGPROF) not in (signal.SIG_DFL, None):
            return False  # a profiler owns the signal: leave it alone
        signal.signal(signal.SIGPROF, _raise)
        _installed = True
    return signal.getsignal(signal.SIGPROF) is _raise


def stepped() -> bool:
    """Whether a stepped budget is in progress (the budgeted loops must then call `check`)."""
    return _state.deadline is not None


def check() -> None:
    """One step of budgeted work: OverBudget once the stepped budget's CPU time is used up."""
    deadline = _state.deadline
    if deadline is not None and time.process_time() > deadline:
        raise OverBudget()


def steps(items: Iterable[T]) -> Iterable[T]:
    """`items`, checked against the stepped budget at each one (as they are, without one)."""
    return items if _state.deadline is None else _checked(items)


def _checked(items: Iterable[T]) -> Iterator[T]:
    for item in items:
        check()
        yield item


def within(seconds: float, work: Callable[[], T]) -> Optional[T]:
    """`work()`, or None if it used more than `seconds` of CPU time. Inside another
    budget, the outer one alone is timed (one timer per process)."""
    state = _state
    if state.depth:
        return work()
    state.depth += 1
    try:
        if not timer_usable():
            state.deadline = time.process_time() + seconds
            try:
                return work()
            finally:
                state.deadline = None
        signal.setitimer(signal.ITIMER_PROF, seconds)
        try:
            return work()
        finally:
            signal.setitimer(signal.ITIMER_PROF, 0)
    except OverBudget:  # also when the timer fires while the timer is being disarmed
        return None
    finally:
        state.depth -= 1
