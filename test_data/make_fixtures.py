#!/usr/bin/env python3
"""Writes the hand-made fixtures in this folder (one per kind), reproducibly.

Run `python test_data/make_fixtures.py` after changing it; the golden snapshots in
tests/__snapshots__ are then refreshed with `pytest tests/test_golden.py --update-golden`.
Fixtures other features add by hand (not listed here) are left alone.
"""

from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
SESSION = "11111111-2222-4333-8444-555555555555"
PNG_1PX = ("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQ"
           "AAAABJRU5ErkJggg==")


class Session:
    """Builds a chained transcript: uuids, parentUuid, timestamps all deterministic."""

    def __init__(self, name: str, session: str = SESSION, start_minute: int = 0) -> None:
        self.name, self.session = name, session
        self.lines: list[object] = []
        self.n = 0
        self.minute = start_minute
        self.parent: str | None = None

    def uuid(self) -> str:
        self.n += 1
        return f"{self.name[:8]:0<8}-0000-4000-8000-{self.n:012d}".replace("_", "0")

    def base(self, kind: str, **extra: object) -> dict:
        uid = self.uuid()
        self.minute += 1
        entry = {
            "parentUuid": self.parent, "isSidechain": False, "userType": "external",
            "cwd": "/home/dev/project", "sessionId": self.session, "version": "2.1.38",
            "gitBranch": "main", "type": kind, "uuid": uid,
            "timestamp": f"2026-01-15T10:{self.minute // 60:02d}:{self.minute % 60:02d}.000Z",
        }
        entry.update(extra)
        self.parent = uid
        self.lines.append(entry)
        return entry

    def user(self, content: object, **extra: object) -> dict:
        return self.base("user", message={"role": "user", "content": content}, **extra)

    def assistant(self, blocks: list, msg_id: str = "msg_01", model: str = "claude-opus-4-6",
                  **extra: object) -> dict:
        usage = {"input_tokens": 12, "output_tokens": 34, "cache_creation_input_tokens": 100,
                 "cache_read_input_tokens": 2000}
        return self.base("assistant", message={
            "id": msg_id, "type": "message", "role": "assistant", "model": model,
            "content": blocks, "stop_reason": None, "usage": usage}, **extra)

    def tool(self, name: str, tool_input: dict, result: object, tool_id: str,
             is_error: bool = False, sidecar: object = None, msg_id: str = "msg_02") -> None:
        """A tool call and its result, as two lines."""
        self.assistant([{"type": "tool_use", "id": tool_id, "name": name, "input": tool_input}],
                       msg_id=msg_id)
        extra = {"toolUseResult": sidecar} if sidecar is not None else {}
        self.user([{"type": "tool_result", "tool_use_id": tool_id, "content": result,
                    "is_error": is_error}], **extra)

    def raw(self, line: object) -> None:
        self.lines.append(line)

    def write(self) -> None:
        with (HERE / f"{self.name}.jsonl").open("w", encoding="utf-8", newline="\n") as fh:
            for line in self.lines:
                fh.write(line if isinstance(line, str) else json.dumps(line, ensure_ascii=False))
                fh.write("\n")


def user_text() -> Session:
    s = Session("user_text")
    s.user("Please fix the failing test in `tests/test_parser.py`.\n\nIt fails with:\n"
           "    AssertionError: 3 != 4\n<b>not bold</b> & <i>not italic</i>")
    s.user([{"type": "text", "text": "Second prompt, as a list of text blocks."},
            {"type": "text", "text": "With a second block."}])
    return s


def assistant_markdown() -> Session:
    s = Session("assistant_markdown")
    s.user("Explain the change.")
    s.assistant([{"type": "text", "text":
                  "# Summary\n\nThe parser **drops** the last token. Fix:\n\n"
                  "```python\ndef parse(tokens):\n    return tokens[:]\n```\n\n"
                  "| before | after |\n|---|---|\n| 3 | 4 |\n\n"
                  "- [docs](https://example.com/docs)\n- [bad](javascript:alert(1))\n"
                  "- ![remote image](https://example.com/x.png)\n- ~~old~~ new &quot;quoted&quot;"}])
    return s


def thinking() -> Session:
    s = Session("thinking")
    s.user("Think first.")
    s.assistant([{"type": "thinking", "thinking": "The user wants me to *think*. Step 1: read.",
                  "signature": "c2lnbmF0dXJl"}])
    s.assistant([{"type": "redacted_thinking", "data": "ZW5jcnlwdGVk"}])
    s.assistant([{"type": "text", "text": "Done thinking."}])
    return s


