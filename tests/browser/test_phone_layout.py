"""Pages on a phone (390x844) and a desktop: tool headers take two lines at most and name
their file, link buttons wait for focus or an open fold, terminal output keeps its
columns, the filter strip shows that it scrolls, archive index tables become cards, and
nothing makes the page scroll sideways. A screenshot of a real session's tool rows goes
to artifacts/screenshots/ (CC2HTML_ARTIFACTS overrides the artifacts folder).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from cc2html.archive.build import ArchiveOptions, build_archive
from cc2html.pipeline import convert
from cc2html.render.to_html.html import PageRenderer
from chromium import Watched, skip_module_without_chromium
from helpers import CORPUS, REPO, call_lines, user_line
from search_fixtures import make_tree, write_jsonl

BIG = CORPUS / "marot-spotter/test/fixtures/transcripts/fa812bfe-b295-4cca-9c2f-fdf01028cb46.jsonl"
ARTIFACTS = Path(os.environ.get("CC2HTML_ARTIFACTS", REPO / "artifacts"))
PHONE, DESKTOP = {"width": 390, "height": 844}, {"width": 1280, "height": 900}
STATUS = "\n".join(f" M src/cc2html/render/templates/deeply/nested/folder/module_{n}.py"
                   for n in range(6)) + "\n?? tests/new_file.py\n"

pytestmark = pytest.mark.browser

skip_module_without_chromium()

#: per tool header: how many rows its visible parts sit on; and the page's sideways overflow
HEAD_ROWS = """() => {
  const rows = [...document.querySelectorAll('.msg.tool_use > details > summary')].map(s => {
    const tops = [];
    for (const c of s.children) {
      const r = c.getBoundingClientRect();
      if (!r.width && !r.height) { continue; }
      if (!tops.some(t => Math.abs(t - r.top) < 6)) { tops.push(r.top); }
    }
    return tops.length;
  });
  const root = document.documentElement;
  return {rows, overflow: root.scrollWidth - root.clientWidth};
}"""
#: turns off screen are not laid out (content-visibility): lay every one out to measure
LAY_OUT_ALL = "document.querySelectorAll('.messages > .msg').forEach(m => m.style.contentVisibility = 'visible')"


def visit(browser, path: Path, viewport: dict, scheme: str = "light", suffix: str = "") -> Watched:
    w = Watched(browser.new_context(viewport=viewport, color_scheme=scheme), path)
    w.goto(suffix)
    return w


def visit_all(browser, path: Path, viewport: dict, scheme: str = "light") -> Watched:
    """A session page showing every message (a phone opens on "Prompts + answers")."""
    return visit(browser, path, viewport, scheme, "?view=all")


@pytest.fixture(scope="module")
def big_page(tmp_path_factory) -> Path:
    if not BIG.is_file():
        pytest.skip(f"corpus session not found: {BIG} (set CC2HTML_SHARED)")
    out = tmp_path_factory.mktemp("phone") / "marot.html"
    convert(BIG, out, PageRenderer())
    return out


@pytest.fixture(scope="module")
def status_page(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("status")
    write_jsonl(root / "s.jsonl", [user_line(1, "what changed?"),
                                   *call_lines(2, "Bash", {"command": "git status --short"},
                                               STATUS)])
    convert(root / "s.jsonl", root / "s.html", PageRenderer())
    return root / "s.html"


@pytest.mark.corpus
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_tool_heads_take_two_lines_at_most(browser, big_page, scheme):
    # a phone: three at most (issue 33: the badges wrap to a line of their own rather than
    # be clipped, test_no_badge_is_clipped_on_a_phone)
    for name, viewport, most in (("phone", PHONE, 3), ("desktop", DESKTOP, 1)):
        w = visit_all(browser, big_page, viewport, scheme)
        w.page.evaluate(LAY_OUT_ALL)
        got = w.page.evaluate(HEAD_ROWS)
        assert len(got["rows"]) > 200
        assert max(got["rows"]) <= most, (name, sorted(set(got["rows"])))
        assert got["overflow"] <= 0, name
        assert w.page.evaluate("""[...document.querySelectorAll('time')]
                                  .every(t => getComputedStyle(t).whiteSpace === 'nowrap')""")
        names = w.page.eval_on_selector_all(".file-hint .hint-base", "els => els.map(e => e.textContent)")
        assert "waiting_summary.ex" in names or len(set(names)) > 20  # names, not one folder
        if name == "phone":
            shots = ARTIFACTS / "screenshots"
            shots.mkdir(parents=True, exist_ok=True)
            w.page.evaluate("""() => { const m = document.querySelectorAll('.msg.tool_use')[30];
                               scrollTo(0, m.getBoundingClientRect().top + scrollY - 200); }""")
            w.page.screenshot(path=str(shots / f"marot-{scheme}-phone-tools.png"))
        w.assert_clean()
        w.context.close()


#: badges, outcomes and times in a head's .meta cut by an ancestor that clips, or off screen
CLIPPED = """() => {
  const out = [];
  for (const b of document.querySelectorAll('.meta .badge, .meta time, .meta .outcome')) {
    const r = b.getBoundingClientRect();
    if (!r.width) { continue; }
    if (r.right > innerWidth + 0.5) { out.push(b.outerHTML.slice(0, 80)); continue; }
    for (let p = b.parentElement; p && p !== document.body; p = p.parentElement) {
      if (getComputedStyle(p).overflowX === 'visible') { continue; }
      const q = p.getBoundingClientRect();
      if (r.left < q.left - 0.5 || r.right > q.right + 0.5) { out.push(b.outerHTML.slice(0, 80)); }
      break;
    }
  }
  return out;
}"""


@pytest.mark.corpus
@pytest.mark.parametrize("suffix", ["?view=all", "", "?view=changes"])
def test_no_badge_is_clipped_on_a_phone(browser, big_page, suffix):
    """Issue 33: on a phone's "all" view the tool heads' meta badges were cut off; none is,
    in that view, the phone's default ("Prompts + answers") or the Changes view."""
    w = visit(browser, big_page, PHONE, suffix=suffix)
    w.page.evaluate(LAY_OUT_ALL)
    shown = w.page.eval_on_selector_all(".meta .badge", "bs => bs.filter(b => b.getClientRects()"
                                        ".length).length")
    assert shown > {"?view=all": 200, "": 10, "?view=changes": 100}[suffix]
    assert w.page.evaluate(CLIPPED) == []
    w.assert_clean()
    w.context.close()


