"""Snippet goldens: each file here renders its input to the cards it stores.

Each `.txt` below this folder is one behaviour of one kind (tests/snippet_files.py says the
format): its JSONL input is rendered as a page through the whole pipeline (read, classify,
tree, the page's renderer), and the conversation body of that page, only the cards, must be
the HTML the file holds. A change to one kind's template rewrites the snippets that show
that kind, not every page; `pytest tests/snippets --update-snippets` rewrites the HTML
parts (read the diff before committing it).

Every registry row (render/registry.py) is shown by some snippet, or by the page goldens
when it is drawn outside the conversation body (PAGE_ROWS); every fixture in test_data/ is
still rendered, by a page golden (tests/golden/) or by the snippets taken from it.
"""

from __future__ import annotations

import functools
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from cc2html import model as m
from cc2html.pipeline import convert
from cc2html.render.text.controls import marked_html
from cc2html.render.to_html.html import PageRenderer, make_environment
from cc2html.render.registry import REGISTRY, Row, row_for
from cc2html.render.to_html.rendered import Rendered
from cc2html.tree.build import Session

from helpers import REPO, SNAPSHOTS, TEST_DATA, main_section, render_path, visible_text
from snippet_files import (SESSIONS, SNIPPETS, Snippet, all_snippets, decode_html,
                           encode_html, parse, retaken)

SNIPPET_FILES = all_snippets()
#: rows drawn outside the conversation body: shown by every page golden instead
PAGE_ROWS = {m.SessionHeaderMessage: "page/session.html includes it above the cards"}
FIXTURES = sorted(TEST_DATA.glob("*.jsonl"))


def registry_key(obj: Any) -> type:
    """The class whose registry row `obj` is drawn by (row_for's walk of the hierarchy)."""
    return next(cls for cls in type(obj).__mro__ if cls in REGISTRY)


class _NotedRow:
    """A row that notes its class when a template reads which template to include."""

    def __init__(self, row: Row, key: type, seen: set[type]) -> None:
        self._row, self._key, self._seen = row, key, seen

    def __getattr__(self, name: str) -> Any:
        if name in ("template", "inline"):
            self._seen.add(self._key)
        return getattr(self._row, name)


class BodyRenderer(PageRenderer):
    """The page's renderer, keeping each session's conversation body as the page wrote it,
    and the registry rows whose templates drew it."""

    def __init__(self) -> None:
        super().__init__(make_environment(), split=False)
        self.bodies: list[str] = []
        self.rows: set[type] = set()
        self.env.globals["row_for"] = self._noted_row  # items: {% include row_for(item)... %}

    def _noted_row(self, obj: Any) -> Any:
        return _NotedRow(row_for(obj), registry_key(obj), self.rows)

    def node(self, node: Any, depth: int = 1) -> Rendered:
        self.rows.add(registry_key(node.msg))
        return super().node(node, depth)

    def tool_input(self, tool_input: Any) -> Rendered:
        self.rows.add(registry_key(tool_input))
        return super().tool_input(tool_input)

    def tool_output(self, output: Any, result: Any, inp: Any = None) -> Rendered:
        self.rows.add(registry_key(output))
        return super().tool_output(output, result, inp)

    def session_body(self, session: Session) -> Iterator[Rendered]:
        chunks = list(super().session_body(session))
        self.bodies.append(marked_html("".join(chunk.text for chunk in chunks)))
        return iter(chunks)


@functools.cache
def rendered(path: Path) -> tuple[list[str], frozenset[type], str]:
    """A snippet's input rendered: each session's body, the rows drawn, the page's <main>."""
    snippet = parse(path)
    renderer = BodyRenderer()
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "page.html"
        convert(snippet.write_input(Path(tmp)), out, renderer)
        page = main_section(out.read_bytes().decode("utf-8"))
    return renderer.bodies, frozenset(renderer.rows), page


def normalise(html: str) -> str:
    """As the page goldens: Pygments releases differ in escaping an apostrophe."""
    return html.replace("&#39;", "'").replace("&#x27;", "'")


@pytest.mark.parametrize("snippet", SNIPPET_FILES, ids=[s.name for s in SNIPPET_FILES])
def test_snippet(snippet: Snippet, update_snippets: bool):
    if update_snippets and snippet.source:
        alone = [s.source for s in SNIPPET_FILES].count(snippet.source) == 1
        again = retaken(snippet, alone)
        if again != snippet:  # its fixture was rewritten: render what it holds now
            snippet.path.write_bytes(again.with_html(decode_html(snippet.html)).encode("utf-8"))
            rendered.cache_clear()
            snippet = again
    bodies, _, page = rendered(snippet.path)
    assert all(body in page for body in bodies)  # each body is the page's, byte for byte
    html = normalise(SESSIONS.join(bodies))
    if update_snippets:
        snippet.path.write_bytes(snippet.with_html(html).encode("utf-8"))
        return
    assert encode_html(html) == normalise(snippet.html), (
        f"{snippet.name} renders differently; run with --update-snippets if intended")


