"""Invisible control characters (render/text/controls.py): shown as markers, never raw."""

from __future__ import annotations

import json
import re
from functools import partial
from pathlib import Path

from hypothesis import given, strategies as st
from typer.testing import CliRunner

from cc2html.cli.app import app
from cc2html.render.text.controls import (has_controls, marked_html, marked_json,
                                          marker_knowing, visible)
from cc2html.resources import static_text, templates_dir
from helpers import call_lines, render_lines, user_line, visible_text

#: what no written page or search file may hold: C0 but tab/newline/CR, DEL, C1, bidi
RAW = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
SID = "s-controls"


_user = partial(user_line, sid=SID)
_call = partial(call_lines, sid=SID)


def _lines() -> list[dict]:
    colour = "\x1b[32m✓\x1b[39m passed \x07bell\x00nul \x9bcsi \x7fdel"
    return [_user(1, f"prompt {colour}"),
            *_call(2, "Write", {"file_path": "/w/log.txt", "content": colour}, "written"),
            *_call(3, "Write", {"file_path": "/w/app.py", "content": f"x = '{colour}'\n"},
                   "written"),
            *_call(4, "Bash", {"command": "make"}, f"plain {colour}"),
            {"type": "summary", "summary": f"title {colour}", "leafUuid": "u1"}]


def test_marker_per_kind() -> None:
    assert visible("\x1b") == "␛" and visible("\x00") == "␀" and visible("\x7f") == "␡"
    assert visible("\x9b") == "\\x9b" and visible("\u202e") == "<U+202E>"
    assert marked_html("a\x1b[1mb\u2066") == "a␛[1mb&lt;U+2066&gt;"
    assert json.loads(marked_json('"\x85\u202e"')) == "\\x85<U+202E>"  # still JSON
    assert marked_html("tab\tnew\nline\r\n") == "tab\tnew\nline\r\n"  # layout stays


def test_our_own_files_hold_none() -> None:
    """marked_html runs over the whole page, inline style and script included: ours must
    hold no control character, or their CSP hashes would no longer match."""
    for name in ("style.css", "app.js", "head.js", "live.js"):
        assert not RAW.search(static_text(name)), name
    for template in Path(templates_dir()).rglob("*.html"):
        assert not RAW.search(template.read_text(encoding="utf-8")), template


def test_known_chunks_are_checked_once_and_marked_alike() -> None:
    """A page's own assets, given as known chunks, pass as they are when clean; one that
    held a control, an equal but other string, and any other chunk are marked as ever."""
    clean, dirty = "body { color: red }" * 3, "var bell = '\x07';"
    marked = marker_knowing([clean, dirty])
    assert marked(clean) is clean
    assert marked(dirty) == marked_html(dirty) != dirty
    other = "".join(["body { color: red }"] * 3)  # equal text, another object
    assert other is not clean and marked(other) == clean
    assert marked("a\x1bb") == marked_html("a\x1bb") == "a\u241bb"


def test_page_shows_markers_and_holds_no_raw_control() -> None:
    page = render_lines(_lines())
    assert not RAW.search(page)
    text = visible_text(page)
    assert "␛[32m✓␛[39m passed ␇bell␀nul" in text  # prompt and written file: visible
    assert "passed" in text and "title" in text


def test_archive_pages_and_search_data_hold_no_raw_control(tmp_path: Path) -> None:
    src = tmp_path / "projects" / "-w" / f"{SID}.jsonl"
    src.parent.mkdir(parents=True)
    src.write_text("".join(json.dumps(x) + "\n" for x in _lines()), encoding="utf-8")
    out = tmp_path / "site"
    result = CliRunner().invoke(app, [str(tmp_path / "projects"), "-o", str(out), "-q"])
    assert result.exit_code == 0, result.output
    written = [p for p in out.rglob("*") if p.is_file() and p.suffix in (".html", ".js")]
    assert len(written) >= 3
    for path in written:
        assert not RAW.search(path.read_text(encoding="utf-8")), path


@given(st.text(alphabet=st.characters(max_codepoint=0x2100), max_size=60))
def test_marked_json_leaves_no_control_and_stays_json(text: str) -> None:
    marked = marked_json(json.dumps(text, ensure_ascii=False))
    assert not RAW.search(marked)
    assert json.loads(marked) == "".join(
        visible(c) if RAW.match(c) and c >= " " else c for c in text)


def test_has_controls_is_true_exactly_when_marked_html_changes_the_text() -> None:
    """Every character but the surrogates, between others: a chunk said to hold no
    control (its facts, computed in a worker) is one `marked_html` returns as it is."""
    for code in range(0x110000):
        if 0xD800 <= code <= 0xDFFF:
            continue
        text = f"a{chr(code)}é"
        assert has_controls(text) == (marked_html(text) != text), hex(code)
