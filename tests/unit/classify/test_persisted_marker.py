"""A `<persisted-output>` marker becomes the whole saved output (or its preview alone) and
a `PersistedOutput` that says which (classify/persisted.py). Only a `…/tool-results/<name>`
path gives a name; the match is linear in the text."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from cc2html.classify.persisted import expand_persisted, marker_name
from cc2html.model.tools.base import ToolOutput
from cc2html.read.persisted import PersistedFiles

SAVED = "/home/dev/.claude/projects/-home-dev-p/s1/tool-results"


def _marker(path: str, preview: str = "first lines", size: str = "257.8KB") -> str:
    return (f"<persisted-output>\nOutput too large ({size}). Full output saved to: {path}\n\n"
            f"Preview (first 2KB):\n{preview}\n...\n</persisted-output>")


@pytest.fixture
def files(tmp_path: Path) -> PersistedFiles:
    folder = tmp_path / "tool-results"
    folder.mkdir()
    (folder / "toolu_1.txt").write_text("first lines\nand all the rest\n")
    return PersistedFiles(folder)


def test_a_saved_file_replaces_the_preview_with_the_whole_output(files) -> None:
    out, moved = expand_persisted(ToolOutput(text=_marker(f"{SAVED}/toolu_1.txt")), None, files)
    assert out.text == "first lines\nand all the rest\n"
    assert moved is not None and moved.shown == "whole" and moved.name == "toolu_1.txt"
    assert moved.note == ("Claude Code moved this output (29 B) to tool-results/toolu_1.txt; "
                          "shown whole from there.")


def test_a_missing_file_keeps_the_preview_and_says_so_plainly(files) -> None:
    out, moved = expand_persisted(ToolOutput(text=_marker(f"{SAVED}/gone.txt")), None, files)
    assert out.text == "first lines\n..."  # the preview, without the marker's wrapper
    assert moved is not None and moved.note == (
        "The full output (257.8 KB) was saved to tool-results/gone.txt, which is no longer "
        "there; only the 2 KB preview is shown.")


def test_a_missing_file_is_shown_whole_from_the_lines_own_stdout(files) -> None:
    whole = "first lines\n" + "more output\n" * 500
    out, moved = expand_persisted(ToolOutput(text=_marker(f"{SAVED}/gone.txt")),
                                  {"stdout": whole, "stderr": ""}, files)
    assert out.text == whole and moved is not None and moved.shown == "record"
    assert moved.note.endswith("which is no longer there; shown whole from the copy in the "
                               "transcript line's toolUseResult.")


def test_a_stdout_that_is_not_the_previewed_output_is_not_used(files) -> None:
    for stdout in ("first", "other text\n" * 500):  # shorter, or another start
        out, moved = expand_persisted(ToolOutput(text=_marker(f"{SAVED}/gone.txt")),
                                      {"stdout": stdout}, files)
        assert out.text == "first lines\n..." and moved is not None and moved.shown == "preview"


def test_the_size_claude_code_recorded_is_preferred_to_the_markers(files) -> None:
    sidecar = {"persistedOutputPath": f"{SAVED}/gone.txt", "persistedOutputSize": 84280}
    _, moved = expand_persisted(ToolOutput(text=_marker(f"{SAVED}/gone.txt")), sidecar, files)
    assert moved is not None and moved.size == "82.3 KB"


def test_without_a_session_folder_the_preview_is_shown() -> None:
    out, moved = expand_persisted(ToolOutput(text=_marker(f"{SAVED}/toolu_1.txt")), None, None)
    assert out.text == "first lines\n..." and moved is not None and moved.why == "missing"


@pytest.mark.parametrize("path", [
    "/etc/passwd", f"{SAVED}/../../../../etc/passwd.txt", f"{SAVED}/../toolu_1.txt",
    "tool-results/../toolu_1.txt", "toolu_1.txt", f"{SAVED}/sub/toolu_1.txt",
    "C:\\Users\\x\\tool-results\\..\\toolu_1.txt",
])
def test_a_path_not_in_a_tool_results_folder_is_never_resolved(files, path: str) -> None:
    out, moved = expand_persisted(ToolOutput(text=_marker(path)), None, files)
    assert "all the rest" not in out.text
    assert moved is not None and moved.name == "" and "never read" in moved.note


def test_windows_paths_give_their_name() -> None:
    assert marker_name("C:\\Users\\x\\.claude\\projects\\p\\s\\tool-results\\b1.txt") == "b1.txt"


@pytest.mark.parametrize("text", [
    "", "plain output", "<persisted-output>\nsomething else</persisted-output>",
    " <persisted-output>\nOutput too large (1KB). Full output saved to: /t/tool-results/a.txt"
    "\n\nPreview (first 2KB):\nx</persisted-output>",
])
def test_text_without_a_marker_is_left_alone(files, text: str) -> None:
    generic = ToolOutput(text=text)
    assert expand_persisted(generic, None, files) == (generic, None)


def test_a_hostile_marker_is_matched_in_linear_time(files) -> None:
    long_path = "<persisted-output>\nOutput too large (1KB). Full output saved to: " + \
        "/tool-results" * 200_000
    started = time.perf_counter()
    for text in (long_path, "<persisted-output>\n" + "(" * 500_000, long_path + "\n\n" * 10_000):
        expand_persisted(ToolOutput(text=text), None, files)
    assert time.perf_counter() - started < 1.0
