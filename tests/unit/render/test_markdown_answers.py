"""A subagent's answer said once in the Markdown export (render/to_markdown/md_answers.py):
a Task result whose answer is the nested transcript's last assistant text, then Claude
Code's trailer, links to the transcript and writes only the trailer."""

from __future__ import annotations

from types import SimpleNamespace

from cc2html.model import AssistantTextMessage
from cc2html.model.items import TextItem
from cc2html.render.to_markdown.md_anchors import TARGET
from cc2html.render.to_markdown.md_answers import answer_once, last_text

FINAL = "## Findings\n\n" + "The registry keeps one entry per pane. " * 20


def node(msg=None, children=()):
    return SimpleNamespace(msg=msg, children=list(children))


def said(text: str) -> AssistantTextMessage:
    return AssistantTextMessage(items=(TextItem(text),))


def sub(*nodes):
    return SimpleNamespace(nodes=list(nodes), anchor="sub-a1")


def test_the_last_assistant_text_is_found_below_the_top_level():
    tree = [node(said("first words")), node(None, [node(said(FINAL)), node(None)])]
    assert last_text(tree) == FINAL


def test_an_answer_that_is_the_transcripts_end_is_a_link_and_its_trailer():
    trailer = "\nagentId: a1 (for resuming)\n<usage>total_tokens: 5</usage>"
    blocks = answer_once(sub(node(said("looking")), node(said(FINAL))),
                         {"answer": FINAL + trailer, "status": "completed"})
    assert blocks is not None and len(blocks) == 2
    assert blocks[0].startswith("*answer*: the subagent's last message") and \
        f"({TARGET}sub-a1{TARGET})" in blocks[0]
    assert "agentId: a1" in blocks[1] and "registry" not in blocks[1]


def test_an_answer_that_differs_or_is_short_stays():
    assert answer_once(sub(node(said(FINAL))), {"answer": "Other words. " + FINAL}) is None
    assert answer_once(sub(node(said("short"))), {"answer": "short"}) is None
    assert answer_once(sub(node(said(FINAL))), {"status": "completed"}) is None
