"""The page in a real browser: Debian's chromium driven by Playwright, pages opened from file://.

One browser per module (per xdist worker); each test opens a fresh context and checks
that the page made no network request and logged no console error. Screenshots of a
real corpus session go to artifacts/screenshots/ (CC2HTML_ARTIFACTS overrides the
artifacts folder) together with timings.json (load and first-search times).
"""

from __future__ import annotations

import json
import os
import re
import time
from pathlib import Path

import pytest

from helpers import CORPUS, REPO, TEST_DATA
from chromium import launched, skip_module_without_chromium
from cc2html.pipeline import convert
from cc2html.render.html import PageRenderer

BIG = CORPUS / "marot-spotter/test/fixtures/transcripts/fa812bfe-b295-4cca-9c2f-fdf01028cb46.jsonl"
ARTIFACTS = Path(os.environ.get("CC2HTML_ARTIFACTS", REPO / "artifacts"))

pytestmark = pytest.mark.browser

sync_api = skip_module_without_chromium()


@pytest.fixture(scope="module")
def browser():
    with launched(sync_api) as chromium:
        yield chromium


@pytest.fixture(scope="module")
def pages(tmp_path_factory) -> dict[str, Path]:
    out = tmp_path_factory.mktemp("pages")
    renderer = PageRenderer()
    rendered = {}
    for name in ("viewer", "tools"):
        rendered[name] = out / f"{name}.html"
        convert(TEST_DATA / f"{name}.jsonl", rendered[name], renderer)
    return rendered


class Watched:
    """A page plus everything it asked the network for and every console error."""

    def __init__(self, context, path: Path) -> None:
        self.context, self.url = context, path.as_uri()
        self.page = context.new_page()
        self.requests: list[str] = []
        self.errors: list[str] = []
        self.page.on("request", lambda req: self.requests.append(req.url))
        self.page.on("console", lambda msg: msg.type == "error" and self.errors.append(msg.text))
        self.page.on("pageerror", lambda exc: self.errors.append(str(exc)))

    def goto(self, suffix: str = "") -> "Watched":
        self.page.goto(self.url + suffix, wait_until="load")
        return self

    def assert_clean(self) -> None:
        foreign = [u for u in self.requests if u.split("#")[0].split("?")[0] != self.url]
        assert not foreign, f"network requests: {foreign}"
        assert not self.errors, f"console errors: {self.errors}"


@pytest.fixture
def open_page(browser):
    contexts = []
    watched: list[Watched] = []

    def opener(path: Path, suffix: str = "", **context_options) -> Watched:
        context_options.setdefault("viewport", {"width": 1200, "height": 800})
        context = browser.new_context(**context_options)
        contexts.append(context)
        w = Watched(context, path).goto(suffix)
        watched.append(w)
        return w

    yield opener
    for w in watched:
        w.assert_clean()
    for context in contexts:
        context.close()


def visible(page, selector: str) -> bool:
    return page.locator(selector).first.is_visible()


def ancestors_open(page, selector: str) -> bool:
    return page.eval_on_selector(selector, """el => {
        for (let p = el.parentElement; p; p = p.parentElement)
            if (p.tagName === 'DETAILS' && !p.open) return false;
        return true; }""")


# --------------------------------------------------------------------------- loading


def test_self_contained_under_its_csp(open_page, pages):
    w = open_page(pages["viewer"])
    page = w.page
    assert page.locator("meta[http-equiv=Content-Security-Policy]").count() == 1
    assert visible(page, "#toolbar"), "the page script did not run (CSP hash mismatch?)"
    assert w.requests == [w.url]
    assert page.evaluate("document.documentElement.classList.contains('js')")


def test_reads_fully_without_javascript(open_page, pages):
    page = open_page(pages["viewer"], java_script_enabled=False).page
    assert not visible(page, "#toolbar")
    assert "Build the report generator." in page.inner_text("main")
    assert page.locator("main details").count() >= 8
    assert not visible(page, ".copy-link")
    page.click("article[data-tool=Bash] summary")
    assert "zebrafinch.csv" in page.inner_text("article[data-tool=Bash]")


def test_times_shown_in_the_viewers_zone_with_utc_tooltip(open_page, pages):
    page = open_page(pages["viewer"], timezone_id="Asia/Tokyo", locale="en-GB").page
    first = page.locator(".msg-head .meta time").first
    assert "19:00:01" in first.inner_text()  # 10:00:01 UTC is 19:00:01 in Tokyo
    assert "2026-01-15 10:00:01 UTC" in first.get_attribute("title")


# --------------------------------------------------------------------------- search


