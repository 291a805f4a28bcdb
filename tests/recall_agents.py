"""Word recall of the next agents' samples (../shared/corpus-agents-next, issue 35): the
page side of tests/corpus/test_agents_recall.py's measure, here so that each agent's
corpus test (tests/corpus/test_agent_<agent>_corpus.py) can import it (test modules do not
import one another: tests/unit/test_layout.py).

A page's words are its visible text with scripts, styles and every "Unrecognised" (raw
JSON) card left out, so a word that only reaches the page inside a raw dump does not
count; `recall` renders each file with the CLI (exit 0 asserted) and scores the words an
agent's `strings` function says a reader should see."""

from __future__ import annotations

import html
import html.parser
import re
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

from typer.testing import CliRunner

from cc2html.cli.app import app
from helpers import SHARED

NEXT = SHARED / "corpus-agents-next"
WORD = re.compile(r"[A-Za-z0-9]{4,}")
VOID = {"br", "img", "input", "meta", "hr", "wbr", "link", "col", "area", "source"}


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
    parser = _Visible()
    parser.feed(page)
    parser.close()
    return set(WORD.findall(html.unescape(" ".join(parser.parts))))


def render(path: Path, out: Path) -> str:
    result = CliRunner().invoke(app, [str(path), "-o", str(out)])
    assert result.exit_code == 0, (path.name, result.output[-500:])
    return out.read_text(encoding="utf-8")


def recall(files: Iterable[Path], strings: Callable[[Path], Iterator[str]], tmp: Path
           ) -> tuple[float, list[tuple[float, str, list[str]]]]:
    """(weighted recall, per file (recall, name, first words lost) worst first)."""
    wanted = found = 0
    rows = []
    for index, path in enumerate(files):
        want = {w for s in strings(path) for w in WORD.findall(s)}
        lost = want - output_words(render(path, tmp / f"{index}.html"))
        wanted, found = wanted + len(want), found + len(want) - len(lost)
        rows.append((1 - len(lost) / len(want) if want else 1.0, path.name, sorted(lost)[:10]))
    return (found / wanted if wanted else 1.0), sorted(rows)
