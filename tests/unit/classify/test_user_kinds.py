"""User-text kinds (seed 001 §1.2) and system subtypes (Part 3): classification and views."""

from __future__ import annotations

from cc2html.read.entries import SystemEntry, UserEntry
from cc2html.classify import ClassifyContext, classify_entry
from cc2html import model as m
from cc2html.model.inline import FoldedNote, IdeNotice
from helpers import TEST_DATA, render_path, visible_text


def user(content, **extra):
    return UserEntry.model_validate({"type": "user", "uuid": "u", "sessionId": "s",
                                     "message": {"role": "user", "content": content}, **extra})


def one(entry):
    (msg,) = list(classify_entry(entry, ClassifyContext()))
    return msg


def test_slash_command_tags_and_legacy_contents():
    msg = one(user("<command-message>init is analyzing…</command-message>\n"
                   "<command-name>/init</command-name>\n<command-args>--x</command-args>"))
    assert isinstance(msg, m.SlashCommandMessage)
    assert (msg.command_name, msg.command_args, msg.extra) == ("/init", "--x", "")
    legacy = one(user("<command-name>c</command-name><command-contents>body</command-contents>"))
    assert legacy.command_contents == "body"


def test_is_meta_is_instruction_text_that_does_not_start_a_turn():
    msg = one(user([{"type": "text", "text": "# Do this"}], isMeta=True))
    assert isinstance(msg, m.UserSlashCommandMessage) and not msg.starts_turn
    caveat = one(user("<local-command-caveat>Caveat: x</local-command-caveat>", isMeta=True))
    assert caveat.text == "Caveat: x"


def test_command_output_markdown_and_ansi():
    md = one(user("<local-command-stdout>## Cost\n\n| a | b |\n|---|---|</local-command-stdout>"))
    assert isinstance(md, m.CommandOutputMessage) and md.is_markdown
    ansi = one(user("<local-command-stdout>Set \x1b[1mopus\x1b[22m</local-command-stdout>"))
    assert not ansi.is_markdown
    err = one(user("<local-command-stderr>bad</local-command-stderr>"))
    assert err.stderr == "bad" and err.stdout == ""


def test_bash_input_and_output():
    assert one(user("<bash-input>ls</bash-input>")).command == "ls"
    both = one(user("<bash-input>pwd</bash-input><bash-stdout>/home</bash-stdout>"))
    assert (both.command, both.stdout, both.extra) == ("pwd", "/home", "")
    out = one(user("<bash-stdout>a</bash-stdout><bash-stderr>b</bash-stderr>"))
    assert isinstance(out, m.BashOutputMessage) and (out.stdout, out.stderr) == ("a", "b")


def test_compacted_by_flag_or_marker():
    assert isinstance(one(user("Summary.", isCompactSummary=True)), m.CompactedSummaryMessage)
    text = "This session is being continued from a previous conversation that ran out."
    assert isinstance(one(user(text)), m.CompactedSummaryMessage)


def test_memory_teammate_interruption():
    assert one(user("<user-memory-input>use uv</user-memory-input>")).memory_text == "use uv"
    mate = one(user('pre\n<teammate-message teammate_id="x" color="blue">{"type": "idle", '
                    '"summary": "done"}</teammate-message>\npost'))
    assert isinstance(mate, m.TeammateMessage) and mate.notes[0].teammate_id == "x"
    assert mate.notes[0].fields == {"type": "idle", "summary": "done"}
    assert (mate.before, mate.after) == ("pre", "post")
    stop = one(user([{"type": "text", "text": "[Request interrupted by user for tool use]"}]))
    assert isinstance(stop, m.InterruptionMessage) and stop.for_tool_use and not stop.starts_turn


def test_task_notification_fields():
    msg = one(user("<task-notification>\n<task-id>t1</task-id>\n<tool-use-id>toolu_1"
                   "</tool-use-id>\n<status>completed</status>\n<summary>Agent done</summary>\n"
                   "<result>**ok**</result>\n<usage>total_tokens: 5\ntool_uses: 1</usage>\n"
                   "</task-notification>\nFull transcript available at: /tmp/t1.output"))
    assert isinstance(msg, m.TaskNotificationMessage)
    assert (msg.task_id, msg.tool_use_id, msg.status, msg.result_text) == (
        "t1", "toolu_1", "completed", "**ok**")
    assert msg.usage == (("total_tokens", "5"), ("tool_uses", "1"))
    assert msg.transcript_path == "/tmp/t1.output" and msg.extra == ""


