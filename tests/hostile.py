"""Hostile input for the security and browser tests: payload transcripts, fixtures with
payloads mutated into them, archive trees with payload names, random hostile text.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

from cc2html.pipeline import build

from helpers import SGR, TEST_DATA, render_lines, terminal_outputs
from page_checks import MARK

HOSTILE = TEST_DATA / "hostile.jsonl"


#: a project-folder/file name is page text too
HOSTILE_NAME = "<img src=x onerror=alert(60)>\"'><svg onload=alert(61)>.jsonl"


@functools.lru_cache(maxsize=None)
def benign_text(sid: str) -> str:
    """The page of a harmless one-line transcript: the chrome every page has."""
    return render_lines([{"type": "user", "uuid": "u0", "sessionId": sid,
                          "message": {"role": "user", "content": "hello"}}])


# --------------------------------------------------------------------------- every place, payloads of their own


PLACE_PAYLOADS = [
    '"><svg/onload=alert(101)>', "'><img src=x onerror=alert(102)>",
    "</script><script>alert(103)</script>",
    "</style><style>body{background:url(//evil.example/104)}</style>",
    "<!--<script>alert(105)//-->",
    "<base href=//evil.example/><meta http-equiv=refresh content='0;url=//evil.example/106'>",
    "<iframe srcdoc='&lt;script&gt;alert(107)&lt;/script&gt;'></iframe><form action=//evil."
    "example><button formaction=javascript:alert(108)>x</button></form>",
    "<img srcset='//evil.example/109 1x'><video poster=//evil.example/110>"
    "<object data=//evil.example/111>",
    "[l](jav&#x09;ascript:alert(112)) [m](&#106;avascript:alert(113)) <javascript:alert(114)> "
    "[n](\x01javascript:alert(115)) [o](vbscript:msgbox(116)) "
    "[p](data:text/html;base64,PHNjcmlwdD5hbGVydCgxMTcpPC9zY3JpcHQ+)",
    "[r][1]\n\n[1]: javascript:alert(118)\n\n![i](https://evil.example/119.png) "
    "![j](javascript:alert(120))",
    "\u202egnp.exe\u202c \u2066x\u2069 \x00 \ud800 \x1b]8;;javascript:alert(121)\x1b\\click"
    "\x1b]8;;\x1b\\ \x1b]52;c;YWxlcnQ=\x07",
    f" {MARK} hidden msg",
    "{{7*7}} ${alert(122)} {% raw %}",
    'x" onmouseover="alert(123)" data-x="',
]


HSID = 'search"><svg onload=alert(130)>'

HOSTILE_TOOLS = ["Bash", "Read", "Write", "Edit", "Task", "WebFetch", "TodoWrite", "Grep", "Glob",
         "BashOutput", "WebSearch", "MultiEdit", "Agent", "TaskOutput"]


def _entry(kind: str, n: int, **extra: object) -> dict:
    p = PLACE_PAYLOADS[n % len(PLACE_PAYLOADS)]
    return {"type": kind, "uuid": f"u{n}-{p}", "parentUuid": None, "sessionId": HSID,
            "timestamp": f"2026-01-01T00:{n // 60 % 60:02d}:{n % 60:02d}Z", "cwd": f"/home/{p}",
            "gitBranch": p, "version": p, **extra}


def _payload_lines(k: int, p: str, n: int) -> list[dict]:
    """Payload `p` in every place one round of a conversation carries text."""
    tid = f"toolu_{k}_{p}"
    tool = [*HOSTILE_TOOLS, p, f"mcp__{p}__x"][k % (len(HOSTILE_TOOLS) + 2)]
    inp = {"command": p, "file_path": f"/tmp/{p}", "url": p, "pattern": p, "prompt": p,
           "description": p, "content": p, "old_string": p, "new_string": p,
           "todos": [{"content": p, "status": p, "priority": p, "activeForm": p, "id": p}],
           "edits": [{"old_string": p, "new_string": p}], p: {p: [p]}}
    media = ["image/png", p, "image/svg+xml", "text/html"][k % 4]
    result = [{"type": "text", "text": f"\x1b[31m{p}\x1b[0m <status>{p}</status><stdout>{p}\n"
                                       f"{p}</stdout> Links: [{{\"title\": \"x\", \"url\": "
                                       f"\"javascript:alert(131)\"}}]"},
              {"type": "image", "source": {"type": "base64", "media_type": media,
                                           "data": ["iVBORw0KGgo=", p, "PHN2Zz4="][k % 3]}}]
    user = lambda text, **x: _entry("user", n, message={"role": "user", "content": text}, **x)  # noqa: E731
    said = lambda blocks: _entry("assistant", n, message={  # noqa: E731
        "role": "assistant", "id": f"m{n}", "model": p, "content": blocks,
        "usage": {"input_tokens": -5, "output_tokens": 10 ** 25}})
    return [
        user(p),
        said([{"type": "text", "text": f"# {p}\n\n{p}\n\n```{p}\n{p}\n```\n\n| {p} | b |\n"
                                       f"|--|--|\n| `{p}` | {p} |"}]),
        said([{"type": "thinking", "thinking": p, "signature": p},
              {"type": "redacted_thinking", "data": p}, {"type": p, "x": p}]),
        said([{"type": "tool_use", "id": tid, "name": tool, "input": inp}]),
        user([{"type": "tool_result", "tool_use_id": tid, "is_error": bool(k % 2),
               "content": result}],
             toolUseResult={"agentId": p, "status": p, "stdout": p, "stderr": p, "url": p,
                            "code": 200, "filePath": p, "backgroundTaskId": p,
                            "file": {"filePath": p, "content": p}}),
        user(f"<command-name>/{p}</command-name><command-message>{p}</command-message>"
             f"<command-args>{p}</command-args>"),
        user(f"<bash-input>{p}</bash-input>"),
        user(f"<bash-stdout>{p}</bash-stdout><bash-stderr>{p}</bash-stderr>"),
        user(f"<local-command-stdout>{p}</local-command-stdout>"),
        user(f"<ide_opened_file>{p}</ide_opened_file><ide_selection>{p}</ide_selection>"
             f"<ide_diagnostics>[{json.dumps(p)}]</ide_diagnostics>"),
        user(f"<task-notification><task-id>{p}</task-id><tool-use-id>{tid}</tool-use-id>"
             f"<status>{p}</status><summary>{p}</summary><result>{p}</result>"
             f"</task-notification>"),
        user(f'<teammate-message teammate_id="{p}" color="{p}" summary="{p}">{p}'
             f'</teammate-message>'),
        user(f"<system-reminder>{p}</system-reminder> [Image #1] {p}", isMeta=True),
        user(p, isSidechain=True, agentId=p, parentUuid=p),
        _entry("system", n, subtype=p, level=p, content=p),
        _entry("system", n, subtype=["turn_duration", "api_error", "compact_boundary",
                                     "stop_hook_summary", "local_command"][k % 5],
               level="error", content=p, durationMs=-5 if k % 2 else 10 ** 20,
               error={"message": p}, hookInfos=[{"command": p}],
               compactMetadata={"trigger": p, "preTokens": p}),
        _entry("attachment", n, attachment={"type": ["hook_success", "queued_command", p,
                                                     "goal_status", "skill_listing"][k % 5],
                                            "content": p, "hookName": p, "prompt": p,
                                            "stdout": p}),
        _entry("progress", n, parentToolUseID=tid, data={
            "type": "agent_progress", "agentId": p, "message": {
                "type": "assistant", "uuid": p, "message": {
                    "role": "assistant", "content": [{"type": "text", "text": p}]}}}),
        _entry("queue-operation", n, operation="enqueue", content=p),
        {"type": "summary", "summary": p, "leafUuid": p},
        {"type": "custom-title", "customTitle": p, "sessionId": HSID},
        {"type": p, "payload": p},
    ]


def write_hostile(folder: Path) -> Path:
    """A session with every payload in every place, and sidecar files named after them."""
    lines = [_entry("user", 0, message={"role": "user", "content": " ".join(PLACE_PAYLOADS)})]
    for k, p in enumerate(PLACE_PAYLOADS):
        lines += _payload_lines(k, p, len(lines))
    src = folder / "session.jsonl"
    src.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    agents = folder / "session" / "subagents"
    agents.mkdir(parents=True)
    for k, p in enumerate(PLACE_PAYLOADS[:6]):
        said = {"type": "assistant", "uuid": f"s{k}", "isSidechain": True, "agentId": p,
                "sessionId": HSID, "message": {"role": "assistant", "content": [
                    {"type": "text", "text": p}]}}
        name = re.sub(r"[/\x00]", "_", p)
        (agents / f"agent-{name}.jsonl").write_text(json.dumps(said))
    return src


ARCHIVE_PROJECTS = ['-home-x-"><img src=x onerror=alert(201)>', "javascript:alert(202)", "proj"]


# --------------------------------------------------------------------------- fixtures, mutated

STRUCTURAL = {"type", "subtype", "role"}


#: keys that pair lines (tool ids, uuids): kept so a poisoned call still meets its result
PAIRING = {"uuid", "parentUuid", "sessionId", "session_id", "tool_use_id", "id", "leafUuid",
           "parent_tool_use_id", "timestamp"}

MUTATION_PAYLOADS = [
    '"><svg onload=alert(301)>', "java\tscript:alert(302)", "</title><script>alert(303)</script>",
    " JAVASCRIPT:alert(304)", "//evil.example/305", "&#106;avascript:alert(306)", "<!--",
    "]]><script>alert(307)</script>", "\u2028</script>\u2029", "x\x00y", "\\\\evil.example\\308",
    "<base href=//evil.example/><meta http-equiv=refresh content='0;url=//evil.example/309'>",
    "`'\"><iframe src=//evil.example/310>", "data:text/html,<script>alert(311)</script>",
    "<style>@import url(//evil.example/312);</style>", "java\nscript:alert(313)",
    "vbscript:msgbox(314)", "\ud800\u202e<img src=x onerror=alert(315)>",
]


def pick(seed: str) -> str:
    return MUTATION_PAYLOADS[sum(map(ord, seed)) % len(MUTATION_PAYLOADS)]


def add_keys(value: Any) -> Any:
    """A payload-named key beside every object's own (generic views show unknown keys)."""
    if isinstance(value, dict):
        out = {k: v if k in STRUCTURAL else add_keys(v) for k, v in value.items()}
        bad = pick(json.dumps(sorted(value)))
        out[bad] = {bad: [bad]} if len(out) % 2 else bad
        return out
    if isinstance(value, list):
        return [add_keys(v) for v in value]
    return value


