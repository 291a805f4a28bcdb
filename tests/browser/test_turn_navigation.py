"""Moving by prompt and by turn (issue 33 item 3): `n`/`p` go to the next / previous prompt,
`]`/`[` to the next / previous turn, and toolbar buttons do the same; `End` pressed once
reaches the page's last card, though cards are laid out only near the view
(content-visibility).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cc2html.pipeline import convert
from cc2html.render.to_html.html import PageRenderer
from chromium import Watched, skip_module_without_chromium
from helpers import CORPUS, call_lines, user_line
from search_fixtures import write_jsonl

pytestmark = pytest.mark.browser

skip_module_without_chromium()

BIG = CORPUS / "marot-spotter/test/fixtures/transcripts/fa812bfe-b295-4cca-9c2f-fdf01028cb46.jsonl"
PROMPTS = ["first prompt", "second prompt", "third prompt"]
#: the id of the turn card holding focus; AT_LINE: of the turn card just below the sticky toolbar
AT_LINE = """() => { const line = document.getElementById('toolbar').getBoundingClientRect().bottom;
  const at = [...document.querySelectorAll('article.turn-start')]
    .filter(a => a.getBoundingClientRect().top >= line - 1 && a.getBoundingClientRect().top < line + 60);
  return at.length ? at[0].id : ''; }"""
FOCUSED = "() => { const a = document.activeElement.closest('article.turn-start'); return a ? a.id : ''; }"


@pytest.fixture(scope="module")
def three_prompts(tmp_path_factory) -> Path:
    """Three prompts, each answered by twelve tool calls (hand-made: long enough to scroll)."""
    root = tmp_path_factory.mktemp("turns")
    lines: list[dict] = []
    for t, prompt in enumerate(PROMPTS):
        base = t * 18
        lines.append(user_line(base + 1, prompt))
        for c in range(12):
            lines += call_lines(base + 2 + c, "Bash", {"command": f"echo {t}-{c}"}, f"out {t}-{c}")
    write_jsonl(root / "s.jsonl", lines)
    convert(root / "s.jsonl", root / "s.html", PageRenderer())
    return root / "s.html"


def prompt_ids(page) -> list[str]:
    return page.eval_on_selector_all("article.turn-start", "els => els.map(e => e.id)")


@pytest.mark.parametrize("suffix", ["?view=all", ""])
def test_n_and_p_move_by_prompt(open_page, three_prompts, suffix):
    page = open_page(three_prompts, suffix, viewport={"width": 1200, "height": 500}).page
    ids = prompt_ids(page)
    assert len(ids) == 3
    seen = []
    for key in ("n", "n", "n", "n", "p", "p"):
        page.keyboard.press(key)
        seen.append(page.evaluate(FOCUSED))
    assert seen == [ids[1], ids[2], ids[2], ids[2], ids[1], ids[0]] or \
        seen == [ids[0], ids[1], ids[2], ids[2], ids[1], ids[0]]
    top = page.eval_on_selector(f"[id='{ids[0]}']", "e => e.getBoundingClientRect().top")
    assert top >= 0 and page.is_visible(f"[id='{ids[0]}'] > details > summary")


def test_next_prompt_from_inside_a_turn(open_page, three_prompts):
    """`j` walks into the first turn's tool rows; `n` then goes to the second prompt."""
    page = open_page(three_prompts, "?view=all").page
    ids = prompt_ids(page)
    for _ in range(4):
        page.keyboard.press("j")
    page.keyboard.press("n")
    assert page.evaluate(FOCUSED) == ids[1]


def test_turn_keys_and_buttons(open_page, three_prompts):
    page = open_page(three_prompts, "?view=all", viewport={"width": 1200, "height": 500}).page
    ids = prompt_ids(page)
    page.keyboard.press("]")
    first = page.evaluate(FOCUSED)
    page.keyboard.press("]")
    assert ids.index(page.evaluate(FOCUSED)) == ids.index(first) + 1
    assert page.evaluate(AT_LINE) == page.evaluate(FOCUSED)  # not under the toolbar
    page.click("[data-action=next-prompt]")
    assert ids.index(page.evaluate(AT_LINE)) == ids.index(first) + 2
    page.click("[data-action=prev-turn]")
    assert ids.index(page.evaluate(AT_LINE)) == ids.index(first) + 1
    assert page.is_visible("[data-action=next-turn]") and page.is_visible("[data-action=prev-prompt]")
    page.keyboard.press("?")
    assert "Next / previous prompt" in page.inner_text("#help")


