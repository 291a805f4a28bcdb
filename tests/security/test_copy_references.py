""""Copy as Markdown" from references stays inert: hostile payloads as long tool texts are
references in the data block (render/to_html/copy_refs.py), the page holds them escaped, the block
holds no `<` and only entries, and the copy is the Markdown export's text, payloads and all
(invisible controls as the page's markers, as before references).
"""

from __future__ import annotations

import json

from cc2html.pipeline import build_session, convert
from cc2html.render.to_html.copy_markdown import markdown_entries
from copy_dom import as_shown, resolved
from helpers import render_lines
from hostile import PLACE_PAYLOADS, benign_text, write_hostile
from page_checks import page_problems

SID = "c0ffee00-0000-4000-8000-000000000001"


def _line(n: int, kind: str, content: object) -> dict:
    return {"type": kind, "uuid": f"h{n}", "parentUuid": f"h{n - 1}" if n else None,
            "sessionId": SID, "timestamp": f"2026-01-01T00:00:{n:02d}Z",
            "message": {"role": kind, "content": content}}


def _long(p: str) -> str:
    return "\n".join(f"{p} {k}" for k in range(12))


def hostile_calls() -> list[dict]:
    """Each payload, long, as a command's output, a file read and written, and an edit."""
    lines, n = [_line(0, "user", "go")], 1
    for k, p in enumerate(PLACE_PAYLOADS):
        calls = [("Bash", {"command": "x"}, _long(p)),
                 ("Read", {"file_path": f"/tmp/f{k}.py"},
                  "".join(f"{i:>6}\t{p}\n" for i in range(1, 12))),
                 ("Write", {"file_path": f"/tmp/w{k}.py", "content": _long(p)}, "ok"),
                 ("Edit", {"file_path": f"/tmp/e{k}.py", "old_string": _long(p),
                           "new_string": _long(p) + "\nmore"}, "ok")]
        for c, (name, inp, out) in enumerate(calls):
            tid = f"toolu_h{k}_{c}"
            lines.append(_line(n, "assistant", [{"type": "tool_use", "id": tid, "name": name,
                                                  "input": inp}]))
            lines.append(_line(n + 1, "user", [{"type": "tool_result", "tool_use_id": tid,
                                                 "content": out}]))
            n += 2
    return lines


def test_long_hostile_tool_texts_copy_as_the_export_and_stay_inert(tmp_path):
    lines = hostile_calls()
    page = render_lines(lines)
    assert page_problems(page, benign_text(SID)) == []
    got, refs = resolved(page)
    assert refs >= 2 * len(PLACE_PAYLOADS)  # payloads with controls stay in the block
    src = tmp_path / "session.jsonl"
    src.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    assert got == as_shown(markdown_entries(build_session(src).doc, refs=False))


def test_the_hostile_session_copies_as_the_export(tmp_path):
    src = write_hostile(tmp_path)
    out = tmp_path / "page.html"
    convert(src, out)
    got, _ = resolved(out.read_text(encoding="utf-8"))
    assert got == as_shown(markdown_entries(build_session(src).doc, refs=False))
