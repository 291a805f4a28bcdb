#!/usr/bin/env python3
"""Watch latency (issue 16 §3): from an append to a session until the page open in
Chromium shows it, over 20 appends to a copy of a real session (not a test; run by hand).

Starts `cc2html watch COPY -o PAGE` with the cc2html on PYTHONPATH, opens PAGE from
file:// in Debian's Chromium (Playwright), then 20 times appends a user prompt, waits
until the page's text holds it, and prints the median and the maximum:

    CC2HTML_SHARED=/work/shared PYTHONPATH=$PWD/src python benchmarks/watch_latency.py [SESSION]

The figure is the debounce's quiet period (0.3 s) + the render + up to one poll of the
page (1 s) + the reload.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

SHARED = Path(os.environ.get("CC2HTML_SHARED", Path(__file__).resolve().parents[2] / "shared"))
DEFAULT = (SHARED / "corpus/marot-spotter/test/fixtures/transcripts/"
           "258c7280-ae70-4798-800f-63464d01a85d.jsonl")
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--no-first-run"]
APPENDS = 20


def _prompt(n: int, sid: str) -> tuple[str, str]:
    text = f"watch latency probe {n} {time.time_ns()}"
    line = {"type": "user", "uuid": f"watch-probe-{n}", "sessionId": sid,
            "timestamp": f"2099-01-01T00:00:{n:02d}Z", "userType": "external",
            "message": {"role": "user", "content": text}}
    return text, json.dumps(line) + "\n"


def _shows(page, text: str) -> bool:
    try:
        return bool(page.evaluate("t => document.body && document.body.textContent.includes(t)",
                                  text))
    except Exception:  # the page is reloading: its context is gone for a moment
        return False


def _wait_for(check, timeout: float = 60.0) -> None:
    end = time.monotonic() + timeout
    while not check():
        if time.monotonic() > end:
            raise SystemExit("gave up waiting")
        time.sleep(0.01)


def main() -> None:
    source = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT
    work = Path(tempfile.mkdtemp(prefix="cc2html-watch-"))
    session, page_file = work / source.name, work / (source.stem + ".html")
    shutil.copy(source, session)
    first = json.loads(session.read_text(encoding="utf-8").splitlines()[0])
    sid = first.get("sessionId", "s")
    proc = subprocess.Popen([sys.executable, "-m", "cc2html", "watch", str(session), "-o",
                             str(page_file), "-q"])
    live = page_file.with_name(page_file.name + ".live.js")
    try:
        _wait_for(live.is_file)
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            page = browser.new_page()
            page.goto(page_file.as_uri(), wait_until="load")
            time.sleep(1.5)  # the page has read its beside-file once
            seconds = []
            for n in range(APPENDS):
                text, line = _prompt(n, sid)
                start = time.monotonic()
                with session.open("a", encoding="utf-8") as fh:
                    fh.write(line)
                _wait_for(lambda: _shows(page, text))
                seconds.append(time.monotonic() - start)
                time.sleep(0.5)
            browser.close()
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(60)
        shutil.rmtree(work, ignore_errors=True)
    print(f"{source.name} ({source.stat().st_size / 1e6:.1f} MB), {APPENDS} appends: "
          f"median {statistics.median(seconds):.2f} s, max {max(seconds):.2f} s")


if __name__ == "__main__":
    main()