def test_ide_notices_and_reminders_leave_the_bubble_but_stay():
    msg = one(user([{"type": "text", "text": "<ide_opened_file>opened a.py</ide_opened_file>"
                     "<ide_diagnostics>[{\"line\": 1}]</ide_diagnostics><ide_diagnostics>raw"
                     "</ide_diagnostics>Why?<system-reminder>secret</system-reminder>"}]))
    assert type(msg) is m.UserTextMessage
    kinds = [(type(i).__name__, getattr(i, "kind", "")) for i in msg.items]
    assert kinds == [("IdeNotice", "opened_file"), ("IdeNotice", "diagnostics"),
                     ("IdeNotice", "diagnostics"), ("FoldedNote", ""), ("TextItem", "")]
    notices = [i for i in msg.items if isinstance(i, IdeNotice)]
    assert notices[1].diagnostics == ({"line": 1},) and notices[2].diagnostics is None
    assert [i.body for i in msg.items if isinstance(i, FoldedNote)] == ["secret"]
    assert msg.text == "Why?"


def test_a_message_with_images_is_never_specialised_away():
    img = {"type": "image", "source": {"type": "base64", "media_type": "image/png",
                                       "data": "QUFB"}}
    msg = one(user([img, {"type": "text", "text": "<bash-input>ls</bash-input>"}]))
    assert type(msg) is m.UserTextMessage and len(msg.items) == 2


def system(**fields):
    return SystemEntry.model_validate({"type": "system", "uuid": "y", "sessionId": "s", **fields})


def test_system_subtypes():
    hook = one(system(subtype="stop_hook_summary", hookInfos=[{"command": "a.sh"}],
                      hookErrors=["boom"], level="suggestion"))
    assert isinstance(hook, m.HookSummaryMessage) and hook.commands == ("a.sh",)
    away = one(system(subtype="away_summary", content="Recap. (disable recaps in /config)"))
    assert isinstance(away, m.AwaySummaryMessage) and away.text == "Recap."
    local = one(system(subtype="local_command", content="<command-name>/mcp</command-name>"))
    assert isinstance(local, m.SlashCommandMessage)
    out = one(system(subtype="local_command",
                     content="<local-command-stdout>done</local-command-stdout>"))
    assert isinstance(out, m.CommandOutputMessage)
    for subtype in ("compact_boundary", "turn_duration", "api_error", "informational"):
        assert isinstance(one(system(subtype=subtype, content="x")), m.SystemNoticeMessage)


def test_fixture_pages_show_every_kind():
    checks = {
        "slash_commands": ["/init", "Command instructions", "Set model to", "legacy contents",
                           "Unknown option", "MCP dialog dismissed", "Session cost"],
        "bash_mode": ["git status --short", "src/app.py", "No such file or directory"],
        "compacted": ["Compacted conversation", "Refactored", "155,000"],
        "user_tags": ["Always run ruff", "IDE opened file", "undefined name run", "Review done",
                      "Coverage is", "Request interrupted by user for tool use"],
        "system_kinds": ["Stop hooks", "ruff: 2 errors", "Turn took 247.5 s", "Recap",
                         "API Error: 529", "Plan mode is on"],
        "attachments": ["prompt registered", "clmail status: idle", "ruff check failed",
                        "Failed with non-blocking status code", "goal_status", "update-config",
                        "Research plan mode", "deferred_tools_delta"],
    }
    for stem, words in checks.items():
        text = visible_text(render_path(TEST_DATA / f"{stem}.jsonl"))
        for word in words:
            assert word in text, (stem, word)
    assert "disable recaps" not in visible_text(render_path(TEST_DATA / "system_kinds.jsonl"))


def test_outputs_nest_under_their_command_sequential_pairing():
    from cc2html.pipeline import build

    doc, _, _ = build(TEST_DATA / "bash_mode.jsonl")
    first = doc.sessions[0].nodes[0]
    assert isinstance(first.msg, m.BashInputMessage)
    assert [type(c.msg) for c in first.children] == [m.BashOutputMessage]
    doc, _, _ = build(TEST_DATA / "slash_commands.jsonl")
    model = next(n for n in doc.sessions[0].nodes
                 if getattr(n.msg, "command_name", "") == "/model")
    assert [type(c.msg) for c in model.children] == [m.CommandOutputMessage]