def test_no_navigation_buttons_without_javascript(open_page, three_prompts):
    page = open_page(three_prompts, java_script_enabled=False).page
    assert not page.is_visible("[data-action=next-prompt]")


@pytest.mark.corpus
@pytest.mark.parametrize("viewport", [{"width": 1280, "height": 800}, {"width": 390, "height": 844}],
                         ids=["desktop", "phone"])
@pytest.mark.parametrize("suffix", ["?view=all", ""])
def test_end_once_reaches_the_last_card(browser, tmp_path, viewport, suffix):
    if not BIG.is_file():
        pytest.skip(f"corpus session not found: {BIG}")
    out = tmp_path / "big.html"
    convert(BIG, out, PageRenderer())
    w = Watched(browser.new_context(viewport=viewport), out).goto(suffix)
    w.page.keyboard.press("End")
    w.page.wait_for_timeout(800)  # let the cards near the bottom lay out
    got = w.page.evaluate("""() => {
      const cards = [...document.querySelectorAll('.messages > .msg')].filter(e => e.offsetParent !== null);
      const last = cards[cards.length - 1].getBoundingClientRect();
      const root = document.documentElement;
      return {bottom: last.bottom, view: innerHeight, gap: root.scrollHeight - scrollY - innerHeight};
    }""")
    assert got["bottom"] <= got["view"] + 1 and got["gap"] <= 2, got
    w.assert_clean()
    w.context.close()


@pytest.mark.corpus
@pytest.mark.parametrize("viewport", [{"width": 1280, "height": 800}, {"width": 390, "height": 844}],
                         ids=["desktop", "phone"])
def test_reserved_height_is_near_the_real_one(browser, tmp_path, viewport):
    """The scrollbar is right before the turns are laid out: the page's height from the
    turns' estimates is within a quarter of its height with every turn laid out (it was
    6,748 px against 15,331 px on this session, each turn reserving 160 px)."""
    if not BIG.is_file():
        pytest.skip(f"corpus session not found: {BIG}")
    out = tmp_path / "big.html"
    convert(BIG, out, PageRenderer())
    w = Watched(browser.new_context(viewport=viewport), out).goto("?view=all")
    estimated = w.page.evaluate("document.documentElement.scrollHeight")
    real = w.page.evaluate("""() => { document.querySelectorAll('.messages > .msg')
      .forEach(m => m.style.contentVisibility = 'visible');
      return document.documentElement.scrollHeight; }""")
    assert abs(estimated - real) <= real / 4, (estimated, real)
    w.assert_clean()
    w.context.close()


def test_outline_of_the_turns_on_wide_screens(open_page, three_prompts):
    """At 1200 px and wider a side list names each turn by its prompt's first line and links
    to it; narrower, it is not shown; without the script it is the same list."""
    for width, js in ((1280, True), (1280, False), (1000, True)):
        page = open_page(three_prompts, viewport={"width": width, "height": 700},
                         java_script_enabled=js).page
        links = page.eval_on_selector_all(".outline a", "as => as.map(a => [a.textContent, a.hash])")
        ids = prompt_ids(page)
        assert links == [(p, f"#{i}") for p, i in zip(PROMPTS, ids)] or \
            [list(x) for x in links] == [[p, f"#{i}"] for p, i in zip(PROMPTS, ids)]
        assert page.is_visible(".outline") == (width >= 1200)
        if width >= 1200:
            box = page.locator(".outline").bounding_box()
            main = page.locator("#main").bounding_box()
            assert box["x"] + box["width"] <= main["x"]  # beside, not over, the conversation
            page.click(".outline li:nth-child(3) a")
            assert page.url.endswith(f"#{ids[2]}")


CURRENT = "() => [...document.querySelectorAll('.outline a[aria-current]')].map(a => a.hash.slice(1))"


