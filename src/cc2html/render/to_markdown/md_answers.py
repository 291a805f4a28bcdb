"""A subagent's answer said once in the Markdown export (markdown_export.py): the Task or
Agent call's result holds the answer the subagent's transcript ends with, and the export
nests that transcript under the call. When the result's `answer` is the transcript's last
assistant text, then maybe more (Claude Code adds `agentId: …` and a `<usage>` block), the
result says so, links to the transcript, and writes only what follows.
"""

from __future__ import annotations

from typing import Any, Optional

from ...model import AssistantTextMessage
from ...tree.build import Node, Subagent
from .md_anchors import link
from .md_text import fence

#: answers shorter than this are written in the result as they are
MIN_CHARS = 300


def last_text(nodes: list[Node]) -> Optional[str]:
    """The text of the last assistant text message among `nodes` and their children, in
    the order the export writes them."""
    found = None
    for node in nodes:
        if isinstance(node.msg, AssistantTextMessage) and node.msg.text.strip():
            found = node.msg.text
        below = last_text(node.children)
        found = below if below is not None else found
    return found


def answer_once(sub: Subagent, shown: dict[str, Any]) -> Optional[list[str]]:
    """The blocks that stand for the result's `answer` when the nested transcript `sub`
    ends with it (see the module docstring); None to write the answer as it is."""
    answer, last = shown.get("answer"), last_text(sub.nodes)
    if not isinstance(answer, str) or not last or len(last) < MIN_CHARS \
            or not answer.startswith(last):
        return None
    rest = answer[len(last):]
    said = ("*answer*: the subagent's last message, the end of "
            f"{link('its transcript', sub.anchor)} below")
    return [said + ", then:", fence(rest, "text")] if rest.strip() else [said]
