"""A page opened from file:// while `cc2html watch` runs shows a new prompt by itself,
with the fold the reader opened still open and the scroll position kept, whatever its
name's length; opened without watch, its look for the live file logs nothing."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from chromium import is_live_probe, skip_module_without_chromium
from helpers import REPO, TEST_DATA, user_line

pytestmark = pytest.mark.browser

skip_module_without_chromium()

WAIT = 60.0


#: a name of 245 bytes: the page's is 250, `<page>.live.js` would be 258 (NAME_MAX 255)
LONG = "é" * 100 + "s" * 45


@pytest.mark.parametrize("stem", ["s", LONG], ids=["short", "longest"])
def test_a_watched_page_reloads_with_the_new_prompt_keeping_folds_and_scroll(
        tmp_path: Path, open_page, stem):
    session, page = tmp_path / f"{stem}.jsonl", tmp_path / f"{stem}.html"
    shutil.copy(TEST_DATA / "tools.jsonl", session)
    sid = json.loads(session.read_text(encoding="utf-8").splitlines()[0]).get("sessionId", "s1")
    env = {**os.environ, "PYTHONPATH": str(REPO / "src")}
    proc = subprocess.Popen([sys.executable, "-m", "cc2html", "watch", str(session), "-o",
                             str(page)], env=env, stderr=subprocess.PIPE, text=True)
    try:
        end = time.monotonic() + WAIT
        while not (tmp_path / ".cc2html-live" / page.name).is_file():
            assert time.monotonic() < end and proc.poll() is None, "watch never rendered"
            time.sleep(0.05)
        w = open_page(page, viewport={"width": 1000, "height": 400})
        fold = w.page.evaluate("""() => {
            const all = [...document.querySelectorAll('main article.msg details:not([open])')];
            const d = all[Math.floor(all.length / 2)];
            d.open = true;
            return [...document.querySelectorAll('details')].indexOf(d); }""")
        w.page.evaluate("() => window.scrollTo(0, 300)")
        w.page.wait_for_timeout(1500)  # the live file has been read once: the baseline
        history = w.page.evaluate("() => history.length")
        with session.open("a", encoding="utf-8") as fh:
            fh.write(json.dumps(user_line(59, "a prompt typed while the page was open", sid)) + "\n")
        w.page.wait_for_function(
            "() => document.body.textContent.includes('a prompt typed while the page was open')",
            timeout=WAIT * 1000)
        w.page.wait_for_load_state("load")
        assert w.page.evaluate(f"() => document.querySelectorAll('details')[{fold}].open")
        assert abs(w.page.evaluate("() => window.scrollY") - 300) <= 2
        assert w.page.evaluate("() => history.length") == history  # the looks left no entry
    finally:
        proc.send_signal(signal.SIGINT)
        proc.communicate(timeout=WAIT)


def test_a_page_opened_without_watch_logs_nothing(tmp_path: Path, browser):
    """The page looks for its live file once, finds none, and the console stays empty: a
    `<script src>` that is not there would log "Failed to load resource"."""
    session, page = tmp_path / "s.jsonl", tmp_path / "s.html"
    shutil.copy(TEST_DATA / "tools.jsonl", session)
    env = {**os.environ, "PYTHONPATH": str(REPO / "src")}
    subprocess.run([sys.executable, "-m", "cc2html", str(session), "-o", str(page), "-q"],
                   env=env, check=True)
    context = browser.new_context()
    try:
        tab, logged, failed, probes = context.new_page(), [], [], []
        tab.on("console", lambda msg: logged.append(f"{msg.type}: {msg.text}"))
        tab.on("pageerror", lambda exc: logged.append(f"pageerror: {exc}"))
        tab.on("requestfailed", lambda req: failed.append(req.url))
        tab.on("request", lambda req: is_live_probe(req.url) and probes.append(req.url))
        tab.goto(page.as_uri(), wait_until="load")
        tab.wait_for_function("() => !document.querySelector('iframe')", timeout=WAIT * 1000)
        tab.wait_for_timeout(1500)  # past the look and its wait for an answer
        assert logged == []
        assert len(probes) == 1, probes  # it looked, once, and stopped
        assert [u for u in failed if not is_live_probe(u)] == []
    finally:
        context.close()
