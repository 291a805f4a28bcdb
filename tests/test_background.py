"""Task notifications are shown with the call that started their background task."""

from __future__ import annotations

from cc2html import messages as m
from cc2html.pipeline import build
from conftest import TEST_DATA
from helpers import render_lines


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
