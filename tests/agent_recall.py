"""Word recall of agents' sessions (issue 35, and the Codex/Gemini corpus before it): the
one copy of the measure every agent corpus test uses (tests/corpus/test_agents_recall.py,
test_agent_<agent>_corpus.py, test_agents_next_corpus.py), here because a test module may
not import another (tests/unit/test_layout.py).

The page side: a page's words are its visible text with scripts, styles and every
"Unrecognised" (raw JSON) card left out, so a word that only reaches the page inside a raw
dump does not count. The input side: per agent, the words a reader should see of a
session file (agent_inputs.py, keyed by the agent table's names). `recall` renders each
file with the CLI (exit 0 asserted) and scores them."""

from __future__ import annotations

import html
import html.parser
import re
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from cc2html.cli.app import app
from helpers import SHARED

NEXT = SHARED / "corpus-agents-next"
WORD = re.compile(r"[A-Za-z0-9]{4,}")
VOID = {"br", "img", "input", "meta", "hr", "wbr", "link", "col", "area", "source"}
#: (recall, file name, first words lost), a file a row
Row = tuple[float, str, list[str]]


def strings(value: Any, key: str = "", skip: Iterable[str] = ()) -> Iterator[str]:
    """Every string in `value`, leaving out the values of the keys in `skip` (ids, types,
    times: nothing a reader reads)."""
    if key in skip:
        return
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from strings(v, k, skip)
    elif isinstance(value, list):
        for v in value:
            yield from strings(v, key, skip)


class _Visible(html.parser.HTMLParser):
    """A page's visible text, leaving out scripts, styles and raw ("unknown") cards."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.skip_at: list[int] = []
        self.parts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list) -> None:
        if tag in VOID:
            return
        self.stack.append(tag)
        classes = (dict(attrs).get("class") or "").split()
        if tag in ("script", "style") or "unknown" in classes:
            self.skip_at.append(len(self.stack))

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID or tag not in self.stack:
            return
        while self.stack:
            if self.skip_at and self.skip_at[-1] == len(self.stack):
                self.skip_at.pop()
            if self.stack.pop() == tag:
                break

    def handle_data(self, data: str) -> None:
        if not self.skip_at:
            self.parts.append(data)


def output_words(page: str) -> set[str]:
    """The words a page shows outside raw cards."""
    parser = _Visible()
    parser.feed(page)
    parser.close()
    return set(WORD.findall(html.unescape(" ".join(parser.parts))))


def render(path: Path, out: Path) -> str:
    """`cc2html path -o out` (exit 0 asserted): the page."""
    result = CliRunner().invoke(app, [str(path), "-o", str(out)])
    assert result.exit_code == 0, (path.name, result.output[-500:])
    return out.read_text(encoding="utf-8")


def recall(files: Iterable[Path], words_of: Callable[[Path], Iterator[str]], tmp: Path
           ) -> tuple[float, list[Row]]:
    """(weighted recall, per file (recall, name, first words lost) worst first), where
    `words_of(path)` gives the strings a reader should see of a file."""
    wanted = found = 0
    rows = []
    for index, path in enumerate(files):
        want = {w for s in words_of(path) for w in WORD.findall(s)}
        lost = want - output_words(render(path, tmp / f"{index}.html"))
        wanted, found = wanted + len(want), found + len(want) - len(lost)
        rows.append((1 - len(lost) / len(want) if want else 1.0, path.name, sorted(lost)[:10]))
    return (found / wanted if wanted else 1.0), sorted(rows)


def check(label: str, weighted: float, rows: list[Row], worst: float = 0.95) -> None:
    """The issue's bar: >= 0.99 weighted, >= `worst` in every file (printed for -s)."""
    print(f"{label} recall: weighted {weighted:.4f}, worst {rows[0] if rows else None}")
    assert weighted >= 0.99, rows[:3]
    assert not rows or rows[0][0] >= worst, rows[:3]
