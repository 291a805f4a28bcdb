"""The outcome first and what changed, in a real browser (issue 33 items 1 and 2): the
session's final answer shows without a click, even after a compaction; "Prompts + answers"
shows each turn's substantive answer, not its closing question, whose card its turn line
links; the "Changes" view lists every edited file and opens each edit call on its diff.

Fixture: outcome (make_turn_fixtures.py): a turn editing two files (one twice, one edit
failing) and writing a third, with a summary and a closing question; a compaction; a
continuation turn with one edit and the final answer. The largest corpus session checks
the same on real data.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from helpers import CORPUS, TEST_DATA, need_corpus
from chromium import skip_module_without_chromium
from cc2html.pipeline import convert
from cc2html.render.to_html.html import PageRenderer

pytestmark = pytest.mark.browser

skip_module_without_chromium()  # the whole module, when Chromium or playwright is missing

DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}
FINAL = "Epic complete. The registry, its hooks and their tests are in place"
SUMMARY = "Task one is complete. Here is a summary of what was done"
CLOSING = "Want me to continue with the next task?"
LARGEST = CORPUS / "marot-spotter/test/fixtures/transcripts/fa812bfe-b295-4cca-9c2f-fdf01028cb46.jsonl"


@pytest.fixture(scope="module")
def outcome_page(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("outcome") / "outcome.html"
    convert(TEST_DATA / "outcome.jsonl", out, PageRenderer())
    return out


def card_with(page, text: str):
    """The innermost card holding `text` in its own body."""
    return page.locator("article.msg > details > .msg-body", has_text=text).last


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_the_final_answer_after_a_compaction_shows_without_a_click(open_page, outcome_page,
                                                                   viewport):
    page = open_page(outcome_page, viewport=viewport).page
    final = card_with(page, FINAL)
    assert final.is_visible()
    final.scroll_into_view_if_needed()
    box = final.bounding_box()
    assert box is not None and box["height"] > 0
    # the compaction's summary is folded on its own; its turn is open
    assert page.locator("article.compacted > details").get_attribute("open") is not None
    assert page.locator("details.compact-summary").get_attribute("open") is None


def test_prompts_and_answers_shows_the_substantive_answer(open_page, outcome_page):
    page = open_page(outcome_page, "?view=answers", viewport=DESKTOP).page
    assert card_with(page, SUMMARY).is_visible()
    assert card_with(page, FINAL).is_visible()
    closing = page.locator("article.turn-start .turn-closing a").first
    assert closing.is_visible() and CLOSING in closing.inner_text()
    target = closing.get_attribute("href")[1:]
    assert not page.locator("#" + target).is_visible()  # the closing card: hidden by the view
    closing.click()  # the rest stays reachable: the link shows it
    page.wait_for_function("id => document.getElementById(id).classList.contains('flash')",
                           arg=target)
    assert page.locator("#" + target).is_visible()


def test_the_turn_line_keeps_edited_files_apart_from_read_ones(open_page, outcome_page):
    page = open_page(outcome_page, viewport=DESKTOP).page
    line = page.locator("article.turn-start .turn-line").first
    assert line.locator(".turn-edits code").all_inner_texts() == ["registry.ex",
                                                                  "registry_test.exs"]
    assert line.locator(".turn-files code").all_inner_texts() == ["app.ex"]
    text = line.inner_text()
    assert "2 files changed +5 −2" in text and "1 test run" in text and "1 failed call" in text
    href = line.locator(".turn-edits a").first.get_attribute("href")
    assert page.get_attribute(href, "data-tool") == "Edit"


def in_changes(page) -> bool:
    return page.get_attribute("#filters [data-action=changes]", "aria-pressed") == "true"


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_changes_view_opens_every_edit_on_its_diff(open_page, outcome_page, scheme):
    page = open_page(outcome_page, viewport=DESKTOP, color_scheme=scheme).page
    summary = page.locator("details.changes > summary")
    assert "3 files changed +6 −2" in summary.inner_text()  # folded to its totals
    assert not page.locator("details.changes li").first.is_visible()
    page.click("#filters [data-action=changes]")
    assert in_changes(page) and page.url.endswith("?view=changes")
    files = page.locator("details.changes li code").all_inner_texts()  # opened by the view
    assert files == ["lib/registry.ex", "test/registry_test.exs", "lib/hooks.ex"]
    edits = page.locator("article.edit-call")
    assert edits.count() == 4  # three Edit calls that worked and a Write, in order
    for i in range(edits.count()):
        card = edits.nth(i)
        assert card.is_visible()
        assert card.locator(":scope > details").get_attribute("open") is not None
        assert card.locator(".tool-input").is_visible()  # the diff
    assert not page.locator("article.has-error").is_visible()  # the failed edit
    assert not page.locator("article[data-tool=Read]").is_visible()
    assert not card_with(page, SUMMARY).is_visible()
    page.reload()
    assert in_changes(page)
    page.click("#filters [data-action=show-all]")
    assert not in_changes(page)
    assert edits.first.locator(":scope > details").get_attribute("open") is None  # as it was
    assert not page.locator("details.changes li").first.is_visible()


@pytest.mark.corpus
def test_the_largest_corpus_session_outcome_and_changes(open_page, tmp_path):
    need_corpus()
    if not LARGEST.is_file():
        pytest.skip(f"corpus session not found: {LARGEST}")
    page_path = tmp_path / "largest.html"
    convert(LARGEST, page_path, PageRenderer())
    page = open_page(page_path, viewport=DESKTOP).page
    last = page.locator("article.last-answer").last
    assert last.is_visible() and "All pushed" in last.text_content()
    page = open_page(page_path, "?view=answers", viewport=DESKTOP).page
    first = page.locator("article.last-answer").first
    assert "Task spotter-a0y.1 is complete" in first.text_content()
    page = open_page(page_path, "?view=changes", viewport=DESKTOP).page
    listed = page.locator("details.changes li").count()
    assert listed == 24
    links = page.eval_on_selector_all("details.changes a", "as => as.map(a => a.hash.slice(1))")
    for target in dict.fromkeys(links):
        card = page.locator("#" + target)
        card.wait_for(state="visible", timeout=10_000)  # (the view's script, on a loaded machine)
        assert card.is_visible() and card.locator(":scope > details").get_attribute("open") is not None


def test_the_changes_view_opens_a_subagents_edits_where_its_call_sits(open_page, tmp_path):
    """Fixture subagent_edits (make_turn_fixtures.py): a subagent's Edit and Write are listed
    in the session's Changes and in the turn that spawned it, and the view opens them on
    their diffs inside the subagent's transcript."""
    out = tmp_path / "subagent_edits.html"
    convert(TEST_DATA / "subagent_edits.jsonl", out, PageRenderer())
    page = open_page(out, "?view=changes", viewport=DESKTOP).page
    assert page.locator("details.changes li code").all_inner_texts() == [
        "lib/cache.ex", "lib/app.ex", "test/cache_test.exs"]
    links = page.eval_on_selector_all("details.changes a", "as => as.map(a => a.hash.slice(1))")
    inside = [t for t in dict.fromkeys(links)
              if page.locator(f".subagent #{t}").count()]  # in the subagent's transcript
    assert len(inside) == 2
    for target in dict.fromkeys(links):
        card = page.locator("#" + target)
        assert card.is_visible(), target
        assert card.locator(":scope > details").get_attribute("open") is not None
        assert card.locator(".tool-input").is_visible()
    turn = page.locator("article.turn-start .turn-edits").first
    assert turn.locator("code").all_inner_texts() == ["cache.ex", "app.ex", "cache_test.exs"]
    page.click("#filters [data-action=show-all]")
    turn.locator("a", has_text="app.ex").click()  # the turn line links the subagent's edit
    page.wait_for_function("id => document.getElementById(id).classList.contains('flash')",
                           arg=inside[0])
    assert page.locator("#" + inside[0]).is_visible()


