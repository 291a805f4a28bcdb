""""Copy as Markdown" from references: a tool's long text comes from the page itself
(render/to_html/copy_refs.py), and the clipboard still holds byte for byte what the Markdown export
writes for that message or turn, folds open or closed, highlighting done or not.
"""

from __future__ import annotations

import pytest

from cc2html.pipeline import build_session, convert
from cc2html.render.to_html.copy_markdown import markdown_entries
from chromium import skip_module_without_chromium
from helpers import TEST_DATA
from page_checks import open_every_fold

pytestmark = pytest.mark.browser

skip_module_without_chromium()

CLIPBOARD = ["clipboard-read", "clipboard-write"]
SOURCE = TEST_DATA / "copy_refs.jsonl"
#: the click, then the clipboard's text once the button says it copied
COPY = """async (id) => {
  const btn = document.querySelector(`button.copy-md[data-copy-md=message][data-for='${id}']`);
  btn.classList.remove("copied");
  btn.click();
  while (!btn.classList.contains("copied")) { await new Promise(r => setTimeout(r, 10)); }
  return navigator.clipboard.readText();
}"""


@pytest.fixture(scope="module")
def page_path(tmp_path_factory):
    out = tmp_path_factory.mktemp("copyrefs") / "copy_refs.html"
    convert(SOURCE, out)
    return out


@pytest.fixture(scope="module")
def expected():
    return markdown_entries(build_session(SOURCE).doc, refs=False)


@pytest.mark.parametrize("opened", [False, True], ids=["folded", "opened-and-coloured"])
def test_every_message_copies_as_the_export_writes_it(open_page, page_path, expected, opened):
    page = open_page(page_path, permissions=CLIPBOARD).page
    if opened:  # every fold open and each block scrolled into view, so the script colours it
        open_every_fold(page)
        assert page.evaluate("() => document.querySelectorAll('code[data-hl]').length") == 0
        assert page.evaluate("() => document.querySelectorAll("
                             "'pre.diff-rows span.hljs-keyword, code.painted span').length") > 0
    ids = page.eval_on_selector_all("button.copy-md[data-copy-md=message]",
                                    "bs => bs.map(b => b.getAttribute('data-for'))")
    assert len(ids) >= 15
    tools = 0
    for key in ids:
        text = page.evaluate(COPY, key)
        assert text == expected[key] + "\n", key
        tools += "**Result**" in text
    assert tools >= 9


def test_a_turn_with_a_subagent_copies_as_the_export(open_page, page_path, expected):
    page = open_page(page_path, permissions=CLIPBOARD, viewport={"width": 390, "height": 844}).page
    button = page.locator(".messages > article.msg button.copy-md[data-copy-md=turn]").first
    turn = button.get_attribute("data-for")
    button.click()
    page.wait_for_function("() => document.querySelector('button.copy-md.copied') !== null")
    text = page.evaluate("navigator.clipboard.readText()")
    ids = page.eval_on_selector(f"[id='{turn}']", "t => [t.id].concat(Array.from("
                                "t.querySelectorAll('article[id]'), a => a.id))")
    parts = [expected[i] for i in ids if i in expected]
    assert text == "\n\n".join(parts) + "\n"
    assert "```diff\n@@ -1,20 +1,21 @@" in text and "[049] compiled unit 49" in text
    assert "````md" in text and "∴ Thinking" in text
