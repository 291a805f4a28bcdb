"""The first pass over a large transcript (read/prescan.py) and the cut into segments
(read/cut.py), on hand-made lines written here (issue 34 item 2)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from cc2html.classify.system_recent import HIDDEN_SUBTYPES
from cc2html.read.cut import cut, cut_points, streamable
from cc2html.read.prescan_record import Parents
from cc2html.read.prescan import (CARD, MACHINERY_PREFIXES, NOTED, PROMPT, QUEUE,
                                  RECORD_SUBTYPES, prescan_lines)
from cc2html.read.prescan_file import prescan
from cc2html.read import prescan_line
from cc2html.model.tools import agents
from cc2html.tree import build

T0 = "2026-01-01T00:00:{:02d}.000Z"


def _line(n: int, kind: str, parent: int | None, content: Any = None, **extra: Any) -> dict:
    """A Claude Code line (../shared/formats.md): uuid u<n>, parent u<parent>."""
    line = {"type": kind, "uuid": f"u{n}", "parentUuid": f"u{parent}" if parent else None,
            "sessionId": "s1", "timestamp": T0.format(n), "isSidechain": False}
    if content is not None:
        line["message"] = {"role": kind, "content": content}
    line.update(extra)
    return line


def _prompt(n: int, parent: int | None, text: str = "do it") -> dict:
    return _line(n, "user", parent, text)


def _call(n: int, parent: int, call: str, mid: str = "m", **usage: int) -> dict:
    line = _line(n, "assistant", parent, [{"type": "tool_use", "id": call, "name": "Bash",
                                           "input": {"command": "ls"}}])
    line["message"].update(id=mid, model="claude-x", usage=usage or {"input_tokens": 1})
    return line


def _result(n: int, parent: int, call: str) -> dict:
    return _line(n, "user", parent, [{"type": "tool_result", "tool_use_id": call,
                                      "content": "ok"}])


def _reply(n: int, parent: int, mid: str = "r", **usage: int) -> dict:
    line = _line(n, "assistant", parent, [{"type": "text", "text": "done"}])
    line["message"].update(id=mid, model="claude-x", usage=usage)
    return line


def _scan(lines: list[dict]):
    return prescan_lines([(json.dumps(x) + "\n").encode() for x in lines])


def test_the_copies_agree_with_their_sources() -> None:
    assert MACHINERY_PREFIXES == build.MACHINERY_PREFIXES
    assert RECORD_SUBTYPES == set(HIDDEN_SUBTYPES) | {"bridge_status"}
    assert prescan_line.SPAWN_TOOLS == agents.SPAWN_TOOLS


def test_offsets_numbers_and_prompts(tmp_path: Path) -> None:
    lines = [_prompt(1, None), _call(2, 1, "c1"), _result(3, 2, "c1"), _reply(4, 3),
             _line(5, "user", 4, "<bash-stdout>x</bash-stdout>"),
             _line(6, "user", 5, "reminder", isMeta=True), _prompt(7, 6, "again")]
    raw = [(json.dumps(x) + "\n").encode() for x in lines]
    path = tmp_path / "s.jsonl"
    path.write_bytes(raw[0] + b"\n" + b"".join(raw[1:]))  # a blank line 2
    scan = prescan(path)
    assert list(scan.numbers) == [1, 3, 4, 5, 6, 7, 8]
    assert list(scan.offsets) == [0] + [len(raw[0]) + 1 + sum(map(len, raw[1:k]))
                                        for k in range(1, 7)]
    assert [bool(f & PROMPT) for f in scan.flags] == [True, False, False, False, False,
                                                      False, True]
    assert scan.size == path.stat().st_size and scan.prompt_count == 2


def test_usage_peaks_once_per_message_and_times_leave_records_out() -> None:
    scan = _scan([_prompt(1, None), _reply(2, 1, "m1", input_tokens=5, output_tokens=1),
                  _reply(3, 2, "m1", input_tokens=5, output_tokens=9),
                  _reply(4, 3, "m2", input_tokens=2, output_tokens="x"),  # not a count
                  {**_line(59, "system", 4), "subtype": "session_start"}])
    assert scan.token_sums() == (7, 9, 0, 0)
    assert list(scan.models) == ["claude-x"]
    assert scan.conversation().span() == (T0.format(1), T0.format(4), 3.0)
    assert scan.conversation().active_s() == 3.0


def test_a_file_of_sidechain_lines_is_timed_by_them() -> None:
    scan = _scan([{**_prompt(3, None), "isSidechain": True},
                  {**_reply(5, 3), "isSidechain": True}])
    assert scan.conversation().span() == (T0.format(3), T0.format(5), 2.0)
    assert scan.prompt_count == 0  # a subagent's prompt is no turn of the session


def _turns(count: int, first: int = 1) -> list[dict]:
    """`count` turns of prompt, call, result, reply (4 lines each), chained."""
    out: list[dict] = []
    for k in range(count):
        n = first + 4 * k
        out += [_prompt(n, n - 1 if n > 1 else None), _call(n + 1, n, f"c{n}"),
                _result(n + 2, n + 1, f"c{n}"), _reply(n + 3, n + 2)]
    return out


def test_segments_start_at_prompts_and_cover_the_file() -> None:
    scan = _scan(_turns(6))
    assert list(cut_points(scan)) == [4, 8, 12, 16, 20]
    segments = cut(scan, target=1)
    assert [s.first for s in segments] == [0, 4, 8, 12, 16, 20]
    assert segments[0].start == 0 and segments[-1].end == scan.size
    assert all(a.end == b.start for a, b in zip(segments, segments[1:]))
    assert [s.line for s in segments] == [1, 5, 9, 13, 17, 21]
    one_turn = scan.offsets[4]
    assert [s.first for s in cut(scan, target=2 * one_turn)] == [0, 8, 16]
    assert len(cut(scan, target=scan.size)) == 1


def test_no_cut_between_a_call_and_its_late_result() -> None:
    lines = _turns(3)  # turn 2's prompt (line 5) comes while turn 1's c1 is still open
    lines[2], lines[4] = lines[4], lines[2]
    lines[2]["parentUuid"], lines[4]["parentUuid"] = "u2", "u5"
    scan = _scan(lines)
    assert 4 not in list(cut_points(scan)) and 8 in list(cut_points(scan))


def test_a_call_never_answered_blocks_nothing() -> None:
    lines = _turns(3)
    del lines[6]  # turn 2's result: its call stays open
    lines[6]["parentUuid"] = "u6"
    assert list(cut_points(_scan(lines))) == [4, 7]


def test_a_rewind_keeps_its_span_in_one_segment() -> None:
    lines = _turns(5)
    lines[12]["parentUuid"] = "u4"  # turn 4's prompt goes back to turn 1's reply
    points = list(cut_points(_scan(lines)))
    assert points == [16]  # not at turns 2 and 3 (inside the span) nor 4 (its parent is
    # not the line before it), at turn 5 (its parent is)


def test_several_sessions_or_unreadable_lines_do_not_stream() -> None:
    assert streamable(_scan(_turns(2)))
    other = {**_prompt(9, 8), "sessionId": "s2"}
    assert not streamable(_scan(_turns(2) + [other]))
    scan = prescan_lines([b"{not json\n"] + [(json.dumps(x) + "\n").encode()
                                             for x in _turns(1)])
    assert scan.unread == 1 and not streamable(scan)


def _queue(op: str, text: str = "") -> dict:
    line = {"type": "queue-operation", "operation": op, "sessionId": "s1",
            "timestamp": T0.format(0)}
    return {**line, "content": text} if text else line


def test_a_queued_prompt_keeps_its_run_in_one_segment_when_asked() -> None:
    lines = _turns(4)  # queued during turn 1, delivered as turn 3's prompt: no cut at turns
    lines.insert(2, _queue("enqueue", "do it"))  # 2 and 3 with queue=True (the rule before
    lines.insert(9, _queue("dequeue"))  # the queue was resolved for the whole session)
    assert list(cut_points(_scan(lines), queue=True)) == [14]


def test_a_prompt_never_taken_out_of_the_queue_blocks_nothing() -> None:
    lines = _turns(4)
    lines.insert(6, _queue("enqueue", "later"))
    assert list(cut_points(_scan(lines), queue=True)) == [4, 9, 13]


def test_the_queue_blocks_no_cut_by_default() -> None:
    lines = _turns(4)
    lines.insert(2, _queue("enqueue", "do it"))
    lines.insert(9, _queue("dequeue"))
    scan = _scan(lines)
    assert list(cut_points(scan)) == [5, 10, 14]
    assert [s.first for s in cut(scan, target=1)] == [0, 5, 10, 14]


def test_the_lines_the_queue_resolution_reads_again() -> None:
    lines = _turns(2)  # prompts at lines 1 and 5 (8 once three lines are inserted)
    lines[0]["version"] = "1.0"
    lines.insert(2, _queue("enqueue", "do it"))
    lines.insert(3, {"type": "attachment", "sessionId": "s1", "version": "2.0",
                     "attachment": {"type": "queued_command", "prompt": "do it"}})
    lines.insert(4, {"type": "attachment", "sessionId": "s1",
                     "attachment": {"type": "hook_success"}})
    rereads = _scan(lines).rereads
    kinds = {"queue-operation": QUEUE, "attachment": CARD, "user": NOTED}
    assert list(rereads.numbers) == [1, 3, 4, 8]  # (hook attachment, results: not read)
    assert list(rereads.flags) == [NOTED, QUEUE, CARD, NOTED]
    assert [kinds[lines[n - 1]["type"]] for n in rereads.numbers] == list(rereads.flags)
    assert rereads.versions == {3: "1.0", 4: "2.0"}  # (own, else the running one)
    assert rereads.first == {"s1": "1.0"}


def test_a_parent_named_away_from_the_chain_is_its_first_line() -> None:
    lines = _turns(3)  # line 9 (a prompt) names line 2 (a rewind); line 2's uuid written
    lines[8]["parentUuid"] = "u2"  # twice (a copy at 6): the first is the parent
    lines[5]["uuid"] = "u2"
    scan = _scan(lines)
    assert scan.parents[8] == 1 and scan.parents[4] == 3 and scan.parents[0] == -1
    assert 8 not in cut_points(scan)


def test_a_hash_shared_by_two_uuids_is_told_apart_by_reading_them_again() -> None:
    parents = Parents()  # lines 0 and 1's uuids given one hash; line 2 names line 1's uuid
    parents.hashes.extend([hash("b"), hash("b"), 0])
    parents.add(2, "b")
    named = [None, None, "b"].__getitem__  # (line 2's parent, read again)
    assert list(parents.resolve(["a", "b", None].__getitem__, named)) == [(2, 1)]
    assert list(parents.resolve(["a", "c", None].__getitem__, named)) == []  # (no line)
    assert list(parents.resolve(named, named, first=True)) == [(2, 0)]