def edit_calls(transcript: Path) -> dict[str, int]:
    """Edit/Write/MultiEdit calls per file in a Claude Code transcript and its subagents'
    files (`<session>/subagents/*.jsonl`), read from the JSONL, not from the page: the
    Done-when's "every edited file", counted independently of the renderer."""
    counts: dict[str, int] = {}
    files = [transcript, *sorted(transcript.with_suffix("").glob("**/*.jsonl"))]
    for file in files:
        for raw in file.read_text(encoding="utf-8").splitlines():
            try:
                content = json.loads(raw).get("message", {}).get("content")
            except (ValueError, AttributeError):
                continue
            for block in content if isinstance(content, list) else []:
                if isinstance(block, dict) and block.get("type") == "tool_use" and \
                        block.get("name") in ("Edit", "Write", "MultiEdit"):
                    path = block["input"]["file_path"]
                    counts[path] = counts.get(path, 0) + 1
    return counts


@pytest.mark.corpus
def test_the_largest_corpus_sessions_changes_view_lists_every_edited_file(open_page, tmp_path):
    """Issue 33's Done-when: the Changes view lists every file an Edit/Write call touched in
    the session or its subagents (24 here), each with a link per edit, and every linked
    call shows open on its diff."""
    need_corpus()
    if not LARGEST.is_file():
        pytest.skip(f"corpus session not found: {LARGEST}")
    expected = edit_calls(LARGEST)
    page_path = tmp_path / "largest.html"
    convert(LARGEST, page_path, PageRenderer())
    page = open_page(page_path, "?view=changes", viewport=DESKTOP).page
    listed = page.eval_on_selector_all("details.changes li", """ls => ls.map(l => [
      l.querySelector('code').textContent,
      [...new Set([...l.querySelectorAll('a')].map(a => a.hash.slice(1)))]])""")
    cwd = "/home/USER/projects/spotter-worktrees/spotter-a0y/"
    assert {cwd + name: len(targets) for name, targets in listed} == expected
    assert len(expected) == 24
    for _, targets in listed:
        for target in targets:
            card = page.locator(f"[id='{target}']")
            assert card.is_visible(), target
            assert card.locator(":scope > details").get_attribute("open") is not None
            assert card.locator(".tool-input").first.is_visible(), target  # the diff


