"""Persisted tool output is read from the session's own `tool-results/` folder only, by a
file name (read/persisted.py, read/sidecars.py): never through a symlink, never a FIFO,
within the per-file and per-session budgets, decoded tolerantly and masked by --redact."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from cc2html.read.persisted import PersistedFiles
from cc2html.read.sidecars import find_tool_results, is_tool_result_name, list_folder, \
    tool_results_folder
from cc2html.redact.redactor import Redactor
from fake_secrets import SAMPLES


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    found = tool_results_folder(tmp_path / "s1.jsonl")
    found.mkdir(parents=True)
    return found


def test_the_folder_is_beside_the_transcript_named_by_its_stem(tmp_path: Path) -> None:
    assert tool_results_folder(tmp_path / "abc.jsonl") == tmp_path / "abc" / "tool-results"


@pytest.mark.parametrize("name", ["toolu_01Ab.txt", "bqqw0ykde.txt", "x-y_z.json", "a.b.txt"])
def test_names_claude_code_writes_are_tool_results_names(name: str) -> None:
    assert is_tool_result_name(name)


@pytest.mark.parametrize("name", ["../x.txt", "..", "a/b.txt", "a\\b.txt", ".hidden.txt",
                                  "x.sh", "", "x.txt\0", "x" * 300 + ".txt", "/etc/passwd"])
def test_paths_and_odd_names_are_not_tool_results_names(name: str) -> None:
    assert not is_tool_result_name(name)


def test_discovery_lists_the_folders_files_by_name(folder: Path, tmp_path: Path) -> None:
    (folder / "b.txt").write_text("b")
    (folder / "a.json").write_text("{}")
    (folder / "notes.md").write_text("not one")
    (folder / "sub").mkdir()
    assert list(find_tool_results(tmp_path / "s1.jsonl", list_folder)) == ["a.json", "b.txt"]


def test_a_file_is_read_whole(folder: Path) -> None:
    (folder / "t.txt").write_bytes("line ✓\n".encode() * 3)
    got = PersistedFiles(folder).load("t.txt")
    assert got.text == "line ✓\n" * 3 and got.size == got.shown == 27 and got.why == ""


def test_undecodable_bytes_are_replaced_not_fatal(folder: Path) -> None:
    (folder / "t.txt").write_bytes(b"ok \xff\xfe end")
    assert PersistedFiles(folder).load("t.txt").text == "ok \ufffd\ufffd end"


def test_a_missing_file_or_folder_says_missing(folder: Path, tmp_path: Path) -> None:
    assert PersistedFiles(folder).load("gone.txt").why == "missing"
    assert PersistedFiles(tmp_path / "nowhere" / "tool-results").load("x.txt").why == "missing"


def test_a_name_with_a_path_is_never_opened(folder: Path) -> None:
    (folder.parent / "outside.txt").write_text("SECRET")
    files = PersistedFiles(folder)
    for name in ("../outside.txt", str(folder.parent / "outside.txt"), ".."):
        got = files.load(name)
        assert got.text is None and got.why == "not a tool-results name"


def test_a_symlinked_file_is_not_followed(folder: Path, tmp_path: Path) -> None:
    (tmp_path / "secret.txt").write_text("SECRET")
    (folder / "link.txt").symlink_to(tmp_path / "secret.txt")
    got = PersistedFiles(folder).load("link.txt")
    assert got.text is None and got.why == "a symbolic link, not followed"


def test_a_symlinked_folder_is_not_followed(tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "x.txt").write_text("SECRET")
    folder = tool_results_folder(tmp_path / "s2.jsonl")
    folder.parent.mkdir()
    folder.symlink_to(elsewhere, target_is_directory=True)
    got = PersistedFiles(folder).load("x.txt")
    assert got.text is None and got.why == "a symbolic link, not followed"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_never_read(folder: Path) -> None:
    os.mkfifo(folder / "pipe.txt")
    got = PersistedFiles(folder).load("pipe.txt")  # would block forever if read
    assert got.text is None and got.why == "not a file"


def test_a_file_past_the_file_limit_shows_its_start(folder: Path) -> None:
    (folder / "big.txt").write_text("x" * 1000)
    got = PersistedFiles(folder, file_limit=100).load("big.txt")
    assert got.text == "x" * 100 and got.shown == 100 and got.size == 1000


def test_the_session_budget_is_shared_and_then_spent(folder: Path) -> None:
    for name in ("a.txt", "b.txt", "c.txt"):
        (folder / name).write_text("y" * 60)
    files = PersistedFiles(folder, session_limit=100)
    assert files.load("a.txt").shown == 60
    assert files.load("b.txt").shown == 40  # what is left
    assert files.load("c.txt").why == "over budget"
    assert files.load("a.txt").shown == 60  # asked again: the same answer, not charged twice


def test_redaction_masks_the_saved_output(folder: Path) -> None:
    _, text, fingerprint = SAMPLES[0]
    (folder / "t.txt").write_text(f"build log\n{text}\n")
    got = PersistedFiles(folder, Redactor()).load("t.txt")
    assert got.text is not None and fingerprint not in got.text and "build log" in got.text