def tools() -> Session:
    s = Session("tools")
    s.user("Look around and make the edit.")
    s.assistant([{"type": "text", "text": "I'll inspect the project."}])
    s.tool("Bash", {"command": "ls -la src | head", "description": "List sources"},
           "total 8\n\x1b[1;34mdrwxr-xr-x\x1b[0m  2 dev dev 4096 src\n-rw-r--r--  1 dev dev  120 main.py",
           "toolu_bash1")
    s.tool("Read", {"file_path": "/home/dev/project/src/main.py"},
           "     1\tdef main():\n     2\t    print('hi')\n", "toolu_read1")
    s.tool("Write", {"file_path": "/home/dev/project/src/util.py",
                     "content": "def double(x):\n    return 2 * x\n"},
           "File created successfully at: /home/dev/project/src/util.py", "toolu_write1")
    s.tool("Edit", {"file_path": "/home/dev/project/src/main.py", "old_string": "print('hi')",
                    "new_string": "print('hello')"},
           "The file /home/dev/project/src/main.py has been updated.", "toolu_edit1")
    s.tool("mcp__github__create_issue", {"title": "Track it", "body": "Details\nover lines",
                                         "labels": ["bug"]},
           [{"type": "text", "text": "Created issue #12"}], "toolu_mcp1")
    s.tool("FancyNewTool", {"depth": 3, "mode": "fast"}, "ok", "toolu_generic1")
    return s


def tool_errors() -> Session:
    s = Session("tool_errors")
    s.user("Run the tests.")
    s.tool("Bash", {"command": "pytest -q"}, "Exit code 1\nFAILED tests/test_a.py::test_x",
           "toolu_err1", is_error=True)
    s.assistant([{"type": "tool_use", "id": "toolu_noresult", "name": "Bash",
                  "input": {"command": "sleep 1000"}}], msg_id="msg_03")
    s.user([{"type": "tool_result", "tool_use_id": "toolu_orphan", "content": "result of a "
             "call that is not in this file"}])
    return s


def images() -> Session:
    s = Session("images")
    s.user([{"type": "image", "source": {"type": "base64", "media_type": "image/png",
                                         "data": PNG_1PX}},
            {"type": "text", "text": "What is in this screenshot?"}])
    s.user([{"type": "image", "source": {"type": "base64", "media_type": "text/html",
                                         "data": PNG_1PX}},
            {"type": "image", "source": {"type": "base64", "media_type": "image/png",
                                         "data": "not base64!\"><script>x</script>"}}])
    s.assistant([{"type": "text", "text": "A single pixel."}])
    return s


def system_levels() -> Session:
    s = Session("system_levels")
    s.user("Go.")
    s.base("system", content="Running \x1b[32mPostToolUse\x1b[0m hooks…", level="info")
    s.base("system", content="Context is getting long", level="warning")
    s.base("system", content="API Error: 529 overloaded", level="error")
    s.base("system", subtype="turn_duration", durationMs=12345, isMeta=False)
    return s


def summary_title() -> Session:
    s = Session("summary_title")
    s.user("Set up CI for the project.")
    s.assistant([{"type": "text", "text": "Added a workflow."}])
    s.raw({"type": "summary", "summary": "Setting up continuous integration",
           "leafUuid": s.parent})
    s.raw({"type": "summary", "summary": "A conversation stored in another file",
           "leafUuid": "ffffffff-0000-4000-8000-000000000000"})
    return s


def sidechain() -> Session:
    s = Session("sidechain")
    s.user("Research the API with a subagent.")
    s.assistant([{"type": "tool_use", "id": "toolu_task1", "name": "Task", "input": {
        "description": "Research API", "subagent_type": "general-purpose",
        "prompt": "Find the rate limits of the API."}}])
    task_parent = s.parent
    s.parent = None
    side = s.base("user", isSidechain=True, message={"role": "user",
                                                      "content": "Find the rate limits of the API."})
    side["isSidechain"] = True
    s.base("assistant", isSidechain=True, message={
        "id": "msg_side", "role": "assistant", "model": "claude-haiku-4-5",
        "content": [{"type": "text", "text": "The limit is 50 requests per minute."}]})
    s.parent = task_parent
    s.user([{"type": "tool_result", "tool_use_id": "toolu_task1",
             "content": [{"type": "text", "text": "Rate limit: 50 requests per minute."}]}])
    s.assistant([{"type": "text", "text": "The subagent found the limit."}], msg_id="msg_05")
    return s


