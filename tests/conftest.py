"""Shared test fixtures: the corpus location, a page renderer, golden-file updating."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
TEST_DATA = REPO / "test_data"
SNAPSHOTS = Path(__file__).resolve().parent / "__snapshots__"
SHARED = Path(os.environ.get("CC2HTML_SHARED", REPO.parent / "shared"))
CORPUS = SHARED / "corpus"
TOOLS = SHARED / "tools"


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--update-golden", action="store_true",
                     help="rewrite golden snapshots from the current output")


@pytest.fixture(scope="session")
def update_golden(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--update-golden"))


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
