"""`cc2html watch [SRC] [-o OUT]`: what to watch and how to render it.

A folder goes through archive mode (the same manifest, so a run after a change renders
only the sessions whose files changed); a single file is converted again. Both watch
every file the render reads: a session's sidecars (subagents, workflow runs) included.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from rich.console import Console

from ..model.text import counted
from ..options import Options
from ..read.agents import detect_agent
from ..read.opencode_store import watch_scope
from ..watch.backends import Filter, open_watcher
from ..watch.live import LivePages
from ..watch.loop import Stop, Timing, run_loop
from .archive import ArchiveArgs, default_output, default_source, run_archive
from .console import complain, say
from .exits import EXIT_OK, EXIT_USAGE
from .single import convert_file, output_for


@dataclass(frozen=True)
class Told:
    """The loop's events as lines on stderr: a page without live reload always, the rest
    unless quiet."""

    err: Console
    quiet: bool = False

    def watching(self) -> None:
        if not self.quiet:
            say(self.err, "watching for changes (Ctrl+C stops)")

    def updated(self, pages: int) -> None:
        if not self.quiet:
            say(self.err, f"updated {counted(pages, 'page')}")

    def no_live_reload(self, page: Path, why: str) -> None:
        complain(self.err, f"{page}: no live reload: {why}", "warning")

    def stopped(self) -> None:
        if not self.quiet:
            say(self.err, "stopped")


def _single_filters(source: Path) -> tuple[Filter, Filter]:
    """The session file, its own folder of sidecars, and flat `agent-*.jsonl` beside it."""
    own = source.with_suffix("")

    def relevant(path: Path) -> bool:
        return (path == source or own in path.parents
                or (path.parent == source.parent and path.name.startswith("agent-")))

    def descend(path: Path) -> bool:
        return path == own or own in path.parents

    return relevant, descend


def watch_file(source: Path, output: Optional[Path], options: Options, err: Console, *,
               poll: bool = False, quiet: bool = False, stop: Optional[Stop] = None,
               timing: Timing = Timing()) -> int:
    target = output_for(source, output, False)
    if target is None:
        complain(err, "watch writes a page file and its live file; -o - is not one")
        return EXIT_USAGE
    if not source.is_file():
        complain(err, f"{source}: no such file")
        return EXIT_USAGE
    source = source.resolve()
    top = source.parent
    relevant, descend = _single_filters(source)
    if detect_agent(source) == "opencode":  # its message and part files, elsewhere
        top, relevant, descend = watch_scope(source)
    watcher = open_watcher(top, relevant, descend, poll)
    render = lambda: convert_file(source, target, options, err, quiet=True)  # noqa: E731
    run_loop(render, watcher, LivePages([target]), Told(err, quiet), stop, timing)
    return EXIT_OK


def watch_folder(source: Optional[Path], output: Optional[Path], options: Options,
                 err: Console, *, poll: bool = False, quiet: bool = False,
                 stop: Optional[Stop] = None, timing: Timing = Timing()) -> int:
    folder = (source or default_source()).expanduser()
    if not folder.is_dir():
        complain(err, f"{folder} is not a folder")
        return EXIT_USAGE
    folder = folder.resolve()
    out = (output.expanduser() if output else default_output(folder)).resolve()
    watcher = open_watcher(folder, descend=lambda p: p != out and not p.name.startswith("."),
                           poll=poll)
    runs: list[int] = []

    def render() -> int:  # the first run says what it did; later ones only what failed
        runs.append(len(runs))
        return run_archive(ArchiveArgs(folder, out, quiet=quiet or len(runs) > 1,
                                       options=options), err)

    run_loop(render, watcher, LivePages(out), Told(err, quiet), stop, timing)
    return EXIT_OK
