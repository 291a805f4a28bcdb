"""Typed tool results: the text parsers, the diff structure, and the typed parsers."""

from __future__ import annotations

import cc2html.classify.tools as tool_table
from cc2html.classify.tools import Tool, parse_tool_output
from cc2html.model.tools.base import ToolOutput
from cc2html.model.tools.files import ReadInput, ReadOutput
from cc2html.model.tools.planning import AnswersOutput, PlanOutput
from cc2html.model.tools.search import FileListOutput, MatchesOutput
from cc2html.model.tools.shell import ShellOutput, StatusOutput
from cc2html.render.text.diff import diff_rows
from cc2html.classify.tool_text import is_contiguous, parse_cat_n, parse_links, parse_tags


# --------------------------------------------------------------------------- cat -n


def test_cat_n_tab_and_arrow_formats():
    tab = parse_cat_n("     1\timport os\n     2\t\n     3\tx = 1\n")
    arrow = parse_cat_n("     1→import os\n     2→\n     3→x = 1\n")
    for listing in (tab, arrow):
        assert listing is not None
        assert [(ln.number, ln.text) for ln in listing.lines] == [(1, "import os"), (2, ""),
                                                                  (3, "x = 1")]
        assert listing.rest == "" and listing.head == ""


def test_cat_n_keeps_tabs_and_odd_characters_inside_lines():
    listing = parse_cat_n("    10\t\tindented\twith tabs\r\n    11\tform\x0cfeed")
    assert listing is not None
    assert listing.lines[0].text == "\tindented\twith tabs\r"
    assert listing.lines[1].text == "form\x0cfeed"
    assert listing.lines[0].number == 10


def test_cat_n_splits_off_reminders_and_trailing_text():
    text = ("     1\ta\n     2\tb\n\n<system-reminder>\nLook out.\n</system-reminder>\n"
            "... (file truncated)")
    listing = parse_cat_n(text)
    assert listing is not None
    assert [ln.text for ln in listing.lines] == ["a", "b"]
    assert listing.reminders == ("Look out.",)
    assert listing.rest == "... (file truncated)"


def test_cat_n_rejects_text_that_is_not_a_listing():
    assert parse_cat_n("EISDIR: illegal operation on a directory, read") is None
    assert parse_cat_n("") is None
    assert parse_cat_n("<system-reminder>Warning: the file exists but the contents are empty."
                       "</system-reminder>") is None
    assert parse_cat_n("12 apples\n13 pears") is None  # numbers without tab/arrow


def test_cat_n_head_only_when_allowed():
    text = "The file x.py has been updated. Here's a snippet:\n     4\tdef f():\n     5\t    pass"
    assert parse_cat_n(text) is None
    listing = parse_cat_n(text, allow_head=True)
    assert listing is not None and listing.head.startswith("The file x.py")
    assert [ln.number for ln in listing.lines] == [4, 5]


def test_contiguity():
    listing = parse_cat_n("     1\ta\n     2\tb\n     7\tc")
    assert listing is not None and not is_contiguous(listing.lines)


# --------------------------------------------------------------------------- diff


def test_diff_rows_full_context_and_intra_line_runs():
    d = diff_rows("a = 1\nkeep\ncolour = 'red'", "a = 1\nkeep\ncolor = 'red'")
    kinds = [r.kind for r in d.rows]
    assert kinds == ["ctx", "ctx", "del", "add"]
    assert (d.added, d.removed) == (1, 1)
    deleted = d.rows[2]
    assert [s.text for s in deleted.segments if s.changed] == ["colour"]  # whole words
    assert "".join(s.text for s in deleted.segments) == "colour = 'red'"
    assert "".join(s.text for s in d.rows[3].segments) == "color = 'red'"


def test_diff_rows_unrelated_lines_are_whole_line_changes():
    d = diff_rows("completely different", "nothing alike here!")
    assert all(len(r.segments) == 1 and r.segments[0].changed for r in d.rows)


def test_diff_rows_uneven_blocks_keep_every_line():
    old, new = "x\ny", "x\n1\n2\n3"
    d = diff_rows(old, new)
    assert [r.sign + "".join(s.text for s in r.segments) for r in d.rows] == [
        " x", "-y", "+1", "+2", "+3"]
    assert d.rows[0].old_no == 1 and d.rows[-1].new_no == 4


def test_diff_rows_long_lines_are_not_char_matched():
    old, new = "a" * 1000, "a" * 999 + "b"
    d = diff_rows(old, new)
    assert all(len(r.segments) == 1 for r in d.rows)


