"""Odd shapes never crash the user/system kinds: any JSON in their fields renders."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from helpers import examples, render_lines

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
        st.sampled_from(["type", "text", "content", "prompt", "command", "stdout", "stderr",
                         "exitCode", "durationMs", "hookName", "toolUseID", "blockingError",
                         "message", "x"]), inner, max_size=4),
    max_leaves=8)
TAGS = ["command-name", "command-args", "command-contents", "local-command-stdout",
        "bash-input", "bash-stdout", "bash-stderr", "user-memory-input", "task-notification",
        "task-id", "result", "usage", "system-reminder", "ide_diagnostics", "ide_selection"]
FAST = settings(max_examples=examples(30), deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture])


def base(kind, **extra):
    return {"type": kind, "uuid": "x1", "sessionId": "s", "version": "2.1.0", **extra}


@FAST
@given(kind=st.sampled_from(["queued_command", "hook_success", "hook_blocking_error",
                             "goal_status", "skill_listing", "new_kind"]), payload=JSON)
def test_any_attachment_payload_renders(kind, payload):
    data = payload if isinstance(payload, dict) else {"content": payload}
    page = render_lines([base("attachment", attachment={**data, "type": kind}),
                         {"type": "queue-operation", "operation": "remove", "sessionId": "s",
                          "content": payload}])
    assert page.rstrip().endswith("</html>")


@FAST
@given(subtype=st.sampled_from(["stop_hook_summary", "away_summary", "local_command",
                                "compact_boundary", "turn_duration", "api_error", "odd"]),
       content=JSON, infos=JSON, errors=JSON, meta=JSON)
def test_any_system_subtype_renders(subtype, content, infos, errors, meta):
    page = render_lines([base("system", subtype=subtype, content=content, hookInfos=infos,
                              hookErrors=errors, compactMetadata=meta, error=meta,
                              durationMs=content if isinstance(content, int) else None)])
    assert page.rstrip().endswith("</html>")


@FAST
@given(parts=st.lists(st.tuples(st.sampled_from(TAGS), st.text(max_size=15),
                                st.booleans()), max_size=5),
       meta=st.booleans(), ids=JSON)
def test_any_tag_soup_renders(parts, meta, ids):
    text = "".join(f"<{t}>{body}" + (f"</{t}>" if close else "") for t, body, close in parts)
    text += " [Image #1] [Image #2]"
    img = {"type": "image", "source": {"type": "base64", "media_type": "image/png",
                                       "data": "QUFB"}}
    page = render_lines([base("user", isMeta=meta, imagePasteIds=ids, message={
        "role": "user", "content": [img, {"type": "text", "text": text}]})])
    assert page.count('src="data:image/png;base64,QUFB"') == 1
