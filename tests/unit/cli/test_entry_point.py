"""The installed command (`cli.run`: main, flush, fast exit) keeps exit codes and output."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from helpers import REPO, TEST_DATA



def _run(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(REPO / "src"), "HOME": str(cwd)}
    return subprocess.run([sys.executable, "-m", "cc2html", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=120)


def test_exit_codes_and_flushed_output(tmp_path: Path):
    out = tmp_path / "page.html"
    done = _run(str(TEST_DATA / "tools.jsonl"), "-o", str(out), "--json", cwd=tmp_path)
    assert done.returncode == 0 and json.loads(done.stdout)["exit_code"] == 0
    assert out.read_text().rstrip().endswith("</html>") and "wrote" in done.stderr
    assert _run(str(tmp_path / "missing.jsonl"), cwd=tmp_path).returncode == 1
    assert _run("--no-such-option", cwd=tmp_path).returncode == 2
    bad = tmp_path / "bad.jsonl"
    bad.write_text((TEST_DATA / "tools.jsonl").read_text() + "not json\n")
    assert _run(str(bad), "-o", str(out), "--strict", "-q", cwd=tmp_path).returncode == 3


def test_page_on_stdout_is_complete(tmp_path: Path):
    done = _run(str(TEST_DATA / "tools.jsonl"), "-o", "-", "-q", cwd=tmp_path)
    assert done.returncode == 0 and done.stdout.rstrip().endswith("</html>")
