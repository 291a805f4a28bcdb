"""Codex rollouts read into transcript entries: both formats, copies shown once, usage
on its reply, every line an entry or a problem."""

from __future__ import annotations

import json
from pathlib import Path

from cc2html.read.agent_entries import (AgentNoticeEntry, CompactedEntry, HiddenEntry,
                                        InjectedEntry, InterruptedEntry)
from cc2html.read.codex import iter_codex
from cc2html.read.entries import AssistantEntry, ThinkingBlock, UnknownEntry, UserEntry
from helpers import TEST_DATA


def entries(name: str) -> list:
    return list(iter_codex(TEST_DATA / name))


def texts(items: list, cls: type) -> list[str]:
    found = []
    for e in items:
        if isinstance(e, cls) and not isinstance(e.message.content, str):
            found += [getattr(b, "text", "") or getattr(b, "thinking", "")
                      for b in e.message.content]
    return found


def test_every_line_of_a_rollout_becomes_an_entry():
    path = TEST_DATA / "codex_turns.jsonl"
    lines = {e.line for e in entries("codex_turns.jsonl")}
    assert lines == set(range(1, len(path.read_text().splitlines()) + 1))


def test_a_prompt_and_reply_written_as_item_and_event_show_once():
    items = entries("codex_turns.jsonl")
    assert texts(items, UserEntry).count("Why does the build fail?") == 1
    replies = texts(items, AssistantEntry)
    assert replies.count("The build fails because libfoo is missing.") == 1
    assert replies.count("**Reading the log**\n\nThe linker step fails.") == 1
    hidden = [e.reason for e in items if isinstance(e, HiddenEntry)]
    assert any("already showed" in r for r in hidden)


def test_harness_messages_are_injected_context_not_prompts():
    reasons = [e.reason for e in entries("codex_turns.jsonl") if isinstance(e, InjectedEntry)]
    assert reasons == ["user-instructions", "environment-context"]


def test_token_count_goes_onto_the_reply_it_follows_or_precedes():
    usage = [e.message.usage for e in entries("codex_turns.jsonl")
             if isinstance(e, AssistantEntry) and e.message.usage is not None]
    assert len(usage) == 1
    assert (usage[0].input_tokens, usage[0].cache_read_input_tokens,
            usage[0].output_tokens) == (200, 1000, 80)


def test_encrypted_reasoning_is_hidden_with_its_reason():
    hidden = [e for e in entries("codex_turns.jsonl") if isinstance(e, HiddenEntry)
              and e.kind == "reasoning"]
    assert any("encrypted content is not shown" in e.reason for e in hidden)
    assert not any("gAAAA" in str(b) for e in entries("codex_turns.jsonl")
                   if isinstance(e, AssistantEntry) for b in e.message.content)


def test_aborted_turn_compaction_review_and_unknown_event():
    items = entries("codex_turns.jsonl")
    assert [e.text for e in items if isinstance(e, InterruptedEntry)] == [
        "Turn aborted (interrupted)"]
    compacted = [e for e in items if isinstance(e, CompactedEntry)]
    assert len(compacted) == 1 and "libfoo" in compacted[0].summary
    assert [e.title for e in items if isinstance(e, AgentNoticeEntry)] == [
        "Review started", "Review finished", "Error"]
    assert [e.type for e in items if isinstance(e, UnknownEntry)] == [
        "event_msg.brand_new_event"]


def test_the_old_flat_format_reads_its_meta_items_and_markers():
    items = entries("codex_flat.jsonl")
    assert {e.sessionId for e in items} == {"0199bbbb-0000-7000-8000-000000000002"}
    assert [e.kind for e in items if isinstance(e, HiddenEntry)] == [
        "session_meta", "state", "state"]
    thinking = [b for e in items if isinstance(e, AssistantEntry) for b in e.message.content
                if isinstance(b, ThinkingBlock)]
    assert [b.thinking for b in thinking] == ["Listing with ls."]
    result = next(e for e in items if isinstance(e, UserEntry) and e.toolUseResult)
    assert result.toolUseResult == {"exit_code": 0, "duration_seconds": 0.1}


