"""The Markdown export states each tool result once: a result's typed fields (an edit's
message, a command's stdout, a Read's lines), not its raw text beside them as well
(render/to_markdown/md_fields.py `result_data`); a text that says more than its fields,
and the text of an output whose page view shows its text, stay."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from hypothesis import given, strategies as st

from cc2html.options import Options
from cc2html.pipeline import convert
from cc2html.render.results import _WORD, _words
from cc2html.render.to_markdown.md_fields import result_data
from helpers import call_lines
from md_anchors_check import heading_ids, in_file_links

FILE = "/home/dev/project/src/main.py"


def export_lines(tmp_path: Path, lines: list[Any]) -> str:
    src, out = tmp_path / "s.jsonl", tmp_path / "s.md"
    src.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    convert(src, out, options=Options(output_format="md"))
    return out.read_text(encoding="utf-8")


def test_an_edit_a_command_and_a_read_state_their_result_once(tmp_path):
    lines = [*call_lines(1, "Edit", {"file_path": FILE, "old_string": "a = 1",
                                     "new_string": "a = 2"},
                         f"The file {FILE} has been updated successfully."),
             *call_lines(2, "Bash", {"command": "echo unique-shell-words"},
                         "unique-shell-words printed here"),
             *call_lines(3, "Read", {"file_path": FILE},
                         "     1\tdef zebra_function():\n     2\t    return 42\n")]
    md = export_lines(tmp_path, lines)
    assert md.count("has been updated successfully") == 1
    assert md.count("unique-shell-words printed here") == 1
    assert md.count("zebra_function") == 1
    # each call's heading (whole: its input leaves the path out), the Edit's message and
    # the session's Changes list (md_changes): not the results' file_path
    assert md.count(FILE) == 4
    assert f"Read: {FILE} — ✓" in md and "*file_path*" not in md and "*file*:" not in md


def test_a_generic_result_keeps_its_text(tmp_path):
    md = export_lines(tmp_path, call_lines(1, "SomeMcpTool", {"q": "x"}, "generic words here"))
    assert md.count("generic words here") == 1


def test_a_text_with_more_words_than_its_fields_stays():
    output = {"type": "FileChangeOutput", "text": "updated; and a note", "message": "updated"}
    assert result_data(output)["text"] == "updated; and a note"
    same = {"type": "FileChangeOutput", "text": "updated", "message": "updated",
            "file_path": FILE}
    assert result_data(same, FILE) == {"type": "FileChangeOutput", "message": "updated"}
    assert result_data(same, "/elsewhere.py")["file_path"] == FILE
    generic = {"type": "ToolOutput", "text": "anything"}
    assert result_data(generic) == generic


_TEXTS = st.text(alphabet="ab c_\n.é1", max_size=12)


@given(text=_TEXTS, fields=st.dictionaries(st.sampled_from(["stdout", "stderr", "content"]),
                                           st.one_of(_TEXTS, st.lists(_TEXTS, max_size=3),
                                                     st.integers(0, 20)), max_size=3))
def test_the_text_goes_exactly_when_its_fields_hold_every_word(text, fields):
    """The shortcut (a field that is the text itself) decides as the word sets do."""
    output = {"type": "ShellOutput", "text": text, **fields}
    rest = _words([v for k, v in output.items() if k not in ("type", "text")], set())
    restated = bool(text) and set(_WORD.findall(text)) <= rest
    assert ("text" not in result_data(output)) == restated


def test_a_file_read_again_unchanged_links_to_the_first_read(tmp_path):
    body = "".join(f"{n:6}\tline_{n}_of_the_module = {n}\n" for n in range(1, 40))
    lines = [*call_lines(1, "Read", {"file_path": FILE}, body),
             *call_lines(2, "Read", {"file_path": FILE}, body),
             *call_lines(3, "Read", {"file_path": FILE}, body.replace("= 7\n", "= 8\n"))]
    md = export_lines(tmp_path, lines)
    assert md.count("line_20_of_the_module") == 1  # the third, changed: a diff of it
    assert "*lines* 1–39: the lines 1–39 of [an earlier Read call](#" in md
    assert "-line_7_of_the_module = 7\n+line_7_of_the_module = 8" in md
    same = [line for line in md.splitlines() if "character for character" in line]
    assert len(same) == 1 and same[0].startswith("*lines* 1–39: the same")
    targets, ids = in_file_links(same[0]), heading_ids(md)
    assert len(targets) == 1 and ids[targets[0]] == f"▤ Read: {FILE} — ✓"
    assert list(ids).index(targets[0]) < list(ids).index(targets[0] + "-1")  # the first
