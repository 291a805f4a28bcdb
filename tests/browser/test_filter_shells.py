"""Filters leave no shells (issue 17 point 7): a card or a thread with nothing visible
left is hidden with what filtered it out, and the chips say how many of each kind show.

"Empty" is measured laid out: turns far off screen are not laid out (content-visibility:
auto) and read as empty to innerText, so the count first lays every turn out. On
today's main (before this change) the largest corpus session with tools and thinking
hidden had 0 cards with an empty open body but 83 empty thread blocks (the indented
`.children` under a card, all of whose cards were hidden), and Prompts only left a 3 px
stub under each prompt.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import CORPUS, TEST_DATA, need_corpus
from chromium import skip_module_without_chromium
from cc2html.pipeline import convert
from cc2html.render.to_html.html import PageRenderer

pytestmark = pytest.mark.browser

skip_module_without_chromium()  # the whole module, when Chromium or playwright is missing

LARGEST = CORPUS / "marot-spotter/test/fixtures/transcripts/fa812bfe-b295-4cca-9c2f-fdf01028cb46.jsonl"
PROMPTS_ONLY = "?hide=assistant,thinking,tool,system,sidechain,notice,context"
COMBOS = ("?hide=tool,thinking", "?hide=tool", "?hide=assistant,thinking",
          "?hide=tool,thinking,system", "?hide=user", PROMPTS_ONLY, "?view=answers")

#: [cards shown with an open body that shows nothing, thread blocks shown with nothing in them]
EMPTY = """() => {
  document.querySelectorAll('.messages > .msg').forEach(e => { e.style.contentVisibility = 'visible'; });
  const seen = el => el.checkVisibility();
  const says = el => seen(el) && (el.innerText.trim() !== '' || el.querySelector('img') !== null);
  let cards = 0, threads = 0;
  for (const card of document.querySelectorAll('main article.msg')) {
    const det = card.querySelector(':scope > details');
    if (!seen(card) || card.classList.contains('f-shell') || !det || !det.open) continue;
    if (![...det.children].some(c => c.tagName !== 'SUMMARY' && says(c))) cards++;
  }
  for (const block of document.querySelectorAll('main div.children')) {
    if (seen(block) && ![...block.children].some(seen)) threads++;
  }
  return [cards, threads]; }"""


@pytest.fixture(scope="module")
def largest_page(tmp_path_factory) -> Path:
    need_corpus()
    if not LARGEST.is_file():
        pytest.skip(f"corpus session not found: {LARGEST}")
    out = tmp_path_factory.mktemp("largest") / "largest.html"
    convert(LARGEST, out, PageRenderer())
    return out


@pytest.fixture(scope="module")
def turns_page(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("turns") / "turns.html"
    convert(TEST_DATA / "turns.jsonl", out, PageRenderer())
    return out


@pytest.mark.corpus
@pytest.mark.parametrize("viewport", [{"width": 1280, "height": 900},
                                      {"width": 390, "height": 844}], ids=["desktop", "phone"])
def test_no_filter_leaves_an_empty_card_or_thread_on_the_largest_session(open_page,
                                                                         largest_page,
                                                                         viewport):
    w = open_page(largest_page, viewport=viewport)
    for combo in COMBOS:
        w.goto(combo)
        assert w.page.evaluate(EMPTY) == [0, 0], combo
    w.goto("?hide=tool,thinking")
    # what is left is the prompts and the texts, each with its words
    assert w.page.locator("article.assistant:visible").count() > 50


def test_prompts_only_leaves_no_stub_under_a_prompt(open_page, sample_pages):
    page = open_page(sample_pages["viewer"]).page
    page.click("#filters [data-action=prompts-only]")
    stubs = page.eval_on_selector_all("article.user > details > .children",
                                      "els => els.filter(e => e.checkVisibility()).length")
    assert stubs == 0
    page.click("#filters [data-action=show-all]")
    assert page.locator("article.user > details > .children").first.is_visible()


def test_a_card_with_nothing_left_is_hidden_and_comes_back(open_page, turns_page):
    page = open_page(turns_page).page
    # a card whose body says nothing of its own and whose nested cards are all tool calls
    card = page.evaluate("""() => {
        const c = [...document.querySelectorAll('article.assistant')].find(a =>
            a.querySelector(':scope > details > .children > article[data-tool]') &&
            !a.querySelector(':scope > details > .children > article:not([data-tool])'));
        c.querySelector(':scope > details > .msg-body').textContent = '';
        return c.id; }""")
    assert page.locator("#" + card).is_visible()
    page.click("#filters button[data-group=tool]")
    assert not page.locator("#" + card).is_visible()
    page.click("#filters button[data-group=tool]")
    assert page.locator("#" + card).is_visible()


def test_chips_show_how_many_of_each_kind_are_shown(open_page, sample_pages):
    page = open_page(sample_pages["viewer"]).page

    def chip(group: str) -> str:
        return page.inner_text(f"#filters button[data-group={group}] .count")

    assert (chip("tool"), chip("assistant")) == ("3", "5")  # all shown: the total alone
    page.click("#filters button[data-group=tool]")
    assert chip("tool") == "0/3"
    page.click("#filters button[data-group=sidechain]")  # the subagent's own cards go too
    assert chip("tool") == "0/3" and chip("assistant") == "4/5" and chip("user") == "3/4"
    assert "4 of 5 shown" in page.get_attribute("#filters button[data-group=assistant]",
                                               "title")
    page.click("#filters [data-action=show-all]")
    assert (chip("tool"), chip("assistant"), chip("user")) == ("3", "5", "4")
