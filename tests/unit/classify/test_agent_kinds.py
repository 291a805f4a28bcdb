"""Codex and Gemini entries classify into the content models and tool views Claude Code's
do: shell calls as Bash (command, exit code, duration), apply_patch as a diff, update_plan
as todos, MCP with its server, harness text as injected context, notices, interruptions,
compactions. Nothing of the fixtures' known kinds falls back to a raw view."""

from __future__ import annotations

from cc2html.model import (AssistantTextMessage, CompactedSummaryMessage, InterruptionMessage,
                           ThinkingMessage,
                           ToolResultMessage, ToolUseMessage, UnknownMessage)
from cc2html.model.sdk import InjectedContextMessage, NoticeMessage
from cc2html.model.tools.agents_cli import (ApplyPatchInput, ArgvShellInput, PathReadInput,
                                            UpdatePlanInput, parse_patch)
from cc2html.model.tools.shell import ShellOutput
from cc2html.pipeline import build
from cc2html.tree.stats import all_messages
from helpers import TEST_DATA, render_path


def messages(name: str) -> list:
    doc, problems, _ = build(TEST_DATA / name)
    assert not problems
    return [m for s in doc.sessions for m in all_messages(s)]


def calls(name: str) -> dict[str, ToolUseMessage]:
    return {m.tool_use_id: m for m in messages(name) if isinstance(m, ToolUseMessage)}


def test_shell_calls_are_bash_views_with_exit_code_and_duration():
    uses = calls("codex_tools.jsonl")
    assert isinstance(uses["call_local_1"].input, ArgvShellInput)
    assert uses["call_local_1"].input.command == "pytest -q tests/unit"  # bash -lc unwrapped
    assert uses["call_exec_2"].input.command == "git status --short"
    outputs = {m.tool_use_id: m.output for m in messages("codex_tools.jsonl")
               if isinstance(m, ToolResultMessage)}
    assert isinstance(outputs["call_local_1"], ShellOutput)
    assert outputs["call_local_1"].interpretation == "exit code 1 · 2.5 s"
    assert outputs["call_exec_2"].interpretation == "exit code 0 · 0.25 s"
    assert outputs["call_shell_8"].interpretation == "Exit code: 0 · Wall time: 1.2 seconds"
    assert outputs["call_shell_8"].stdout == "4 passed\n"


def test_apply_patch_is_a_diff_and_update_plan_a_todo_list():
    uses = calls("codex_tools.jsonl")
    patch = uses["call_patch_3"].input
    assert isinstance(patch, ApplyPatchInput)
    (file,) = patch.files
    assert (file.action, file.path, file.added, file.removed) == ("update", "src/parse.py", 1, 1)
    built = uses["call_patch_4"].input  # from a patch_apply_begin's changes
    assert [(f.action, f.path, f.added) for f in built.files] == [("add", "docs/NOTES.md", 2)]
    plan = uses["call_plan_7"].input
    assert isinstance(plan, UpdatePlanInput)
    assert [(t.content, t.status) for t in plan.todos] == [
        ("Run the unit tests", "completed"), ("Patch the parser", "in_progress"),
        ("Write the notes", "pending")]
    assert uses["call_mcp_5"].input.server == "tracker"


def test_a_patch_keeps_text_outside_its_files():
    files, rest = parse_patch("cd repo\n*** Begin Patch\n*** Delete File: a.txt\n*** End Patch")
    assert [(f.action, f.path) for f in files] == [("delete", "a.txt")] and rest == "cd repo"


def test_turn_kinds_map_onto_the_existing_models():
    found = messages("codex_turns.jsonl")
    assert [m.reason for m in found if isinstance(m, InjectedContextMessage)] == [
        "user-instructions", "environment-context"]
    assert [m.text for m in found if isinstance(m, InterruptionMessage)] == [
        "Turn aborted (interrupted)"]
    assert len([m for m in found if isinstance(m, CompactedSummaryMessage)]) == 1
    assert [m.level for m in found if isinstance(m, NoticeMessage)] == ["info", "info", "error"]
    assert [m.kind for m in found if isinstance(m, UnknownMessage)] == [
        "event_msg.brand_new_event"]


def test_gemini_thoughts_tools_and_paths():
    found = messages("gemini_session.json")
    assert [m.thinking.split("\n")[0] for m in found if isinstance(m, ThinkingMessage)] == [
        "**Finding the port**"]
    read = next(m for m in found if isinstance(m, ToolUseMessage) and m.tool_name == "read_file")
    assert isinstance(read.input, PathReadInput) and read.input.file_path == "/srv/config.toml"
    errors = [m.is_error for m in found if isinstance(m, ToolResultMessage)]
    assert errors == [False, True]


def test_agent_pages_name_their_agent_and_show_no_raw_card_for_known_kinds():
    for name, agent in (("codex_tools.jsonl", "Codex CLI 0.50.0"), ("codex_flat.jsonl",
                        "Codex CLI"), ("gemini_session.jsonl", "Gemini CLI")):
        page = render_path(TEST_DATA / name)
        assert f"<dt>Agent</dt><dd>{agent}</dd>" in page
        assert "Unrecognised" not in page, name


def test_codex_phase_tells_commentary_from_the_final_answer():
    phases = [(m.text, m.phase) for m in messages("codex_turns.jsonl")
              if isinstance(m, AssistantTextMessage)]
    assert phases == [("Checking the linker flags first.", "commentary"),
                      ("The build fails because libfoo is missing.", "final_answer")]
