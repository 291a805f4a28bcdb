"""A helper process dies with its parent: the archive's pool workers (archive/pool.py) and
the render child of a long page (render/to_html/parallel.py) must not outlive a parent that was
killed (kill -9, an OOM kill), rendering on for nobody and holding memory.

`die_with_parent(parent)` is the first thing such a child does. On Linux the kernel ends
it (prctl PR_SET_PDEATHSIG, SIGKILL) the moment its parent dies: the signal follows the
*thread* that forked it, so it is asked for only when that was the parent's main thread,
which lives as long as the parent. Elsewhere (or when the prctl is not to be had) a daemon
thread of the child watches: on Windows it waits on multiprocessing's parent sentinel (a
spawned worker's; a dead parent's pid is not reused at once but neither is it replaced),
on POSIX it sees its parent pid change (a dead parent's children are re-parented) within
POLL_S. Either way a parent already gone when the child starts is seen at once.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
import time
from typing import Any, Optional

__all__ = ["POLL_S", "die_with_parent", "kill", "on_main_thread"]

#: how often the watching thread looks at its parent pid (the fallback)
POLL_S = 0.25
#: Linux's prctl option: the signal a process gets when its parent thread exits
PR_SET_PDEATHSIG = 1
#: whether the kernel's way is tried (tests turn it off to check the fallback)
USE_PDEATHSIG = True


def on_main_thread() -> bool:
    """Whether this thread is the process's main one (the parent asks, before it forks)."""
    return threading.current_thread() is threading.main_thread()


def _pdeathsig() -> bool:
    """Ask the kernel for SIGKILL when the parent (thread) dies; False when not possible."""
    if not USE_PDEATHSIG or sys.platform != "linux":
        return False
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0) == 0
    except (OSError, AttributeError, TypeError):
        return False


def _watch(parent: int, sentinel: Optional[Any]) -> None:
    if sentinel is not None:
        from multiprocessing.connection import wait

        wait([sentinel])
    else:
        while os.getppid() == parent:
            time.sleep(POLL_S)
    os._exit(1)


def _sentinel() -> Optional[Any]:
    """A spawned worker's handle on its parent (Windows: a pid does not change there)."""
    if sys.platform != "win32":
        return None
    import multiprocessing

    parent = multiprocessing.parent_process()
    return parent.sentinel if parent is not None else None


def die_with_parent(parent: int, forked_on_main_thread: bool = True) -> None:
    """In a child of process `parent`: end with it (see the module's text)."""
    kernel = forked_on_main_thread and _pdeathsig()
    if sys.platform != "win32" and os.getppid() != parent:
        os._exit(1)  # the parent died before the prctl took hold
    if not kernel:
        threading.Thread(target=_watch, args=(parent, _sentinel()), daemon=True,
                         name="cc2html-lifeline").start()


def kill(pid: int) -> None:
    """SIGKILL to the child `pid` (one gone already is no error; reaping it is the
    caller's: os.waitpid)."""
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