def unknown_kinds() -> Session:
    s = Session("unknown_kinds")
    s.user("Hello")
    s.base("future-kind", payload={"note": "a line kind from a newer Claude Code"})
    s.assistant([{"type": "text", "text": "Hi"},
                 {"type": "server_widget", "widget": {"value": 42}}])
    s.raw({"silly": "no type field at all"})
    return s


def bad_lines() -> Session:
    s = Session("bad_lines")
    s.user("Before the bad lines.")
    s.raw("this is not json")
    s.raw("[1, 2, 3]")
    s.raw('{"type": "user", "message": 5, "uuid": "bad-shape"}')
    s.raw('{"type": "assistant", "message": {"content": "caf\\u00e9 ok"}}')
    s.user("After the bad lines.")
    s.raw('{"type": "user", "message": {"content": "cut off')
    return s


def multi_session() -> Session:
    s = Session("multi_session")
    s.user("First session prompt.")
    s.assistant([{"type": "text", "text": "First answer."}])
    s.session = "99999999-8888-4777-8666-555555555555"
    s.parent = None
    s.user("Second session prompt.")
    s.assistant([{"type": "text", "text": "Second answer."}], msg_id="msg_09")
    return s


def demo() -> Session:
    """The demo that ships with the package (`cc2html --demo`): a small, realistic session."""
    s = Session("demo", session="d0d0d0d0-0000-4000-8000-000000000001")
    s.user("The `slugify` helper breaks on accented letters. Can you fix it and add a test?")
    s.assistant([{"type": "thinking", "thinking": "I should read the helper first, then run "
                  "the tests to see the failure before changing anything."}], msg_id="msg_d1")
    s.assistant([{"type": "text", "text": "Let me look at the helper and run the tests."}],
                msg_id="msg_d1")
    s.tool("Read", {"file_path": "/home/dev/blog/blog/text.py"},
           "     1\timport re\n     2\t\n     3\tdef slugify(title):\n"
           "     4\t    return re.sub(r'[^a-z0-9]+', '-', title.lower()).strip('-')\n",
           "toolu_d1", msg_id="msg_d2")
    s.tool("Bash", {"command": "python -m pytest -q tests/test_text.py", "description":
                    "Run the text tests"},
           "\x1b[31mF\x1b[0m.\n=== FAILURES ===\nassert slugify('Café crème') == 'cafe-creme'\n"
           "AssertionError: 'caf-cr-me' != 'cafe-creme'\n\x1b[31m1 failed\x1b[0m, 1 passed",
           "toolu_d2", is_error=True, msg_id="msg_d3")
    s.assistant([{"type": "text", "text": "The regex drops accented letters. I'll normalise "
                  "to ASCII first with `unicodedata`:"}], msg_id="msg_d4")
    s.tool("Edit", {"file_path": "/home/dev/blog/blog/text.py",
                    "old_string": "import re\n\ndef slugify(title):\n"
                                  "    return re.sub(r'[^a-z0-9]+', '-', title.lower()).strip('-')",
                    "new_string": "import re\nimport unicodedata\n\ndef slugify(title):\n"
                                  "    ascii_title = unicodedata.normalize('NFKD', title)"
                                  ".encode('ascii', 'ignore').decode()\n"
                                  "    return re.sub(r'[^a-z0-9]+', '-', ascii_title.lower())"
                                  ".strip('-')"},
           "The file /home/dev/blog/blog/text.py has been updated.", "toolu_d3", msg_id="msg_d5")
    s.tool("Bash", {"command": "python -m pytest -q tests/test_text.py"},
           "..\n\x1b[32m2 passed\x1b[0m in 0.02s", "toolu_d4", msg_id="msg_d6")
    s.assistant([{"type": "text", "text": "Fixed. `slugify` now folds accents before "
                  "replacing separators:\n\n| input | before | after |\n|---|---|---|\n"
                  "| `Café crème` | `caf-cr-me` | `cafe-creme` |\n\nBoth tests pass."}],
                msg_id="msg_d7")
    s.raw({"type": "summary", "summary": "Fix slugify for accented titles", "leafUuid": s.parent})
    return s


