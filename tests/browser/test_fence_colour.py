"""Markdown fences are coloured by the page's script as they come into view (static/paint.js):
one in the first screen on load without opening anything, one far down only once scrolled
to, in the light and the dark scheme, on a desktop and a phone; a language highlight.js
does not bundle keeps Pygments' colour, which needs no script."""

from __future__ import annotations

import shutil

import pytest

from typer.testing import CliRunner

from cc2html.cli.app import app
from chromium import launched, skip_module_without_chromium
from helpers import TEST_DATA, render_path

api = skip_module_without_chromium()
pytestmark = pytest.mark.browser

VIEWPORTS = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 760}}


@pytest.fixture(scope="module")
def far_page(tmp_path_factory):
    page_file = tmp_path_factory.mktemp("fences") / "page.html"
    page_file.write_text(render_path(TEST_DATA / "fences_far.jsonl"), encoding="utf-8")
    return page_file


def _fences(page) -> dict:
    return page.evaluate("""() => {
      const one = lang => [...document.querySelectorAll('.code-block')]
        .find(b => b.querySelector('.code-lang').textContent === lang).querySelector('code');
      const look = c => ({painted: c.classList.contains('painted'),
                          keyword: !!c.querySelector('.hljs-keyword'),
                          spans: c.querySelectorAll('span[class]').length,
                          colours: new Set([...c.querySelectorAll('span[class]')]
                                   .map(s => getComputedStyle(s).color)).size,
                          text: getComputedStyle(c).color,
                          first: c.querySelector('span[class]') &&
                                 getComputedStyle(c.querySelector('span[class]')).color});
      return {python: look(one('python')), rust: look(one('rust')), haskell: look(one('haskell'))};
    }""")


def _settle(page) -> None:
    page.evaluate("() => new Promise(done => requestAnimationFrame(() => setTimeout(done, 50)))")


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("device", sorted(VIEWPORTS))
def test_a_fence_in_view_is_coloured_on_load_one_far_down_once_scrolled_to(
        far_page, scheme, device):
    with launched(api) as browser:
        page = browser.new_page(color_scheme=scheme, viewport=VIEWPORTS[device])
        page.goto(far_page.as_uri())
        page.wait_for_function("() => document.querySelector('code.painted')", timeout=10_000)
        _settle(page)
        before = _fences(page)
        page.evaluate("() => window.scrollTo(0, document.body.scrollHeight)")
        page.wait_for_function("() => document.querySelectorAll('code.painted').length === 2",
                               timeout=10_000)
        after = _fences(page)
    assert before["python"]["painted"] and before["python"]["keyword"], before
    assert before["python"]["first"] != before["python"]["text"]  # `def` stands out
    assert not before["rust"]["painted"] and before["rust"]["spans"] == 0, before
    assert after["rust"]["painted"] and after["rust"]["keyword"], after
    assert after["haskell"]["spans"] > 0 and not after["haskell"]["painted"]  # Pygments'


def test_the_two_schemes_colour_a_fence_keyword_differently(far_page):
    seen = []
    with launched(api) as browser:
        for scheme in ("light", "dark"):
            page = browser.new_page(color_scheme=scheme)
            page.goto(far_page.as_uri())
            page.wait_for_function("() => document.querySelector('code.painted .hljs-keyword')",
                                   timeout=10_000)
            seen.append(page.evaluate(
                "() => getComputedStyle(document.querySelector('code.painted .hljs-keyword')).color"))
    assert seen[0] != seen[1]


def test_without_script_a_fence_reads_as_plain_text(far_page):
    with launched(api) as browser:
        page = browser.new_page(java_script_enabled=False)
        page.goto(far_page.as_uri())
        fence = page.evaluate("""() => {
          const code = document.querySelector('code[data-hl="python"]');
          return {text: code.textContent, spans: code.querySelectorAll('*').length};
        }""")
    assert fence == {"text": "def parse(tokens):\n    return tokens[:]\n", "spans": 0}


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_an_archive_page_colours_with_the_script_shared_beside_it(tmp_path, scheme):
    src, out = tmp_path / "projects", tmp_path / "site"
    (src / "app").mkdir(parents=True)
    shutil.copyfile(TEST_DATA / "fences_far.jsonl", src / "app" / "far.jsonl")
    assert CliRunner().invoke(app, [str(src), "-o", str(out), "-q", "-j", "1"]).exit_code == 0
    page_file = out / "app" / "far.html"
    assert '<script src="../cc2html-colour.js">' in page_file.read_text(encoding="utf-8")
    with launched(api) as browser:
        page = browser.new_page(color_scheme=scheme)
        errors = []
        page.on("console", lambda m: errors.append(m.text)
                if m.type == "error" else None)
        page.goto(page_file.as_uri())
        page.wait_for_function("() => document.querySelector('code.painted .hljs-keyword')",
                               timeout=10_000)
        fence = _fences(page)["python"]
    assert fence["painted"] and fence["first"] != fence["text"]
    assert errors == []  # the shared script loaded from file://, allowed by script-src 'self'
