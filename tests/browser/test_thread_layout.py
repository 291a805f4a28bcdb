"""How one thread reads in a real browser (issue 13 items 6 and 10): a reply's thinking
above its text, and a rewound branch folded at its fork.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cc2html.pipeline import convert
from cc2html.render.to_html.html import PageRenderer
from chromium import ancestors_open, skip_module_without_chromium, visible
from helpers import TEST_DATA

pytestmark = pytest.mark.browser

skip_module_without_chromium()

ABANDONED = "#msg-rewind00-0000-4000-8000-000000000004"  # "Call it foo.", in the branch


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    out = tmp_path_factory.mktemp("thread")
    renderer = PageRenderer()
    for name in ("thinking_reply", "rewind"):
        convert(TEST_DATA / f"{name}.jsonl", out / f"{name}.html", renderer)
    return {name: out / f"{name}.html" for name in ("thinking_reply", "rewind")}


def test_thinking_is_drawn_above_the_text_of_its_reply(open_page, pages):
    page = open_page(pages["thinking_reply"]).page
    thinking = page.locator(".lead .msg.thinking summary", has_text="Reasoning C").first
    body = page.locator(".msg-body", has_text="Found it: the loop").last
    assert thinking.bounding_box()["y"] < body.bounding_box()["y"]


def test_hiding_answers_keeps_their_thinking(open_page, pages):
    page = open_page(pages["thinking_reply"]).page
    page.click("#filters button[data-group=assistant]")
    assert not page.locator(".msg-body", has_text="Found it: the loop").last.is_visible()
    assert page.locator(".msg.thinking summary", has_text="Reasoning C").first.is_visible()


def test_a_rewound_branch_is_folded_until_opened(open_page, pages):
    page = open_page(pages["rewind"]).page
    assert visible(page, "details.rewound > summary")
    assert not page.locator(ABANDONED).is_visible()
    assert page.locator("main", has_text="Call it bar.").is_visible()
    page.click("details.rewound > summary")
    assert page.locator(ABANDONED).is_visible()


def test_a_link_into_a_rewound_branch_unfolds_it(open_page, pages):
    page = open_page(pages["rewind"], ABANDONED).page
    page.wait_for_function("() => document.querySelector('details.rewound').open")
    assert ancestors_open(page, ABANDONED)
