"""Helpers for tests: where things are (fixtures, snapshots, the shared corpus), render a
transcript to a string, visible text, golden comparison, a deadline for conversions, what a
terminal must never receive.

Test modules import from here (and from the other helper modules beside it: chromium.py,
page_checks.py, hostile.py, search_fixtures.py), never from one another.
"""

from __future__ import annotations

import html.parser
import io
import json
import math
import os
import re
import signal
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterable

import pytest
from rich.console import Console

from cc2html.pipeline import Result, convert
from cc2html.render.to_html.html import PageRenderer
from cc2html.render.to_terminal.terminal import document_renderables
from cc2html.tree.stats import document_stats

REPO = Path(__file__).resolve().parent.parent
TEST_DATA = REPO / "test_data"
SNAPSHOTS = Path(__file__).resolve().parent / "golden" / "__snapshots__"
SHARED = Path(os.environ.get("CC2HTML_SHARED", REPO.parent / "shared"))
CORPUS = SHARED / "corpus"
TOOLS = SHARED / "tools"

#: what a terminal must never receive from a transcript (rich's own SGR colours aside)
FORBIDDEN = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\u200e\u200f"
                       "\u061c\ud800-\udfff]")
#: rich's own colour sequences
SGR = re.compile(r"\x1b\[[0-9;]*m")

_RENDERER = PageRenderer()


def examples_share(value: str | None) -> float:
    """CC2HTML_EXAMPLES's value as a share: unset or empty is 1; anything but a positive
    number stops the run (a typo must not run no examples, or all of them, unnoticed)."""
    share = float(value or 1)
    if not share > 0:
        raise ValueError(f"CC2HTML_EXAMPLES must be a positive number, not {value!r}")
    return share


#: the share of each property test's Hypothesis examples a run tries (CC2HTML_EXAMPLES;
#: default 1, all of them). .ci/run sets 0.1 for its other interpreters, which look for what
#: differs between interpreters on the same code paths, not for new examples: the main
#: interpreter runs every example.
EXAMPLES_SHARE = examples_share(os.environ.get("CC2HTML_EXAMPLES"))
#: a cut run still tries this many examples of each property (or all, when it has fewer)
MIN_EXAMPLES = 10


def examples(n: int, share: float | None = None) -> int:
    """`n` examples scaled by `share` (EXAMPLES_SHARE): every `max_examples` in tests/ goes
    through this, and conftest.py's Hypothesis profile scales the default 100 with it."""
    share = EXAMPLES_SHARE if share is None else share
    if share >= 1:
        return round(n * share)
    return min(n, max(MIN_EXAMPLES, math.ceil(n * share)))


#: xdist workers beyond one per core when a run takes tests that mostly wait (Chromium,
#: pip, venvs): measured on 2 cores, the whole suite took 436 s with 2 workers and 380 s
#: with 3 (docs/decisions/ci.md)
WAITING_EXTRA = 1


def xdist_workers(cores: int, waiting: bool, wanted: str | None) -> int | None:
    """`-n auto`'s worker count: `wanted` (CC2HTML_TEST_WORKERS) when it is a positive
    whole number, else one per core plus WAITING_EXTRA for a run with waiting tests, else
    None (xdist's own count). Anything else in `wanted` stops the run, as a typo would
    otherwise pass unnoticed."""
    if wanted:
        if not wanted.isdigit() or int(wanted) < 1:
            raise ValueError(f"CC2HTML_TEST_WORKERS must be a positive number, not {wanted!r}")
        return int(wanted)
    return cores + WAITING_EXTRA if waiting else None