def confuse_types(value: Any, key: str = "") -> Any:
    """Strings swapped for objects, lists and numbers that carry payloads."""
    if isinstance(value, dict):
        return {k: v if k in STRUCTURAL else confuse_types(v, k) for k, v in value.items()}
    if isinstance(value, list):
        return [confuse_types(v, key) for v in value]
    if isinstance(value, str) and key not in PAIRING:
        bad = pick(value)
        return [{bad: bad}, [bad, {bad: [bad]}], bad, -1e308][sum(map(ord, value)) % 4]
    return value


def replace_strings(value: Any, key: str = "") -> Any:
    """Every string one whole payload: URL fields get an obfuscated scheme as their start."""
    if isinstance(value, dict):
        return {k: v if k in STRUCTURAL else replace_strings(v, k) for k, v in value.items()}
    if isinstance(value, list):
        return [replace_strings(v, key) for v in value]
    if isinstance(value, str) and key not in PAIRING:
        return pick(value + key)
    return value


MUTATIONS: dict[str, Callable[[Any], Any]] = {
    "keys": add_keys, "types": confuse_types, "whole": replace_strings}


def mutated(fixture: str, mutation: str, folder: Path) -> Path:
    src = folder / fixture
    lines = []
    for raw in (TEST_DATA / fixture).read_bytes().decode("utf-8", "replace").splitlines():
        try:
            lines.append(json.dumps(MUTATIONS[mutation](json.loads(raw))))
        except ValueError:
            lines.append(raw)
    src.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return src


