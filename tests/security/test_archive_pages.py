"""Archive mode with payloads in project folders, file names, session ids, titles and cwds:
index, project, session and search pages stay inert, search data stays plain JSON.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from hypothesis import given, settings

from cc2html.archive.search_text import js_data
from cc2html.pipeline import convert
from cc2html.render.text.controls import visible
from cc2html.render.to_html.html import PageRenderer

from helpers import TEST_DATA, examples
from hostile import ARCHIVE_NAMES, ARCHIVE_PROJECTS, HOSTILE, NAME
from page_checks import foreign_classes, head_problems, href_problems, page_problems, unsafe_parts


def test_archive_with_hostile_names(tmp_path: Path) -> None:
    """Archive mode: project folders, session file names and cwd carry payloads into index
    pages, titles and prev/next links."""
    from typer.testing import CliRunner

    from cc2html.cli.app import app

    src = tmp_path / "projects"
    names = ['-home-dev-"><img src=x onerror=alert(90)>', "javascript:alert(91)",
             "<script>alert(92)<"]
    for n, project in enumerate(names):
        folder = src / project
        folder.mkdir(parents=True)
        for m, stem in enumerate(["javascript:alert(93)", '"><svg onload=alert(94)>']):
            shutil.copyfile(HOSTILE, folder / f"{stem}{n}{m}.jsonl")
    out = tmp_path / "site"
    result = CliRunner().invoke(app, [str(src), "-o", str(out)])
    assert result.exit_code in (0, 3), result.output
    pages = sorted(out.rglob("*.html"))
    assert len(pages) >= 7
    benign = tmp_path / "benign.html"
    convert(TEST_DATA / "user_text.jsonl", benign, PageRenderer())
    calm = tmp_path / "calm"
    (calm / "-home-dev-app").mkdir(parents=True)
    shutil.copyfile(TEST_DATA / "user_text.jsonl", calm / "-home-dev-app" / "s.jsonl")
    CliRunner().invoke(app, [str(calm), "-o", str(tmp_path / "calm-site")])
    benign_search = (tmp_path / "calm-site" / "search.html").read_text(encoding="utf-8")
    benign_index = (tmp_path / "calm-site" / "-home-dev-app" / "index.html").read_text(
        encoding="utf-8")
    for page in pages:
        text = page.read_text(encoding="utf-8")
        if page.name == "search.html":  # our own search page: the same chrome as a calm one
            problems = unsafe_parts(text, benign_search)
        elif "<main" in text and 'class="session"' in text:
            problems = [p for p in unsafe_parts(text, benign.read_text(encoding="utf-8"))
                        if "<nav>" not in p]  # session pages of an archive add prev/next nav
        else:  # an index page: the chrome of a calm one (its sort and filter script)
            problems = unsafe_parts(text, benign_index)
        assert problems == [], page.relative_to(out)


@pytest.fixture(scope="module")
def calm_index(tmp_path_factory: pytest.TempPathFactory) -> str:
    """A harmless archive's project index: the chrome an index page has (its filter box
    and sort script), against which a hostile archive's indexes are checked."""
    from typer.testing import CliRunner

    from cc2html.cli.app import app

    root = tmp_path_factory.mktemp("calm")
    (root / "src" / "-home-dev-app").mkdir(parents=True)
    shutil.copyfile(TEST_DATA / "user_text.jsonl", root / "src" / "-home-dev-app" / "s.jsonl")
    CliRunner().invoke(app, [str(root / "src"), "-o", str(root / "out")])
    return (root / "out" / "-home-dev-app" / "index.html").read_text(encoding="utf-8")


def test_archive_pages_with_new_payloads(hostile_archive: Path, benign: str,
                                         calm_index: str) -> None:
    benign_index = calm_index
    pages = sorted(hostile_archive.rglob("*.html"))
    assert len(pages) == 2 + 2 * len(ARCHIVE_PROJECTS)  # index, search, per project 2
    for page in pages:
        text = page.read_text(encoding="utf-8")
        assert foreign_classes(text) == [], page
        if page.name == "session.html":
            assert [p for p in unsafe_parts(text, benign) if "<nav>" not in p] == [], page
        elif page.name == "index.html":
            assert unsafe_parts(text, benign_index) == [], page
    for data in (hostile_archive / "cc2html-search").rglob("*.js"):
        text = data.read_text(encoding="utf-8")
        assert text.startswith("cc2htmlSearch.") and text.endswith(");\n")
        assert "\u2028" not in text and "\u2029" not in text


def test_archive_pages_are_inert(hostile_site: Path, calm_site: Path) -> None:
    calm_session = (calm_site / "proj" / "s.html").read_text(encoding="utf-8")
    calm_search = (calm_site / "search.html").read_text(encoding="utf-8")
    calm_index = (calm_site / "index.html").read_text(encoding="utf-8")
    pages = sorted(p for p in hostile_site.rglob("*.html") if p.is_file())
    assert len(pages) == 2 + len(ARCHIVE_NAMES) * 4
    for page in pages:
        text = page.read_text(encoding="utf-8")
        if page.name == "search.html":
            baseline = calm_search
        elif page.name == "index.html":
            baseline = calm_index
        else:
            baseline = calm_session
        problems = [p for p in page_problems(text, baseline)
                    if not re.fullmatch(r"\d <(nav|table|thead|tbody|tr|th|td)> elements.*", p)]
        assert problems == [], (page.relative_to(hostile_site), problems)
        assert head_problems(text) == [], page.relative_to(hostile_site)
        assert href_problems(text) == [], page.relative_to(hostile_site)
        assert not re.search("[\u202a-\u202e\u2066-\u2069\x00]", text)


def test_archive_search_data_is_plain_json_calls(hostile_site: Path) -> None:
    """Each data file is one call with JSON arguments: nothing but string data from a
    transcript, no line or paragraph separator (a JS string ends there in old engines)."""
    files = sorted((hostile_site / "cc2html-search").rglob("*.js"))
    assert files
    for data in files:
        text = data.read_text(encoding="utf-8")
        match = re.fullmatch(r"cc2htmlSearch\.(sessions|shard|text)\((.*)\);\n", text, re.S)
        assert match, data
        json.loads("[" + match.group(2) + "]")
        assert not re.search("[\u2028\u2029\u202a-\u202e\u2066-\u2069\x00-\x1f]",
                             match.group(2)), data


@settings(max_examples=examples(300), deadline=None, derandomize=True)
@given(NAME)
def test_search_data_round_trips_as_plain_json(text: str) -> None:
    """Search data files are JS calls with JSON arguments: any text stays string data, no
    line/paragraph separator ends a JS string early, no bidi control reads backwards, no
    control character is raw (C0 ones are JSON escapes, the others markers)."""
    data = js_data({"t": [text, {text: text}]})
    assert not re.search("[\u2028\u2029\u202a-\u202e\u2066-\u2069\x00-\x1f\x7f-\x9f]", data)
    want = "".join(visible(ch) if re.match("[\x7f-\x9f\u202a-\u202e\u2066-\u2069]", ch) else ch
                   for ch in text)
    assert json.loads(data) == {"t": [want, {want: want}]}