def test_the_outline_marks_the_turn_being_read(open_page, three_prompts):
    """Issue 33: as the reader scrolls, the outline marks the turn at the top of the view
    (the last one at the page's end); one link at a time."""
    page = open_page(three_prompts, "?view=all", viewport={"width": 1280, "height": 500}).page
    ids = prompt_ids(page)
    page.wait_for_function(f"() => ({CURRENT})().length === 1")
    assert page.evaluate(CURRENT) == [ids[0]]
    while page.evaluate(FOCUSED) != ids[1]:  # the second prompt, just under the toolbar
        page.keyboard.press("n")
    page.wait_for_function(f"() => ({CURRENT})()[0] === {ids[1]!r}")
    page.keyboard.press("End")
    page.wait_for_function(f"() => ({CURRENT})()[0] === {ids[2]!r}")
    page.keyboard.press("Home")
    page.wait_for_function(f"() => ({CURRENT})()[0] === {ids[0]!r}")
    assert len(page.evaluate(CURRENT)) == 1
    style = page.eval_on_selector(".outline a[aria-current]", "a => getComputedStyle(a).fontWeight")
    assert int(style) >= 600


@pytest.mark.corpus
@pytest.mark.parametrize("viewport", [{"width": 1280, "height": 800}, {"width": 390, "height": 844}],
                         ids=["desktop", "phone"])
def test_end_once_shows_the_final_answers_first_line(browser, tmp_path, viewport):
    """Issue 33's Done-when on the biggest public session: after loading and pressing `End`
    once, the first line of the session's final answer is in view, below the sticky toolbar
    (on a phone it ended 3 px above the top, under a three-row toolbar, with 246 px of
    report, footer and padding below the answer: style.css's phone rules)."""
    if not BIG.is_file():
        pytest.skip(f"corpus session not found: {BIG}")
    out = tmp_path / "big.html"
    convert(BIG, out, PageRenderer())
    w = Watched(browser.new_context(viewport=viewport), out).goto("")
    w.page.keyboard.press("End")
    w.page.wait_for_timeout(800)
    first_line = w.page.evaluate("""() => {
      const answers = [...document.querySelectorAll('article.last-answer')];
      const body = answers[answers.length - 1].querySelector('.msg-body .md');
      const first = body.firstElementChild, box = first.getBoundingClientRect();
      const line = parseFloat(getComputedStyle(first).lineHeight) || 20;
      return {top: box.top, end: box.top + line, view: innerHeight,
              text: first.textContent.slice(0, 40)}; }""")
    toolbar = w.page.evaluate("document.getElementById('toolbar').getBoundingClientRect().bottom")
    assert first_line["top"] >= toolbar and first_line["end"] <= first_line["view"], (first_line, toolbar)
    assert first_line["text"]
    w.assert_clean()
    w.context.close()


@pytest.mark.corpus
@pytest.mark.parametrize("viewport", [{"width": 1280, "height": 800}, {"width": 390, "height": 844}],
                         ids=["desktop", "phone"])
def test_n_moves_to_the_next_prompt_on_the_largest_session(browser, tmp_path, viewport):
    """Issue 33's Done-when on the biggest public session: from the page as opened, `n`
    goes to its first prompt, then to its second (past 243 tool rows, a task's notification not counted) and
    shows it below the toolbar; `p` goes back to the first."""
    if not BIG.is_file():
        pytest.skip(f"corpus session not found: {BIG}")
    out = tmp_path / "big.html"
    convert(BIG, out, PageRenderer())
    w = Watched(browser.new_context(viewport=viewport), out).goto("")
    prompts = w.page.eval_on_selector_all(
        "article.turn-start:not(.compacted):not(.task-notification)", "els => els.map(e => e.id)")
    assert len(prompts) == 2
    seen = []
    for _ in range(2):  # the first prompt, still below the toolbar as opened, comes first
        w.page.keyboard.press("n")
        seen.append(w.page.evaluate(FOCUSED))
    assert seen == prompts
    top = w.page.eval_on_selector(f"[id='{prompts[1]}']", "e => e.getBoundingClientRect().top")
    toolbar = w.page.evaluate("document.getElementById('toolbar').getBoundingClientRect().bottom")
    assert toolbar - 1 <= top < viewport["height"] / 2, (top, toolbar)
    w.page.keyboard.press("p")
    assert w.page.evaluate(FOCUSED) == prompts[0]
    w.assert_clean()
    w.context.close()