def test_search_slash_focus_marks_and_unfolds_the_match(open_page, pages):
    w = open_page(pages["viewer"])
    page = w.page
    bash = "article[data-tool=Bash] > details"
    assert not page.eval_on_selector(bash, "d => d.open")
    page.keyboard.press("/")
    assert page.evaluate("document.activeElement.id") == "search"
    page.keyboard.type("zebrafinch")
    page.keyboard.press("Enter")
    assert page.locator("mark.cc-hit").count() == 1
    assert page.inner_text("#search-count") == "1 / 1"
    assert page.eval_on_selector(bash, "d => d.open"), "the fold holding the match stays closed"
    assert page.locator("mark.cc-hit.current").is_visible()
    assert "q=zebrafinch" in page.url


def test_search_next_previous_and_clear(open_page, pages):
    page = open_page(pages["viewer"]).page
    page.fill("#search", "rows")  # typing searches by itself after a pause
    page.wait_for_function("() => document.getElementById('search-count').textContent !== ''")
    count = page.inner_text("#search-count")
    total = int(count.split("/")[1])
    assert count.startswith("1 / ") and total >= 3
    page.press("#search", "Enter")
    assert page.inner_text("#search-count") == f"2 / {total}"
    page.press("#search", "Shift+Enter")
    page.press("#search", "Shift+Enter")
    assert page.inner_text("#search-count") == f"{total} / {total}"
    # matches inside the thinking fold and the subagent card are found and unfolded
    page.fill("#search", "platypus")
    page.press("#search", "Enter")
    assert ancestors_open(page, "mark.cc-hit.current")
    page.fill("#search", "")
    page.press("#search", "Enter")
    assert page.locator("mark").count() == 0 and "q=" not in page.url


def test_search_matches_across_highlighted_tokens(open_page, pages):
    page = open_page(pages["tools"]).page
    page.fill("#search", "ls -la src")  # split over several Pygments <span>s
    page.press("#search", "Enter")
    assert page.inner_text("#search-count").endswith("/ 2")  # the summary hint and the command
    assert page.eval_on_selector_all("mark.cc-hit.current", "ms => ms.map(m => m.textContent).join('')") \
        == "ls -la src"


# --------------------------------------------------------------------------- permalinks


def test_permalink_unfolds_and_scrolls_to_a_folded_message(open_page, pages):
    page = open_page(pages["viewer"]).page
    target = page.eval_on_selector("article.sidechain.assistant", "el => el.id")
    uuid = target.removeprefix("msg-")
    assert f'"uuid": "{uuid}"' in (TEST_DATA / "viewer.jsonl").read_text()
    page.goto(pages["viewer"].as_uri() + "#" + target)
    page.wait_for_function("id => document.getElementById(id).classList.contains('flash')", arg=target)
    assert ancestors_open(page, "#" + target)
    assert page.locator("#" + target).is_visible()
    box = page.locator("#" + target).bounding_box()
    assert -2 <= box["y"] < 800  # sub-pixel scroll positions


def test_permalink_to_a_tool_result_and_hash_changes(open_page, pages):
    page = open_page(pages["viewer"]).page
    result = page.eval_on_selector("article[data-tool=Read] .tool_result", "el => el.id")
    page.evaluate("id => { location.hash = id; }", result)
    page.wait_for_function("id => document.getElementById(id).getClientRects().length > 0", arg=result)
    assert ancestors_open(page, "#" + result)


def test_copy_link_button(open_page, pages):
    page = open_page(pages["viewer"]).page
    button = page.locator("article.user .copy-link").first
    target = button.get_attribute("data-copy")
    button.click()
    page.wait_for_function("() => document.getElementById('status').textContent !== ''")
    assert page.inner_text("#status").endswith("#" + target)
    assert page.eval_on_selector("article.user > details", "d => d.open"), "the click toggled the fold"


# --------------------------------------------------------------------------- filters


def test_filter_toggles_show_counts_and_update_the_url(open_page, pages):
    page = open_page(pages["viewer"]).page
    labels = page.eval_on_selector_all("#filters button[data-group]",
                                       "bs => bs.map(b => b.getAttribute('data-group') + ' ' + b.querySelector('.count').textContent)")
    assert labels == ["user 4", "assistant 5", "thinking 1", "tool 3", "system 1", "sidechain 1"]
    page.click("#filters button[data-group=tool]")
    assert "hide=tool" in page.url
    assert page.get_attribute("#filters button[data-group=tool]", "aria-pressed") == "false"
    assert not page.locator("article[data-tool]").first.is_visible()
    assert page.locator("article.assistant").first.is_visible()
    page.click("#filters button[data-group=assistant]")
    assert re.search(r"hide=assistant,tool|hide=tool,assistant", page.url)
    # hiding assistant text keeps what is nested under it (here the tool calls are hidden too)
    assert "I'll look at the data first." not in page.inner_text("main")
    page.click("#filters [data-action=show-all]")
    assert "hide=" not in page.url and page.locator("article[data-tool]").first.is_visible()


