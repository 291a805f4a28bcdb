"""Walk the sources, read each file once through its format's own reader, tally what
known.py says is unknown, per agent and version.

Streaming and linear: a file is read line by line by the readers cc2html renders with
(read/agents/ FORMATS: the JSONL readers never hold a whole file; a Gemini `.json`
session is one document and is read as one, as for its page), each entry is judged in
constant time (its shape's classification is remembered), and only counts and first
places are kept. A version is the line's own (`version`, Codex's `cli_version` through
its reader, stream-json's `claude_code_version` from its init), else the last one the
file named, else the file's first; '' when the file names none (Gemini).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any, Optional

from ..read.agents import FORMATS, Format, detect_format
from ..read.agents.claude_code import session_kind
from ..read.entries import UnknownEntry
from ..read.sdk import sdk_from_object
from ..read.sdk_entries import SdkMessage, SdkUnknown
from ..read.sniff import not_transcript
from ..read.transcript import MakeEntries, ParseProblem, entry_from_object, iter_entries
from .known import Found, Judge, unknown_fields
from .report import CATEGORIES, Finding, Group, SurveyReport

#: the formats whose lines the survey sees decoded too (for their fields and versions):
#: their reader is `iter_entries` with this object -> entries step
MAKERS: dict[str, MakeEntries] = {"transcript": entry_from_object, "stream-json": sdk_from_object}
SUFFIXES = (".jsonl", ".json")


def default_sources() -> list[Path]:
    """Every format's default home (read/agents/ FORMATS) that exists on this machine."""
    return [folder for fmt in FORMATS if fmt.home is not None
            for folder in fmt.home.folders() if folder.is_dir()]


def shown(path: Path) -> str:
    """`path` as a report names it: under the home folder as `~/…` (no user name)."""
    try:
        return "~/" + path.resolve().relative_to(Path.home().resolve()).as_posix()
    except (ValueError, OSError, RuntimeError):
        return path.as_posix()


def _files(root: Path) -> Iterator[Path]:
    if not root.is_dir():
        yield root  # a file named on the command line is surveyed whatever its name
        return
    for path in sorted(root.rglob("*")):
        if path.suffix in SUFFIXES and not path.name.endswith(".meta.json") and path.is_file():
            yield path


class FileTally:
    """One file's findings by (version, category, name): [count, first line, strict]."""

    def __init__(self, fmt: Format, name: str) -> None:
        self.fmt, self.name = fmt, name
        self.found: dict[tuple[Optional[str], str, str], list[Any]] = {}
        self.versions: dict[str, None] = {}  # in order of appearance
        self.current: Optional[str] = None
        self.lines = 0

    def version(self, record: Any) -> Optional[str]:
        if isinstance(record, SdkMessage):
            own = record.get("claude_code_version")
        else:  # an unknown kind's entry keeps its line whole, version and all
            raw = record.raw if isinstance(record, UnknownEntry) else None
            own = record.version or (raw.get("version") if isinstance(raw, dict) else None)
        if isinstance(own, str) and own:
            self.current = own
            self.versions.setdefault(own)
        return self.current

    def add(self, found: Found, line: int, version: Optional[str]) -> None:
        key = (version, found[0], found[1])
        slot = self.found.get(key)
        if slot is None:
            self.found[key] = [1, line, found[2]]
        else:
            slot[0] += 1

    def wrap(self, make: MakeEntries) -> MakeEntries:
        """`make`, with each decoded line's fields surveyed first (transcripts only)."""
        if self.fmt.name != "transcript":
            return make

        def made(obj: dict[str, Any], line: int) -> Iterator[Any]:
            for name in unknown_fields(obj):
                self.add(("field", name, False), line, _line_version(obj))
            return make(obj, line)
        return made


def _line_version(obj: dict[str, Any]) -> Optional[str]:
    version = obj.get("version")
    return version if isinstance(version, str) and version else None


def _items(path: Path, fmt: Format, tally: FileTally) -> Iterable[Any]:
    make = MAKERS.get(fmt.name)
    return fmt.read(path, None) if make is None else iter_entries(path, tally.wrap(make))


def survey_file(path: Path, fmt: Format, tally: FileTally, judge: Optional[Judge] = None) -> None:
    """Tally `path`'s unknown names (`judge`: one shared by the files of its format).
    Raises OSError when it cannot be read."""
    judge = judge or Judge(sdk=fmt.sdk)
    problem = 0  # the line of the last entry that did not fit its model (shown raw)
    for item in _items(path, fmt, tally):
        tally.lines = max(tally.lines, item.line)
        if isinstance(item, ParseProblem):
            problem = item.line if item.kept and _misfit(item.reason) else problem
            continue
        version = tally.version(item)
        if problem == item.line and isinstance(item, (UnknownEntry, SdkUnknown)):
            tally.add(("shape", _raw_type(item), True), item.line, version)
            continue
        for found in judge.unknowns(item):
            tally.add(found, item.line, version)


