"""Body items show by their registry rows: on the page through the row's template (a
placed image inline in its text run), in the terminal through the row's item emitter
(text as written or as Markdown, a notice or an image as one dim line)."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from cc2html.model.inline import FlowText, FoldedNote, IdeNotice, PlacedImage
from cc2html.model.items import DocumentItem, ImageItem, TextItem, make_image
from cc2html.render.to_html.html import make_environment
from cc2html.render.registry import REGISTRY
from cc2html.render.to_terminal.terminal import item_renderable

PNG = ("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5E"
       "rkJggg==")
IMAGE = make_image("image/png", PNG)
SAMPLES = {
    TextItem: TextItem("say **hi**"),
    ImageItem: make_image("text/html", "x"),
    PlacedImage: PlacedImage("[Image #1]", IMAGE),
    FlowText: FlowText("see [Image #1] here", (TextItem("see "), PlacedImage("[Image #1]", IMAGE),
                                               TextItem(" here"))),
    IdeNotice: IdeNotice("selection", "line one\nline two"),
    FoldedNote: FoldedNote("System reminder", "first\nsecond"),
    DocumentItem: DocumentItem("application/pdf", "base64", "spec.pdf", size=3009),
}


def page(item: object, markdown: bool) -> str:
    template = make_environment().from_string(
        '{% from "_partials/items.html" import items %}{{ items([item], markdown=md) }}')
    return template.render(item=item, md=markdown)


def printed(item: object, markdown: bool) -> str:
    buf = io.StringIO()
    Console(file=buf, width=100, no_color=True, color_system=None, markup=False,
            emoji=False, highlight=False).print(item_renderable(item, markdown))
    return buf.getvalue().strip()


def test_the_samples_cover_every_item_row():
    modules = {"cc2html.model.items", "cc2html.model.inline"}
    assert set(SAMPLES) == {cls for cls in REGISTRY if cls.__module__ in modules}


@pytest.mark.parametrize("markdown, shown", [
    (True, {TextItem: '<div class="md"><p>say <strong>hi</strong></p>',
            ImageItem: '<p class="image-missing">',
            PlacedImage: '<div class="image"><span class="placed-image"><img src="data:image/png',
            FlowText: '<div class="md"><p>see</p>\n</div><div class="image"><span class="placed',
            IdeNotice: '<span class="label">IDE selection</span>',
            FoldedNote: '<summary>System reminder <span class="hint">first</span>',
            DocumentItem: '<span class="badge">application/pdf</span> <span class="badge">'
                          '3.0 KB</span>'}),
    (False, {TextItem: '<div class="text"><pre class="plain"><code>say **hi**</code>',
             FlowText: '<pre class="plain flow"><code>see <span class="placed-image"><img'}),
])
def test_the_page_shows_each_item_by_its_rows_template(markdown, shown):
    for cls, html in shown.items():
        assert html in page(SAMPLES[cls], markdown), cls.__name__


@pytest.mark.parametrize("markdown, shown", [
    (False, {TextItem: "say **hi**", ImageItem: "[image: text/html]",
             PlacedImage: "[image: image/png]", FlowText: "see [Image #1] here",
             IdeNotice: "[IDE selection: line one]", FoldedNote: "[System reminder: first]",
             DocumentItem: "[document: application/pdf spec.pdf, 3.0 KB]"}),
    (True, {TextItem: "say hi", FlowText: "see [Image #1] here",
            IdeNotice: "[IDE selection: line one]"}),
])
def test_the_terminal_prints_each_item_by_its_rows_emitter(markdown, shown):
    for cls, text in shown.items():
        assert printed(SAMPLES[cls], markdown) == text, cls.__name__