def session_transcripts(size_cap: int = 4_000_000) -> list[Path]:
    """The Claude Code transcripts of corpus and corpus-modern that are a session's own file
    (not a subagent's) under `size_cap` bytes: what the segment-by-segment tests cut."""
    from cc2html.read.sniff import not_transcript
    found: list[Path] = []
    for name in ("corpus", "corpus-modern"):
        folder = SHARED / name
        if folder.is_dir():
            found += sorted(p for p in folder.rglob("*.jsonl")
                            if "subagents" not in p.parts and not p.name.startswith("agent-")
                            and p.stat().st_size < size_cap and not not_transcript(p))
    return found


def need_corpus() -> Path:
    """The shared corpus; CI must have it (a skip there would hide a broken setup)."""
    if not CORPUS.is_dir():
        message = f"shared corpus not found at {CORPUS} (set CC2HTML_SHARED)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return CORPUS


def recall_module():
    """../shared/tools/recall.py, the project's fidelity measure."""
    if not (TOOLS / "recall.py").is_file():
        pytest.skip(f"recall.py not found in {TOOLS}")
    if str(TOOLS) not in sys.path:
        sys.path.insert(0, str(TOOLS))
    import recall  # type: ignore[import-not-found]

    return recall


@contextmanager
def deadline(seconds: int = 20) -> Iterator[None]:
    """Fail (instead of hanging) when the block spends over `seconds` of CPU: a loop or a
    quadratic stage, not a busy machine. CPU time (ITIMER_VIRTUAL, apart from the
    renderer's own SIGPROF budget) hardly grows when other processes share the cores; a
    wall-clock alarm ten times longer still ends a block that waits forever."""
    def fail(*_: Any) -> None:
        raise TimeoutError(f"conversion took over {seconds}s of CPU (a loop?)")

    def hung(*_: Any) -> None:
        raise TimeoutError(f"conversion took over {10 * seconds}s (waiting forever?)")

    old_cpu = signal.signal(signal.SIGVTALRM, fail)
    old_wall = signal.signal(signal.SIGALRM, hung)
    signal.setitimer(signal.ITIMER_VIRTUAL, seconds)
    signal.alarm(10 * seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_VIRTUAL, 0)
        signal.alarm(0)
        signal.signal(signal.SIGVTALRM, old_cpu)
        signal.signal(signal.SIGALRM, old_wall)


def skipped_lines(result: Result) -> set[int]:
    """Line numbers a conversion skipped (problems that kept nothing)."""
    return {p.line for p in result.problems if not p.kept}


def json_objects(path: Path) -> list[dict]:
    """The JSON objects of a JSONL file, one per line that is one (others left out)."""
    out = []
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        try:
            obj = json.loads(line)
        except ValueError:
            continue
        if isinstance(obj, dict):
            out.append(obj)
    return out


def render_path(path: Path) -> str:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "page.html"
        convert(path, out, _RENDERER)
        return out.read_text(encoding="utf-8")


def one_prompt_session(path: Path, n: int, text: str) -> None:
    """A session file of one prompt: session `s<n>`, on the n-th day of January 2026."""
    path.parent.mkdir(parents=True, exist_ok=True)
    line = {"type": "user", "uuid": f"u{n}", "sessionId": f"s{n}", "cwd": "/w",
            "timestamp": f"2026-01-0{n}T00:00:00Z", "message": {"role": "user", "content": text}}
    path.write_text(json.dumps(line) + "\n", encoding="utf-8")


def render_files(sources: Iterable[Path], folder: Path) -> dict[Path, Path]:
    """Render each source into `folder` (numbered page names, one renderer): source -> page."""
    pages = {}
    for n, src in enumerate(sources):
        pages[src] = folder / f"{n:04d}.html"
        convert(src, pages[src], _RENDERER)
    return pages


def render_lines(lines: Iterable[Any], name: str = "session.jsonl") -> str:
    """Render JSONL given as dicts (dumped) or raw strings/bytes, one per line."""
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / name
        with src.open("wb") as fh:
            for line in lines:
                if isinstance(line, bytes):
                    fh.write(line + b"\n")
                elif isinstance(line, str):
                    fh.write(line.encode("utf-8") + b"\n")
                else:
                    fh.write(json.dumps(line).encode("utf-8") + b"\n")
        return render_path(src)


