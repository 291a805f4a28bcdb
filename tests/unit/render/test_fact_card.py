"""The fact card says what its figures are: prompts apart from injected context, log
totals labelled, agents set aside on one muted line, a system reminder called one."""

from __future__ import annotations

import re

from helpers import TEST_DATA, render_path, visible_text


def _facts(page: str) -> dict[str, dict[str, str]]:
    block = page.split('<dl class="session-facts">', 1)[1].split("</dl>", 1)[0]
    return {name: dict(re.findall(r'data-([\w-]+)="([^"]*)"', attrs))
            for name, attrs in re.findall(r'<dd data-fact="(\w+)"([^>]*)>', block)}


def test_prompts_fact_separates_typed_from_injected():
    page = render_path(TEST_DATA / "facts_counts.jsonl")
    facts = _facts(page)
    assert facts["prompts"] == {"value": "2", "injected": "3",
                                "subagent-prompts": "1", "commands": "1"}
    text = visible_text(page)
    assert "2 typed · 1 command run · 3 injected" in text
    assert "user messages" not in text


def test_system_reminder_is_labelled_as_one():
    page = render_path(TEST_DATA / "facts_counts.jsonl")
    heads = re.findall(r'<summary class="msg-head">.*?</summary>', page, re.S)
    reminder = [h for h in heads if "lint passed" in h]
    assert len(reminder) == 1 and "System reminder" in reminder[0]
    assert "Command instructions" not in reminder[0]


def test_tokens_from_the_result_line_say_so():
    page = render_path(TEST_DATA / "facts_stream.jsonl")
    facts = _facts(page)
    assert facts["tokens"]["output"] == "242" and facts["tokens"]["source"] == "result"
    assert facts["cost"]["value"] == "0.0123"
    assert "main conversation 212 out" in visible_text(page)


def test_agents_aside_fold_into_one_muted_line():
    page = render_path(TEST_DATA / "facts_aside.jsonl")
    lines = re.findall(r'<summary class="aside-line">(.*?)</summary>', page)
    assert lines == ["1 warm-up agent and 1 agent from outside the conversation's time, "
                     "not part of the conversation"]
    assert "spawning call not found" not in page
    assert _facts(page)["started"]["value"] == "2026-03-10T09:00:00.000Z"


def test_compaction_agent_is_rendered_inside_its_card():
    page = render_path(TEST_DATA / "facts_aside.jsonl")
    card = page.index("summary of the earlier conversation")
    agent = page.index('id="subagent-acompact-c1"')
    assert card < agent < page.index("Done: the parser is tidy.")
