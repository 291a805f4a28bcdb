"""Code in closed folds is coloured when the fold opens (static/paint.js with the vendored
highlight.js): a Read result past the old 160-line cap, both sides of an Edit diff with
their word marks, in the light and the dark scheme; hostile text stays text."""

from __future__ import annotations

import pytest

from chromium import launched, skip_module_without_chromium
from helpers import TEST_DATA, render_path
from page_checks import COVERAGE, open_every_fold

api = skip_module_without_chromium()
pytestmark = pytest.mark.browser

LONG_READ = ".numbered:has(code[data-hl]) code, .numbered code.painted"


@pytest.fixture(scope="module")
def big_page(tmp_path_factory):
    page_file = tmp_path_factory.mktemp("colour") / "page.html"
    page_file.write_text(render_path(TEST_DATA / "highlight_big.jsonl"), encoding="utf-8")
    return page_file


def _colour_of(page, selector: str) -> str:
    return page.evaluate("s => getComputedStyle(document.querySelector(s)).color", selector)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_long_read_result_and_an_edit_diff_are_coloured_once_opened(big_page, scheme):
    with launched(api) as browser:
        page = browser.new_page(color_scheme=scheme)
        page.goto(big_page.as_uri())
        assert page.evaluate("() => document.querySelectorAll('code.painted').length") == 0
        open_every_fold(page)
        text = _colour_of(page, ".numbered code.painted")
        keyword = _colour_of(page, ".numbered code.painted .hljs-keyword")
        assert keyword != text  # `def` stands out of the 400-line Read result
        diff = page.evaluate("""() => {
          const code = document.querySelector('.diff-rows code.painted');
          return {del: !!code.querySelector('.dl.del .hljs-keyword'),
                  add: !!code.querySelector('.dl.add ins .hljs-built_in'),
                  string: !!code.querySelector('.dl.ctx .hljs-string'),
                  signs: [...code.querySelectorAll('.sign')].map(s => s.textContent).join('')};
        }""")
        assert diff["del"] and diff["add"] and diff["string"], diff
        assert diff["signs"].startswith("-+ ")  # the signs stay, uncoloured by the lexer
        measured = page.evaluate(COVERAGE)
        assert measured["coloured"] == measured["total"] == 6, measured


def test_the_two_schemes_colour_a_keyword_differently(big_page):
    seen = []
    with launched(api) as browser:
        for scheme in ("light", "dark"):
            page = browser.new_page(color_scheme=scheme)
            page.goto(big_page.as_uri())
            open_every_fold(page)
            seen.append(_colour_of(page, ".numbered code.painted .hljs-keyword"))
    assert seen[0] != seen[1]


def test_colour_stops_where_the_note_says(big_page):
    with launched(api) as browser:
        page = browser.new_page()
        page.goto(big_page.as_uri())
        open_every_fold(page)
        cut = page.evaluate("""() => {
          const pre = document.querySelector('.hl-cut').parentNode.querySelector('.hl pre');
          const [head, rest] = pre.querySelectorAll('code');
          return [head.textContent.split('\\n').length - 1, !!head.querySelector('span'),
                  rest.querySelectorAll('*').length, rest.textContent.trim().split('\\n').length];
        }""")
    assert cut == [5000, True, 0, 3]


def test_a_closed_fold_stays_plain_and_the_page_reads_without_script(big_page):
    with launched(api) as browser:
        page = browser.new_page(java_script_enabled=False)
        page.goto(big_page.as_uri())
        marked = page.locator("code[data-hl]").count()
        coloured = page.locator("[class*='hljs-']").count()
        text = page.text_content("main")
    assert marked == 5 and coloured == 0 and "def helper_1(x):" in text


def test_hostile_code_is_coloured_as_text_never_as_markup(tmp_path):
    page_file = tmp_path / "hostile.html"
    page_file.write_text(render_path(TEST_DATA / "hostile.jsonl"), encoding="utf-8")
    with launched(api) as browser:
        page = browser.new_page()
        dialogs = []
        page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
        page.goto(page_file.as_uri())
        open_every_fold(page)
        found = page.evaluate("""() => [...document.querySelectorAll('code.painted')].map(c => ({
          text: c.textContent,
          foreign: [...c.querySelectorAll('*')].filter(e => !['SPAN', 'DEL', 'INS'].includes(e.tagName)
                    || (e.tagName === 'SPAN' && e.className && !/^(hljs-|dl |sign|[a-z_]+_+$)/.test(e.className)))
                    .map(e => e.outerHTML.slice(0, 80))}))""")
    assert found and any("<script>" in f["text"] for f in found)
    assert [f["foreign"] for f in found if f["foreign"]] == [] and dialogs == []
