"""Read one workflow run's own files, tolerantly: the record (`workflows/<run>.json`), the
journal (`journal.jsonl`: a started and a result line per agent) and each agent's
`agent-<id>.meta.json`. A file missing, unreadable or not JSON gives a problem row and
an empty value, never an exception: the run is then shown from what is left. The agents'
transcripts are ordinary transcripts, read by the pipeline like subagent files.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional

from ..redact.redactor import Redactor
from .jsonsafe import shallow
from .sidecars import JOURNAL, RunFiles
from .surrogates import whole
from .transcript import ParseProblem

__all__ = ["MAX_RUN_FILE", "RunData", "read_run"]

#: a run's record, journal or meta larger than this is not read (they are kilobytes)
MAX_RUN_FILE = 64 * 1024 * 1024


@dataclass
class RunData:
    """The decoded files of one run ({} / [] where a file is missing or unusable)."""

    run_id: str
    record: dict[str, Any] = field(default_factory=dict)
    journal: list[dict[str, Any]] = field(default_factory=list)
    metas: dict[str, dict[str, Any]] = field(default_factory=dict)


def _bytes(path: Path, problems: list[ParseProblem]) -> Optional[bytes]:
    name = f"{path.parent.name}/{path.name}"
    try:
        if not path.is_file():  # a FIFO would block
            problems.append(ParseProblem(0, f"{name}: not a regular file; not read"))
            return None
        if path.stat().st_size > MAX_RUN_FILE:
            problems.append(ParseProblem(0, f"{name}: larger than {MAX_RUN_FILE:,} bytes; "
                                            "not read"))
            return None
        return path.read_bytes()
    except OSError as exc:
        problems.append(ParseProblem(0, f"{name}: unreadable ({exc.strerror})"))
        return None


def _decode(raw: bytes, redactor: Optional[Redactor]) -> Any:
    """One JSON value (ValueError when there is none), lone surrogates made whole and cut
    to a depth every later stage can walk, redacted like transcript lines."""
    value = shallow(whole(json.loads(raw.removeprefix(b"\xef\xbb\xbf"))))
    return redactor.value(value) if redactor is not None else value


def _object(path: Optional[Path], problems: list[ParseProblem],
            redactor: Optional[Redactor]) -> dict[str, Any]:
    raw = _bytes(path, problems) if path is not None else None
    if raw is None:
        return {}
    name = f"{path.parent.name}/{path.name}"  # type: ignore[union-attr]
    if redactor is not None:
        redactor.at(str(path))
    try:
        value = _decode(raw, redactor)
    except (ValueError, RecursionError):
        problems.append(ParseProblem(0, f"{name}: not valid JSON; the run is shown without it"))
        return {}
    if not isinstance(value, dict):
        problems.append(ParseProblem(0, f"{name}: not a JSON object; the run is shown "
                                        "without it"))
        return {}
    return value


def _journal(path: Optional[Path], problems: list[ParseProblem],
             redactor: Optional[Redactor]) -> list[dict[str, Any]]:
    raw = _bytes(path, problems) if path is not None else None
    rows: list[dict[str, Any]] = []
    for number, line in enumerate((raw or b"").splitlines(), 1):
        if not line.strip():
            continue
        if redactor is not None:
            redactor.at(str(path), number)
        try:
            value = _decode(line, redactor)
        except (ValueError, RecursionError):
            value = None
        if isinstance(value, dict):
            rows.append(value)
        else:
            where = f"{path.parent.name}/{JOURNAL}"  # type: ignore[union-attr]
            problems.append(ParseProblem(number, f"{where}: not a JSON object; skipped"))
    return rows


def read_run(files: RunFiles[Path], problems: list[ParseProblem],
             redactor: Optional[Redactor] = None) -> RunData:
    """The run's record, journal and agent metas, each problem added to `problems`."""
    return RunData(files.run_id, _object(files.record, problems, redactor),
                   _journal(files.journal, problems, redactor),
                   {agent: _object(meta, problems, redactor) for agent, meta in files.metas})