#: payloads for hostile(): every one would run script, load something or add an element if
#: it reached the page unescaped (tests/test_security.py checks that none does)
XSS = [
    "<script>alert(1)</script>",
    "</script><script>alert(2)</script>",
    "<img src=x onerror=alert(3)>",
    '"><svg onload=alert(4)>',
    "'><iframe src=\"javascript:alert(5)\"></iframe>",
    "<form action=\"javascript:alert(6)\"><button>go</button></form>",
    "<style>body{background:url(https://evil.example/style.png)}</style>",
    '<meta http-equiv="refresh" content="0;url=javascript:alert(7)">',
    '<base href="https://evil.example/">',
    '<a href="javascript:alert(8)">link</a><object data="https://evil.example/o"></object>',
    '<link rel="stylesheet" href="https://evil.example/x.css"><embed src="https://evil.example/e">',
]
MD_LINKS = (
    "[a](javascript:alert(20)) [b](JaVaScRiPt:alert(21)) [c](&#106;avascript:alert(22)) "
    "[d](java\tscript:alert(23)) [e](vbscript:msgbox(24)) "
    "[f](data:text/html;base64,PHNjcmlwdD5hbGVydCgyNSk8L3NjcmlwdD4=) "
    "<javascript:alert(26)> <JAVASCRIPT:alert(27)> [g](&#x6A;avascript&#58;alert(28)) "
    "![h](https://evil.example/track.png) ![i](javascript:alert(29)) "
    '[j](https://ok.example/ "title\\"><script>alert(30)</script>") '
    "[k]: javascript:alert(31)\n\n[k] <a href=\"javascript:alert(32)\">raw</a>"
)
HOSTILE_UUID = 'x"><img src=x onerror=alert(40)>'


def hostile() -> Session:
    """Every place a transcript carries text, filled with script, element and URL payloads."""
    p = " ".join(XSS)
    s = Session("hostile", session='sess"><script>alert(41)</script>')
    common = {"cwd": f"/home/dev/{XSS[2]}", "gitBranch": XSS[3], "version": XSS[0]}
    s.user(f"Plain prompt {p}\n\n{MD_LINKS}", **common)
    s.user(f"<command-name>/{XSS[0]}</command-name><command-message>{XSS[2]}</command-message>"
           f"<command-args>{XSS[3]}</command-args>", **common)
    s.user(f"<bash-input>{XSS[0]}</bash-input>")
    s.user(f"<bash-stdout>{XSS[2]}\x1b]8;;javascript:alert(42)\x1b\\click\x1b]8;;\x1b\\"
           f"</bash-stdout><bash-stderr>{XSS[3]}</bash-stderr>")
    s.user(f"<local-command-stdout>{XSS[4]}</local-command-stdout>")
    s.user(f"<ide_opened_file>The user opened the file {XSS[2]} in the IDE.</ide_opened_file>"
           f"<ide_selection>{XSS[0]}</ide_selection>")
    s.user(f"<task-notification><task-id>{XSS[3]}</task-id><status>{XSS[2]}</status>"
           f"<summary>{XSS[0]}</summary></task-notification>")
    s.user(f"<system-reminder>{XSS[5]}</system-reminder>", isMeta=True)
    s.user([{"type": "text", "text": XSS[1]},
            {"type": "image", "source": {"type": "base64",
                                         "media_type": 'image/png" onerror="alert(43)',
                                         "data": PNG_1PX}},
            {"type": "image", "source": {"type": "base64", "media_type": "image/svg+xml",
                                         "data": "PHN2ZyBvbmxvYWQ9YWxlcnQoNDQpPg=="}},
            {"type": "image", "source": {"type": "base64", "media_type": "image/png",
                                         "data": 'AAAA" onerror="alert(45)'}},
            {"type": "image", "source": {"type": "url", "url": "https://evil.example/i.png"}}],
           uuid=HOSTILE_UUID)
    s.assistant([{"type": "thinking", "thinking": f"Thinking {p}\n\n{MD_LINKS}"}],
                model=XSS[2], msg_id=XSS[3])
    s.assistant([{"type": "text", "text":
                  f"Answer {p}\n\n```{XSS[3]}\n{XSS[1]}\n```\n\n```html\n{XSS[1]}\n```\n\n"
                  f"`{XSS[0]}`\n\n| {XSS[2]} | b |\n|:--|--:|\n| {XSS[3]} | {MD_LINKS[:60]} |\n\n"
                  f"{MD_LINKS}\n\n<div>{XSS[2]}</div>"}], model=XSS[0], msg_id="msg_h2")
    s.tool(XSS[2], {XSS[3]: XSS[0], "nested": {XSS[2]: [XSS[1], 1]}}, p, "toolu_h1",
           msg_id="msg_h3")
    s.tool("mcp__" + XSS[3] + "__x", {"q": XSS[2]}, [{"type": "text", "text": XSS[0]}],
           "toolu_h2", msg_id="msg_h4")
    s.tool("Bash", {"command": f"echo '{XSS[1]}'", "description": XSS[2]},
           f"\x1b]0;{XSS[0]}\x07\x1b[31m{XSS[2]}\x1b[0m\x1b]8;;javascript:alert(46)\x1b\\x"
           f"\x1b]8;;\x1b\\\x1bP{XSS[3]}\x1b\\", "toolu_h3", is_error=True, msg_id="msg_h5")
    s.tool("Read", {"file_path": f"/tmp/{XSS[3]}.py"}, f"     1\t{XSS[1]}\n", "toolu_h4",
           msg_id="msg_h6")
    s.tool("Write", {"file_path": f'/tmp/x"><script>alert(47)</script>.html',
                     "content": f"<html>{XSS[1]}{XSS[6]}</html>"}, "ok", "toolu_h5",
           msg_id="msg_h7")
    s.tool("Edit", {"file_path": f"/tmp/{XSS[2]}.js", "old_string": XSS[1],
                    "new_string": XSS[3]}, XSS[4], "toolu_h6", msg_id="msg_h8")
    s.tool("Task", {"description": XSS[2], "prompt": f"Sub prompt {XSS[0]}",
                    "subagent_type": XSS[3]},
           [{"type": "text", "text": XSS[5]},
            {"type": "image", "source": {"type": "base64", "media_type": "text/html",
                                         "data": "PHNjcmlwdD4="}}],
           "toolu_h7", msg_id="msg_h9",
           sidecar={"agentId": XSS[3], "status": XSS[0], "content": [XSS[2]]})
    s.base("system", subtype=XSS[3], content=XSS[0], level=XSS[2])
    s.base("system", subtype="informational", content=p, level="warning")
    s.base(XSS[2], payload={XSS[3]: XSS[0]})
    s.raw({"type": "summary", "summary": XSS[0] + p, "leafUuid": s.parent})
    s.raw({"type": "custom-title", "customTitle": XSS[3], "sessionId": s.session})
    s.base("user", message={"role": "user", "content": f"Sidechain {XSS[0]}"}, isSidechain=True,
           agentId=XSS[3], uuid='side"><svg onload=alert(48)>', parentUuid=None)
    s.base("assistant", message={"role": "assistant", "content": [
        {"type": "text", "text": XSS[2]}], "model": XSS[3]}, isSidechain=True,
        agentId='"><img src=x onerror=alert(49)>')
    s.raw(f'{{"type": "user", "message": 5, "uuid": "{XSS[2]}"}}'.replace('"><', '\\"><'))
    s.raw(f"not json {p}")
    s.user(f"Last prompt {XSS[3]}", uuid=XSS[2], sessionId='"><iframe srcdoc=x>')
    return s


