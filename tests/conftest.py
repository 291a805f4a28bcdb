"""Shared test fixtures and options: golden-file updating, markers by folder.

Every test under tests/browser/ is marked `browser` and every test under tests/corpus/
`corpus`, whatever its module says; when `-m` leaves a folder's marker out, the folder
is not even imported (no playwright import, no listing of ../shared/corpus). The fast
lane is `pytest -m "not browser and not corpus"`.

Helpers (paths, the corpus, rendering) live in helpers.py: test modules import those, never
this file or one another.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from _pytest.mark.expression import Expression

TESTS = Path(__file__).resolve().parent
#: folders whose every test carries the marker of the same name
MARKED_FOLDERS = ("browser", "corpus")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--update-golden", action="store_true",
                     help="rewrite golden snapshots from the current output")


@pytest.fixture(scope="session")
def update_golden(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--update-golden"))


def _marked_folder(path: Path) -> str | None:
    """"browser" or "corpus" for a path inside tests/browser/ or tests/corpus/."""
    try:
        parts = path.resolve().relative_to(TESTS).parts
    except ValueError:
        return None
    return parts[0] if parts and parts[0] in MARKED_FOLDERS else None


def _folder_selected(folder: str, markexpr: str) -> bool:
    """Could `-m markexpr` select a test in this folder? Its tests carry the folder's marker
    and maybe the other folder's marker, no other marker `-m` is used for."""
    expression = Expression.compile(markexpr)
    return any(expression.evaluate(lambda name, /, **_: name == folder or
                                   (other and name in MARKED_FOLDERS))
               for other in (False, True))


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    folder = _marked_folder(collection_path)
    markexpr = config.getoption("markexpr")
    if folder and markexpr and collection_path.resolve() == TESTS / folder:
        return not _folder_selected(folder, markexpr) or None
    return None


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark by folder before `-m` deselects (tryfirst: ahead of pytest's own hook)."""
    for item in items:
        folder = _marked_folder(item.path)
        if folder:
            item.add_marker(folder)