def test_diff_of_identical_and_empty_strings():
    assert diff_rows("", "").rows == ()
    same = diff_rows("x\ny", "x\ny")
    assert [r.kind for r in same.rows] == ["ctx", "ctx"] and same.added == same.removed == 0


# --------------------------------------------------------------------------- other text


def test_tags_in_order_with_outside_text():
    parsed = parse_tags("<status>running</status>\n\n<stdout>\nhi\n</stdout>\nextra words")
    assert parsed is not None
    fields, rest = parsed
    assert fields == (("status", "running"), ("stdout", "hi"))
    assert rest == "extra words"
    assert parse_tags("no tags here") is None


def test_links_removed_from_body_only_when_they_parse():
    links, body = parse_links('Results:\n\nLinks: [{"title":"A","url":"https://a.example/"}]\n\n'
                              "Body text.\nLinks: [not json]")
    assert links == (("A", "https://a.example/"),)
    assert "Links: [not json]" in body and "Body text." in body and "a.example" not in body


# --------------------------------------------------------------------------- typed parsers


def out(text: str) -> ToolOutput:
    return ToolOutput(text=text)


def test_read_output_uses_sidecar_path_and_total():
    side = {"type": "text", "file": {"filePath": "/x/app.py", "totalLines": 90}}
    result = parse_tool_output("Read", out("    5\tx = 1\n    6\ty = 2"), side)
    assert isinstance(result, ReadOutput)
    assert result.file_path == "/x/app.py" and result.code == "x = 1\ny = 2"
    assert result.numbers == "5\n6" and result.outcome == "2 lines (5–6) of 90"


def test_read_of_non_listing_stays_generic():
    assert type(parse_tool_output("Read", out("File does not exist."), None)) is ToolOutput


def test_bash_splits_streams_only_when_they_make_up_the_text():
    side = {"stdout": "out", "stderr": "err", "interrupted": False}
    split = parse_tool_output("Bash", out("out\nerr"), side)
    assert isinstance(split, ShellOutput) and (split.stdout, split.stderr) == ("out", "err")
    other = parse_tool_output("Bash", out("Exit code 2\nout"), side)
    assert isinstance(other, ShellOutput)
    assert other.stdout == "Exit code 2\nout" and other.stderr == "err"
    assert type(parse_tool_output("Bash", out("x"), None)) is ToolOutput


def test_answers_from_text_when_no_sidecar():
    text = ('User has answered your questions: "Pick one?"="B", "Say \\"hi\\"?"="yes". '
            "You can now continue.")
    result = parse_tool_output("AskUserQuestion", out(text), "Error: whatever")
    assert isinstance(result, AnswersOutput)
    assert result.answers == (("Pick one?", "B"), ('Say "hi"?', "yes"))


def test_plan_approval_and_restated_plan():
    result = parse_tool_output("ExitPlanMode", out("User has approved your plan.\n\n"
                                                   "## Approved Plan:\n# P\n1. x"), None)
    assert isinstance(result, PlanOutput) and result.approved and result.plan == "# P\n1. x"


def test_file_list_keeps_header_files_and_notes():
    result = parse_tool_output("Glob", out("/a.py\n/b.py\n(Results are truncated.)"),
                               {"numFiles": 2, "truncated": True})
    assert isinstance(result, FileListOutput)
    assert result.files == ("/a.py", "/b.py") and result.notes == ("(Results are truncated.)",)
    assert result.outcome == "2 files (truncated)"
    grep = parse_tool_output("Grep", out("x.py:1:foo"), {"mode": "content", "numLines": 1})
    assert isinstance(grep, MatchesOutput) and grep.outcome == "1 line"


def test_status_output_parses_json_only():
    result = parse_tool_output("KillShell", out('{"message":"killed","shell_id":"b1"}'), None)
    assert isinstance(result, StatusOutput)
    assert result.message == "killed" and result.details == (("message", "killed"),
                                                             ("shell_id", "b1"))
    assert type(parse_tool_output("KillShell", out("Shell b1 is not running"), None)) is ToolOutput


def test_a_parser_that_raises_leaves_the_result_generic(monkeypatch):
    def boom(generic, sidecar):
        raise ValueError("bad")

    monkeypatch.setattr(tool_table, "TOOLS", {"Read": Tool(ReadInput, boom)})
    assert type(parse_tool_output("Read", out("     1\tx"), None)) is ToolOutput
