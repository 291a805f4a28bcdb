"""Tree links: task notifications with their call; tool hooks under the call they ran for."""

from __future__ import annotations

from cc2html import model as m
from cc2html.pipeline import build
from helpers import TEST_DATA, render_lines


def test_notification_links_to_its_task_by_agent_id():
    doc, _, _ = build(TEST_DATA / "user_tags.jsonl")
    session = doc.sessions[0]
    note = next(n for n in session.nodes if isinstance(n.msg, m.TaskNotificationMessage))
    assert note.spawner is not None and note.spawner.msg.tool_use_id == "toolu_bg1"
    assert note.spawner.notifications == [note]


def base(uuid, kind, **extra):
    return {"type": kind, "uuid": uuid, "sessionId": "s", "timestamp": "2026-01-01T00:00:00Z",
            **extra}


def test_notification_links_by_tool_use_id_and_result_shows_under_the_call():
    page = render_lines([
        base("u1", "user", message={"role": "user", "content": "watch it"}),
        base("a1", "assistant", message={"id": "m1", "role": "assistant", "content": [
            {"type": "tool_use", "id": "toolu_mon", "name": "Monitor", "input": {"x": 1}}]}),
        base("u2", "user", message={"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": "toolu_mon", "content": "started"}]}),
        base("u3", "user", message={"role": "user", "content":
             "<task-notification><task-id>b07</task-id><tool-use-id>toolu_mon</tool-use-id>"
             "<status>completed</status><summary>stream ended</summary>"
             "<result>all green</result></task-notification>"}),
    ])
    call = page.index('data-tool="Monitor"')
    assert call < page.index("Background result") < page.index('class="msg user task-notification')
    assert 'href="#msg-a1"' in page


def test_unlinked_notification_stays_standalone_with_its_result_open():
    page = render_lines([base("u3", "user", message={"role": "user", "content":
                        "<task-notification><task-id>zz</task-id><status>failed</status>"
                        "<result>boom</result></task-notification>"})])
    assert "Background result" not in page and "boom" in page
    assert '<details class="task-result" open>' in page


def test_background_bash_links_by_background_task_id():
    page = render_lines([
        base("u1", "user", message={"role": "user", "content": "build it"}),
        base("a1", "assistant", message={"id": "m1", "role": "assistant", "content": [
            {"type": "tool_use", "id": "toolu_b", "name": "Bash",
             "input": {"command": "make", "run_in_background": True}}]}),
        base("u2", "user", message={"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": "toolu_b",
             "content": "Command running in background with ID: b76"}]},
             toolUseResult={"backgroundTaskId": "b76"}),
        base("u3", "user", message={"role": "user", "content":
             "<task-notification><task-id>b76</task-id><status>completed</status>"
             "<summary>make finished</summary></task-notification>"}),
    ])
    assert page.count('class="background-result"') == 1 and 'href="#msg-a1"' in page


def test_tool_hooks_move_under_their_call():
    page = render_lines([
        base("u1", "user", message={"role": "user", "content": "edit"}),
        base("a1", "assistant", message={"id": "m1", "role": "assistant", "content": [
            {"type": "tool_use", "id": "toolu_e", "name": "Edit", "input": {"file_path": "x"}}]}),
        base("u2", "user", message={"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": "toolu_e", "content": "ok"}]}),
        base("h1", "attachment", attachment={"type": "hook_blocking_error", "toolUseID": "toolu_e",
             "hookName": "PostToolUse:Edit", "hookEvent": "PostToolUse",
             "blockingError": {"blockingError": "lint failed", "command": "ruff"}}),
        base("h2", "attachment", attachment={"type": "hook_success", "toolUseID": "nothing",
             "hookName": "UserPromptSubmit", "hookEvent": "UserPromptSubmit"}),
    ])
    call = page.index('data-tool="Edit"')
    hook = page.index('id="msg-h1"')
    end_of_call = page.index("</article>", page.index('id="msg-h1"'))
    assert call < hook and page.index('id="msg-h2"') > end_of_call