def slash_commands() -> Session:
    s = Session("slash_commands")
    s.user("<command-message>init is analyzing your codebase…</command-message>\n"
           "<command-name>/init</command-name>\n<command-args>--fast</command-args>")
    s.user([{"type": "text", "text": "Please analyze this codebase and create a **CLAUDE.md** "
             "file.\n\n## What to add\n\n1. Build commands\n2. Architecture"}], isMeta=True)
    s.assistant([{"type": "text", "text": "I'll look at the repository first."}])
    s.user("<local-command-caveat>Caveat: The messages below were generated by the user while "
           "running local commands.</local-command-caveat>", isMeta=True)
    s.user("<command-name>/model</command-name>\n<command-message>model</command-message>\n"
           "<command-args></command-args>")
    s.user("<local-command-stdout>Set model to \x1b[1mopus\x1b[22m (claude-opus-4-6)"
           "</local-command-stdout>")
    s.user("<command-name>/cost</command-name><command-message>cost</command-message>")
    s.user("<local-command-stdout>## Session cost\n\n| kind | tokens |\n|---|---|\n"
           "| input | 1,200 |\n| output | 340 |</local-command-stdout>")
    s.user("<command-name>legacy-command</command-name><command-args>--verbose</command-args>"
           "<command-contents>{\"text\": \"legacy contents of the command\"}</command-contents>")
    s.user("<local-command-stderr>Unknown option: --verbose</local-command-stderr>")
    s.base("system", subtype="local_command", level="info",
           content="<command-name>/mcp</command-name>\n            <command-message>mcp"
                   "</command-message>\n            <command-args></command-args>")
    s.base("system", subtype="local_command", level="info",
           content="<local-command-stdout>MCP dialog dismissed</local-command-stdout>")
    return s


def bash_mode() -> Session:
    s = Session("bash_mode")
    s.user("<bash-input>git status --short</bash-input>")
    s.user("<bash-stdout>\x1b[31m M src/app.py\x1b[0m\n?? notes.txt</bash-stdout>"
           "<bash-stderr></bash-stderr>")
    s.user("<bash-input>cat missing.txt</bash-input>")
    s.user("<bash-stdout></bash-stdout><bash-stderr>cat: missing.txt: No such file or directory"
           "</bash-stderr>")
    s.user("What changed in app.py?")
    s.assistant([{"type": "text", "text": "Only whitespace."}])
    return s