@pytest.mark.parametrize("snippet", SNIPPET_FILES, ids=[s.name for s in SNIPPET_FILES])
def test_snippet_reads_as_stored(snippet: Snippet):
    """What a reader sees is unchanged: when test_snippet fails and this passes, the change
    is one of layout only (white space between elements, attributes)."""
    def words(html: str) -> list[str]:
        return visible_text(html).split()
    html = normalise(SESSIONS.join(rendered(snippet.path)[0]))
    stored = parse(snippet.path).html  # as on disk now (--update-snippets may have rewritten it)
    assert words(html) == words(decode_html(normalise(stored)))


def test_every_registry_row_has_a_snippet():
    shown: set[type] = set()
    for snippet in SNIPPET_FILES:
        shown |= rendered(snippet.path)[1]
    missing = sorted(cls.__name__ for cls in REGISTRY if cls not in shown and cls not in PAGE_ROWS)
    assert not missing, f"registry rows no snippet shows: {missing}"


def test_page_rows_are_in_every_page_golden():
    for snapshot in sorted(SNAPSHOTS.glob("*.html")):
        html = snapshot.read_text(encoding="utf-8")
        for cls in PAGE_ROWS:
            assert f'class="msg {REGISTRY[cls].css[0]}"' in html, (snapshot.name, cls)


def test_every_fixture_has_a_page_golden_or_snippets():
    sources = {s.source for s in SNIPPET_FILES}
    golden = {p.stem for p in SNAPSHOTS.glob("*.html")}
    orphans = [p.name for p in FIXTURES
               if p.stem not in golden and f"test_data/{p.name}" not in sources]
    assert not orphans, f"fixtures no test shows: {orphans}"


@pytest.mark.parametrize("snippet", [s for s in SNIPPET_FILES if s.source],
                         ids=[s.name for s in SNIPPET_FILES if s.source])
def test_a_snippet_taken_from_a_fixture_holds_its_lines(snippet: Snippet):
    """A fixture regenerated (test_data/make_*.py) must not leave its snippets behind
    (--update-snippets takes their input again)."""
    snippet = parse(snippet.path)  # as on disk now
    fixture = REPO / snippet.source
    lines = set(fixture.read_text(encoding="utf-8").split("\n"))
    assert [ln for ln in snippet.lines if ln not in lines] == []
    for name, file_lines in snippet.files:  # its folder's files: test_data/<stem>/<name>
        lines = set((fixture.with_suffix("") / name).read_text(encoding="utf-8").split("\n"))
        assert [ln for ln in file_lines if ln not in lines] == [], name


def test_a_fixture_taken_into_snippets_is_taken_whole():
    """Split into several snippets (one tool call each), a fixture leaves no line out."""
    taken: dict[str, set[str]] = {}
    for snippet in all_snippets():  # as on disk now
        if snippet.source:
            taken.setdefault(snippet.source, set()).update(snippet.lines)
    left = {source: [ln[:60] for ln in (REPO / source).read_text(encoding="utf-8").split("\n")
                     if ln and ln not in lines]
            for source, lines in taken.items()}
    assert {source: lines for source, lines in left.items() if lines} == {}


@pytest.mark.parametrize("fixture", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_every_fixture_page_builds(fixture: Path):
    """Fixtures without a page golden: their whole page still renders, with its <main>."""
    if (SNAPSHOTS / f"{fixture.stem}.html").exists():
        pytest.skip("a page golden renders it (tests/golden/test_golden.py)")
    assert '<main id="main">' in main_section(render_path(fixture))


@pytest.mark.parametrize("html", [
    "", "<p>a</p>", "<a>" * 60, "<b>x\\</b>\\", "<i>\\\\", ">\\", "<a>" * 40 + "\\",
    "<p>a</p>\n" + "<a></a>" * 30 + "\\\\\n<b>", "x" * 300, ("<a>" + "\\" * 3) * 40,
])
def test_the_html_encoding_is_lossless(html: str):
    assert decode_html(encode_html(html)) == html
    assert all(len(ln) <= 101 or "><" not in ln for ln in encode_html(html).split("\n"))


def test_snippet_files_are_under_this_folder():
    assert SNIPPETS == Path(__file__).resolve().parent
