"""A project index in Chromium at 1280×800 (issue 33's Done-when): at least 10 sessions on
the first screen, each title on one line; typing in the filter box narrows the rows; a
click on a column header sorts them; without script the table stays newest first and the
filter box hidden; every time names the viewer's zone once the script runs; the Active
column leaves pauses out and the page states the threshold once. The sessions are made
here: one a day, the n-th with n prompts a minute apart (the 4th's last five hours
later), one with a title far wider than its column."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from cc2html.archive.build import ArchiveOptions, build_archive
from chromium import launched, skip_module_without_chromium

pytestmark = pytest.mark.browser

sync_api = skip_module_without_chromium()

COUNT = 14
WORDS = ("apple banana cherry damson elder fig grape hazel ilama jujube kiwi lemon mango "
         "nectarine olive").split()
LONG = "Refactor the parser so that " + "every nested block keeps its line numbers " * 6


def _session(folder: Path, n: int) -> None:
    title = LONG if n == 3 else f"Session number {n:02d} about {WORDS[n]}"
    lines = []
    for k in range(n):  # n prompts, each answered
        hour = 15 if (n, k) == (4, 3) else 10  # a pause of five hours, not active time
        stamp = f"2025-10-{1 + n:02d}T{hour}:{k:02d}:00Z"
        lines.append({"type": "user", "uuid": f"u{n}-{k}", "parentUuid": f"a{n}-{k - 1}" if k
                      else None, "sessionId": f"s{n}", "cwd": "/home/dev/app",
                      "timestamp": stamp, "message": {"role": "user", "content":
                                                      title if k == 0 else f"and then {k}"}})
        lines.append({"type": "assistant", "uuid": f"a{n}-{k}", "parentUuid": f"u{n}-{k}",
                      "sessionId": f"s{n}", "timestamp": stamp, "message": {
                          "role": "assistant", "model": "claude-opus-4-6",
                          "content": [{"type": "text", "text": "Done."}]}})
    (folder / f"s{n:02d}.jsonl").write_text("".join(json.dumps(x) + "\n" for x in lines))


@pytest.fixture(scope="module")
def index(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("index-browser")
    folder = root / "projects" / "-home-dev-app"
    folder.mkdir(parents=True)
    for n in range(1, COUNT + 1):
        _session(folder, n)
    build_archive(ArchiveOptions(root / "projects", root / "html"))
    return root / "html" / "-home-dev-app" / "index.html"


@pytest.fixture(scope="module")
def browser():
    with launched(sync_api) as chromium:
        yield chromium


def _open(browser, index: Path, script: bool = True, zone: str = "UTC"):
    context = browser.new_context(viewport={"width": 1280, "height": 800},
                                  java_script_enabled=script, timezone_id=zone, locale="en-US")
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(index.as_uri())
    return context, page, errors


#: each title's link one line high (less than two of its font's lines; getClientRects
#: counts the fragments Chromium cuts an ellipsis into, so it cannot say)
ONE_LINE = """() => [...document.querySelectorAll('td.title a')].map(a =>
    a.getBoundingClientRect().height < 2 * parseFloat(getComputedStyle(a).fontSize))"""

TITLES = "() => [...document.querySelectorAll('tbody tr')].filter(r => !r.hidden)" \
         ".map(r => r.querySelector('td.title a').textContent)"


def test_a_project_index_shows_ten_sessions_a_screen_each_title_on_one_line(browser, index):
    context, page, errors = _open(browser, index)
    shown = page.evaluate("""() => [...document.querySelectorAll('tbody tr')]
        .filter(r => r.getBoundingClientRect().bottom <= innerHeight).length""")
    assert shown >= 10, shown
    assert page.evaluate(ONE_LINE) == [True] * COUNT
    cut = """() => { const td = [...document.querySelectorAll('td.title')]
        .find(c => c.textContent.startsWith('Refactor'));
        return [td.scrollWidth > td.clientWidth, getComputedStyle(td).textOverflow,
                td.querySelector('a').title.split('\\n')[1]] }"""
    assert page.evaluate(cut)[1:] == ["ellipsis", "s03.jsonl"]
    page.set_viewport_size({"width": 900, "height": 800})  # the title column narrower
    assert page.evaluate(cut)[0] is True  # cut, still one line
    assert page.evaluate(ONE_LINE) == [True] * COUNT
    assert errors == []
    context.close()


def test_typing_in_the_filter_box_narrows_the_rows(browser, index):
    context, page, errors = _open(browser, index)
    assert page.is_visible("#archive-filter")
    page.type("#archive-filter", "KIWI session")  # every word, in any case
    assert page.evaluate(TITLES) == ["Session number 10 about kiwi"]
    assert page.text_content("#archive-filter-count") == f"1 of {COUNT} shown"
    page.fill("#archive-filter", "s03.jsonl")  # a file name, found in its tooltip
    assert [t[:8] for t in page.evaluate(TITLES)] == ["Refactor"]
    page.fill("#archive-filter", "")
    assert len(page.evaluate(TITLES)) == COUNT
    assert errors == []
    context.close()


def test_clicking_a_column_header_sorts_the_rows(browser, index):
    context, page, errors = _open(browser, index)
    newest_first = page.evaluate(TITLES)
    assert newest_first[0].startswith("Session number 14")
    prompts = "() => [...document.querySelectorAll('tbody td[data-label=Prompts]')]" \
              ".map(td => Number(td.textContent))"
    page.click("th:has-text('Prompts') button")
    assert page.evaluate(prompts) == list(range(COUNT, 0, -1))
    page.click("th:has-text('Prompts') button")
    assert page.evaluate(prompts) == list(range(1, COUNT + 1))
    assert page.get_attribute("th:has-text('Prompts')", "aria-sort") == "ascending"
    page.click("th:has-text('Session') button")
    titles = page.evaluate(TITLES)
    assert titles == sorted(titles, key=str.lower) and titles[0].startswith("Refactor")
    page.click("th:has-text('Started') button")  # dates: newest first on the first click
    assert page.evaluate(TITLES) == newest_first
    assert errors == []
    context.close()


def test_without_script_the_table_is_newest_first_and_the_filter_box_hidden(browser, index):
    context, page, _ = _open(browser, index, script=False)
    assert not page.is_visible("#archive-filter")
    titles = page.eval_on_selector_all("td.title a", "links => links.map(a => a.textContent)")
    assert titles[0].startswith("Session number 14") and titles[-1].startswith("Session number 01")
    context.close()


SHOWN_TIMES = "() => [...document.querySelectorAll('time[datetime]')]" \
              ".filter(t => t.getClientRects().length).map(t => t.textContent.trim())"


@pytest.mark.parametrize("which", ["project", "top"])
def test_every_time_on_an_index_names_the_viewers_zone(browser, index, which):
    path = index if which == "project" else index.parent.parent / "index.html"
    context, page, errors = _open(browser, path, zone="Europe/Paris")
    times = page.evaluate(SHOWN_TIMES)
    assert len(times) >= (COUNT if which == "project" else 2)
    # October 2025 in Paris is summer time until the 26th: GMT+2, the HTML's 10:00 UTC at 12
    assert all(re.search(r"GMT\+[12]$", t) for t in times), times
    if which == "project":
        assert "Oct 6, 2025, 12:00 PM GMT+2" in times  # the 5th session, 10:00 UTC
        title = page.get_attribute("time[datetime^='2025-10-06']", "title")
        assert title.endswith("2025-10-06 10:00:00 UTC") and "(your time)" in title
    assert errors == []
    context.close()
    context, page, _ = _open(browser, path, script=False)
    assert all(t.endswith(" UTC") for t in page.evaluate(SHOWN_TIMES))  # the HTML's own text
    context.close()


def test_active_time_beside_the_span_with_its_threshold_stated_once(browser, index):
    context, page, errors = _open(browser, index)
    row = """n => { const r = [...document.querySelectorAll('tbody tr')].find(r =>
        r.querySelector('td.title a').textContent.startsWith('Session number ' + n));
        return [r.querySelector('[data-label=Span]').textContent,
                r.querySelector('[data-label=Active]').textContent] }"""
    assert page.evaluate(row, "04") == ["5h 03m", "2m 00s"]  # the five-hour pause left out
    # said only when a pause was left out (read/times.pause_left_out), as on the page and
    # in index.md: with none, the span is the active time and the cell is empty
    assert page.evaluate(row, "05") == ["4m 00s", ""]
    assert page.locator("text=pauses over 30 min").count() == 1
    assert "30 min" in page.get_attribute("th:has-text('Active')", "title")
    page.click("th:has-text('Active') button")  # sorts, longest first
    cells = page.evaluate("() => [...document.querySelectorAll('tbody td[data-label=Active]')]"
                          ".map(td => [Number(td.dataset.sort), td.textContent,"
                          " Number(td.parentElement.querySelector('[data-label=Span]').dataset.sort)])")
    keys = [key for key, _, _ in cells]
    assert keys == sorted(keys, reverse=True)
    assert [text for _, text, _ in cells if text] == ["2m 00s"]
    assert all(key == span for key, text, span in cells if not text)  # no pause: the span
    assert errors == []
    context.close()
