"""Agent SDK stream-json: detection, the §2/§3 mapping, §4 classification, subagents, snapshot."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cc2html.model import (DocumentItem, ThinkingMessage, ToolResultMessage, ToolUseMessage,
                              UnknownMessage, UserTextMessage)
from cc2html.pipeline import Options, build, convert
from cc2html.model.sdk import (AttachmentMessage, CitedTextMessage, CodeRunOutput,
                                 CalledToolUseMessage, DeniedToolResultMessage,
                                 InjectedContextMessage, McpToolUseMessage, NoticeMessage,
                                 ResultNotice, ServerToolUseMessage, WebSearchOutput)
from cc2html.model.tools.skill import SkillOutput
from cc2html.read.agents import detect_format
from cc2html.tree.stats import all_messages
from helpers import TEST_DATA, render_lines, render_path, visible_text

SID = "5d4c3b2a-0000-4000-8000-000000000001"


def walk(nodes):
    for node in nodes:
        yield node
        if node.result is not None:
            yield node.result
        yield from walk(node.children)
        if node.subagent is not None:
            yield from walk(node.subagent.nodes)


def messages_of(name: str):
    doc, problems, _ = build(TEST_DATA / name)
    assert not problems
    return doc, [m for s in doc.sessions for m in all_messages(s)]


def write(tmp_path: Path, lines, name="log.jsonl") -> Path:
    path = tmp_path / name
    path.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    return path


# --------------------------------------------------------------------------- detection


def test_detects_stream_json_and_transcripts():
    assert detect_format(TEST_DATA / "sdk_turns.jsonl").name == "stream-json"
    assert detect_format(TEST_DATA / "tools.jsonl").name == "transcript"
    assert detect_format(TEST_DATA / "summary_title.jsonl").name == "transcript"


def test_json_document_and_array(tmp_path: Path):
    lines = [json.loads(x) for x in (TEST_DATA / "sdk_turns.jsonl").read_text().splitlines()]
    array = tmp_path / "log.json"
    array.write_text(json.dumps(lines, indent=2))
    single = tmp_path / "one.json"
    single.write_text(json.dumps(lines[1], indent=2))
    assert detect_format(array).name == "stream-json" and detect_format(single).name == "stream-json"
    oneline = tmp_path / "oneline.json"  # `claude -p --output-format json --verbose`
    oneline.write_text(json.dumps(lines))
    assert detect_format(oneline).name == "stream-json"
    assert "Session setup" in visible_text(render_path(oneline))
    page = visible_text(render_path(array))
    assert "Load the widgets skill" in page and "Session setup" in page
    assert "Load the widgets skill" in visible_text(render_path(single))


def test_input_format_override(tmp_path: Path):
    src = TEST_DATA / "sdk_turns.jsonl"
    forced, _, _ = build(src, "transcript")  # read as a transcript: no SDK kinds at all
    assert not any(isinstance(m, NoticeMessage) for s in forced.sessions
                   for m in all_messages(s))
    assert forced.sessions[0].snapshot is None
    auto, _, _ = build(src, "auto")
    assert auto.sessions[0].snapshot is not None
    out = tmp_path / "p.html"
    convert(src, out, options=Options(input_format="stream-json"))
    assert "Session setup" in out.read_text()


# --------------------------------------------------------------------------- §2 mapping


def test_every_notice_kind_is_one_element():
    doc, msgs = messages_of("sdk_notices.jsonl")
    kinds = {m.kind for m in msgs if isinstance(m, NoticeMessage)}
    assert {"system/status", "system/session_state_changed", "system/compact_boundary",
            "system/api_retry", "system/hook_started", "system/hook_progress",
            "system/hook_response", "system/local_command_output", "system/files_persisted",
            "system/elicitation_complete", "auth_status", "rate_limit_event",
            "tool_use_summary", "prompt_suggestion", "result/error_max_turns"} <= kinds
    unknown = {m.kind for m in msgs if isinstance(m, UnknownMessage)}
    assert unknown == {"teleport_event", "system/brand_new_subtype"}
    # 23 lines: 2 init (the snapshot, and a notice of what the second changed)
    # + 1 keep-alive (counted) + 20 elements: nothing dropped
    assert len(msgs) == 21 and doc.hidden["keep_alive"].count == 1
    refresh = next(m for m in msgs if isinstance(m, NoticeMessage) and m.kind == "system/init")
    assert "claude-sonnet-4-6 → claude-opus-4-6" in refresh.text
    assert {"control_request/can_use_tool", "control_response/success"} <= kinds
    assert doc.sessions[0].snapshot.model == "claude-opus-4-6"  # the later init refreshed it


def test_notice_levels_and_result_facts():
    _, msgs = messages_of("sdk_notices.jsonl")
    by_kind = {m.kind: m for m in msgs if isinstance(m, NoticeMessage)}
    assert by_kind["system/api_retry"].level == "warning"
    assert by_kind["system/hook_response"].level == "error"
    assert "src/app.ts needs formatting" in by_kind["system/hook_response"].body
    assert "FAILED big.bin: too large" in by_kind["system/files_persisted"].body
    result = by_kind["result/error_max_turns"]
    assert isinstance(result, ResultNotice) and result.level == "error"
    assert "$0.0421" in result.text and "50 turns" in result.text
    assert result.denials and "Write" in result.denials[0]


def test_hidden_kinds_are_counted():
    doc, msgs = messages_of("sdk_turns.jsonl")
    prompts = [m for m in msgs if isinstance(m, UserTextMessage)
               and m.text.startswith("Load the widgets skill")]
    assert len(prompts) == 1  # its replay is counted, not shown twice
    assert doc.hidden["stream_event"].count == 2
    assert doc.hidden["tool_progress"].count == 1
    assert doc.hidden["user (replay)"].count == 1
    page = visible_text(render_path(TEST_DATA / "sdk_turns.jsonl"))
    assert "stream_event" in page
    # a replay that is the only record of its text is shown, marked as replayed
    assert "User (replayed)" in page and "What was in package.json" in page


def test_snapshot_panel():
    doc, _ = messages_of("sdk_turns.jsonl")
    snap = doc.sessions[0].snapshot
    assert ("tracker", "needs-auth") in snap.mcp_servers
    assert ("builds", "failed (error: spawn ENOENT)") in snap.mcp_servers
    assert snap.skills == ("widgets", "release-notes") and snap.version == "2.1.50"
    page = visible_text(render_path(TEST_DATA / "sdk_turns.jsonl"))
    for text in ("Session setup", "tracker: needs-auth", "/review", "lintkit", "Explore"):
        assert text in page


# --------------------------------------------------------------------------- §4 turns


def test_user_classification_priority():
    doc, msgs = messages_of("sdk_turns.jsonl")
    injected = [m for m in msgs if isinstance(m, InjectedContextMessage)]
    assert [m.reason for m in injected] == ["skill-body", "system-reminder"]
    assert not any(isinstance(m, UserTextMessage) and "Widgets skill" in m.text for m in msgs)
    users = [m.text for m in msgs if type(m) is UserTextMessage]
    assert "Load the widgets skill and list the widgets folder." in users
    # tool returns are merged into their calls
    calls = [n for s in doc.sessions for n in walk(s.nodes) if isinstance(n.msg, ToolUseMessage)]
    assert calls and all(c.result is not None for c in calls)
    assert any(c.result.msg.is_error for c in calls)
    denied = [c for c in calls if isinstance(c.result.msg, DeniedToolResultMessage)]
    assert [c.msg.tool_use_id for c in denied] == ["toolu_bash_2"]
    assert "denied</span>" in render_path(TEST_DATA / "sdk_turns.jsonl")
    assert sum(isinstance(m, ThinkingMessage) for m in msgs) == 2
    errors = [m.text for m in msgs if isinstance(m, NoticeMessage) and m.kind == "assistant/error"]
    assert errors == ["rate_limit"]


def test_skill_call_shows_sidecar():
    _, msgs = messages_of("sdk_turns.jsonl")
    skill = next(m for m in msgs if isinstance(m, ToolResultMessage) and m.tool_name == "Skill")
    assert isinstance(skill.output, SkillOutput)
    assert skill.output.command_name == "widgets" and skill.output.success is True
    assert skill.sidecar == {"success": True, "commandName": "widgets"}


def test_subagent_nests_under_its_call_with_task_card():
    doc, _ = messages_of("sdk_subagent.jsonl")
    session = doc.sessions[0]
    agent = next(n for n in walk(session.nodes) if isinstance(n.msg, ToolUseMessage)
                 and n.msg.tool_name == "Agent")
    sub = agent.subagent
    assert sub is not None and sub.task is not None
    assert sub.task.status == "completed" and sub.task.latest == "Reading .widgets/package.json"
    assert sub.task.progress == ("Running ls -la .widgets", "Reading .widgets/package.json")
    inner = [n.msg for n in walk(sub.nodes)]
    assert isinstance(inner[0], UserTextMessage)  # the subagent's prompt, inside it
    assert any(isinstance(m, ToolUseMessage) and m.tool_name == "Read" for m in inner)
    main = [n.msg for n in session.nodes]
    assert not any(m.meta.is_sidechain for m in main)
    # a background task without a call is kept, as an unlinked task card
    assert [s.task.status for s in session.unlinked] == ["stopped"]


def test_nested_subagents(tmp_path: Path):
    def line(kind, parent=None, **kw):
        return {"type": kind, "session_id": SID, "parent_tool_use_id": parent, **kw}

    def call(ident, parent=None):
        return line("assistant", parent, message={"role": "assistant", "content": [
            {"type": "tool_use", "id": ident, "name": "Agent",
             "input": {"prompt": f"prompt {ident}", "description": ident}}]})

    def ret(ident, parent=None):
        return line("user", parent, message={"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": ident, "content": f"done {ident}"}]})

    lines = [line("user", message={"role": "user", "content": "go"}),
             call("outer"), line("user", "outer", message={"role": "user",
                                                           "content": "prompt outer"}),
             call("inner", "outer"), line("user", "inner", message={"role": "user",
                                                                    "content": "prompt inner"}),
             line("assistant", "inner", message={"role": "assistant", "content": "deep answer"}),
             ret("inner", "outer"), ret("outer")]
    doc, _, _ = build(write(tmp_path, lines))
    outer = next(n for n in walk(doc.sessions[0].nodes)
                 if isinstance(n.msg, ToolUseMessage) and n.msg.tool_use_id == "outer")
    inner = next(n for n in walk(outer.subagent.nodes)
                 if isinstance(n.msg, ToolUseMessage) and n.msg.tool_use_id == "inner")
    assert inner.subagent is not None
    assert "deep answer" in [getattr(n.msg, "text", "") for n in walk(inner.subagent.nodes)]


# --------------------------------------------------------------------------- §3 blocks


def test_server_and_mcp_blocks_pair_with_results():
    doc, msgs = messages_of("sdk_server_tools.jsonl")
    nodes = [n for s in doc.sessions for n in walk(s.nodes)]
    servers = [n for n in nodes if isinstance(n.msg, ServerToolUseMessage)]
    assert {n.msg.tool_name for n in servers} == {
        "web_search", "web_fetch", "code_execution", "bash_code_execution",
        "text_editor_code_execution", "tool_search_tool_regex"}
    assert all(n.result is not None for n in servers)
    search = next(n for n in servers if n.msg.tool_use_id == "srvtoolu_ws")
    assert isinstance(search.result.msg.output, WebSearchOutput)
    assert search.result.msg.output.hits[0].url == "https://example.com/sizes"
    failed = next(n for n in servers if n.msg.tool_use_id == "srvtoolu_ws2")
    assert failed.result.msg.is_error
    bash = next(n for n in servers if n.msg.tool_use_id == "srvtoolu_bce")
    assert isinstance(bash.result.msg.output, CodeRunOutput) and bash.result.msg.is_error
    called = next(n for n in nodes if isinstance(n.msg, CalledToolUseMessage))
    assert called.msg.caller == "code_execution_20250825" and called.result is not None
    mcp = next(n for n in nodes if isinstance(n.msg, McpToolUseMessage))
    assert mcp.msg.input.server == "docs" and mcp.result is not None
    assert any(isinstance(m, CitedTextMessage) and m.citations for m in msgs)
    kinds = {m.kind for m in msgs if isinstance(m, AttachmentMessage)}
    assert kinds == {"search_result", "container_upload"}  # the document: the prompt's item
    assert any(isinstance(i, DocumentItem) and i.title == "Widget spec"
               for m in msgs if isinstance(m, UserTextMessage) for i in m.items)
    assert [m.kind for m in msgs if isinstance(m, UnknownMessage)] == ["assistant.hologram"]


def test_links_only_for_http_urls():
    page = render_path(TEST_DATA / "sdk_server_tools.jsonl")
    assert 'href="https://example.com/sizes"' in page
    assert 'href="javascript:' not in page


def test_hostile_text_is_escaped():
    page = render_lines([
        {"type": "system", "subtype": "init", "session_id": SID, "model": "<script>x</script>",
         "tools": ["<img src=x onerror=alert(1)>"]},
        {"type": "system", "subtype": "hook_response", "session_id": SID,
         "hook_name": "<b>h</b>", "stdout": "<script>alert(1)</script>"},
        {"type": "result", "subtype": "success", "session_id": SID,
         "result": "<script>alert(2)</script>"},
    ])
    assert "<script>x" not in page and "<script>alert" not in page and "<img src=x" not in page


def test_wrong_shapes_are_reported_not_fatal(tmp_path: Path):
    src = write(tmp_path, [
        {"type": "assistant", "session_id": SID, "message": "not an object"},
        {"type": "user", "session_id": SID, "message": {"role": "user", "content": "hi"}},
    ])
    doc, problems, _ = build(src)
    assert problems and problems[0].kept
    msgs = all_messages(doc.sessions[0])
    assert any(isinstance(m, UnknownMessage) for m in msgs)
    assert any(isinstance(m, UserTextMessage) for m in msgs)


@pytest.mark.parametrize("name", ["sdk_turns", "sdk_subagent", "sdk_notices",
                                  "sdk_server_tools"])
def test_every_line_reaches_the_page(name):
    """Each SDK line is an element, part of the snapshot/a task card, or a counted record."""
    doc, msgs = messages_of(f"{name}.jsonl")
    raw = (TEST_DATA / f"{name}.jsonl").read_text().splitlines()
    folded = {n for n, x in enumerate(raw, 1)
              if '"subtype": "init"' in x or '"subtype": "task_' in x}  # snapshot / task cards
    shown = {m.meta.line for m in msgs}
    hidden = sum(h.count for h in doc.hidden.values())
    assert any(s.snapshot for s in doc.sessions)
    assert len(shown | folded) + hidden == len(raw)
    assert not shown & {n for n, x in enumerate(raw, 1) if '"stream_event"' in x}


def test_bom_crlf_and_stray_stderr_lines(tmp_path: Path):
    """A log written on Windows or with stderr mixed in still reads, line by line."""
    lines = [{"type": "system", "subtype": "hook_response", "session_id": SID,
              "hook_name": "SessionStart:startup", "outcome": "success", "stdout": "memory"},
             {"type": "user", "session_id": SID, "message": {"role": "user", "content": "hi"}}]
    path = tmp_path / "win.jsonl"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(lines[0]).encode() + b"\r\n"
                     + b"npm WARN deprecated something\r\n"
                     + json.dumps(lines[1]).encode() + b"\r\n")
    assert detect_format(path).name == "stream-json"
    doc, problems, _ = build(path)
    assert [p.line for p in problems] == [2]
    kinds = [type(m).__name__ for m in all_messages(doc.sessions[0])]
    assert kinds == ["NoticeMessage", "UserTextMessage"]
