"""Debian's Chromium through Playwright, for the browser tests: one place for how it starts,
and a page watched for network requests and console errors (`Watched`).

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


def is_live_probe(url: str) -> bool:
    """A session page's look for its `cc2html watch` live file (static/live.js):
    `.cc2html-live/<page name>?<time>` in the page's own folder."""
    path = url.split("?")[0].split("#")[0]
    return url.startswith("file://") and path.rsplit("/", 2)[-2:-1] == [".cc2html-live"]


class Watched:
    """A page plus everything it asked the network for, every request that failed and
    every console error (none is excused: a page logs nothing when all is well, the
    look for a live file that is not there included)."""

    def __init__(self, context, path: Path) -> None:
        self.context, self.url = context, path.as_uri()
        self.page = context.new_page()
        self.requests: list[str] = []
        self.failed: list[str] = []
        self.errors: list[str] = []
        self.page.on("request", lambda req: self.requests.append(req.url))
        self.page.on("requestfailed", lambda req: self.failed.append(req.url))
        self.page.on("console", self._console)
        self.page.on("pageerror", lambda exc: self.errors.append(str(exc)))

    def _console(self, msg) -> None:
        if msg.type == "error":
            self.errors.append(msg.text)

    @property
    def fetched(self) -> list[str]:
        """Requests, less the looks for the page's own `watch` live file."""
        return [u for u in self.requests if not is_live_probe(u)]

    def goto(self, suffix: str = "") -> "Watched":
        self.page.goto(self.url + suffix, wait_until="load")
        return self

    def assert_clean(self) -> None:
        foreign = [u for u in self.fetched if u.split("#")[0].split("?")[0] != self.url]
        assert not foreign, f"network requests: {foreign}"
        assert not self.errors, f"console errors: {self.errors}"
        failed = [u for u in self.failed if not is_live_probe(u)]
        assert not failed, f"failed requests: {failed}"


def visible(page, selector: str) -> bool:
    return page.locator(selector).first.is_visible()


def ancestors_open(page, selector: str) -> bool:
    return page.eval_on_selector(selector, """el => {
        for (let p = el.parentElement; p; p = p.parentElement)
            if (p.tagName === 'DETAILS' && !p.open) return false;
        return true; }""")