def compacted() -> Session:
    s = Session("compacted")
    s.user("Keep going with the refactor.")
    s.assistant([{"type": "text", "text": "Working on it."}])
    s.base("system", subtype="compact_boundary", content="Conversation compacted", level="info",
           compactMetadata={"trigger": "auto", "preTokens": 155000})
    s.user("This session is being continued from a previous conversation that ran out of "
           "context. The conversation is summarized below:\n\n## Summary\n\n- Refactored "
           "`parser.py` into three modules\n- Tests still failing in `test_lexer.py`",
           isCompactSummary=True, isVisibleInTranscriptOnly=True)
    s.assistant([{"type": "text", "text": "Continuing with the lexer tests."}], msg_id="msg_c2")
    return s


def steering() -> Session:
    """Steering deliveries of both eras, paired and unpaired (seed 001 "User Steering")."""
    s = Session("steering")
    s.user("Refactor the parser.")
    s.assistant([{"type": "text", "text": "Starting the refactor."}])
    # modern: attachment + remove with the same text -> one card
    s.base("attachment", attachment={"type": "queued_command", "prompt": "also keep the old API",
                                     "commandMode": "prompt"})
    s.raw({"type": "queue-operation", "operation": "enqueue", "timestamp":
           "2026-01-15T10:03:30.000Z", "sessionId": SESSION, "content": "also keep the old API"})
    s.raw({"type": "queue-operation", "operation": "remove", "timestamp":
           "2026-01-15T10:03:40.000Z", "sessionId": SESSION, "content": "also keep the old API"})
    # the same prompt sent twice: two cards pay for two removes; a third remove shows
    s.base("attachment", attachment={"type": "queued_command", "prompt": "run the tests"})
    s.base("attachment", attachment={"type": "queued_command", "prompt": "run the tests"})
    for _ in range(3):
        s.raw({"type": "queue-operation", "operation": "remove", "timestamp":
               "2026-01-15T10:06:00.000Z", "sessionId": SESSION, "content": "run the tests"})
    # image-bearing prompt: list of blocks, pairs on its text
    s.base("attachment", attachment={"type": "queued_command", "prompt": [
        {"type": "text", "text": "like this screenshot"},
        {"type": "image", "source": {"type": "base64", "media_type": "image/png",
                                     "data": PNG_1PX}}]})
    s.raw({"type": "queue-operation", "operation": "remove", "timestamp":
           "2026-01-15T10:08:00.000Z", "sessionId": SESSION, "content": [
               {"type": "text", "text": "like this screenshot"},
               {"type": "image", "source": {"type": "base64", "media_type": "image/png",
                                            "data": PNG_1PX}}]})
    # image-only prompt: cannot pair, warns; its remove stays visible
    s.base("attachment", attachment={"type": "queued_command", "prompt": [
        {"type": "image", "source": {"type": "base64", "media_type": "image/png",
                                     "data": PNG_1PX}}]})
    s.raw({"type": "queue-operation", "operation": "remove", "timestamp":
           "2026-01-15T10:10:00.000Z", "sessionId": SESSION, "content": "[Image #1]"})
    # null-content era: counted, never paired
    s.raw({"type": "queue-operation", "operation": "remove", "timestamp":
           "2026-01-15T10:11:00.000Z", "sessionId": SESSION, "content": None})
    s.raw({"type": "queue-operation", "operation": "dequeue", "timestamp":
           "2026-01-15T10:11:01.000Z", "sessionId": SESSION})
    s.assistant([{"type": "text", "text": "Done, old API kept and tests run."}], msg_id="msg_s2")
    return s


def steering_legacy() -> Session:
    """Legacy only: removes with no cards render as steering, and nothing warns."""
    s = Session("steering_legacy")
    s.user("Write the docs.")
    s.assistant([{"type": "text", "text": "Writing."}])
    s.raw({"type": "queue-operation", "operation": "remove", "timestamp":
           "2026-01-15T10:02:30.000Z", "sessionId": SESSION,
           "content": "actually — focus on the README first"})
    s.assistant([{"type": "text", "text": "Switching to the README."}], msg_id="msg_l2")
    return s


