"""A streamed page's parts map, words and loader (split.Splitter.write_loader) written by a
forked child while the parent renders the head (issue 34: speed at 100 MB and more).

Once the last part is written the parent has two things left that do not need each
other: the head (its outline, facts and copy data: ~0.16 s at 100 MB) and the loader's
files (the ids' shards and words.js: ~0.26 s at 100 MB, 1.4 s at 500 MB), which the head
only addresses. The pool's workers have ended, so a core is free: `start` forks a child
that writes the loader's files (the Splitter's `loading` then tells `loader` to give the
address only), and `then` waits for it after the head's last chunk, before the head is
renamed into place, so a head is never there without its loader (and `stop`, if the head
fails, ends the child at once). The child's files are noted as the writer's own
(PartWriter.written: `close` keeps them); a child that failed or died leaves them to the
parent, written in process then (their error raised there, as the in-process path
raises it).

Only where the page's workers forked (stream_pool.jobs: a platform that forks, no other
thread, a spare core), from the main thread.
"""

from __future__ import annotations

import gc
import os
import threading
from collections.abc import Iterable, Iterator
from typing import Optional, Protocol

from ..lifeline import die_with_parent, kill, on_main_thread
from .split import Splitter

__all__ = ["LoaderAhead"]


class Written(Protocol):
    """The parts' writer (write.py PartWriter): the names it has written."""

    written: set[str]


class LoaderAhead:
    """The child writing a Splitter's loader files (`start`), waited for by `then`."""

    def __init__(self, split: Splitter, files: Written, script: str, pid: int) -> None:
        self.split, self.files, self.script, self.pid = split, files, script, pid

    @classmethod
    def start(cls, split: Optional[Splitter], files: Written, script: str
              ) -> Optional[LoaderAhead]:
        """The child forked (None: nothing was split, or no fork here: the head's
        `loader` writes the files then)."""
        if split is None or not split.parts or threading.active_count() > 1 \
                or not on_main_thread():
            return None
        parent = os.getpid()
        pid = os.fork()
        if pid == 0:  # the child: the files, and out
            status = 1
            try:
                die_with_parent(parent, True)
                gc.freeze()  # (the parent's objects: never walked, their pages not copied)
                split.write_loader(script)
                status = 0
            finally:
                os._exit(status)  # no atexit, no flushing of the parent's inherited buffers
        split.loading = True
        return cls(split, files, script, pid)

    def join(self) -> None:
        """Wait for the child; its files noted as written, or written here if it failed."""
        _, status = os.waitpid(self.pid, 0)
        self.pid = 0
        self.split.loading = False
        if status == 0:
            self.files.written.update(self.split.loader_files())
        else:
            self.split.write_loader(self.script)

    def then(self, chunks: Iterable[str]) -> Iterator[str]:
        """The head's chunks, the child waited for after the last (`join`)."""
        yield from chunks
        self.join()

    def stop(self) -> None:
        """The child stopped and reaped if it was not waited for (the head failed, or
        was not written: its loader is not wanted either)."""
        if self.pid:
            kill(self.pid)
            os.waitpid(self.pid, 0)
            self.pid = 0