def test_filtered_view_can_be_shared(open_page, pages):
    page = open_page(pages["viewer"], "?hide=thinking,system").page
    assert page.get_attribute("#filters button[data-group=thinking]", "aria-pressed") == "false"
    assert page.locator("article.thinking").count() == 1
    assert not page.locator("article.thinking").is_visible()
    assert not page.locator("article.system").is_visible()
    assert page.locator("article[data-tool=Bash]").is_visible()


def test_prompts_only(open_page, pages):
    page = open_page(pages["viewer"]).page
    page.click("#filters [data-action=prompts-only]")
    assert page.get_attribute("#filters [data-action=prompts-only]", "aria-pressed") == "true"
    text = page.inner_text("main")
    for prompt in ("Build the report generator.", "Now add a chart.", "Thanks, that is all."):
        assert prompt in text
    assert "You are welcome." not in text and "Count the rows" not in text
    assert "hide=assistant,thinking,tool,system,sidechain" in page.url


# --------------------------------------------------------------------------- theme, print, layout


def background(page) -> str:
    return page.evaluate("getComputedStyle(document.body).backgroundColor")


def becomes(page, colour: str) -> None:
    """Wait (up to 5 s) until the body's background is `colour`; fail if it never is."""
    page.wait_for_function("c => getComputedStyle(document.body).backgroundColor === c",
                           arg=colour, timeout=5_000)


def test_theme_follows_the_system_and_the_toggle_is_remembered(open_page, pages):
    light = open_page(pages["viewer"], color_scheme="light").page
    dark_system = open_page(pages["viewer"], color_scheme="dark").page
    light_bg, dark_bg = background(light), background(dark_system)
    assert light_bg != dark_bg
    assert sum(map(int, re.findall(r"\d+", light_bg)[:3])) > 600
    assert sum(map(int, re.findall(r"\d+", dark_bg)[:3])) < 150
    light.click("#theme-toggle")
    becomes(light, dark_bg)  # polled: a loaded machine may paint after the click returns
    assert light.evaluate("getComputedStyle(document.documentElement).backgroundColor") == dark_bg
    assert light.evaluate("localStorage.getItem('cc2html-theme')") == "dark"
    light.reload(wait_until="load")
    assert background(light) == dark_bg, "the chosen theme was not remembered"
    light.click("#theme-toggle")  # back to the system's choice: nothing stored
    becomes(light, light_bg)
    assert light.evaluate("localStorage.getItem('cc2html-theme')") is None


def test_print_unfolds_everything(open_page, pages):
    page = open_page(pages["viewer"]).page
    assert not page.locator("text=zebrafinch.csv").is_visible()
    page.emulate_media(media="print")
    assert page.locator("text=zebrafinch.csv").is_visible()
    assert not page.locator("#toolbar").is_visible()


def test_phone_width_has_no_horizontal_scroll(open_page, pages):
    page = open_page(pages["viewer"], viewport={"width": 360, "height": 740}).page
    page.click("[data-action=expand-all]")
    assert page.evaluate("document.documentElement.scrollWidth") <= 360


# --------------------------------------------------------------------------- keyboard


def focused_message(page) -> str:
    return page.evaluate("(document.activeElement.closest('article.msg') || {}).id || ''")


def test_keyboard_j_k_o_and_help(open_page, pages):
    page = open_page(pages["viewer"]).page
    ids = page.eval_on_selector_all("main article.msg", "els => els.map(e => e.id)")
    page.keyboard.press("j")
    first = focused_message(page)
    assert first == ids[0]
    assert page.evaluate("document.activeElement.matches('summary:focus-visible')")
    page.keyboard.press("j")
    second = focused_message(page)
    assert second == ids[1]
    page.keyboard.press("k")
    assert focused_message(page) == first
    before = page.eval_on_selector(f"[id='{first}'] > details", "d => d.open")
    page.keyboard.press("o")
    assert page.eval_on_selector(f"[id='{first}'] > details", "d => d.open") != before
    page.keyboard.press("o")
    page.keyboard.press("?")
    assert page.eval_on_selector("#help", "d => d.open")
    page.keyboard.press("Escape")
    assert not page.eval_on_selector("#help", "d => d.open")


def test_keyboard_skips_folded_and_filtered_messages(open_page, pages):
    page = open_page(pages["viewer"], "?hide=assistant,thinking,tool,system,sidechain").page
    seen = []
    for _ in range(4):
        page.keyboard.press("j")
        seen.append(page.evaluate("document.activeElement.closest('article').className"))
    assert all("user" in cls for cls in seen), seen


