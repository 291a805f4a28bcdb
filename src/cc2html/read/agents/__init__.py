"""The input formats, one row each: every format cc2html reads is a `Format`
(read/agents/format.py) in FORMATS, defined in its own module here.

A row owns the format's detection (its content sniffed), its reader, the head/tail facts
the archive indexes a file by, and its default home. Everything that lists formats is
derived from this table: `--input-format`'s values and help (cli/params.py), what `auto`
resolves a file to, which reader and classifier the pipeline uses, and the agent homes an
archive reads (archive/agent_homes.py). Adding a format is its module, its row here and
its tools' rows (classify/tools).

The rows' modules import no entry models (a reader is imported when a file is read), so
listing formats, planning an archive and scanning its homes stay cheap.
"""

from __future__ import annotations

from pathlib import Path

from .antigravity import ANTIGRAVITY
from .claude_code import TRANSCRIPT
from .codex import CODEX
from .cursor import CURSOR
from .copilot import COPILOT
from .format import Format, Home, Scan
from .gemini import GEMINI
from .pi import PI
from .qwen import QWEN
from .opencode import OPENCODE
from .stream_json import STREAM_JSON

__all__ = ["AGENTS", "AUTO", "FORMATS", "Format", "Home", "NAMES", "Scan", "by_name",
           "detect_agent", "detect_format", "homes_listed", "input_format_help",
           "input_formats", "resolve_format", "source_help"]

#: every format; the first (Claude Code's transcript) is what a file no other row claims
#: is read as, and detection asks the others from the last up (the most particular first)
FORMATS: tuple[Format, ...] = (TRANSCRIPT, STREAM_JSON, CODEX, GEMINI, QWEN, PI, CURSOR,
                               ANTIGRAVITY, COPILOT, OPENCODE)
NAMES: tuple[str, ...] = tuple(f.name for f in FORMATS)
AUTO = "auto"
_BY_NAME = {f.name: f for f in FORMATS}
#: the formats whose homes an archive reads beside Claude Code's projects folder (their
#: sessions' keys start with the home's label: archive/agent_homes.py)
AGENTS: tuple[Format, ...] = tuple(f for f in FORMATS if f.home is not None and f.home.label)


def input_formats() -> tuple[str, ...]:
    """What `--input-format` accepts: `auto` and every row's name."""
    return (AUTO, *NAMES)


def input_format_help() -> str:
    """`--input-format`'s help: each value, with what it is when its name does not say."""
    return " | ".join([AUTO, *(f"{f.name} ({f.title})" if f.title else f.name
                                for f in FORMATS)])


def _listed(words: list[str], last: str = "and") -> str:
    return ", ".join(words[:-1]) + f" {last} " + words[-1] if len(words) > 1 else \
        "".join(words)


def homes_listed(last: str = "or") -> str:
    """The agents whose homes an archive reads beside Claude Code's, from the table:
    "Codex, Gemini, … or opencode" (a message saying which folders may be given)."""
    return _listed([f.agent for f in AGENTS], last)


def source_help() -> str:
    """The folder argument's help: every home read by default, and which may be given."""
    homes = _listed([f.home.shown for f in FORMATS if f.home is not None])
    others = homes_listed("and")
    return (f"A session transcript (.jsonl, or a .json document), or a folder of projects or "
            f"sessions (default: {homes}); several folders (a {FORMATS[0].agent} one, "
            f"{others} homes) make one archive.")


def by_name(name: str) -> Format:
    """The row called `name` (KeyError for none)."""
    return _BY_NAME[name]


def detect_format(path: Path) -> Format:
    """The row whose content `path` has (the first row when no other claims it)."""
    for fmt in reversed(FORMATS[1:]):
        if fmt.detect(path):
            return fmt
    return FORMATS[0]


def detect_agent(path: Path) -> str:
    """The name of the agent (a row with a home of its own label) whose content `path`
    has, else '' (a Claude Code transcript or stream-json log)."""
    fmt = detect_format(path)
    return fmt.name if fmt.home is not None and fmt.home.label else ""


def resolve_format(path: Path, requested: str = AUTO) -> str:
    """The requested format, or the one the file's content shows."""
    if requested not in (AUTO, "", None):
        return requested
    return detect_format(path).name
