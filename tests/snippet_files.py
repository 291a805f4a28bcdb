"""The snippet files of tests/snippets/: one behaviour of one kind, its input and its HTML.

A snippet is a text file (`tests/snippets/<group>/<behaviour>.txt`) of three parts:

    What the snippet shows, in a few free lines.
    from: test_data/thinking.jsonl      (optional: the fixture its lines were taken from)
    --- input ---
    {"type": "user", ...}               (JSONL, written to session.jsonl byte for byte)
    --- file: subagents/agent-a1.jsonl ---
    {"type": "user", ...}               (optional: a file of the session's own folder,
    --- html ---                         session/, such as a subagent's or a workflow's)
    <article class="msg user" ...>      (the cards the input renders to)

The HTML is the conversation body of each session of the page the input renders to
(the cards inside `<div class="messages">`, render/to_html/html.py `PageRenderer.session_body`),
not the page around it: no session header, fact line, toolbar, report, style or script,
so a change to those rewrites no snippet (the ten page goldens in tests/golden/ hold
them). Two sessions' bodies are separated by a `<!-- session -->` line.

Lines of HTML longer than `WIDTH` are split, for the snapshot only, after every `>` that
a `<` follows directly; each inserted break is written as a trailing backslash. The
encoding is lossless: a line of the HTML that itself ends with a backslash gets a second
one, so a line ending in a single backslash after `>` is always an inserted break
(`encode_html`/`decode_html`). `pytest tests/snippets --update-snippets` rewrites the
HTML parts from the current output (tests/conftest.py), and takes the input of a snippet
with a `from:` line again from its fixture when test_data/make_*.py rewrote it (`retaken`).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Optional

SNIPPETS = Path(__file__).resolve().parent / "snippets"
REPO = SNIPPETS.parents[1]
INPUT = "--- input ---"
HTML = "--- html ---"
FROM = "from: "
FILE = "--- file: "
SESSIONS = "\n<!-- session -->\n"  # between two sessions' bodies
WIDTH = 100
_TAG_GAP = re.compile(r"(?<=>)(?=<)")


@dataclass(frozen=True)
class Snippet:
    path: Path
    about: str  # the free text before the input
    source: str  # "from:" - the test_data/ file the input lines come from ("" for none)
    lines: tuple[str, ...]  # the input, one JSONL line each
    html: str  # the expected HTML as stored (encoded: encode_html)
    files: tuple[tuple[str, tuple[str, ...]], ...] = ()  # session/ path -> its lines

    @property
    def name(self) -> str:
        return self.path.relative_to(SNIPPETS).with_suffix("").as_posix()

    def write_input(self, folder: Path) -> Path:
        """The input written into `folder` (session.jsonl, its files in session/)."""
        for name, lines in self.files:
            path = folder / "session" / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(_text(lines).encode("utf-8"))
        path = folder / "session.jsonl"
        path.write_bytes(_text(self.lines).encode("utf-8"))
        return path

    def with_html(self, html: str) -> str:
        """The file's text with `html` (raw, not yet encoded) as its expected HTML."""
        head = self.about + "\n" + (f"{FROM}{self.source}\n" if self.source else "")
        files = "".join(f"{FILE}{name} ---\n{_text(lines)}" for name, lines in self.files)
        return f"{head}{INPUT}\n{_text(self.lines)}{files}{HTML}\n{encode_html(html)}\n"


def _text(lines: tuple[str, ...]) -> str:
    return "".join(line + "\n" for line in lines)


def parse(path: Path) -> Snippet:
    """A snippet file read; a file without both part lines, in order, raises ValueError."""
    lines = path.read_bytes().decode("utf-8").split("\n")  # a carriage return stays one
    start = lines.index(INPUT)
    end = lines.index(HTML, start)
    head = lines[:start]
    parts: list[tuple[str, list[str]]] = [("", [])]
    for line in lines[start + 1:end]:
        if line.startswith(FILE) and line.endswith(" ---"):
            parts.append((line[len(FILE):-len(" ---")], []))
        else:
            parts[-1][1].append(line)
    source = [ln[len(FROM):] for ln in head if ln.startswith(FROM)]
    return Snippet(path, "\n".join(ln for ln in head if not ln.startswith(FROM)),
                   source[0] if source else "", tuple(parts[0][1]),
                   "\n".join(lines[end + 1:]).removesuffix("\n"),
                   tuple((name, tuple(body)) for name, body in parts[1:]))


def retaken(snippet: Snippet, alone: bool) -> Snippet:
    """`snippet` with its input taken again from its fixture (`from:`), after
    test_data/make_*.py rewrote it: the whole fixture (and its folder's files) when no other
    snippet takes from it (`alone`), else each line the fixture lost replaced by the
    fixture's line of the same uuid (a line without one is left for the tests to report)."""
    fixture = REPO / snippet.source
    lines = _lines(fixture)
    if alone:
        folder = fixture.with_suffix("")
        files = tuple((p.relative_to(folder).as_posix(), _lines(p))
                      for p in sorted(folder.rglob("*")) if p.is_file()) if snippet.files else ()
        return replace(snippet, lines=lines, files=files)
    have = set(lines)
    by_uuid = {_uuid(line): line for line in lines}
    return replace(snippet, lines=tuple(
        line if line in have else by_uuid.get(_uuid(line), line) for line in snippet.lines))


def _lines(path: Path) -> tuple[str, ...]:
    text = path.read_bytes().decode("utf-8")
    return tuple(text.removesuffix("\n").split("\n")) if text else ()


def _uuid(line: str) -> Optional[str]:
    try:
        value = json.loads(line)
    except ValueError:
        return None
    uuid = value.get("uuid") if isinstance(value, dict) else None
    return uuid if isinstance(uuid, str) else None


def all_snippets() -> list[Snippet]:
    return [parse(p) for p in sorted(SNIPPETS.rglob("*.txt"))]


def encode_html(html: str) -> str:
    """`html` with long lines split at tag boundaries, losslessly (the module says how)."""
    out = []
    for line in html.split("\n"):
        if line.endswith("\\"):
            line += "\\"
        if len(line) > WIDTH:
            line = _TAG_GAP.sub("\\\\\n", line)
        out.append(line)
    return "\n".join(out)


def decode_html(text: str) -> str:
    """The HTML `encode_html` was given."""
    out: list[str] = []
    joined = ""
    for line in text.split("\n"):
        if line.endswith(">\\") and not line.endswith("\\\\"):
            joined += line[:-1]
            continue
        if line.endswith("\\\\"):
            line = line[:-1]
        out.append(joined + line)
        joined = ""
    return "\n".join(out + ([joined] if joined else []))