def user_tags() -> Session:
    s = Session("user_tags")
    s.user("<user-memory-input>Always run ruff before committing.</user-memory-input>")
    s.user([{"type": "text", "text": "<ide_opened_file>The user opened the file "
             "/home/dev/project/src/app.py in the IDE.</ide_opened_file>"},
            {"type": "text", "text": "<ide_selection>The user selected lines 3 to 4 from "
             "/home/dev/project/src/app.py:\ndef main():\n    run()</ide_selection>"
             "<ide_diagnostics>[{\"file\": \"app.py\", \"line\": 4, \"message\": "
             "\"undefined name run\"}]</ide_diagnostics><ide_diagnostics>not json at all"
             "</ide_diagnostics>Why does this fail?<system-reminder>The TodoWrite tool hasn't "
             "been used recently.</system-reminder>"}])
    s.assistant([{"type": "text", "text": "`run` is not defined."}])
    s.assistant([{"type": "tool_use", "id": "toolu_bg1", "name": "Task", "input": {
        "description": "Coverage analysis", "prompt": "Find coverage gaps.",
        "subagent_type": "general-purpose", "run_in_background": True}}], msg_id="msg_t1")
    s.user([{"type": "tool_result", "tool_use_id": "toolu_bg1", "content":
             "Async agent launched successfully.\nagentId: a1b2c3"}],
           toolUseResult={"agentId": "a1b2c3", "status": "async_launched"})
    s.user("[Request interrupted by user for tool use]")
    s.user("<task-notification>\n<task-id>a1b2c3</task-id>\n<status>completed</status>\n"
           "<summary>Agent \"Coverage analysis\" completed</summary>\n<result>Coverage is "
           "**96%**; `relay.py` lacks tests.</result>\n<usage>total_tokens: 23099\ntool_uses: 2"
           "\nduration_ms: 15506</usage>\n</task-notification>\nFull transcript available at: "
           "/tmp/tasks/a1b2c3.output")
    s.user([{"type": "text", "text": "Another Claude session sent a message:\n"
             "<teammate-message teammate_id=\"reviewer\" color=\"green\" summary=\"Review done\">"
             "\nThe **migration** is safe to ship.\n</teammate-message>\n\nThis came from another "
             "Claude session."}])
    s.user("Continue.")
    s.assistant([{"type": "text", "text": "Working."}], msg_id="msg_t2")
    s.user("[Request interrupted by user]")
    return s


def image_placeholders() -> Session:
    """[Image #N] resolution: paste ids, positional fallback, and the fail-closed cases."""
    s = Session("image_placeholders")
    img = {"type": "image", "source": {"type": "base64", "media_type": "image/png",
                                       "data": PNG_1PX}}
    s.user([img, img, {"type": "text", "text": "compare [Image #6] with [Image #4]"}],
           imagePasteIds=[4, 6])
    s.user([img, img, {"type": "text", "text": "old era: [Image #1] then [Image #2]"}])
    s.user([img, {"type": "text", "text": "gap without the field: [Image #3]"}])
    s.user([img, {"type": "text", "text": "unknown id: [Image #9]"}], imagePasteIds=[2])
    s.user([img, img, {"type": "text", "text": "not parallel: [Image #1]"}], imagePasteIds=[1])
    s.assistant([{"type": "text", "text": "Seen them all."}])
    return s


def system_kinds() -> Session:
    s = Session("system_kinds")
    s.user("Go on.")
    s.assistant([{"type": "text", "text": "Done."}])
    s.base("system", subtype="stop_hook_summary", hookCount=2, level="suggestion",
           hookInfos=[{"command": "./scripts/notify.sh idle"}, {"command": "ruff check"}],
           hookErrors=["ruff: 2 errors"], preventedContinuation=False, stopReason="",
           hasOutput=True)
    s.base("system", subtype="turn_duration", durationMs=247515, messageCount=103)
    s.base("system", subtype="away_summary", content="We were adding a layout to validate "
           "projectId. Next: run the type checker. (disable recaps in /config)")
    s.base("system", subtype="api_error", level="error", content="API Error: 529 Overloaded",
           retryAttempt=2, maxRetries=10, retryInMs=4200.5,
           error={"status": 529, "error": {"type": "overloaded_error", "message": "Overloaded"}})
    s.base("system", subtype="api_error", level="error", error={"status": 500})
    s.base("system", subtype="informational", content="Plan mode is on")
    return s


