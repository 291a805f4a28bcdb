#!/usr/bin/env python3
"""Writes the fixtures of how one thread is laid out (issue 13 items 6 and 10), reproducibly.

thinking_reply: thinking blocks of API messages with and without text, and lines without
a message id. Run `python test_data/make_thread_fixtures.py`, then refresh the goldens
with `pytest tests/golden --update-golden` and read the diff.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

HERE = Path(__file__).resolve().parent
SESSION = "7e4d0000-0000-4000-8000-000000000001"


class Thread:
    """Lines chained by parentUuid (`parent` may be set to fork), deterministic ids."""

    def __init__(self, name: str, session: str = SESSION) -> None:
        self.name, self.session = name, session
        self.lines: list[dict] = []
        self.parent: Optional[str] = None

    def line(self, kind: str, message: dict, **extra: object) -> str:
        n = len(self.lines) + 1
        uid = f"{self.name[:8]:0<8}-0000-4000-8000-{n:012d}".replace("_", "0")
        entry = {"parentUuid": self.parent, "isSidechain": False, "userType": "external",
                 "cwd": "/home/dev/project", "sessionId": self.session, "version": "2.1.38",
                 "gitBranch": "main", "type": kind, "message": message, "uuid": uid,
                 "timestamp": f"2026-02-01T09:{n // 60:02d}:{n % 60:02d}.000Z"}
        entry.update(extra)
        self.parent = uid
        self.lines.append(entry)
        return uid

    def user(self, content: object, **extra: object) -> str:
        return self.line("user", {"role": "user", "content": content}, **extra)

    def block(self, block: dict, msg_id: Optional[str], **extra: object) -> str:
        message = {"type": "message", "role": "assistant", "model": "claude-opus-4-6",
                   "content": [block], "stop_reason": None,
                   "usage": {"input_tokens": 5, "output_tokens": 7}}
        if msg_id is not None:
            message["id"] = msg_id
        return self.line("assistant", message, **extra)

    def text(self, text: str, msg_id: Optional[str]) -> str:
        return self.block({"type": "text", "text": text}, msg_id)

    def think(self, text: str, msg_id: Optional[str]) -> str:
        return self.block({"type": "thinking", "thinking": text, "signature": "c2ln"}, msg_id)

    def call(self, name: str, inp: dict, result: str, tool_id: str, msg_id: str) -> None:
        self.block({"type": "tool_use", "id": tool_id, "name": name, "input": inp}, msg_id)
        self.user([{"type": "tool_result", "tool_use_id": tool_id, "content": result}])

    def boundary(self, logical: str, **metadata: object) -> str:
        """A `compact_boundary` system line: parentUuid null, the message it continues in
        `logicalParentUuid` (shape of the real 2.1.39 lines in ../shared/corpus/marot-spotter
        and of claude-code-log's test_data/dag_compact_after_rewind.jsonl)."""
        n = len(self.lines) + 1
        uid = f"{self.name[:8]:0<8}-0000-4000-8000-{n:012d}".replace("_", "0")
        self.lines.append({
            "parentUuid": None, "logicalParentUuid": logical, "isSidechain": False,
            "userType": "external", "cwd": "/home/dev/project", "sessionId": self.session,
            "version": "2.1.38", "gitBranch": "main", "type": "system",
            "subtype": "compact_boundary", "content": "Conversation compacted", "isMeta": False,
            "level": "info", "uuid": uid,
            "timestamp": f"2026-02-01T09:{n // 60:02d}:{n % 60:02d}.000Z",
            "compactMetadata": {"trigger": "manual", "preTokens": 150000, **metadata}})
        self.parent = uid
        return uid

    def summary(self, text: str) -> str:
        """The compact summary Claude Code writes after the boundary (parented on it)."""
        return self.user("This session is being continued from a previous conversation that "
                         "ran out of context. The conversation is summarized below:\n" + text,
                         isCompactSummary=True, isVisibleInTranscriptOnly=True)

    def write(self) -> None:
        with (HERE / f"{self.name}.jsonl").open("w", encoding="utf-8", newline="\n") as fh:
            for line in self.lines:
                fh.write(json.dumps(line, ensure_ascii=False) + "\n")


def thinking_reply() -> Thread:
    t = Thread("thinking_reply")
    t.user("Find the off-by-one bug.")
    t.text("I'll read the parser.", "msg_tr_a")
    t.call("Read", {"file_path": "/home/dev/project/parse.py"}, "1\tdef parse(): ...",
           "toolu_tr_read", "msg_tr_a")
    t.think("Reasoning B: the loop bound looks wrong; grep for range.", "msg_tr_b")
    t.call("Grep", {"pattern": "range\\("}, "parse.py:3: for i in range(n - 1):",
           "toolu_tr_grep", "msg_tr_b")
    t.think("Reasoning C: range(n - 1) skips the last token.", "msg_tr_c")
    t.text("Found it: the loop stops one token early.", "msg_tr_c")
    t.call("Edit", {"file_path": "/home/dev/project/parse.py", "old_string": "range(n - 1)",
                    "new_string": "range(n)"}, "The file has been updated.", "toolu_tr_edit",
           "msg_tr_c")
    t.text("Reply D, first part.", "msg_tr_d")
    t.think("Reasoning D: mention the test too.", "msg_tr_d")
    t.text("Reply D, second part: run the tests.", "msg_tr_d")
    t.think("Reasoning without a message id.", None)
    t.text("Reply without a message id.", None)
    return t


def resume() -> Thread:
    """A session resumed under a new id: its last prompt still names the old session, the
    answer (parented on that prompt) the new one."""
    t = Thread("resume", "7e4d0000-0000-4000-8000-00000000000a")
    t.user("Old session: list the tests.")
    t.text("There are three tests.", "msg_rs_1")
    t.user("Run them, please.")
    t.session = "7e4d0000-0000-4000-8000-00000000000b"
    t.text("All three pass.", "msg_rs_2")
    t.user("Thanks.")
    t.text("You are welcome.", "msg_rs_3")
    return t


def rewind() -> Thread:
    """The user rewinds: a second prompt parented on the same answer (through a progress
    line) as the first; the first branch, three lines on, is abandoned. A slash command
    parented on the last answer beside the next prompt is no fork."""
    t = Thread("rewind")
    t.user("Pick a name for the module.")
    t.text("Ready: tell me the style you like.", "msg_rw_1")
    fork = t.line("progress", {}, data={"type": "hook_progress", "hookEvent": "Stop"})
    t.user("Call it foo.")
    t.text("foo it is.", "msg_rw_2")
    t.call("Bash", {"command": "mkdir foo"}, "", "toolu_rw_mkdir", "msg_rw_2")
    t.user("Longer, please.")
    t.text("foo_module, then.", "msg_rw_3")
    t.parent = fork
    t.user("Call it bar.")
    last = t.text("bar it is.", "msg_rw_4")
    t.user("<command-name>/cost</command-name>\n<command-message>cost</command-message>\n"
           "<command-args></command-args>")
    t.parent = last
    t.user("Thanks, bar stays.")
    t.text("Good.", "msg_rw_5")
    return t


def _two_branches(t: Thread) -> tuple[str, str]:
    """A fork: "Friday" written first, then the user rewinds and writes "Monday"; the
    last answer of each branch."""
    t.user("Plan the release.")
    fork = t.text("Ready: which day?", f"msg_{t.name[:6]}_1")
    t.user("Ship on Friday.")
    friday = t.text("Friday it is.", f"msg_{t.name[:6]}_2")
    t.parent = fork
    t.user("Ship on Monday.")
    monday = t.text("Monday it is.", f"msg_{t.name[:6]}_3")
    return friday, monday


def compact_rewind() -> Thread:
    """(hand-made) A compaction after a rewind that continues the branch written FIRST:
    its boundary's logicalParentUuid is the Friday answer, though the Monday branch was
    written later (the user went back to the Friday conversation, e.g. with /resume on
    its leaf, and compacted there)."""
    t = Thread("compact_rewind", "7e4d0000-0000-4000-8000-00000000000c")
    friday, _ = _two_branches(t)
    t.boundary(friday)
    t.summary("The user plans a Friday release.")
    t.user("Write the release notes.")
    t.text("Notes written for Friday.", "msg_compac_4")
    return t


def compact_plain() -> Thread:
    """(hand-made) A compaction without any rewind: one branch, the boundary continues
    its last answer."""
    t = Thread("compact_plain", "7e4d0000-0000-4000-8000-00000000000d")
    t.user("Plan the release.")
    last = t.text("Ready: which day?", "msg_cplain_1")
    t.boundary(last)
    t.summary("The user plans a release.")
    t.user("Ship on Friday.")
    t.text("Friday it is.", "msg_cplain_2")
    return t


def compact_orphan() -> Thread:
    """(hand-made) A compaction after a rewind whose logicalParentUuid names a line not in
    the file (Claude Code may have pruned it; see agent-sessions' format notes: "May
    reference UUIDs no longer in file"): the page keeps today's reading."""
    t = Thread("compact_orphan", "7e4d0000-0000-4000-8000-00000000000e")
    _two_branches(t)
    t.boundary("7e4d0000-dead-4000-8000-000000000000")
    t.summary("The user plans a release.")
    t.user("Write the release notes.")
    t.text("Notes written.", "msg_corpha_4")
    return t


BUILDERS = [thinking_reply, resume, rewind, compact_rewind, compact_plain, compact_orphan]


def main() -> None:
    for build in BUILDERS:
        build().write()


if __name__ == "__main__":
    main()
