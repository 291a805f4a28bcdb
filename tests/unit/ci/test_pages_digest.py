""".ci/pages_digest.py, CI's check that every interpreter makes the same pages: one digest
per page (plain and redacted), the same on a second run in another number of processes,
and a comparison that names the file whose page differs and fails.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from helpers import REPO, TEST_DATA

TOOL = REPO / ".ci" / "pages_digest.py"


def _run(*args: object) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [str(REPO / "src"), os.environ.get("PYTHONPATH", "")])}
    return subprocess.run([sys.executable, str(TOOL), *map(str, args)], env=env,
                          capture_output=True, text=True, timeout=300)


def _corpus(tmp_path: Path) -> Path:
    corpus = tmp_path / "corpus"
    (corpus / "nested").mkdir(parents=True)
    shutil.copy(TEST_DATA / "tools.jsonl", corpus / "tools.jsonl")
    shutil.copy(TEST_DATA / "thinking.jsonl", corpus / "nested" / "thinking.jsonl")
    (corpus / "notes.md").write_text("not a transcript\n", encoding="utf-8")
    return corpus


def test_writes_one_digest_per_page_and_mode_whatever_the_processes(tmp_path: Path):
    corpus = _corpus(tmp_path)
    first, second = tmp_path / "a.txt", tmp_path / "b.txt"
    assert _run("write", first, "--corpus", corpus, "--jobs", 1).returncode == 0
    assert _run("write", second, "--corpus", corpus, "--jobs", 2).returncode == 0
    rows = [line.split("\t") for line in first.read_text(encoding="utf-8").splitlines()]
    assert [(mode, name) for _, mode, name in rows] == [
        ("plain", "corpus/nested/thinking.jsonl"), ("redact", "corpus/nested/thinking.jsonl"),
        ("plain", "corpus/tools.jsonl"), ("redact", "corpus/tools.jsonl")]
    assert all(len(digest) == 64 for digest, _, _ in rows)
    assert first.read_bytes() == second.read_bytes()
    same = _run("compare", first, second)
    assert same.returncode == 0 and "4 of 4 pages identical" in same.stdout


def test_a_differing_page_is_named_and_fails(tmp_path: Path):
    main = tmp_path / "main.txt"
    assert _run("write", main, "--corpus", _corpus(tmp_path)).returncode == 0
    other = tmp_path / "other.txt"
    lines = main.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[3] = "error:ValueError:boom\t" + lines[3].split("\t", 1)[1]
    other.write_text("".join(lines), encoding="utf-8")
    differs = _run("compare", main, other)
    assert differs.returncode == 1
    assert "page differs (redact): corpus/tools.jsonl" in differs.stdout
    assert "error:ValueError:boom" in differs.stdout
    other.write_text("".join(lines[:2]), encoding="utf-8")
    missing = _run("compare", main, other)
    assert missing.returncode == 2 and "only in" in missing.stdout


def test_no_transcripts_is_an_error_not_an_empty_pass(tmp_path: Path):
    empty = tmp_path / "empty"
    empty.mkdir()
    result = _run("write", tmp_path / "out.txt", "--corpus", empty)
    assert result.returncode == 2 and "no transcripts" in result.stderr