def test_expand_and_collapse_all(open_page, pages):
    page = open_page(pages["viewer"]).page
    page.click("[data-action=expand-all]")
    assert page.evaluate("[...document.querySelectorAll('main details')].every(d => d.open)")
    page.click("[data-action=collapse-all]")
    assert page.evaluate("[...document.querySelectorAll('main details')].every(d => !d.open)")


# --------------------------------------------------------------------------- a real, big session


@pytest.fixture(scope="module")
def big_page(tmp_path_factory) -> Path:
    if not BIG.is_file():
        pytest.skip(f"corpus session not found: {BIG} (set CC2HTML_SHARED)")
    out = tmp_path_factory.mktemp("big") / "marot.html"
    convert(BIG, out, PageRenderer())
    return out


@pytest.mark.corpus
def test_big_real_session_loads_searches_and_looks_right(browser, big_page):
    shots = ARTIFACTS / "screenshots"
    shots.mkdir(parents=True, exist_ok=True)
    timings = {}
    for scheme in ("light", "dark"):
        for name, viewport in (("desktop", {"width": 1280, "height": 900}),
                               ("phone", {"width": 390, "height": 844})):
            context = browser.new_context(viewport=viewport, color_scheme=scheme,
                                          device_scale_factor=1)
            w = Watched(context, big_page)
            started = time.perf_counter()
            w.goto()
            wall = time.perf_counter() - started
            page = w.page
            if scheme == "light" and name == "desktop":
                timings.update(measure(page, wall))
            page.evaluate("document.querySelectorAll('article.tool-pair > details')[1].open = true")
            page.evaluate("""() => { const m = document.querySelectorAll('article.msg')[1];
                              scrollTo(0, m.getBoundingClientRect().top + scrollY - 120); }""")
            page.screenshot(path=str(shots / f"marot-{scheme}-{name}.png"))
            page.goto(w.url)
            page.screenshot(path=str(shots / f"marot-{scheme}-{name}-top.png"))
            w.assert_clean()
            context.close()
    (ARTIFACTS / "timings.json").write_text(json.dumps(timings, indent=2) + "\n")
    print("\nbig page timings:", json.dumps(timings))
    assert timings["load_event_ms"] < 5000
    assert timings["first_search_ms"] < 1500
    assert timings["matches"] > 100


@pytest.mark.corpus
def test_big_real_session_permalink_and_keys(browser, big_page):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    w = Watched(context, big_page)
    page = w.page
    w.goto()
    target = page.eval_on_selector_all(".tool_result[id]", "els => els[els.length - 3].id")
    page.goto(w.url + "#" + target)
    page.wait_for_function("id => document.getElementById(id).classList.contains('flash')", arg=target)
    page.wait_for_timeout(300)  # turns above render as they come near; the view must stay put
    box = page.locator("#" + target).bounding_box()
    assert box and -2 <= box["y"] < 900, box  # sub-pixel scroll positions
    page.keyboard.press("j")
    page.keyboard.press("j")
    page.keyboard.press("k")
    assert page.evaluate("!!document.activeElement.closest('article.msg')")
    w.assert_clean()
    context.close()


@pytest.mark.skipif(not os.environ.get("CC2HTML_WORKLOAD"),
                    reason="set CC2HTML_WORKLOAD to a big transcript (e.g. the W1 50 MB workload)")
def test_workload_page_opens_and_searches(browser, tmp_path):
    out = tmp_path / "workload.html"
    convert(Path(os.environ["CC2HTML_WORKLOAD"]), out, PageRenderer())
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    w = Watched(context, out)
    w.page.set_default_timeout(120_000)
    w.goto()
    started = time.perf_counter()
    w.page.fill("#search", "error")
    w.page.press("#search", "Enter")
    assert re.match(r"\d+ / \d+", w.page.inner_text("#search-count"))
    print(f"\nworkload page: {out.stat().st_size} bytes, search {time.perf_counter() - started:.2f} s")
    w.assert_clean()
    context.close()


def measure(page, wall: float) -> dict:
    nav = page.evaluate("performance.getEntriesByType('navigation')[0].toJSON()")
    page.fill("#search", "")
    found = page.evaluate("""() => {
        const input = document.getElementById('search');
        input.value = 'spotter';
        const t0 = performance.now();
        input.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
        const t1 = performance.now();
        return {ms: t1 - t0, count: document.getElementById('search-count').textContent,
                marks: document.querySelectorAll('mark.cc-hit').length};
    }""")
    page.fill("#search", "")
    page.press("#search", "Enter")
    return {"page_bytes": Path(page.url[len("file://"):]).stat().st_size,
            "load_event_ms": round(nav["loadEventEnd"], 1),
            "dom_interactive_ms": round(nav["domInteractive"], 1),
            "goto_wall_ms": round(wall * 1000, 1),
            "first_search_ms": round(found["ms"], 1), "search_count": found["count"],
            "matches": found["marks"]}