def attachments() -> Session:
    s = Session("attachments")
    s.user("Edit the file.")
    s.base("attachment", attachment={
        "type": "hook_success", "hookEvent": "UserPromptSubmit", "hookName": "UserPromptSubmit",
        "content": "", "stdout": "prompt registered\n", "stderr": "", "exitCode": 0,
        "command": "./scripts/clmail.cmd actor busy", "durationMs": 12})
    s.base("attachment", attachment={
        "type": "hook_additional_context", "hookEvent": "UserPromptSubmit",
        "hookName": "UserPromptSubmit", "content": ["clmail status: idle", "focus: fix-001"]})
    s.assistant([{"type": "text", "text": "Editing."}])
    s.base("attachment", attachment={
        "type": "hook_blocking_error", "hookEvent": "PostToolUse", "hookName": "PostToolUse:Edit",
        "blockingError": {"blockingError": "ruff check failed", "command": "uv run ruff check"}})
    s.base("attachment", attachment={
        "type": "hook_non_blocking_error", "hookEvent": "Stop", "hookName": "Stop",
        "stderr": "Failed with non-blocking status code", "stdout": "", "exitCode": 1,
        "command": "./scripts/clmail.cmd actor idle", "durationMs": 75})
    s.base("attachment", attachment={"type": "goal_status", "met": False, "sentinel": True,
                                     "condition": "all tests pass"})
    s.base("attachment", attachment={"type": "skill_listing",
                                     "content": "- update-config: configure the harness"})
    s.base("attachment", attachment={"type": "task_reminder", "content": [
        {"id": "1", "subject": "Research plan mode", "status": "completed"}]})
    s.base("attachment", attachment={"type": "deferred_tools_delta", "addedNames": ["TodoWrite"],
                                     "removedNames": []})
    return s


def viewer() -> Session:
    """Every kind the page's toolbar filters, with words hidden in folds (browser tests)."""
    s = Session("viewer")
    s.user("Build the report generator.")
    s.assistant([{"type": "thinking", "thinking": "Quokkas aside, start with the data model.",
                  "signature": "c2ln"}], msg_id="msg_v1")
    s.assistant([{"type": "text", "text": "I'll look at the data first.\n\n- one\n- two"}],
                msg_id="msg_v1")
    s.tool("Bash", {"command": "ls data", "description": "List data"},
           "sales.csv\nzebrafinch.csv\n", "toolu_v_bash", msg_id="msg_v1")
    s.tool("Read", {"file_path": "/home/dev/project/missing.txt"},
           "File does not exist.", "toolu_v_read", is_error=True, msg_id="msg_v1")
    s.base("system", content="Context is getting long", level="warning")
    s.assistant([{"type": "tool_use", "id": "toolu_v_task", "name": "Task", "input": {
        "description": "Count rows", "subagent_type": "general-purpose",
        "prompt": "Count the rows of sales.csv."}}], msg_id="msg_v2")
    task_parent = s.parent
    s.parent = None
    s.base("user", isSidechain=True, message={"role": "user",
                                              "content": "Count the rows of sales.csv."})
    s.base("assistant", isSidechain=True, message={
        "id": "msg_v_side", "role": "assistant", "model": "claude-haiku-4-5",
        "content": [{"type": "text", "text": "There are 42 rows (platypus count)."}]})
    s.parent = task_parent
    s.user([{"type": "tool_result", "tool_use_id": "toolu_v_task",
             "content": [{"type": "text", "text": "42 rows."}]}])
    s.assistant([{"type": "text", "text": "The report has 42 rows."}], msg_id="msg_v3")
    s.user("Now add a chart.")
    s.assistant([{"type": "text", "text": "Added the chart to `report.py`."}], msg_id="msg_v4")
    s.user("Thanks, that is all.")
    s.assistant([{"type": "text", "text": "You are welcome."}], msg_id="msg_v5")
    return s


BUILDERS = [user_text, assistant_markdown, thinking, tools, tool_errors, images,
            system_levels, summary_title, sidechain, unknown_kinds, bad_lines, multi_session,
            viewer, hostile]
BUILDERS += [slash_commands, bash_mode, compacted, steering, steering_legacy, user_tags,
             image_placeholders, system_kinds, attachments]


def main() -> None:
    for build in BUILDERS:
        build().write()
    demo_session = demo()
    demo_session.name = "demo"
    demo_dir = HERE.parent / "src" / "cc2html" / "demo"
    demo_dir.mkdir(parents=True, exist_ok=True)
    with (demo_dir / "demo.jsonl").open("w", encoding="utf-8", newline="\n") as fh:
        for line in demo_session.lines:
            fh.write(json.dumps(line, ensure_ascii=False) + "\n")
    # a file whose last line is cut off mid-write and that contains bytes that are not UTF-8
    bad_lines_path = HERE / "bad_lines.jsonl"
    data = bad_lines_path.read_bytes().rstrip(b"\n")  # last line has no newline: still writing
    bad_lines_path.write_bytes(data.replace(b"caf\\u00e9 ok", b"caf\xe9 latin-1"))


if __name__ == "__main__":
    main()
