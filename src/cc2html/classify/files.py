"""Reading a session's files into content models: its own lines (`read_messages`) and its
subagent files (`load_sidecars`, found by read/sidecars.py). The whole path (pipeline.py
`build_session`) reads them all; stream.py reads each segment's own subagent files
(read/side_plan.py decides which)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Optional

from . import ClassifyContext, classify
from .sdk.factories import classify_sdk
from .steering import pair_steering
from ..model import MessageContent
from ..read.agents import by_name
from ..read.entries import Entry
from ..read.sidecars import find_sidecars, list_folder
from ..read.transcript import Item, ParseProblem
from ..redact.redactor import Redactor

__all__ = ["load_sidecars", "read_messages", "read_sidecar", "sidecar_files"]


def _split(items: Iterable[Item], problems: list[ParseProblem]) -> Iterator[Entry]:
    for item in items:
        if isinstance(item, ParseProblem):
            problems.append(item)
        else:
            yield item


def read_messages(path: Path, problems: list[ParseProblem],
                  ctx: ClassifyContext, input_format: str = "transcript",
                  redactor: Optional[Redactor] = None) -> list[MessageContent]:
    """Read and classify one file (streaming: entries are dropped once classified), by the
    reader and classifier of its format's row (read/agents/)."""
    fmt = by_name(input_format)
    entries = _split(fmt.read(path, redactor), problems)
    if fmt.sdk:  # Agent SDK messages: their own classifier
        return list(classify_sdk(entries, ctx))  # type: ignore[arg-type]
    # a transcript, or another agent's session adapted into transcript entries
    return pair_steering(classify(entries, ctx), ctx.warn, ctx.prompts)


def sidecar_files(path: Path) -> dict[str, Path]:
    """Subagent transcripts of a session: `<stem>/subagents/agent-*.jsonl`, or flat siblings
    (the one rule: read/sidecars.py)."""
    return find_sidecars(path, list_folder)


def read_sidecar(file: Path, ctx: ClassifyContext, problems: list[ParseProblem],
                  redactor: Optional[Redactor], fmt: str = "transcript"
                  ) -> Optional[list[MessageContent]]:
    """One sidecar transcript's messages (a file of format `fmt`); None (and a problem row)
    when it cannot be read."""
    file_problems: list[ParseProblem] = []
    if not file.is_file():  # a FIFO or /dev/zero would block or never end: not read
        problems.append(ParseProblem(0, f"{file.name}: not a regular file; not read"))
        return None
    try:
        messages = read_messages(file, file_problems, ctx, fmt, redactor=redactor)
    except OSError as exc:
        problems.append(ParseProblem(0, f"{file.name}: unreadable ({exc.strerror})"))
        return None
    problems.extend(ParseProblem(p.line, f"{file.name}: {p.reason}", p.preview, p.kept)
                    for p in file_problems)
    return messages


def load_sidecars(path: Path, ctx: ClassifyContext, problems: list[ParseProblem],
                  files: Optional[dict[str, Path]] = None,
                  redactor: Optional[Redactor] = None,
                  fmt: str = "transcript") -> dict[str, list[MessageContent]]:
    """Read the subagent files of `path` (found by `sidecar_files`, or the given `files`,
    each of format `fmt`)."""
    sidecars: dict[str, list[MessageContent]] = {}
    for agent_id, file in (sidecar_files(path) if files is None else files).items():
        messages = read_sidecar(file, ctx, problems, redactor, fmt)
        if messages is not None:
            sidecars[agent_id] = messages
    return sidecars
