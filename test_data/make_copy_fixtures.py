#!/usr/bin/env python3
"""Writes the fixture of "copy as Markdown" with long tool texts, reproducibly.

copy_refs: tool calls whose long texts the page holds already (a command's output with
backtick runs, one with ANSI colours, files read and written, a long plain text file read, an
edit and a multi-edit, long file lists, one cut short), one whose output has colours and
carriage returns (kept in the data block), a Markdown answer with backticks, thinking,
and a Task whose subagent runs a command of its own.
Run `python test_data/make_copy_fixtures.py`, then refresh the goldens with
`pytest tests/golden --update-golden` and read the diff.
"""

from __future__ import annotations

from make_fixtures import Session


def _numbered(lines: list[str], start: int = 1) -> str:
    return "".join(f"{n:>6}\t{line}\n" for n, line in enumerate(lines, start))


def _code(n: int, tag: str) -> list[str]:
    return [f"def {tag}_{k}(x):  # step {k}" if k % 3 == 0 else f"    return x + {k}"
            for k in range(n)]


def copy_refs() -> Session:
    s = Session("copy_refs")
    s.user("Look at the parser, fix it and check the tests.")
    s.assistant([{"type": "thinking", "thinking": "Read `parse.py` first, then run the "
                  "tests.\n\nThe bug is likely in the ``tokens`` loop.", "signature": "c2ln"}])
    s.assistant([{"type": "text", "text": "I'll use ``a `b` c`` and this:\n\n````md\n```js\n"
                  "x = 1\n```\n````\n\n# Not a heading of the page\n\n<b>raw</b> & done"}])
    out = "\n".join(f"test_{k} ... ok" for k in range(40)) + "\nran ```` 40 tests\nOK"
    s.tool("Bash", {"command": "python -m pytest -q", "description": "Run the tests"}, out,
           "toolu_cr_bash1")
    s.tool("Read", {"file_path": "/home/dev/project/src/parse.py"},
           _numbered(_code(60, "parse") + ["# uses `ticks` and ``more``"]), "toolu_cr_read1")
    s.tool("Read", {"file_path": "/home/dev/project/src/lex.py", "offset": 10, "limit": 30},
           _numbered(_code(30, "lex"), 10), "toolu_cr_read2")
    s.tool("Write", {"file_path": "/home/dev/project/src/new.py",
                     "content": "\n".join(_code(40, "new")) + "\n"},
           "File created successfully at: /home/dev/project/src/new.py", "toolu_cr_write1")
    old = "\n".join(_code(20, "parse"))
    s.tool("Edit", {"file_path": "/home/dev/project/src/parse.py", "old_string": old,
                    "new_string": old.replace("return x + 4", "return x - 4") + "\n# done"},
           "The file /home/dev/project/src/parse.py has been updated.", "toolu_cr_edit1")
    s.tool("MultiEdit", {"file_path": "/home/dev/project/src/lex.py", "edits": [
        {"old_string": "a", "new_string": "b"},
        {"old_string": "\n".join(_code(12, "lex")), "new_string": "\n".join(_code(14, "lex"))},
        {"old_string": "same\nlines\n" * 60, "new_string": "same\nlines\n" * 60}]},
        "Applied 3 edits to /home/dev/project/src/lex.py", "toolu_cr_multi1")
    s.tool("Glob", {"pattern": "src/**/*.py"},
           "\n".join(f"/home/dev/project/src/module_{k:02d}.py" for k in range(30)),
           "toolu_cr_glob1")
    s.tool("Glob", {"pattern": "**/*.css"},
           "\n".join(f"/home/dev/project/assets/style_{k:02d}.css" for k in range(25))
           + "\n(Results are truncated. Consider using a more specific path or pattern.)",
           "toolu_cr_glob2")
    s.tool("Bash", {"command": "pytest --color=yes"}, "".join(
        f"\x1b[32mPASSED\x1b[0m tests/test_{k}.py \x1b[1m`ok`\x1b[0m\n" for k in range(20)),
        "toolu_cr_bash3")
    s.tool("Read", {"file_path": "/home/dev/project/NOTES.txt"},
           _numbered([f"note {k}: plain words" for k in range(200)]), "toolu_cr_read3")
    s.tool("Bash", {"command": "make build"}, "\x1b[32mbuilding\x1b[0m\n" + "step\r" * 50
           + "\n" + "compiled module\n" * 30, "toolu_cr_bash2")
    _subagent(s)
    s.assistant([{"type": "text", "text": "Fixed: `return x - 4`. All tests pass."}])
    return s


def _subagent(s: Session) -> None:
    s.assistant([{"type": "tool_use", "id": "toolu_cr_task1", "name": "Task", "input": {
        "description": "Check the logs", "subagent_type": "general-purpose",
        "prompt": "Read the build log and report errors."}}], msg_id="msg_cr_t1")
    task_parent = s.parent
    s.parent = None
    s.base("user", isSidechain=True, agentId="c33",
           message={"role": "user", "content": "Read the build log and report errors."})
    s.base("assistant", isSidechain=True, agentId="c33", message={
        "id": "msg_cr_side1", "role": "assistant", "model": "claude-haiku-4-5", "content": [
            {"type": "tool_use", "id": "toolu_cr_side_bash", "name": "Bash",
             "input": {"command": "cat build.log"}}]})
    log = "\n".join(f"[{k:03d}] compiled unit {k}" for k in range(50))
    s.base("user", isSidechain=True, agentId="c33", message={"role": "user", "content": [
        {"type": "tool_result", "tool_use_id": "toolu_cr_side_bash", "content": log}]})
    s.base("assistant", isSidechain=True, agentId="c33", message={
        "id": "msg_cr_side2", "role": "assistant", "model": "claude-haiku-4-5",
        "content": [{"type": "text", "text": "No errors in the log."}]})
    s.parent = task_parent
    s.user([{"type": "tool_result", "tool_use_id": "toolu_cr_task1", "content": [
        {"type": "text", "text": "No errors in the build log."}]}],
        toolUseResult={"status": "completed", "agentId": "c33", "totalDurationMs": 5000,
                       "totalTokens": 999, "totalToolUseCount": 1, "content": [],
                       "prompt": "Read the build log and report errors."})


if __name__ == "__main__":
    copy_refs().write()