def test_tool_events_without_response_items_are_the_calls(tmp_path: Path):
    items = entries("codex_tools.jsonl")
    uses = {b.id: b.name for e in items if isinstance(e, AssistantEntry)
            for b in e.message.content if b.type == "tool_use"}
    assert uses == {"call_local_1": "local_shell", "call_exec_2": "shell",
                    "call_patch_3": "apply_patch", "call_patch_4": "apply_patch",
                    "call_mcp_5": "mcp__tracker__close_issue", "ws_6": "web_search",
                    "call_plan_7": "update_plan", "call_shell_8": "shell"}
    results = [b.tool_use_id for e in items if isinstance(e, UserEntry)
               for b in e.message.content if b.type == "tool_result"]
    assert sorted(results) == sorted(uses)  # each call exactly one result


def test_an_end_event_lends_its_exit_code_to_the_output_that_follows(tmp_path: Path):
    lines = [
        {"type": "session_meta", "payload": {"id": "s", "cwd": "/w"}},
        {"type": "response_item", "payload": {"type": "function_call", "name": "shell",
                                              "call_id": "c1", "arguments": "{\"command\": [\"ls\"]}"}},
        {"type": "event_msg", "payload": {"type": "exec_command_end", "call_id": "c1",
                                          "exit_code": 2, "duration": {"secs": 1, "nanos": 5e8}}},
        {"type": "response_item", "payload": {"type": "function_call_output", "call_id": "c1",
                                              "output": "ls: cannot access"}}]
    path = tmp_path / "rollout.jsonl"
    path.write_text("".join(json.dumps(x) + "\n" for x in lines))
    result = [e for e in iter_codex(path) if isinstance(e, UserEntry)][-1]
    assert result.toolUseResult == {"exit_code": 2, "duration_seconds": 1.5}


def test_newer_kinds_are_notices_settings_or_the_messages_they_repeat():
    items = entries("codex_newer.jsonl")
    assert not [e for e in items if isinstance(e, UnknownEntry)]
    assert [e.title for e in items if isinstance(e, AgentNoticeEntry)] == [
        "Goal updated", "Subagent started", "Message between agents", "Plan"]
    hidden = {e.kind: e.reason for e in items if isinstance(e, HiddenEntry)}
    assert "world_state" in hidden and "inter_agent_communication_metadata" in hidden
    assert texts(items, UserEntry).count("Explore the repository") == 1
    assert texts(items, AssistantEntry).count("Three modules: parser, render, write.") == 1
    results = [b for e in items if isinstance(e, UserEntry) for b in e.message.content
               if b.type == "tool_result"]
    assert [(b.tool_use_id, b.content) for b in results] == [("call_dyn",
                                                              "parser, render, write")]


def test_the_ide_extensions_context_is_injected_and_its_request_the_prompt():
    """Hand-made test_data/codex_ide.jsonl: the VS Code extension's "# Context from my IDE
    setup:" block before "## My request for Codex:" (codex_ide.py cites Codex's source)."""
    items = entries("codex_ide.jsonl")
    assert texts(items, UserEntry) == ["Why is the team page slow?"]
    injected = [e for e in items if isinstance(e, InjectedEntry)]
    assert [e.reason for e in injected] == ["ide-context", "ide-context"]
    assert "## Open tabs:" in injected[0].text and "team page" not in injected[0].text
    assert {e.line for e in items} == set(range(1, 7))


def test_the_desktop_apps_attachment_list_is_context_too():
    from cc2html.read.codex_ide import split_ide
    text = "# Files mentioned by the user:\n\n## a.png: /tmp/a.png\n\n## My request for Codex:\nfix it\n"
    assert split_ide([{"type": "text", "text": text}]) == (
        "# Files mentioned by the user:\n\n## a.png: /tmp/a.png",
        [{"type": "text", "text": "fix it"}])
    assert split_ide([{"type": "text", "text": "## My request for Codex: typed"}]) is None
