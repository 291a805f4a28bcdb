"""Archive mode: a resumed session's page links the page of the session it continues.

A resumed file's first line (the prompt) still names the old session, whose own file is
`<old id>.jsonl` in the same project: the new page's header links that page; a session
id that names no file of the project stays plain text.
"""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from cc2html.cli.app import app

OLD, NEW = "0ld00000-0000-4000-8000-000000000001", "00e00000-0000-4000-8000-000000000002"


def _line(n: int, sid: str, parent, role: str, text: str) -> dict:
    return {"type": role, "uuid": f"u{n}", "parentUuid": parent, "sessionId": sid,
            "timestamp": f"2026-03-01T10:00:{n:02d}Z",
            "message": {"role": role, "content": text if role == "user" else [
                {"type": "text", "text": text}], **({"id": f"m{n}"} if role != "user" else {})}}


def _write(path: Path, lines: list[dict]) -> None:
    path.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")


def _archive(tmp_path: Path, with_old: bool) -> str:
    project = tmp_path / "src" / "proj"
    project.mkdir(parents=True)
    if with_old:
        _write(project / f"{OLD}.jsonl", [_line(1, OLD, None, "user", "List the tests."),
                                          _line(2, OLD, "u1", "assistant", "Three.")])
    _write(project / f"{NEW}.jsonl", [_line(3, OLD, "u2", "user", "Run them."),
                                      _line(4, NEW, "u3", "assistant", "All pass.")])
    result = CliRunner().invoke(app, [str(tmp_path / "src"), "-o", str(tmp_path / "site"), "-q"])
    assert result.exit_code == 0, result.output
    (page,) = (tmp_path / "site").rglob(f"{NEW}.html")
    return page.read_text(encoding="utf-8")


def test_the_continued_session_is_linked_when_the_archive_has_its_page(tmp_path):
    page = _archive(tmp_path, with_old=True)
    assert f'Continues from session <a href="{OLD}.html"><code>{OLD}</code></a>' in page


def test_without_its_page_the_session_is_named_in_plain_text(tmp_path):
    page = _archive(tmp_path, with_old=False)
    assert f"Continues from session <code>{OLD}</code>" in page
