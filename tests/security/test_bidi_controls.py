"""Bidi controls ("Trojan Source"): shown as markers in the page and the archive, never
obeyed.
"""

from __future__ import annotations

import json
import re
from functools import partial
from pathlib import Path

from helpers import call_lines, render_lines, user_line

SID = "s1"
_user = partial(user_line, sid=SID)
_call = partial(call_lines, sid=SID)


BIDI = re.compile("[\u202a-\u202e\u2066-\u2069]")


def test_bidi_controls_are_shown_not_obeyed(tmp_path: Path) -> None:
    """An RLO in a file name or code made the page read other than the transcript
    ("Trojan Source"); the terminal view marked them, the page and archive now do too."""
    rlo = "invoice\u202egnp.exe \u2066isolate\u2069"
    lines = [_user(1, f"Open {rlo}"), *_call(2, "Read", {"file_path": f"/tmp/{rlo}"},
                                             f"     1\tprint('{rlo}')\n"),
             *_call(3, "TodoWrite", {"todos": [{"content": rlo, "status": rlo}]}, "ok")]
    src = tmp_path / "projects" / "p" / "s.jsonl"
    src.parent.mkdir(parents=True)
    src.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    page = render_lines(lines)
    assert not BIDI.search(page)
    assert "&lt;U+202E&gt;gnp.exe" in page and "&lt;U+2066&gt;isolate&lt;U+2069&gt;" in page
    from typer.testing import CliRunner

    from cc2html.cli.app import app

    out = tmp_path / "site"
    assert CliRunner().invoke(app, [str(tmp_path / "projects"), "-o", str(out), "-q"]).exit_code == 0
    for written in out.rglob("*"):
        if written.is_file() and written.suffix in (".html", ".js"):
            assert not BIDI.search(written.read_text(encoding="utf-8")), written
