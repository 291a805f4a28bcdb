"""A large session in archive mode (issue 34): its page is a head plus parts beside it, as
in single-file mode, and a later run that renders it whole removes the parts."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app
from cc2html.render.to_html import split
from helpers import deadline

LONG = Path(__file__).parents[3] / "test_data/parts/long.jsonl"


def _run(src: Path, out: Path) -> dict:
    with deadline(120):
        result = CliRunner().invoke(app, [str(src), "-o", str(out), "--json", "-j", "1"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


@pytest.fixture
def long_tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    """A projects folder holding long.jsonl, the sizes lowered so its page splits, one
    process: (the folder, the archive's output folder)."""
    monkeypatch.setenv("CC2HTML_JOBS", "1")
    src, out = tmp_path / "src", tmp_path / "out"
    (src / "proj").mkdir(parents=True)
    shutil.copy(LONG, src / "proj" / "long.jsonl")
    monkeypatch.setattr(split, "THRESHOLD", 100_000)
    monkeypatch.setattr(split, "HEAD_CHARS", 30_000)
    monkeypatch.setattr(split, "PART_CHARS", 60_000)
    return src, out


def test_an_archive_page_splits_and_unsplits(long_tree: tuple[Path, Path],
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    src, out = long_tree
    _run(src, out)
    heads = [p for p in out.rglob("*.html") if p.with_suffix(".parts").is_dir()]
    assert len(heads) == 1, sorted(str(p.relative_to(out)) for p in out.rglob("*"))
    folder = heads[0].with_suffix(".parts")
    assert len(list(folder.glob("part-*.html"))) >= 4
    text = heads[0].read_text(encoding="utf-8")
    assert f'<script src="{folder.name}/loader.js"></script>' in text
    monkeypatch.setattr(split, "THRESHOLD", 10_000_000)
    (src / "proj" / "long.jsonl").touch()  # changed: rendered again
    with open(src / "proj" / "long.jsonl", "a", encoding="utf-8") as fh:
        fh.write("\n")
    _run(src, out)
    assert not folder.exists()
    assert "part-slot" not in heads[0].read_text(encoding="utf-8")


def test_a_rerun_sweeps_a_killed_runs_temporaries_from_a_parts_folder(
        long_tree: tuple[Path, Path]) -> None:
    """A temporary a killed run left in `<page>.parts/` goes on the next run, even when that
    page is not rendered again (claim.sweep); a user's file there stays."""
    src, out = long_tree
    _run(src, out)
    folder = next(p for p in out.rglob("*.parts") if p.is_dir())
    parts = sorted(p.name for p in folder.iterdir())
    (folder / ".cc2html-abcd1234.tmp").write_text("half a part")
    (folder / "mine.txt").write_text("a user's note")
    report = _run(src, out)
    assert report["pages"]["written"] == 0, report["pages"]  # (nothing rendered again)
    assert not (folder / ".cc2html-abcd1234.tmp").exists()
    assert (folder / "mine.txt").read_text() == "a user's note"
    assert sorted(p.name for p in folder.iterdir()) == sorted([*parts, "mine.txt"])


def test_forget_removes_a_split_pages_parts(long_tree: tuple[Path, Path]) -> None:
    """`cc2html forget` on a split session takes its parts folder with the head page (the
    manifest records the page; build.py's removal derives the folder); a user's file in
    the folder stays, and so does the folder then."""
    src, out = long_tree
    _run(src, out)
    folder = next(p for p in out.rglob("*.parts") if p.is_dir())
    head = folder.with_suffix(".html")
    (folder / "mine.txt").write_text("a user's note")
    with deadline(120):
        result = CliRunner().invoke(app, ["forget", "long", "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert not head.exists()
    assert [p.name for p in folder.iterdir()] == ["mine.txt"]


def _recorded(out: Path) -> dict[str, list[str]]:
    from cc2html.archive.manifest import Manifest
    manifest = Manifest(out)
    try:
        return manifest.parts()
    finally:
        manifest.close()


def test_a_split_pages_part_files_are_recorded_and_counted(long_tree: tuple[Path, Path],
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """The manifest lists a split page's part files (relative to OUT) beside its page, the
    report counts those written; when the page fits one file again, those removed."""
    src, out = long_tree
    report = _run(src, out)
    folder = next(p for p in out.rglob("*.parts") if p.is_dir())
    files = sorted(p.relative_to(out).as_posix() for p in folder.iterdir())
    assert report["part_files"] == {"written": len(files), "removed": 0}
    assert list(_recorded(out).values()) == [files]
    assert _run(src, out)["part_files"] == {"written": 0, "removed": 0}  # (unchanged)
    monkeypatch.setattr(split, "THRESHOLD", 10_000_000)
    with open(src / "proj" / "long.jsonl", "a", encoding="utf-8") as fh:
        fh.write("\n")
    report = _run(src, out)
    assert report["part_files"] == {"written": 0, "removed": len(files)}
    assert not folder.exists() and _recorded(out) == {}


def test_a_lost_part_file_renders_the_page_again(long_tree: tuple[Path, Path]) -> None:
    """A run that finds a recorded part file missing renders that session's page again (its
    head would load a part that is not there)."""
    src, out = long_tree
    _run(src, out)
    lost = out / next(iter(_recorded(out).values()))[0]
    lost.unlink()
    report = _run(src, out)
    assert report["pages"]["written"] == 1 and report["part_files"]["written"] > 0
    assert lost.is_file()


def test_a_removed_sessions_part_files_are_counted(long_tree: tuple[Path, Path]) -> None:
    """A session gone from the input under --prune: its page and part files go, counted."""
    src, out = long_tree
    written = _run(src, out)["part_files"]["written"]
    (src / "proj" / "long.jsonl").unlink()
    (src / "proj" / "other.jsonl").write_text("", encoding="utf-8")
    with deadline(120):
        result = CliRunner().invoke(app, [str(src), "-o", str(out), "--json", "-j", "1", "--prune"])
    report = json.loads(result.stdout)
    assert report["part_files"]["removed"] == written, result.output
    assert not list(out.rglob("*.parts")) and _recorded(out) == {}
