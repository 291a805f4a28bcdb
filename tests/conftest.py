"""Shared test fixtures and options: golden-file updating, markers by folder.

Every test under tests/browser/ is marked `browser`, every test under tests/corpus/
`corpus` and every test under tests/install/ `install`, whatever its module says; when
`-m` leaves a folder's marker out, the folder is not even imported (no playwright import,
no listing of ../shared/corpus, no build). The fast lane is
`pytest -m "not browser and not corpus and not install"`.

The hostile pages and archives below are shared by tests/security/ (static checks) and
tests/browser/ (the same pages in Chromium); each is built once per module that asks.
The browser tests of the page share one Chromium per module (`browser`), the sample
pages they open (`sample_pages`) and `open_page`, which watches a page stay clean.

Helpers (paths, the corpus, rendering) live in helpers.py: test modules import those, never
this file or one another.
"""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import pytest
from hypothesis import settings
from typer.testing import CliRunner

from cc2html.archive.build import ArchiveOptions, build_archive
from cc2html.cli import app as cli
from cc2html.pipeline import convert
from cc2html.render.to_html.html import PageRenderer

from helpers import TEST_DATA, examples, xdist_workers
from hostile import (
    ARCHIVE_NAMES,
    ARCHIVE_PROJECTS,
    HOSTILE,
    HOSTILE_NAME,
    archive_session,
    benign_text,
    write_hostile,
)
from chromium import Watched, launched, playwright_api
from installs import Dists, built_dists, need_module, need_pypi
from page_checks import run_in_chromium

TESTS = Path(__file__).resolve().parent

# A developer's NO_COLOR, a CI's FORCE_COLOR or anyone's ~/.config/cc2html/config.toml must
# not change what the tests see; tests of them set them (monkeypatch.setenv).
for _name in ("NO_COLOR", "FORCE_COLOR"):
    os.environ.pop(_name, None)
os.environ["CC2HTML_CONFIG"] = ""  # no config file
# property tests without a max_examples of their own: Hypothesis' default 100, scaled like
# every other one by CC2HTML_EXAMPLES (helpers.examples; .ci/run's other interpreters); no
# time limit per example: speed is measured by benchmarks, and a loaded CI machine made
# Hypothesis' 200 ms deadline fail a correct test (test_turn_summary, 866 ms)
settings.register_profile("cc2html", max_examples=examples(settings.default.max_examples),
                          deadline=None)
settings.load_profile("cc2html")
#: folders whose every test carries the marker of the same name
MARKED_FOLDERS = ("browser", "corpus", "install")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--update-golden", action="store_true",
                     help="rewrite golden snapshots from the current output")
    parser.addoption("--update-snippets", action="store_true",
                     help="rewrite the HTML parts of tests/snippets/ from the current output")


