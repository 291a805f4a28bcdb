"""`cc2html show` of a large session (issue 34 item 3): a Claude Code transcript that
stream.py `stream_plan` streams (at least stream.STREAM_BYTES) is shown a segment at a
time as it is built (stream.py `pieces`), so the pager gets the first turns at once and
memory does not grow with the session; smaller files take show.py's whole path.

The view is the whole view's, in the same order, but for the session's facts panel: its
facts (messages, tools, tokens, cost) need every segment, so a line in its place says
they follow, and the panel comes after the last turn (tree/stats_sum.py,
tree/doc_sum.py), then the unlinked subagents and the kinds not shown, as at the end of
the whole view. Calls are numbered across segments as the whole view numbers them.
`--call N` builds segments only until the one that holds call N.

Paged, the view is piped to the pager as it is rendered (`to_pager`): rich's own pager
(show.py's path) collects the whole text first, which would hold a large session's text
and show nothing until the last segment. Quitting the pager stops the rendering.
"""

from __future__ import annotations

import os
import shlex
import subprocess
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Optional

from rich.console import Console, RenderableType
from rich.text import Text

from ..options import DETAILS, Options, make_redactor
from ..read.cut import Segment
from ..read.transcript import ParseProblem
from ..render.detail import select
from ..render.exports import bare
from ..render.to_terminal.terminal import document_renderables, nodes_renderables, one_call
from ..render.to_terminal.terminal_calls import call_numbers
from ..stream import pieces, stream_plan
from ..tree.build import Document
from ..tree.doc_sum import DocSum
from ..tree.stats_sum import StatsSum

__all__ = ["FACTS_LATER", "streamed_call", "streamed_view", "segments_of", "to_pager"]

#: the first line of a large session's view, in the facts panel's place
FACTS_LATER = ("A large session, shown as it is read: its facts follow its last turn.")


def segments_of(source: Path, options: Options) -> Optional[list[Segment]]:
    """The segments `source` is shown in, None when it is shown whole (stream_plan)."""
    planned = stream_plan(source, options.input_format) if source.is_file() else None
    return None if planned is None else planned[1]


def _shown(doc: Document, options: Options) -> Document:
    return select(doc, options.detail)[0] if options.detail in DETAILS else doc


def streamed_view(source: Path, segments: list[Segment], options: Options,
                  problems: list[ParseProblem]) -> Iterator[RenderableType]:
    """The view of `source` a segment at a time (see the module docstring); the lines
    not read are added to `problems` as they are met."""
    yield Text(FACTS_LATER, style="dim")
    stats, heads = StatsSum(options.prices), DocSum()
    calls = options.detail == "full"
    first = 1
    for piece in pieces(source, segments, make_redactor(options)):
        problems.extend(piece.problems)
        stats.add(piece.doc)
        heads.add(piece.doc)
        numbers = {key: n + first - 1 for key, n in call_numbers(piece.doc).items()}
        first += len(numbers)
        for session in _shown(bare(piece.doc), options).sessions:
            yield from nodes_renderables(session.nodes, calls, numbers)
    yield from document_renderables(_shown(heads.document(), options), stats.result(), calls,
                                    numbers={})


def streamed_call(source: Path, segments: list[Segment], options: Options, number: int
                  ) -> tuple[Optional[list[RenderableType]], int]:
    """Call `number` expanded, found by building segments until the one that holds it;
    (None, the calls the session has) when it has no such call."""
    first = 1
    for piece in pieces(source, segments, make_redactor(options)):
        count = len(call_numbers(piece.doc))
        if first <= number < first + count:
            return one_call(piece.doc, number, first), count
        first += count
    return None, first - 1


class _Quit(Exception):
    """The pager was quit (its pipe closed)."""


class _PagerConsole(Console):
    """A console into the pager's pipe: rich's default on a closed pipe points stdout at
    /dev/null and exits; here it only stops the printing."""

    def on_broken_pipe(self) -> None:
        self.quiet = True
        raise _Quit


def to_pager(console: Console, renderables: Iterable[RenderableType]) -> bool:
    """Print `renderables` into the pager ($PAGER, else `less`; LESS=-R unless set) as
    they come, in `console`'s width and colours; False when no pager could be started
    (nothing printed then). The reader quitting the pager ends the printing."""
    command = shlex.split(os.environ.get("PAGER", "") or "less")
    try:
        pager = subprocess.Popen(command, stdin=subprocess.PIPE, text=True, encoding="utf-8",
                                 errors="replace", env={"LESS": "-R", **os.environ})
    except OSError:
        return False
    out = _PagerConsole(file=pager.stdin, width=console.width, force_terminal=console.is_terminal,
                  color_system=console.color_system, markup=False, emoji=False,  # type: ignore[arg-type]
                  highlight=False, soft_wrap=False)
    try:
        for renderable in renderables:
            out.print(renderable)
    except (_Quit, OSError):  # the reader quit (BrokenPipeError): stop rendering
        pass
    try:
        pager.stdin.close()  # type: ignore[union-attr]
    except OSError:  # (what was left unwritten goes nowhere: the pager is gone)
        pass
    pager.wait()
    return True
