"""Shared test fixtures and options: golden-file updating.

Helpers (paths, the corpus, rendering) live in helpers.py: test modules import those, never
this file or one another.
"""

from __future__ import annotations

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--update-golden", action="store_true",
                     help="rewrite golden snapshots from the current output")


@pytest.fixture(scope="session")
def update_golden(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--update-golden"))

