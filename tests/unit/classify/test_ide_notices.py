"""IDE notices name their file and lines when Claude Code's sentence says them; any other
wording is shown as written."""

from __future__ import annotations

from cc2html.classify.ide import ide_notice

ASIDE = " This may or may not be related to the current task."


def test_opened_file_names_its_path():
    notice = ide_notice("opened_file", "The user opened the file /w/src/app.py in the IDE." + ASIDE)
    assert notice.path == "/w/src/app.py" and notice.lines == ""


def test_opened_file_in_path_line_form():
    assert ide_notice("opened_file", "\npath: /src/main.ts\ncontent: x\n").path == "/src/main.ts"


def test_selection_names_file_lines_and_keeps_the_text():
    notice = ide_notice("selection", "The user selected the lines 206 to 215 from /w/README.md:"
                        "\nmake install\n\n" + ASIDE.strip())
    assert (notice.path, notice.lines) == ("/w/README.md", "206–215")
    assert notice.content.endswith(ASIDE.strip())


def test_one_line_selection_is_one_line_number():
    notice = ide_notice("selection", "The user selected the lines 98 to 98 from /w/a.md:\nAudio")
    assert notice.lines == "98" and notice.path == "/w/a.md"


def test_other_wording_names_nothing():
    notice = ide_notice("selection", "Something else entirely")
    assert notice.path == "" and notice.content == "Something else entirely"
