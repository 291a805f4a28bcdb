"""The page's report of lines not shown says, of each line it lists, its own reason and
its line number: lines of one kind hidden for different reasons are listed apart.

Fixtures: codex_turns.jsonl (its `session_meta`, `reasoning` and `token_count` lines are
each hidden for two reasons); hand-made lines written here: queue operations of one kind
(`popAll` with and without text) and a subagent file with a hidden line of its own.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from cc2html.options import Options
from cc2html.pipeline import build, convert
from helpers import TEST_DATA, render_path

SID = "11111111-2222-4333-8444-555555555555"


def _rows(page: str) -> list[tuple[str, str, str, str]]:
    """The report's hidden-records rows: (kind, count, lines, reason)."""
    table = page.split('<details class="hidden-records">', 1)[1].split("</table>", 1)[0]
    return re.findall(r"<tr><td><code>(.*?)</code></td><td>(.*?)</td>"
                      r'<td class="where">(.*?)</td><td>(.*?)</td></tr>', table)


def test_each_line_of_a_kind_gets_its_own_reason_and_line():
    rows = [row for row in _rows(render_path(TEST_DATA / "codex_turns.jsonl"))
            if row[0] == "session_meta"]
    assert rows == [("session_meta", "1", "line 1", "session facts: shown in the header"),
                    ("session_meta", "1", "line 20", "the session&#39;s facts again (a resumed "
                     "or forked session copies them)")]


def _queue(n: int, op: str, content: object = None) -> dict:
    line = {"type": "queue-operation", "operation": op, "sessionId": SID,
            "timestamp": f"2026-01-15T10:00:{n:02d}.000Z"}
    return {**line, "content": content} if content is not None else line


def _user(n: int, text: str) -> dict:
    return {"type": "user", "uuid": f"u-{n}", "parentUuid": None, "sessionId": SID,
            "timestamp": f"2026-01-15T10:00:{n:02d}.000Z",
            "message": {"role": "user", "content": text}}


def _write(path: Path, lines: list[dict]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return path


def test_queue_operations_of_one_kind_are_worded_by_their_own_reasons(tmp_path):
    # line 3: a popAll without text (bookkeeping); line 6: one whose text is the prompt
    # it took out; the report must not word line 6 with line 3's reason
    src = _write(tmp_path / "s.jsonl", [
        _user(1, "Start."), _queue(2, "enqueue", "first"), _queue(3, "popAll"),
        _queue(4, "enqueue", "second"), _user(5, "go on"), _queue(6, "popAll", "second")])
    doc, _, _ = build(src)
    hidden = doc.hidden["queue-operation/popAll"]
    assert hidden.count == 2 and len(hidden.reasons) == 2
    lines = {reason: [line for _, line in where] for reason, where in hidden.reasons.items()}
    assert sorted(lines.values()) == [[3], [6]]
    said = {line[0]: reason for reason, line in lines.items()}
    assert "takes every queued prompt back out" in said[3]
    assert "its text is that of the prompts it took out" in said[6]


def test_a_subagent_files_lines_are_named_with_their_file(tmp_path):
    main = _write(tmp_path / f"{SID}.jsonl", [_user(1, "Start.")])
    _write(tmp_path / SID / "subagents" / "agent-a1b2.jsonl", [
        {**_user(1, "Sub start."), "isSidechain": True, "agentId": "a1b2"},
        {"type": "progress", "sessionId": SID, "isSidechain": True, "agentId": "a1b2",
         "uuid": "p-2", "data": {"type": "hook_progress"},
         "timestamp": "2026-01-15T10:00:02.000Z"}])
    doc, _, _ = build(main)
    where = [w for h in doc.hidden.values() for ws in h.reasons.values() for w in ws]
    assert ("agent-a1b2.jsonl", 2) in where
    out = tmp_path / "out.md"
    convert(main, out, options=Options(output_format="md"))
    assert "agent-a1b2.jsonl line 2" in out.read_text(encoding="utf-8")


def test_the_json_report_lists_every_line_by_reason(tmp_path):
    out = tmp_path / "out.json"
    convert(TEST_DATA / "codex_turns.jsonl", out, options=Options(output_format="json"))
    hidden = json.loads(out.read_text(encoding="utf-8"))["report"]["hidden"]
    meta = hidden["session_meta"]
    assert [(r["count"], r["lines"]) for r in meta["by_reason"]] == [(1, [1]), (1, [20])]
    assert meta["reason"] == " | ".join(r["reason"] for r in meta["by_reason"])
