"""The "Prompts + answers" view in a real browser (issue 17 point 1): each prompt with its
turn's line and last answer and nothing else, kept in the address, a phone's default.

Fixture: turns (make_turn_fixtures.py): three turns, the first with a text before its calls
and the answer after them, the second with a call and no text, the third one text. Desktop
and phone viewports, light and dark. Screenshots of the largest corpus session in the view
go to artifacts/screenshots/marot-answers-*.png (CC2HTML_ARTIFACTS overrides the folder).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from helpers import CORPUS, REPO, TEST_DATA, need_corpus
from chromium import skip_module_without_chromium
from cc2html.pipeline import convert
from cc2html.render.to_html.html import PageRenderer

pytestmark = pytest.mark.browser

skip_module_without_chromium()  # the whole module, when Chromium or playwright is missing

DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}
PROMPTS = ("Fix the parser and its tests.", "Now run the linter.", "Thanks!")
ANSWERS = ("Fixed: the parser now handles empty input.", "You're welcome.")
LARGEST = CORPUS / "marot-spotter/test/fixtures/transcripts/fa812bfe-b295-4cca-9c2f-fdf01028cb46.jsonl"
ARTIFACTS = Path(os.environ.get("CC2HTML_ARTIFACTS", REPO / "artifacts"))


@pytest.fixture(scope="module")
def turns_page(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("turns") / "turns.html"
    convert(TEST_DATA / "turns.jsonl", out, PageRenderer())
    return out


def in_view(page) -> bool:
    return page.get_attribute("#filters [data-action=answers]", "aria-pressed") == "true"


def shown_text(page) -> str:
    return page.inner_text("main")


def assert_overview(page) -> None:
    text = shown_text(page)
    for line in PROMPTS + ANSWERS:
        assert line in text
    assert "Looking at the parser." not in text  # a text before the turn's last one
    assert not page.locator("article[data-tool]").first.is_visible()  # no tool rows
    assert not page.locator("details.subagent").first.is_visible()
    tally = page.locator("article.turn-start .turn-tools").first
    assert tally.inner_text() == "3 Bash · 2 Edit · 1 Read · 1 Task · 1 getDiagnostics"
    assert "subagents' calls are not counted" in tally.get_attribute("title")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_view_shows_each_prompt_its_turn_line_and_last_answer(open_page, turns_page,
                                                                   scheme):
    page = open_page(turns_page, viewport=DESKTOP, color_scheme=scheme).page
    assert not in_view(page) and "Looking at the parser." in shown_text(page)
    page.click("#filters [data-action=answers]")
    assert in_view(page)
    assert page.url.endswith("?view=answers")
    assert_overview(page)
    files = page.locator("article.turn-start .turn-edits a")  # both edited: none only read
    assert files.all_inner_texts() == ["parser.py", "test_parser.py"]
    assert files.first.get_attribute("title") == "/home/dev/project/src/parser.py: 1 edit call"
    assert "no text answer" in page.locator("article.turn-start").nth(1).inner_text()


def test_the_view_is_kept_in_the_address_and_left_by_show_all(open_page, turns_page):
    w = open_page(turns_page, "?view=answers", viewport=DESKTOP)
    page = w.page
    assert in_view(page)
    assert_overview(page)
    page.reload()
    assert in_view(page)
    page.click("#filters [data-action=show-all]")
    assert not in_view(page) and "view=" not in page.url  # a desktop's default needs no word
    assert "Looking at the parser." in shown_text(page)
    assert page.locator("article[data-tool]").first.is_visible()


def test_a_filter_chip_leaves_the_view(open_page, turns_page):
    page = open_page(turns_page, "?view=answers", viewport=DESKTOP).page
    page.click("#filters button[data-group=thinking], #filters button[data-group=tool]")
    assert not in_view(page)
    assert "Looking at the parser." in shown_text(page)
    assert "view=" not in page.url and "hide=tool" in page.url


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_phone_opens_in_the_view_when_the_address_names_none(open_page, turns_page, scheme):
    page = open_page(turns_page, viewport=PHONE, color_scheme=scheme).page
    assert in_view(page)
    assert_overview(page)
    assert "view=" not in page.url  # the default is not written into the address
    page.click("#filters [data-action=show-all]")
    assert not in_view(page) and page.url.endswith("?view=all")
    page.reload()  # leaving the default is remembered
    assert not in_view(page) and "Looking at the parser." in shown_text(page)


@pytest.mark.parametrize("suffix", ["?view=all", "?hide=thinking", "?q=parser"])
def test_a_phone_keeps_what_the_address_names(open_page, turns_page, suffix):
    page = open_page(turns_page, suffix, viewport=PHONE).page
    assert not in_view(page)
    assert page.locator("article[data-tool]").count() > 0
    assert "Looking at the parser." in shown_text(page)


def test_a_search_the_view_cannot_answer_says_where_to_look(open_page, turns_page):
    page = open_page(turns_page, "?view=answers", viewport=DESKTOP).page
    page.fill("#search", "Looking at")  # only in a text the view hides
    page.wait_for_function("() => document.getElementById('search-count').textContent !== ''")
    assert page.inner_text("#search-count") == "no matches"
    assert "Show all searches every message" in page.inner_text("#status")
    page.fill("#search", "linter")
    page.wait_for_function("() => document.getElementById('search-count').textContent === '1 / 1'")


def test_a_permalink_to_a_card_the_view_hides_leaves_the_view(open_page, turns_page):
    page = open_page(turns_page, "?view=answers", viewport=DESKTOP).page
    target = page.eval_on_selector("article[data-tool=Edit]", "el => el.id")
    page.goto(page.url.split("#")[0] + "#" + target)
    page.wait_for_function("id => document.getElementById(id).classList.contains('flash')",
                           arg=target)
    assert not in_view(page)
    assert page.locator("#" + target).is_visible()


def test_keys_move_among_the_cards_the_view_shows(open_page, turns_page):
    page = open_page(turns_page, "?view=answers", viewport=DESKTOP).page
    seen = {}
    for _ in range(6):  # one more than there are cards: the last press stays on the last
        page.keyboard.press("j")
        card = page.evaluate("(el => [el.id, el.className])"
                             "(document.activeElement.closest('article.msg'))")
        seen[card[0]] = card[1]
    assert len(seen) == 5  # three prompts, two answers
    assert all("turn-start" in c or "last-answer" in c for c in seen.values())


@pytest.mark.corpus
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_largest_corpus_session_in_the_view(open_page, tmp_path, scheme):
    need_corpus()
    if not LARGEST.is_file():
        pytest.skip(f"corpus session not found: {LARGEST}")
    page_path = tmp_path / "largest.html"
    convert(LARGEST, page_path, PageRenderer())
    shots = ARTIFACTS / "screenshots"
    shots.mkdir(parents=True, exist_ok=True)
    for name, viewport in (("desktop", DESKTOP), ("phone", PHONE)):
        page = open_page(page_path, "" if name == "phone" else "?view=answers",
                         viewport=viewport, color_scheme=scheme).page
        assert in_view(page)
        starts = page.locator("article.turn-start")
        assert starts.count() > 3 and starts.first.is_visible()
        assert page.locator("article.last-answer:visible").count() == \
            page.locator("article.last-answer").count()
        assert page.locator("article[data-tool]:visible").count() == 0
        tallies = page.locator("article.turn-start .turn-tools").all_inner_texts()
        assert "23 Bash · 16 Edit · 13 Read" in " ".join(tallies)
        page.evaluate("() => { const m = document.querySelector('article.turn-start');"
                      " scrollTo(0, m.getBoundingClientRect().top + scrollY - 150); }")
        page.screenshot(path=str(shots / f"marot-answers-{scheme}-{name}.png"))
