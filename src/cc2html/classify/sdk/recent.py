"""Agent SDK `system` subtypes of the 2.1.2xx CLI; merged into `notices.SYSTEM_NOTICES`.

Shapes, as the TS Agent SDK types them (mirrored field by field in
Roasbeef/claude-agent-sdk-go): `permission_denied` (SDKPermissionDeniedMessage, TS SDK
0.3.150, PR #71: `message`, `tool_name`, `tool_use_id`, `agent_id`, `decision_reason_type`,
`decision_reason`) and `background_tasks_changed` (SDKBackgroundTasksChangedMessage, TS
SDK 0.3.207, PR #156: `tasks: [{task_id, task_type, description}]`, the whole live set).
`api_refusal` and `model_refusal_fallback` carry the transcript's fields
(classify/system_recent.py); every field, named or not, is listed on the card
(`notices.facts_of`), so a field we did not name is not lost.

Shown as notices: a denied permission, a refusal, a fallback to another model. Counted
in the report: `thinking_tokens` (a running count while a reply streams: 47 in one
2.1.285 run), `background_tasks_changed` (the tasks' own events are shown) and
`session_start`.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...model import HiddenRecord, MessageContent, MessageMeta
from ...read.sdk_entries import SdkMessage
from ..system_recent import HIDDEN_SUBTYPES
from .notices import Factory, _notice, value_text


def hidden(msg: SdkMessage, meta: MessageMeta) -> Iterator[MessageContent]:
    subtype = msg.subtype or ""
    yield HiddenRecord(meta=meta, kind=f"system/{subtype}",
                       reason=HIDDEN_SUBTYPES.get(subtype, "bookkeeping"))


def permission_denied(msg: SdkMessage, meta: MessageMeta) -> Iterator[MessageContent]:
    tool = value_text(msg.get("tool_name"))
    text = value_text(msg.get("message")) or (f"{tool} was not allowed" if tool else "denied")
    yield _notice(msg, meta, "Permission denied", text, "warning",
                  labels={"tool_name": "Tool", "decision_reason": "Reason",
                          "decision_reason_type": "Decided by", "agent_id": "Agent"},
                  skip=("message",))


def api_refusal(msg: SdkMessage, meta: MessageMeta) -> Iterator[MessageContent]:
    category = value_text(msg.get("apiRefusalCategory") or msg.get("category"))
    yield _notice(msg, meta, "API refusal",
                  "the API refused the request" + (f" ({category})" if category else ""),
                  "warning", labels={"apiRefusalExplanation": "Explanation",
                                     "apiRefusalCategory": "Category"})


def model_refusal_fallback(msg: SdkMessage, meta: MessageMeta) -> Iterator[MessageContent]:
    before = value_text(msg.get("originalModel"))
    after = value_text(msg.get("fallbackModel"))
    yield _notice(msg, meta, "Model fallback",
                  f"{before or 'the model'} refused; retried on {after or 'another model'}",
                  "warning", labels={"originalModel": "From", "fallbackModel": "To",
                                     "apiRefusalCategory": "Category",
                                     "apiRefusalExplanation": "Explanation"})


RECENT_NOTICES: dict[str, Factory] = {
    "permission_denied": permission_denied,
    "api_refusal": api_refusal,
    "model_refusal_fallback": model_refusal_fallback,
    **{subtype: hidden for subtype in HIDDEN_SUBTYPES},
}
