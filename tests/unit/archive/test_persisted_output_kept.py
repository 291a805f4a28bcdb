"""An archive keeps the tool output Claude Code moved to `<session>/tool-results/`: the
session's kept copy holds those files, a page rendered again from the copy after Claude
Code deleted the session folder still shows the whole output, a changed tool-results file
counts as a change of the session, and a symlink there is never kept. Fixture:
test_data/persisted_output (make_persisted_fixtures.py)."""

from __future__ import annotations

import json
import shutil
import tarfile
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.archive import build as build_module
from cc2html.cli.app import app
from helpers import TEST_DATA, deadline

NAME = "persisted_output"
PROJECT = "-home-dev-project"
WHOLE = b"All 80 tests passed"  # the saved output's last line: not in the 2 KB preview


def _run(src: Path, out: Path, *more: str) -> dict:
    with deadline(60):
        result = CliRunner().invoke(app, [str(src), "-o", str(out), "--json", "-j", "1", *more])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def _listing(copy: Path) -> list:
    with tarfile.open(copy, "r:gz") as tar:
        return json.loads(tar.extractfile("files.json").read())  # type: ignore[union-attr]


@pytest.fixture
def src(tmp_path: Path) -> Path:
    root = tmp_path / "projects"
    (root / PROJECT).mkdir(parents=True)
    shutil.copy(TEST_DATA / f"{NAME}.jsonl", root / PROJECT)
    shutil.copytree(TEST_DATA / NAME, root / PROJECT / NAME)
    (root / PROJECT / "other.jsonl").write_text(  # keeps the project folder when NAME goes
        json.dumps({"type": "user", "uuid": "o1", "sessionId": "o", "cwd": "/w",
                    "timestamp": "2026-01-01T00:00:00Z",
                    "message": {"role": "user", "content": "other words"}}) + "\n")
    return root


def test_the_kept_copy_holds_the_tool_results_files(src: Path, tmp_path: Path) -> None:
    out = tmp_path / "site"
    _run(src, out)
    copy = out / ".cc2html" / "sources" / PROJECT / f"{NAME}.tgz"
    rels = [rel for rel, _ in _listing(copy)]
    assert f"{PROJECT}/{NAME}/tool-results/toolu_big1.txt" in rels
    assert f"{PROJECT}/{NAME}/tool-results/toolu_big2.json" in rels
    assert not any("outside.txt" in rel for rel in rels)  # beside the folder: not its


def test_a_page_rendered_from_the_copy_still_shows_the_whole_output(src: Path, tmp_path: Path,
                                                                    monkeypatch) -> None:
    out = tmp_path / "site"
    _run(src, out)
    page = out / PROJECT / f"{NAME}.html"
    assert WHOLE in page.read_bytes()
    (src / PROJECT / f"{NAME}.jsonl").unlink()  # Claude Code's cleanup
    shutil.rmtree(src / PROJECT / NAME)
    monkeypatch.setattr(build_module, "renderer_fingerprint", lambda options: "a-new-version")
    data = _run(src, out)
    assert data["kept_source_deleted"] == 1 and data["unreadable"] == []
    again = page.read_bytes()
    assert b"source deleted" in again  # rendered again, from the copy
    assert WHOLE in again and b"shown whole from there" in again
    assert b"toolu_big1.txt, which is no longer there" not in again


def test_a_changed_tool_results_file_redoes_the_page(src: Path, tmp_path: Path) -> None:
    out = tmp_path / "site"
    _run(src, out)
    page = out / PROJECT / f"{NAME}.html"
    saved = src / PROJECT / NAME / "tool-results" / "toolu_big1.txt"
    saved.write_text(saved.read_text() + "one more line, written later\n")
    _run(src, out)
    assert b"one more line, written later" in page.read_bytes()
    copy = out / ".cc2html" / "sources" / PROJECT / f"{NAME}.tgz"
    with tarfile.open(copy, "r:gz") as tar:
        held = b"".join(tar.extractfile(m).read() for m in tar.getmembers()  # type: ignore[union-attr]
                        if m.isfile())
    assert b"one more line, written later" in held  # the copy holds the new bytes


def test_a_symlink_in_tool_results_is_neither_read_nor_kept(src: Path, tmp_path: Path) -> None:
    out = tmp_path / "site"
    secret = tmp_path / "secret.txt"
    secret.write_text("TOP-SECRET-BYTES\n")
    (src / PROJECT / NAME / "tool-results" / "toolu_link.txt").symlink_to(secret)
    _run(src, out)
    assert b"TOP-SECRET-BYTES" not in (out / PROJECT / f"{NAME}.html").read_bytes()
    copy = out / ".cc2html" / "sources" / PROJECT / f"{NAME}.tgz"
    assert not any("toolu_link" in rel for rel, _ in _listing(copy))