@pytest.mark.corpus
def test_phone_link_buttons_wait_for_focus_or_an_open_fold(browser, big_page):
    w = visit_all(browser, big_page, PHONE)
    head = w.page.locator(".msg.tool_use > details > summary").first
    assert not head.locator(".permalink").is_visible()
    head.focus()
    assert head.locator(".permalink").is_visible()
    head.click()
    w.page.locator("body").click(position={"x": 5, "y": 5})  # focus elsewhere; the fold stays open
    assert head.locator(".permalink").is_visible()
    w.context.close()


def test_terminal_output_keeps_its_columns(browser, status_page):
    for viewport in (PHONE, DESKTOP):
        w = visit_all(browser, status_page, viewport)
        w.page.click(".msg.tool_use > details > summary")
        got = w.page.evaluate("""() => {
          const pre = document.querySelector('.tool_result pre.output'), code = pre.firstElementChild;
          const line = parseFloat(getComputedStyle(code).lineHeight);
          return {white: getComputedStyle(pre).whiteSpace,
                  lines: Math.round(code.getBoundingClientRect().height / line),
                  scrolls: pre.scrollWidth > pre.clientWidth,
                  overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth};
        }""")
        assert got["lines"] == STATUS.count("\n") and got["overflow"] <= 0, got  # none wrapped
        if viewport is PHONE:  # the lines are longer than the phone is wide: they scroll
            assert got["white"] == "pre" and got["scrolls"], got
        w.assert_clean()
        w.context.close()


def test_filter_strip_shows_that_it_scrolls(browser, status_page):
    w = visit(browser, status_page, {"width": 300, "height": 700})
    got = w.page.evaluate("""() => {
      const strip = document.getElementById('filters'), fade = getComputedStyle(strip, '::after');
      const box = strip.getBoundingClientRect();
      return {scrolls: strip.scrollWidth > strip.clientWidth, position: fade.position,
              image: fade.backgroundImage, width: parseFloat(fade.width), right: box.right,
              overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth};
    }""")
    assert got["scrolls"] and got["position"] == "sticky", got
    assert "gradient" in got["image"] and got["width"] > 10 and got["overflow"] <= 0, got
    w.context.close()


@pytest.fixture(scope="module")
def archive(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("cards")
    build_archive(ArchiveOptions(make_tree(root / "projects"), root / "html"))
    return root / "html"


@pytest.mark.parametrize("page", ["index.html", "-home-t-alpha/index.html"])
def test_index_tables_are_cards_on_a_phone(browser, archive, page):
    for viewport in (PHONE, DESKTOP):
        w = visit(browser, archive / page, viewport)
        got = w.page.evaluate("""() => {
          const row = document.querySelector('.archive-table tbody tr');
          const title = row.cells[0].querySelector('a'), line = parseFloat(getComputedStyle(title).lineHeight);
          const labels = [...row.cells].slice(1).filter(c => c.textContent.trim())
            .map(c => getComputedStyle(c, '::before').content);
          return {display: getComputedStyle(row).display, titleWidth: title.getBoundingClientRect().width,
                  rowWidth: row.getBoundingClientRect().width, titleLines: Math.round(title.getBoundingClientRect().height / line),
                  head: document.querySelector('.archive-table thead').getBoundingClientRect().height,
                  labels, overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth};
        }""")
        assert got["overflow"] <= 0, got
        if viewport is PHONE:
            assert got["display"] == "block" and got["head"] <= 1, got
            assert got["titleLines"] <= 2, got  # not a word a line
            assert got["labels"] and all(label.startswith('"') and label != '""'
                                         for label in got["labels"]), got
        else:
            assert got["display"] == "table-row" and got["labels"][0] in ("none", "normal"), got
        w.assert_clean()
        w.context.close()