def terminal_text(src: Path) -> str:
    """What `cc2html show` prints for a file, in colour and piped (one string)."""
    doc, _, _ = build(src)
    return SGR.sub("", "".join(terminal_outputs(doc)))


# --------------------------------------------------------------------------- archive trees

ARCHIVE_NAMES = ['"><img src=x onerror=alert(330)>', "javascript:alert(331)", "x..%2f..%2fy",
                 "<script>alert(332)<", "%3Cscript%3E", "\u202eevil"]


def archive_session(n: int, bad: str) -> list[dict]:
    sid = f"{bad}-{n}"
    base = {"sessionId": sid, "cwd": f"/home/{bad}", "gitBranch": bad, "version": bad}
    tid = f"toolu_{n}"
    return [
        {"type": "user", "uuid": f"{bad}u{n}", "timestamp": f"2026-01-0{n % 9 + 1}T00:00:00Z",
         "message": {"role": "user", "content": f"prompt {bad} hidden msg {n}"}, **base},
        {"type": "assistant", "uuid": f"{bad}a{n}", "timestamp": f"2026-01-0{n % 9 + 1}T00:01:00Z",
         "message": {"role": "assistant", "id": f"m{n}", "model": bad, "content": [
             {"type": "text", "text": f"answer [x]({bad}) {bad}"},
             {"type": "tool_use", "id": tid, "name": bad, "input": {bad: bad}}]}, **base},
        {"type": "user", "uuid": f"{bad}r{n}", "message": {"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": tid, "content": bad}]}, **base},
        {"type": "user", "uuid": f"{bad}s{n}", "isSidechain": True, "agentId": bad,
         "message": {"role": "user", "content": f"side {bad}"}, **base},
        {"type": "custom-title", "customTitle": f"{bad} title {n}", "sessionId": sid},
        {"type": "summary", "summary": f"{bad} summary", "leafUuid": f"{bad}a{n}"},
    ]


# --------------------------------------------------------------------------- random text

FRAGMENTS = ["<", ">", '"', "'", "`", "&", "#", ";", ":", "/", "\\", "=", "(", ")", "[", "]",
             "!", "*", "_", "|", "-", "\n", "\t", " ", "\x00", "\x1b", "\x1b]8;;", "\x07",
             "\x9b", "\r", "\u2028", "\u202e", "\ud800", "&#x202e;", "&#13;", "script", "img",
             "onerror=", "javascript:", "//", "```", "<!--", "-->", "]]>", "</title>",
             "</script>", "data:", "svg", "alert(1)", "{{", "}}", "%", "a", "é", "😀"]

TEXT = st.lists(st.sampled_from(FRAGMENTS), max_size=14).map("".join)

NAME = st.text(st.characters(blacklist_categories=("Cs",)), max_size=30) | TEXT