@pytest.fixture(scope="session")
def update_golden(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--update-golden"))


@pytest.fixture(scope="session")
def update_snippets(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--update-snippets"))


def _marked_folder(path: Path) -> str | None:
    """The marker of a path inside one of MARKED_FOLDERS ("browser" for tests/browser/ ...)."""
    try:
        parts = path.resolve().relative_to(TESTS).parts
    except ValueError:
        return None
    return parts[0] if parts and parts[0] in MARKED_FOLDERS else None


def _folder_excluded(folder: str, markexpr: str) -> bool:
    """Does `-m markexpr` surely leave out every test of this folder? Only a plain
    conjunction of negations ("not browser and not corpus") is read; any other expression
    collects the folder and lets pytest's own -m deselect (slower, never wrong)."""
    terms = re.split(r"\s+and\s+", markexpr.strip())
    negated = [re.fullmatch(r"not\s+(\w+)", term) for term in terms]
    return all(negated) and folder in {m.group(1) for m in negated if m}


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    folder = _marked_folder(collection_path)
    markexpr = config.getoption("markexpr")
    if folder and markexpr and collection_path.resolve() == TESTS / folder:
        return _folder_excluded(folder, markexpr) or None
    return None


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int | None:
    """`-n auto`'s worker count: one more than the cores for a run that takes the browser
    or install tests, which spend much of their time waiting on Chromium, pip and venvs
    (helpers.xdist_workers; CC2HTML_TEST_WORKERS sets it outright)."""
    markexpr = config.getoption("markexpr") or ""
    waiting = any(not _folder_excluded(f, markexpr) for f in ("browser", "install"))
    return xdist_workers(os.cpu_count() or 1, waiting, os.environ.get("CC2HTML_TEST_WORKERS"))


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark by folder before `-m` deselects (tryfirst: ahead of pytest's own hook)."""
    for item in items:
        folder = _marked_folder(item.path)
        if folder:
            item.add_marker(folder)


# --------------------------------------------------------------------------- hostile pages

@pytest.fixture(scope="module")
def benign() -> str:
    """A harmless one-line transcript's page, as text (see page_checks.unsafe_parts)."""
    return benign_text("s1")


@pytest.fixture(scope="module")
def benign_page(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A harmless transcript's page: the chrome every page has (see unsafe_parts)."""
    out = tmp_path_factory.mktemp("benign") / "page.html"
    convert(TEST_DATA / "user_text.jsonl", out, PageRenderer())
    return out


@pytest.fixture(scope="module")
def benign_probe(benign_page: Path) -> dict:
    """What the probe sees on a harmless transcript's page (its chrome: scripts, search box)."""
    dialogs, requests, probe = run_in_chromium(benign_page)
    assert dialogs == [] and requests == []
    assert probe["onAttrs"] == probe["jsLinks"] == 0 and not probe["pwned"] and not probe["moved"]
    return probe


@pytest.fixture(scope="module")
def hostile_page(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """test_data/hostile.jsonl, in a file whose name is a payload too."""
    folder = tmp_path_factory.mktemp("proj")
    src = folder / HOSTILE_NAME
    shutil.copyfile(HOSTILE, src)
    out = folder / "page.html"
    convert(src, out, PageRenderer())
    return out


@pytest.fixture(scope="module")
def hostile2(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """hostile.write_hostile's session: every payload in every place, payload sidecars."""
    folder = tmp_path_factory.mktemp("hostile2")
    out = folder / "page.html"
    convert(write_hostile(folder), out, PageRenderer())
    return out


@pytest.fixture(scope="module")
def hostile_archive(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An archive of write_hostile sessions in projects with payload names."""
    root = tmp_path_factory.mktemp("archive2")
    for name in ARCHIVE_PROJECTS:
        (root / "src" / name).mkdir(parents=True)
        write_hostile(root / "src" / name)
    build_archive(ArchiveOptions(root / "src", root / "out"))
    return root / "out"


@pytest.fixture(scope="module")
def hostile_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An archive (through the CLI) with payload project, file, session and title names."""
    root = tmp_path_factory.mktemp("round3")
    for k, project in enumerate(ARCHIVE_NAMES):
        folder = root / "src" / project
        folder.mkdir(parents=True)
        for m, stem in enumerate(ARCHIVE_NAMES[:3]):
            n = k * 3 + m
            (folder / f"{stem}{n}.jsonl").write_text(
                "".join(json.dumps(x) + "\n" for x in archive_session(n, ARCHIVE_NAMES[n % 6])),
                encoding="utf-8")
    result = CliRunner().invoke(cli.app, [str(root / "src"), "-o", str(root / "site"), "-q"])
    assert result.exit_code == 0, result.output
    return root / "site"


@pytest.fixture(scope="module")
def calm_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A harmless archive: the baseline for hostile_site's pages."""
    root = tmp_path_factory.mktemp("calm3")
    (root / "src" / "proj").mkdir(parents=True)
    (root / "src" / "proj" / "s.jsonl").write_text(json.dumps(
        {"type": "user", "uuid": "u", "sessionId": "s", "message": {
            "role": "user", "content": "hello"}}) + "\n")
    CliRunner().invoke(cli.app, [str(root / "src"), "-o", str(root / "site"), "-q"])
    return root / "site"


# --------------------------------------------------------------------------- pages in chromium

@pytest.fixture(scope="module")
def browser():
    """One Chromium per module (per xdist worker); skips when it or playwright is missing."""
    with launched(playwright_api()) as chromium:
        yield chromium


@pytest.fixture(scope="module")
def sample_pages(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The viewer and tools fixtures' pages, by name."""
    out = tmp_path_factory.mktemp("pages")
    renderer = PageRenderer()
    rendered = {}
    for name in ("viewer", "tools"):
        rendered[name] = out / f"{name}.html"
        convert(TEST_DATA / f"{name}.jsonl", rendered[name], renderer)
    return rendered


@pytest.fixture
def open_page(browser):
    """Opens a page in a fresh context; after the test, asserts it stayed clean (Watched)."""
    contexts = []
    watched: list[Watched] = []

    def opener(path: Path, suffix: str = "", **context_options) -> Watched:
        context_options.setdefault("viewport", {"width": 1200, "height": 800})
        context = browser.new_context(**context_options)
        contexts.append(context)
        w = Watched(context, path).goto(suffix)
        watched.append(w)
        return w

    yield opener
    for w in watched:
        w.assert_clean()
    for context in contexts:
        context.close()


# --------------------------------------------------------------------------- installs

@pytest.fixture(scope="session")
def dists(tmp_path_factory: pytest.TempPathFactory) -> Dists:
    """The sdist and the wheel built from it, once per run (shared by xdist workers)."""
    need_module("build")
    need_pypi()
    return built_dists(tmp_path_factory)