@pytest.mark.corpus
def test_the_largest_corpus_sessions_answers_are_each_turns_summary(open_page, tmp_path):
    """Issue 33's Done-when: in "Prompts + answers" every turn shows its answer, which is its
    last substantive text: the first turn's summary (not its closing "Want me to continue
    with it?") and the last turn's "Epic … complete" summary; no answer is a closing
    question on its own."""
    need_corpus()
    if not LARGEST.is_file():
        pytest.skip(f"corpus session not found: {LARGEST}")
    page_path = tmp_path / "largest.html"
    convert(LARGEST, page_path, PageRenderer())
    page = open_page(page_path, "?view=answers", viewport=DESKTOP).page
    turns = page.eval_on_selector_all("article.turn-start", """ts => ts.map(t => {
      const a = t.querySelector('article.last-answer');
      return {shown: t.getClientRects().length > 0,
              answer: a && a.getClientRects().length ? a.querySelector('.msg-body').innerText.trim() : ''};
    })""")
    assert len(turns) == 4 and all(t["shown"] and t["answer"] for t in turns), turns
    assert turns[0]["answer"].startswith("Task spotter-a0y.1 is complete. Here's a summary")
    assert "Epic spotter-a0y complete." in turns[-1]["answer"]
    # a closing question alone is not an answer (one that ends a longer text may stay)
    assert not [t for t in turns if len(t["answer"].split("\n\n")[0]) < 60 and t["answer"].endswith("?")]
    assert "Want me to continue with it?" not in " ".join(t["answer"] for t in turns)
