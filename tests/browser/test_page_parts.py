"""A large session's head page and its parts in Chromium (issue 34 item 1): a permalink
into a later part opens it, the in-page search finds a word only in the last part (and
reads in only the parts holding every word of a query), filters, views and "Expand all"
apply to the parts loaded later, scrolling and `End` load parts, a part reads without
JavaScript, and nothing is asked of the network (every request is a file beside the
page).

The page: test_data/parts/long.jsonl (40 turns, hand-made) with the split's sizes
lowered so that it has a head and several parts.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cc2html.pipeline import convert
from cc2html.render.to_html import part_ids, split
from chromium import skip_module_without_chromium

pytestmark = pytest.mark.browser

skip_module_without_chromium()

LONG = Path(__file__).parents[2] / "test_data/parts/long.jsonl"
LOADED = "() => cc2htmlParts.loaded()"


@pytest.fixture(scope="module")
def head(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("parts")
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(split, "THRESHOLD", 100_000)
        mp.setattr(split, "HEAD_CHARS", 30_000)
        mp.setattr(split, "PART_CHARS", 40_000)
        mp.setattr(part_ids, "SHARD_IDS", 20)  # the id map in shards
        convert(LONG, root / "long.html")
    assert len(list((root / "long.parts").glob("part-*.html"))) >= 6
    return root / "long.html"


class Opened:
    """A tab on `page`, its requests and errors noted."""

    def __init__(self, browser, page: Path, suffix: str = "", **context) -> None:
        self.folder = page.parent.as_uri() + "/"
        self.context = browser.new_context(**context)
        self.tab = self.context.new_page()
        self.requests: list[str] = []
        self.failed: list[str] = []
        self.errors: list[str] = []
        self.tab.on("request", lambda r: self.requests.append(r.url))
        self.tab.on("requestfailed", lambda r: self.failed.append(r.url))
        self.tab.on("pageerror", lambda e: self.errors.append(str(e)))
        self.tab.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        self.tab.goto(page.as_uri() + suffix, wait_until="load")

    def assert_clean(self) -> None:
        away = [u for u in self.requests if not u.startswith(self.folder)
                or ".cc2html-live/" not in u and not u.split("#")[0].split("?")[0].endswith((".html", ".js"))]
        assert not away, f"requests beyond the page's own files: {away}"
        assert not [u for u in self.failed if ".cc2html-live/" not in u]
        assert not self.errors, self.errors

    def close(self) -> None:
        self.context.close()


def last_part(head: Path) -> tuple[int, str]:
    """The last part's number and its last message's id."""
    import re
    pages = sorted((head.parent / "long.parts").glob("part-*.html"))
    text = pages[-1].read_text(encoding="utf-8")
    ids = re.findall(r' id="(msg-[^"]+)"', text)
    return int(pages[-1].stem.split("-")[1]), ids[-1]


def test_the_head_opens_with_its_own_turns_only(browser, head: Path) -> None:
    page = Opened(browser, head)
    try:
        below = page.tab.evaluate("() => document.querySelector('.part-slot')"
                                  ".getBoundingClientRect().top / innerHeight")
        assert below > 2.5  # (else the loader reads ahead into part 2 at once)
        page.tab.wait_for_timeout(300)
        assert page.tab.evaluate(LOADED) == []
        assert page.tab.locator(".part-slot").count() >= 4
        # read to the head's end: the next part comes, not every part whose link is in view
        page.tab.evaluate("() => document.querySelector('.part-slot:last-of-type')"
                          ".scrollIntoView({block: 'end'})")
        page.tab.wait_for_function("() => cc2htmlParts.loaded().includes(2)", timeout=10_000)
        page.tab.wait_for_timeout(500)
        last, _ = last_part(head)
        assert last not in page.tab.evaluate(LOADED)
        page.assert_clean()
    finally:
        page.close()


def test_a_permalink_into_a_later_part_opens_it(browser, head: Path) -> None:
    number, target = last_part(head)
    page = Opened(browser, head, "#" + target)
    try:
        page.tab.wait_for_function(
            """id => { const el = document.getElementById(id); if (!el) return false;
                       const r = el.getBoundingClientRect(); return r.top >= 0 && r.top < innerHeight; }""",
            arg=target, timeout=10_000)
        assert number in page.tab.evaluate(LOADED)
        page.assert_clean()
    finally:
        page.close()


def test_a_permalink_to_any_part_finds_it_in_its_ids_shard(browser, head: Path) -> None:
    """The part holding an id is looked up in the shard of the id map the id's CRC-32
    names, computed in the page as part_ids.py computes it."""
    import re
    folder = head.parent / "long.parts"
    assert len(list(folder.glob("ids-*.js"))) > 2
    for page_path in sorted(folder.glob("part-*.html"))[:4]:
        body = page_path.read_text(encoding="utf-8")
        target = re.findall(r' id="(msg-[^"]+)"', body)[-1]
        page = Opened(browser, head, "#" + target)
        try:
            page.tab.wait_for_function("id => !!document.getElementById(id)", arg=target,
                                       timeout=10_000)
            shards = [u.rsplit("/", 1)[1] for u in page.requests if "/ids-" in u]
            assert shards == [part_ids.shard_name(part_ids.shard_of(target, len(list(folder.glob("ids-*.js")))))]
            page.assert_clean()
        finally:
            page.close()


#: the outline link the tracker should mark, by its definition (a scan of every link): the
#: last shown card whose top has passed the line a quarter down the view below the toolbar
READ_TURN = """() => {
  const root = document.documentElement, bar = document.getElementById('toolbar');
  const bottom = bar.getBoundingClientRect().bottom;
  const line = root.scrollTop + innerHeight >= root.scrollHeight - 2 ? innerHeight
    : bottom + Math.max(40, (innerHeight - bottom) / 4);
  let found = null;
  for (const a of document.querySelectorAll(".outline a[href^='#']")) {
    const card = document.getElementById(a.hash.slice(1));
    if (!card || !card.getClientRects().length) continue;
    if (card.getBoundingClientRect().top > line) break;
    found = a.hash;
  }
  return found;
}"""


def test_the_outline_marks_the_turn_read_in_a_part_past_parts_not_read(browser,
                                                                       head: Path) -> None:
    """The tracker's binary search steps over the turns of parts not read in (no card on
    the page) and finds what a scan of every link finds, at a permalink and after a scroll."""
    _, target = last_part(head)
    page = Opened(browser, head, "#" + target, viewport={"width": 1280, "height": 720})
    try:
        page.tab.wait_for_function("id => document.getElementById(id)", arg=target, timeout=10_000)
        for scroll in (None, -1500, -700):
            if scroll is not None:
                page.tab.mouse.wheel(0, scroll)
            page.tab.wait_for_timeout(400)
            marked = page.tab.evaluate("() => document.querySelector('.outline a[aria-current]')?.hash")
            assert marked is not None and marked == page.tab.evaluate(READ_TURN)
        page.assert_clean()
    finally:
        page.close()


def test_the_search_finds_a_word_of_the_last_part(browser, head: Path) -> None:
    number, _ = last_part(head)
    page = Opened(browser, head)
    try:
        page.tab.fill("#search", "zanzibarlast")
        page.tab.wait_for_selector("mark.cc-hit.current", timeout=10_000)
        assert page.tab.evaluate(LOADED) == [number]  # that part only
        # the answer, and its first line on its turn's card: as on a whole page
        assert page.tab.locator("mark.cc-hit").count() == 2
        page.assert_clean()
    finally:
        page.close()


def test_the_search_index_is_read_in_once_the_page_is_idle(browser, head: Path) -> None:
    """words.js is read in ahead of any search (the first search then goes straight to
    its parts), and no part with it."""
    page = Opened(browser, head)
    try:
        for _ in range(100):
            if any(u.endswith("/words.js") for u in page.requests):
                break
            page.tab.wait_for_timeout(100)
        assert any(u.endswith("/words.js") for u in page.requests)
        assert page.tab.evaluate(LOADED) == []
        page.assert_clean()
    finally:
        page.close()


def test_a_search_reads_in_only_the_parts_holding_all_its_words(browser, head: Path) -> None:
    """words.js lists each word once, with the parts holding it: a query's parts are those
    holding every one of its words (within a word, as the page's search matches)."""
    number, _ = last_part(head)
    page = Opened(browser, head)
    try:
        tab = page.tab
        tab.fill("#search", "turnword0012 zanzibarlast")  # no part holds both
        tab.wait_for_timeout(600)
        assert tab.evaluate(LOADED) == []
        tab.fill("#search", "done anzibarlas")  # "done" is in every part
        tab.wait_for_function("() => cc2htmlParts.loaded().length > 0", timeout=10_000)
        tab.wait_for_timeout(300)
        assert tab.evaluate(LOADED) == [number]
        page.assert_clean()
    finally:
        page.close()


def test_filters_and_views_apply_to_parts_loaded_later(browser, head: Path) -> None:
    page = Opened(browser, head)
    try:
        tab = page.tab
        tab.click("#filters button[data-group=tool]")  # tools hidden
        tab.keyboard.press("End")
        tab.wait_for_function("() => cc2htmlParts.loaded().length > 0", timeout=10_000)
        tab.wait_for_timeout(300)
        shown_tools = tab.eval_on_selector_all(
            "[data-filter=tool]", "els => els.filter(e => !e.closest('.f-hidden, .f-empty')).length")
        assert shown_tools == 0
        assert tab.locator("[data-filter=tool]").count() > 8  # the head's and the part's
        tab.click("#filters [data-action=answers]")  # Prompts + answers, then more parts
        for _ in range(30):  # read on: each part as its slot nears the screen
            if not tab.evaluate("() => { const s = document.querySelector('.part-slot');"
                                " if (s) s.scrollIntoView(); return !!s; }"):
                break
            tab.wait_for_timeout(150)
        assert not tab.locator(".part-slot").count()
        tab.wait_for_timeout(300)
        working = tab.eval_on_selector_all(  # the turns' first texts are not answers: hidden
            "article[data-filter=assistant]:not(.last-answer)",
            "els => els.filter(e => !e.closest('.f-hidden, .f-empty, .f-shell')).length")
        answers = tab.eval_on_selector_all(
            "article.last-answer", "els => els.filter(e => !e.closest('.f-hidden, .f-empty')).length")
        assert working == 0 and answers == 40
        page.assert_clean()
    finally:
        page.close()


def test_scrolling_loads_the_next_part_expanded_with_local_times(browser, head: Path) -> None:
    page = Opened(browser, head)
    try:
        tab = page.tab
        tab.click("[data-action=expand-all]")
        tab.evaluate("() => document.getElementById('part-2').scrollIntoView()")
        tab.wait_for_function("() => cc2htmlParts.loaded().includes(2)", timeout=10_000)
        closed = tab.eval_on_selector_all("main details:not([open])", "els => els.length")
        assert closed == 0
        # its times are in the reader's zone, as the head's are
        utc = tab.eval_on_selector_all("time[datetime$=Z]:not(.local)", "els => els.length")
        assert utc == 0 and tab.locator("time.local").count() > 10
        page.assert_clean()
    finally:
        page.close()


def test_a_part_reads_without_javascript(browser, head: Path) -> None:
    part = head.parent / "long.parts/part-0003.html"
    page = Opened(browser, part, java_script_enabled=False)
    try:
        tab = page.tab
        assert tab.locator("article.turn-start").count() >= 1
        assert tab.locator("article.turn-start").first.is_visible()
        assert tab.get_attribute("a[rel=up]", "href") == "../long.html"
        assert tab.get_attribute("a[rel=prev]", "href") == "part-0002.html"
        assert tab.get_attribute("a[rel=next]", "href") == "part-0004.html"
        assert "Part 3: turns" in tab.inner_text("header")
        page.assert_clean()
    finally:
        page.close()
    page = Opened(browser, head, java_script_enabled=False)
    try:  # the head links every part
        assert page.tab.locator(".part-slot a[href^='long.parts/part-']").count() >= 4
    finally:
        page.close()


def test_end_reaches_the_last_turn(browser, head: Path) -> None:
    number, target = last_part(head)
    page = Opened(browser, head)
    try:
        page.tab.keyboard.press("End")
        page.tab.wait_for_function("n => cc2htmlParts.loaded().includes(n)", arg=number,
                                   timeout=10_000)
        page.tab.wait_for_function(  # the last message's bottom within the screen
            """id => { const r = document.getElementById(id).getBoundingClientRect();
                       return r.bottom <= innerHeight + 1 && r.bottom > 0; }""",
            arg=target, timeout=10_000)
        # the last part, and at most the head's next and the one above the last
        assert len(page.tab.evaluate(LOADED)) <= 3
        page.assert_clean()
    finally:
        page.close()


def test_a_folded_outline_link_opens_its_turn(browser, head: Path) -> None:
    page = Opened(browser, head, viewport={"width": 1400, "height": 900})
    try:
        tab = page.tab
        tab.click(".outline-later summary")
        link = tab.locator(".outline-later a").last
        target = link.get_attribute("href")[1:]
        link.click()
        tab.wait_for_function(
            """id => { const el = document.getElementById(id); if (!el) return false;
                       const r = el.getBoundingClientRect(); return r.top >= 0 && r.top < innerHeight; }""",
            arg=target, timeout=10_000)
        assert "turnword0040" in tab.inner_text("#" + target)
        page.assert_clean()
    finally:
        page.close()


def test_a_common_word_loads_a_few_parts_and_marks_the_rest(browser, head: Path) -> None:
    page = Opened(browser, head)
    try:
        tab = page.tab
        tab.fill("#search", "done with turn")  # in every turn's answer
        tab.wait_for_function("() => cc2htmlParts.loaded().length === 4", timeout=10_000)
        tab.wait_for_selector("mark.cc-hit.current", timeout=10_000)
        tab.wait_for_timeout(300)
        assert tab.evaluate(LOADED) == [2, 3, 4, 5]
        slots = tab.locator(".part-slot")
        assert slots.count() >= 1
        assert all("holds matches" in slots.nth(i).inner_text() for i in range(slots.count()))
        page.assert_clean()
    finally:
        page.close()


def test_a_kind_only_in_a_part_gets_its_filter(browser, head: Path) -> None:
    """The last turn's thinking is the page's only one: once its part is in, it has a
    button, and the button hides it."""
    page = Opened(browser, head)
    try:
        tab = page.tab
        assert not tab.locator("#filters button[data-group=thinking]").count()
        tab.keyboard.press("End")
        tab.wait_for_selector("#filters button[data-group=thinking]", timeout=10_000)
        assert tab.inner_text("#filters button[data-group=thinking] .count") == "1"
        tab.click("#filters button[data-group=thinking]")
        assert tab.get_attribute("#filters button[data-group=thinking]", "aria-pressed") == "false"
        assert tab.eval_on_selector("[data-filter=thinking]",
                                    "el => !!el.closest('.f-hidden, .f-empty')")
        page.assert_clean()
    finally:
        page.close()


def test_reading_on_with_a_search_keeps_the_place(browser, head: Path) -> None:
    """A part read in while a search is on does not take the reader back to its hit."""
    page = Opened(browser, head)
    try:
        tab = page.tab
        tab.fill("#search", "turnword0001")
        tab.wait_for_selector("mark.cc-hit.current", timeout=10_000)
        tab.evaluate("() => document.getElementById('part-2').scrollIntoView()")
        tab.wait_for_function("() => cc2htmlParts.loaded().includes(2)", timeout=10_000)
        tab.wait_for_timeout(400)
        top = tab.evaluate("() => document.querySelector('mark.cc-hit.current')"
                           ".getBoundingClientRect().top")
        assert top < 0  # the first hit stays above, where the reader left it
        page.assert_clean()
    finally:
        page.close()


CHIPS = ("() => Object.fromEntries(Array.from(document.querySelectorAll("
         "'#filters button[data-group]')).map(b => [b.getAttribute('data-group'),"
         " b.querySelector('.count').textContent]))")


def test_the_filters_count_the_whole_session(browser, head: Path) -> None:
    """The head's filter buttons count every part's cards, as the whole page's do, before
    any part is read in."""
    whole = head.with_name("whole.html")
    convert(LONG, whole, parts=False)
    page = Opened(browser, whole)
    try:
        expected = page.tab.evaluate(CHIPS)
    finally:
        page.close()
    page = Opened(browser, head)
    try:
        assert page.tab.evaluate(LOADED) == []
        chips = page.tab.evaluate(CHIPS)
        assert chips == {g: n for g, n in expected.items() if g in chips}, (chips, expected)
        assert len(chips) >= 2
        page.tab.keyboard.press("End")  # a kind only the last part holds: counted whole too
        page.tab.wait_for_selector("#filters button[data-group=thinking]", timeout=10_000)
        page.tab.wait_for_timeout(300)
        chips = page.tab.evaluate(CHIPS)
        assert chips == {g: n for g, n in expected.items() if g in chips}, (chips, expected)
        page.assert_clean()
    finally:
        page.close()


CURRENT_TURN = ("() => { const m = document.querySelector('mark.cc-hit.current');"
                " const t = m && m.parentElement.textContent.match(/Done with turn (\\d+)/i);"
                " return t ? Number(t[1]) : 0; }")
COUNT = "() => document.getElementById('search-count').textContent"


def _at_the_last_hit(tab) -> tuple[int, int]:
    """The search stepped by Enter from its first hit to its last in the messages (the
    "holds matches" notes of the parts not read in come after: a note stepped to may be
    read in): (its number, its turn)."""
    real = tab.evaluate("() => Array.from(document.querySelectorAll('mark.cc-hit'))"
                        ".filter(m => !m.closest('.part-slot')).length")
    tab.focus("#search")
    for _ in range(real - 1):
        tab.keyboard.press("Enter")
    assert tab.evaluate(COUNT).startswith(f"{real} / ")
    return real, tab.evaluate(CURRENT_TURN)


def _stepped_on(tab, total: int, turn: int) -> None:
    """Enter took the search from its last hit (number `total`, in `turn`) to the next one
    in the page's order: the next turn's, numbered on, in view."""
    assert turn > 0
    tab.keyboard.press("Enter")
    tab.wait_for_function(f"() => ({CURRENT_TURN})() === {turn + 1}", timeout=10_000)
    assert tab.evaluate(COUNT).startswith(f"{total + 1} / ")
    assert tab.eval_on_selector("mark.cc-hit.current", "m => !m.closest('.part-slot')")
    top = tab.evaluate("() => document.querySelector('mark.cc-hit.current')"
                       ".getBoundingClientRect().top")
    assert 0 <= top <= tab.viewport_size["height"]


def _search_common_phrase(tab) -> None:
    """"done with turn" searched: the first 4 matching parts read in, the first hit current."""
    tab.fill("#search", "done with turn")
    tab.wait_for_function("() => cc2htmlParts.loaded().length === 4", timeout=10_000)
    tab.wait_for_selector("mark.cc-hit.current", timeout=10_000)
    tab.wait_for_timeout(300)


def test_enter_at_the_last_hit_reads_in_the_next_matching_part(browser, head: Path) -> None:
    """A common phrase reads in the first 4 matching parts; Enter at their last hit reads
    in the next part and goes to its first hit, not back to the first hit of the page or
    on to a "holds matches" note."""
    page = Opened(browser, head)
    try:
        tab = page.tab
        _search_common_phrase(tab)
        loaded = tab.evaluate(LOADED)
        total, turn = _at_the_last_hit(tab)
        _stepped_on(tab, total, turn)
        assert max(loaded) + 1 in tab.evaluate(LOADED)
        page.assert_clean()
    finally:
        page.close()


def test_enter_at_the_last_hit_goes_on_into_a_part_scrolling_read_in(browser, head: Path) -> None:
    """A part read in by scrolling after the search ran is not searched yet (the reader's
    hit is kept: test_reading_on_with_a_search_keeps_the_place); Enter at the last hit
    searches it and goes on to its first hit (the race that had fb3f4e7 reverted)."""
    page = Opened(browser, head)
    try:
        tab = page.tab
        _search_common_phrase(tab)
        after = max(tab.evaluate(LOADED)) + 1
        tab.evaluate(f"() => document.getElementById('part-{after}').scrollIntoView()")
        tab.wait_for_function(f"() => cc2htmlParts.loaded().includes({after})", timeout=10_000)
        tab.wait_for_timeout(300)
        total, turn = _at_the_last_hit(tab)
        _stepped_on(tab, total, turn)
        page.assert_clean()
    finally:
        page.close()
