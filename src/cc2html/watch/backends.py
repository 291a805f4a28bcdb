"""What changed under a folder: inotify (Linux, through libc with ctypes: no dependency)
or polling a listing of sizes and modification times. Both answer `changed(timeout)`.

`relevant(path)` says which files count and `descend(path)` which folders are watched
(the output folder, when it lies inside the input, must not wake the watcher up).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import select
import struct
import sys
import time
from pathlib import Path
from typing import Callable, Optional, Union

Filter = Callable[[Path], bool]
_EVENT = struct.Struct("iIII")
_IN_MODIFY, _IN_CLOSE_WRITE, _IN_MOVED_FROM, _IN_MOVED_TO = 0x2, 0x8, 0x40, 0x80
_IN_CREATE, _IN_DELETE, _IN_DELETE_SELF, _IN_MOVE_SELF = 0x100, 0x200, 0x400, 0x800
_IN_Q_OVERFLOW, _IN_ISDIR = 0x4000, 0x40000000
_MASK = (_IN_MODIFY | _IN_CLOSE_WRITE | _IN_MOVED_FROM | _IN_MOVED_TO | _IN_CREATE
         | _IN_DELETE | _IN_DELETE_SELF | _IN_MOVE_SELF)
_IN_NONBLOCK, _IN_CLOEXEC = 0o4000, 0o2000000


def _everything(_: Path) -> bool:
    return True


class Polling:
    """Lists the folder every `interval` seconds; a file's size or mtime_ns changing, or a
    file coming or going, is a change."""

    def __init__(self, root: Path, relevant: Filter = _everything,
                 descend: Filter = _everything, interval: float = 0.25) -> None:
        self.root, self.relevant, self.descend, self.interval = root, relevant, descend, interval
        self.last = self._listing()

    def _listing(self) -> dict[str, tuple[int, int]]:
        seen: dict[str, tuple[int, int]] = {}
        stack = [self.root]
        while stack:
            folder = stack.pop()
            try:
                with os.scandir(folder) as it:
                    for entry in it:
                        self._note(entry, seen, stack)
            except OSError:  # gone, or unreadable: its files simply are not listed
                continue
        return seen

    def _note(self, entry: os.DirEntry, seen: dict, stack: list) -> None:
        path = Path(entry.path)
        try:
            if entry.is_dir():
                if self.descend(path):
                    stack.append(path)
            elif self.relevant(path):
                st = entry.stat()
                seen[entry.path] = (st.st_size, st.st_mtime_ns)
        except OSError:
            pass

    def changed(self, timeout: float) -> bool:
        deadline = time.monotonic() + timeout
        while True:
            now = self._listing()
            if now != self.last:
                self.last = now
                return True
            left = deadline - time.monotonic()
            if left <= 0:
                return False
            time.sleep(min(self.interval, left))

    def close(self) -> None:
        pass


class Inotify:
    """One inotify descriptor with a watch on every folder under `root` that `descend`
    accepts; folders created later are added as their creation is read."""

    def __init__(self, root: Path, relevant: Filter = _everything,
                 descend: Filter = _everything) -> None:
        self.libc = _libc()
        if self.libc is None:
            raise OSError("inotify is not available")
        self.relevant, self.descend = relevant, descend
        self.fd = self.libc.inotify_init1(_IN_NONBLOCK | _IN_CLOEXEC)
        if self.fd < 0:
            raise OSError(ctypes.get_errno(), "inotify_init1 failed")
        self.folders: dict[int, Path] = {}
        self._add_tree(root)

    def _add_tree(self, folder: Path) -> None:
        wd = self.libc.inotify_add_watch(self.fd, os.fsencode(folder), _MASK)
        if wd < 0:
            return  # gone already, or unreadable
        self.folders[wd] = folder
        try:
            with os.scandir(folder) as it:
                subfolders = [Path(e.path) for e in it if _is_dir(e)]
        except OSError:
            return
        for sub in subfolders:
            if self.descend(sub):
                self._add_tree(sub)

    def changed(self, timeout: float) -> bool:
        deadline = time.monotonic() + timeout
        while True:
            left = max(0.0, deadline - time.monotonic())
            ready, _, _ = select.select([self.fd], [], [], left)
            if ready and self._read():
                return True
            if time.monotonic() >= deadline:
                return False

    def _read(self) -> bool:
        try:
            data = os.read(self.fd, 64 * 1024)
        except BlockingIOError:
            return False
        hit, at = False, 0
        while at + _EVENT.size <= len(data):
            wd, mask, _, size = _EVENT.unpack_from(data, at)
            name = data[at + _EVENT.size:at + _EVENT.size + size].rstrip(b"\0")
            at += _EVENT.size + size
            hit = self._event(wd, mask, os.fsdecode(name)) or hit
        return hit

    def _event(self, wd: int, mask: int, name: str) -> bool:
        if mask & _IN_Q_OVERFLOW:
            return True
        folder = self.folders.get(wd)
        if folder is None:
            return False
        path = folder / name if name else folder
        if mask & _IN_ISDIR:
            if mask & (_IN_CREATE | _IN_MOVED_TO) and self.descend(path):
                self._add_tree(path)  # files written into it before the watch: a change
                return True
            return bool(mask & (_IN_DELETE | _IN_MOVED_FROM)) and self.descend(path)
        return bool(name) and self.relevant(path)

    def close(self) -> None:
        os.close(self.fd)


def _is_dir(entry: os.DirEntry) -> bool:
    try:
        return entry.is_dir(follow_symlinks=False)
    except OSError:
        return False


def _libc() -> Optional[ctypes.CDLL]:
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
        libc.inotify_init1.argtypes = [ctypes.c_int]
        libc.inotify_add_watch.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_uint32]
    except (OSError, AttributeError):
        return None
    return libc


Watcher = Union[Inotify, Polling]


def open_watcher(root: Path, relevant: Filter = _everything, descend: Filter = _everything,
                 poll: bool = False) -> Watcher:
    """inotify where it works, else (or with `poll`) polling."""
    if not poll:
        try:
            return Inotify(root, relevant, descend)
        except OSError:
            pass
    return Polling(root, relevant, descend)