def _misfit(reason: str) -> bool:
    """Whether a problem says its line is of a known kind but not of its shape
    (read/transcript.py `shape_problem`, `entry_from_object`)."""
    return reason.startswith("wrong shape") or "without message content" in reason


def _raw_type(item: Any) -> str:
    raw = item.raw
    kind = raw.get("type") if isinstance(raw, dict) else None
    return kind if isinstance(kind, str) else item.type or "(no type)"


def _not_a_session(path: Path, named: bool) -> str:
    """Why `path` is no transcript ('' when it may be one); a `.json` file found in a
    folder must also be one a format claims or a transcript naming its session, and a
    workflow run's journal is read with its session (read/workflows.py), not as one."""
    why = not_transcript(path)
    if why or named:
        return why
    if path.name == "journal.jsonl" and "workflows" in path.parts:
        return "a workflow run's journal (read with its session)"
    if path.suffix != ".json":
        return ""
    if detect_format(path) is FORMATS[0] and not session_kind(path):
        return "a JSON file that is no session"
    return ""


class Tally:
    """All files' findings, by (agent, format, version)."""

    def __init__(self) -> None:
        self.groups: dict[tuple[str, str, str], Group] = {}
        self.firsts: dict[tuple[str, str, str], dict[tuple[str, str], Finding]] = {}

    def add(self, file: FileTally) -> None:
        first = next(iter(file.versions), "")
        found: dict[tuple[str, str, str], list[Any]] = {}
        for (version, category, name), (count, line, strict) in file.found.items():
            slot = found.setdefault((version or first, category, name), [0, line, strict])
            slot[0], slot[1] = slot[0] + count, min(slot[1], line)
        versions = dict.fromkeys([*file.versions, *(v for v, _, _ in found)]) or {"": None}
        for version in versions:  # a file counts once in each version it has lines of
            self._group(file.fmt, version).files += 1
        for (version, category, name), (count, line, strict) in found.items():
            firsts = self.firsts.setdefault((file.fmt.agent, file.fmt.name, version), {})
            slot = firsts.get((category, name))
            if slot is None:
                firsts[(category, name)] = Finding(category, name, count, file.name, line, strict)
            else:
                slot.count += count

    def _group(self, fmt: Format, version: str) -> Group:
        key = (fmt.agent, fmt.name, version)
        if key not in self.groups:
            self.groups[key] = Group(fmt.agent, fmt.name, version)
        return self.groups[key]

    def result(self) -> list[Group]:
        order = {c: n for n, c in enumerate(CATEGORIES)}
        groups = []
        for key in sorted(self.groups, key=lambda k: (k[0], k[1], _version_key(k[2]))):
            group = self.groups[key]
            group.findings = sorted(self.firsts.get(key, {}).values(),
                                    key=lambda f: (order[f.category], -f.count, f.name))
            groups.append(group)
        return groups


def _version_key(version: str) -> tuple[Any, ...]:
    """2.1.9 before 2.1.10: numbers as numbers, anything else as text after them."""
    return tuple((0, int(p), "") if p.isdigit() else (1, 0, p) for p in version.split("."))


def survey(sources: list[Path], clock: Callable[[], float] = time.monotonic) -> SurveyReport:
    """Survey every transcript in `sources` (files or folders; each must exist). A file
    that cannot be read is listed in `unreadable`, one that is no transcript in `skipped`."""
    started = clock()
    report = SurveyReport([shown(s) for s in sources])
    tally = Tally()
    judges: dict[str, Judge] = {}  # by format: a shape is classified once per run
    for root in sources:
        for path in _files(root):
            name = shown(path)
            try:
                why = _not_a_session(path, named=path == root)
                if why:
                    report.skipped.append((name, why))
                    continue
                fmt = detect_format(path)
                file = FileTally(fmt, name)
                judge = judges.setdefault(fmt.name, Judge(sdk=fmt.sdk))
                survey_file(path, fmt, file, judge)
            except OSError as exc:
                report.unreadable.append((name, exc.strerror or str(exc)))
                continue
            tally.add(file)
            report.files += 1
            report.lines += file.lines
    report.groups = tally.result()
    report.seconds = clock() - started
    return report