def user_line(n: int, content: object, sid: str = "s1", **extra: object) -> dict:
    """A user transcript line (n-th second of 2026) carrying `content`."""
    return {"type": "user", "uuid": f"u{n}", "sessionId": sid,
            "timestamp": f"2026-01-01T00:00:{n:02d}Z",
            "message": {"role": "user", "content": content}, **extra}


def call_lines(n: int, name: str, inp: dict, result: object, sid: str = "s1",
               **extra: object) -> list[dict]:
    """A tool call and its result (`extra` goes on the result line)."""
    tid = f"toolu_{n}"
    return [{"type": "assistant", "uuid": f"a{n}", "sessionId": sid,
             "message": {"role": "assistant", "id": f"m{n}", "content": [
                 {"type": "tool_use", "id": tid, "name": name, "input": inp}]}},
            {"type": "user", "uuid": f"r{n}", "sessionId": sid, "message": {
                "role": "user", "content": [{"type": "tool_result", "tool_use_id": tid,
                                             "content": result}]}, **extra}]


def terminal_outputs(doc: Any) -> list[str]:
    """What the terminal view prints for a built document: in colour, then piped."""
    out = []
    for colour in (True, False):
        buf = io.StringIO()
        console = Console(file=buf, width=100, force_terminal=colour, no_color=not colour,
                          color_system="truecolor" if colour else None, markup=False,
                          emoji=False, highlight=False)
        for renderable in document_renderables(doc, document_stats(doc)):
            console.print(renderable)
        out.append(buf.getvalue())
    return out


class _Visible(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.skip = 0
        self.parts: list[str] = []

    def handle_starttag(self, tag: str, attrs: Any) -> None:
        if tag in ("script", "style"):
            self.skip += 1

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style") and self.skip:
            self.skip -= 1

    def handle_data(self, data: str) -> None:
        if not self.skip:
            self.parts.append(data)


def visible_text(page: str) -> str:
    parser = _Visible()
    parser.feed(page)
    parser.close()
    return " ".join(parser.parts)


def main_section(page: str) -> str:
    """The <main> element of a page (CSS/JS change often)."""
    start, end = page.index("<main"), page.index("</main>") + len("</main>")
    return page[start:end]


def page_section(page: str) -> str:
    """A page from its header (title, source, toolbar) to the end of its <main>: what the
    whole-page goldens compare (the <head>'s CSS/JS and the help change often)."""
    start, end = page.index('<header class="page-head">'), page.index("</main>") + len("</main>")
    return page[start:end]


def files_of(folder: Path) -> dict[str, bytes]:
    """Every file under `folder`, by its path relative to it, with its bytes."""
    return {str(p.relative_to(folder)): p.read_bytes()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def split_small(monkeypatch: pytest.MonkeyPatch) -> None:
    """The page's split sizes and the cut's target lowered, so test_data/parts/long.jsonl
    becomes a head and parts and is cut into 8 segments (whole and streamed paths alike)."""
    from cc2html.read import cut
    from cc2html.render.to_html import split
    monkeypatch.setattr(split, "THRESHOLD", 100_000)
    monkeypatch.setattr(split, "HEAD_CHARS", 30_000)
    monkeypatch.setattr(split, "PART_CHARS", 60_000)
    monkeypatch.setattr(cut, "TARGET_BYTES", 20_000)


def fork_alone(monkeypatch: pytest.MonkeyPatch, module: Any) -> None:
    """Let `module` fork as if its process ran one thread (it forks only alone, and
    pytest's own threads would keep it from it); skipped off Linux, where it never forks."""
    monkeypatch.setattr(module.threading, "active_count", lambda: 1)
    if not hasattr(os, "fork") or sys.platform != "linux":
        pytest.skip("forked on Linux only")
