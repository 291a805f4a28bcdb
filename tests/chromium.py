"""Debian's Chromium through Playwright, for the browser tests: one place for how it starts.

Never a downloaded browser: `/usr/bin/chromium` from `apt-get install chromium`. Tests
that need it skip with that install command when it (or playwright) is missing.
"""

from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path
from types import ModuleType
from typing import Any, Iterator

import pytest

CHROMIUM = Path("/usr/bin/chromium")
#: as root, without the sandbox; no background traffic (this machine has no network)
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--no-first-run"]
MISSING = "browser tests need Debian's chromium at /usr/bin/chromium (apt-get install chromium)"


def playwright_api() -> ModuleType:
    """playwright.sync_api, or a skip naming what to install."""
    if not CHROMIUM.exists():
        pytest.skip(MISSING)
    return pytest.importorskip("playwright.sync_api",
                               reason="browser tests need playwright (pip install playwright)")


def skip_module_without_chromium() -> ModuleType:
    """For a module of browser tests: skip all of it when Chromium is missing."""
    if not CHROMIUM.exists():
        pytest.skip(MISSING, allow_module_level=True)
    return pytest.importorskip("playwright.sync_api",
                               reason="browser tests need playwright (pip install playwright)")


@contextmanager
def launched(api: ModuleType) -> Iterator[Any]:
    with api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        try:
            yield browser
        finally:
            browser.close()
