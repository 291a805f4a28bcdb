"""What the archive sends to a worker and gets back, and the input fingerprint: plain
records, importable without the rendering pipeline (an archive re-run with nothing to
do reads summaries from the manifest and renders nothing)."""

from __future__ import annotations

import hashlib
import os
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Optional

from ..options import Options
from ..tree.cost_value import Cost

#: (date the source was last seen when it is gone, whether the page stays redacted because
#: its only copy is, relative link to the kept copy with --link-sources)
PageNote = tuple[Optional[str], bool, Optional[str]]


@dataclass(frozen=True)
class Job:
    key: str  # the session file relative to the archive root
    files: tuple[tuple[str, Path], ...]  # (rel, path): the session file, then its subagents
    agents: tuple[tuple[str, Path], ...]  # (agent id, path)
    out: Path
    title: Optional[str] = None  # another file's summary for this session, if any
    nav: tuple[tuple[str, str], ...] = ()
    options: Options = Options()
    size: int = 0  # bytes of all inputs, for scheduling
    search: Optional[tuple[Path, str]] = None  # (passages file, page rel to OUT): archive search
    keep: Optional[tuple[Path, str]] = None  # (kept copy, digest it holds): write it if stale
    kept: Optional[Path] = None  # the source is gone: render from this kept copy
    note: "PageNote" = (None, False, None)  # what the page says of its source (keep.page_note)
    colour_src: Optional[str] = None  # the archive's shared colour script, from the page
    kept_bound: Optional[int] = None  # the most `kept` may unpack to (sources.copy_bound)


@dataclass(frozen=True)
class SessionSummary:
    title: str  # as rendered
    own_title: str  # what this file alone says
    title_kind: str  # "custom" | "summary" | "prompt"
    started: Optional[str] = None
    ended: Optional[str] = None
    duration_s: Optional[float] = None
    #: duration_s less pauses over read/times.ACTIVE_GAP_S (over all the file's sessions' times:
    #: tree/stats.document_active_seconds); said only when read/times.pause_left_out
    active_s: Optional[float] = None
    messages: int = 0
    prompts: int = 0  # typed by the person in the main thread (tree/stats.py)
    kinds: dict[str, int] = field(default_factory=dict)
    tokens: tuple[int, int, int, int] = (0, 0, 0, 0)  # in, out, cache write, cache read
    models: tuple[str, ...] = ()
    branch: Optional[str] = None
    cwd: Optional[str] = None
    conversations: int = 1  # sessionIds in the file
    summaries: tuple[tuple[str, str], ...] = ()  # (leafUuid, text) not matching this file
    skipped: int = 0  # lines that could not be read
    shown_raw: int = 0  # lines of the wrong shape, shown as raw JSON
    warnings: int = 0
    unknown: dict[str, int] = field(default_factory=dict)  # unrecognised kinds, shown raw
    redactions: dict[str, int] = field(default_factory=dict)  # --redact: kind -> count masked
    #: the session's cost (tree/cost_value.Cost, flattened) and its USD per UTC day
    cost_usd: Optional[float] = None
    cost_estimate: bool = True
    cost_unpriced: tuple[str, ...] = ()
    cost_synthetic: bool = False
    cost_table: str = ""  # the price table, as a tooltip names it
    cost_days: dict[str, float] = field(default_factory=dict)
    agent: Optional[str] = None  # the coding agent, when not Claude Code ("Codex CLI" …)

    @property
    def total_tokens(self) -> int:
        return sum(self.tokens)

    @property
    def cost(self) -> Cost:
        return Cost(self.cost_usd, self.cost_estimate, self.cost_unpriced, self.cost_synthetic,
                    self.cost_table)

    def day_costs(self) -> dict[str, Cost]:
        """Its cost per UTC day, each marked as the session's cost is."""
        return {day: Cost(usd, self.cost_estimate, self.cost_unpriced, False, self.cost_table)
                for day, usd in self.cost_days.items()}

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "SessionSummary":
        data = dict(data)
        for key in ("tokens", "models", "cost_unpriced"):
            if key in data:
                data[key] = tuple(data[key])
        data["summaries"] = tuple(tuple(pair) for pair in data["summaries"])
        return cls(**data)


@dataclass(frozen=True)
class JobResult:
    key: str
    stats: list[list[Any]]  # [[rel, size, mtime_ns], ...] as read
    digest: str
    summary: Optional[SessionSummary] = None
    uuids: bytes = b""
    error: Optional[str] = None
    terms: bytes = b""  # the session's search terms, packed (search_text.pack_terms)
    unwritable: bool = False  # `error` is the output's (write.OutputError), not the input's
    copied: int = -1  # bytes of the kept copy written (-1: none written)
    #: a split page's part files this run wrote (names in its `<stem>.parts/` folder,
    #: write.PartWriter), and how many part files of an earlier run it removed there
    parts: tuple[str, ...] = ()
    parts_removed: int = 0


def stat_and_digest(files: tuple[tuple[str, Path], ...]) -> tuple[list[list[Any]], str]:
    """Stat, then hash, every input (before reading it: a later append is seen as a change)."""
    stats, digest = [], hashlib.sha256()
    for rel, path in files:
        try:
            st = os.stat(path)
            stats.append([rel, st.st_size, st.st_mtime_ns])
            with open(path, "rb") as fh:
                digest.update(rel.encode("utf-8") + b"\0")
                while chunk := fh.read(1 << 20):
                    digest.update(chunk)
        except OSError:
            stats.append([rel, -1, 0])
            digest.update(rel.encode("utf-8") + b"\0missing")
        digest.update(b"\0")
    return stats, digest.hexdigest()[:40]


def pack_uuid(text: str) -> bytes:
    if len(text) == 36:
        try:
            return bytes.fromhex(text.replace("-", ""))
        except ValueError:
            pass
    return hashlib.md5(text.encode("utf-8")).digest()
