"""A page opened from file:// while `cc2html watch` runs shows a new prompt by itself,
with the fold the reader opened still open and the scroll position kept."""

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

from chromium import skip_module_without_chromium
from helpers import REPO, TEST_DATA, user_line

pytestmark = pytest.mark.browser

skip_module_without_chromium()

WAIT = 60.0


def test_a_watched_page_reloads_with_the_new_prompt_keeping_folds_and_scroll(
        tmp_path: Path, open_page):
    session, page = tmp_path / "s.jsonl", tmp_path / "s.html"
    shutil.copy(TEST_DATA / "tools.jsonl", session)
    sid = json.loads(session.read_text(encoding="utf-8").splitlines()[0]).get("sessionId", "s1")
    env = {**os.environ, "PYTHONPATH": str(REPO / "src")}
    proc = subprocess.Popen([sys.executable, "-m", "cc2html", "watch", str(session), "-o",
                             str(page)], env=env, stderr=subprocess.PIPE, text=True)
    try:
        end = time.monotonic() + WAIT
        while not (tmp_path / "s.html.live.js").is_file():
            assert time.monotonic() < end and proc.poll() is None, "watch never rendered"
            time.sleep(0.05)
        w = open_page(page, viewport={"width": 1000, "height": 400})
        fold = w.page.evaluate("""() => {
            const all = [...document.querySelectorAll('main article.msg details:not([open])')];
            const d = all[Math.floor(all.length / 2)];
            d.open = true;
            return [...document.querySelectorAll('details')].indexOf(d); }""")
        w.page.evaluate("() => window.scrollTo(0, 300)")
        w.page.wait_for_timeout(1500)  # the beside-file has been read once: the baseline
        with session.open("a", encoding="utf-8") as fh:
            fh.write(json.dumps(user_line(59, "a prompt typed while the page was open", sid)) + "\n")
        w.page.wait_for_function(
            "() => document.body.textContent.includes('a prompt typed while the page was open')",
            timeout=WAIT * 1000)
        w.page.wait_for_load_state("load")
        assert w.page.evaluate(f"() => document.querySelectorAll('details')[{fold}].open")
        assert abs(w.page.evaluate("() => window.scrollY") - 300) <= 2
    finally:
        proc.send_signal(signal.SIGINT)
        proc.communicate(timeout=WAIT)
