"""The kinds render/to_html/hot_kinds.py writes in Python (a tool call, an assistant text, a
thinking block, a user's text) come out byte for byte as their templates write them, on
every node of every fixture; tests/corpus/test_hot_kinds_corpus.py does the same on the
corpus. And the page uses the Python functions (the templates stay the reference)."""

from __future__ import annotations

from pathlib import Path

from cc2html.pipeline import build
from cc2html.render.to_html import hot_kinds
from cc2html.render.to_html.html import PageRenderer
from cc2html.render.model_types import model_classes
from cc2html.render.registry import row_for_class
from helpers import REPO
from hot_kinds_check import differences

FIXTURES = sorted((REPO / "test_data").rglob("*.jsonl"))


def test_every_fixture_node_is_written_as_its_template_writes_it(tmp_path: Path) -> None:
    compared, found = differences(FIXTURES, tmp_path / "page.html")
    assert compared > 500  # (every kind of the table is among them)
    assert found == []


def test_each_function_names_a_template_of_its_kind() -> None:
    for template in hot_kinds.TEMPLATES.values():
        assert (REPO / "templates" / template).is_file()


def test_every_class_of_a_hot_template_is_written_by_its_function() -> None:
    """By class, not by template path: each class whose row names a hot template is in
    HOT_KINDS with that template's function, and a subclass without a row of its own
    gets its parent's; a kind of any other template gets none."""
    by_template = {t: f for f, t in hot_kinds.TEMPLATES.items()}
    for cls in model_classes():
        try:
            row = row_for_class(cls)
        except LookupError:
            continue
        assert hot_kinds.hot_emitter(cls) is by_template.get(row.template), cls.__name__
    assert len(hot_kinds.HOT_KINDS) >= len(by_template)


def test_the_page_renders_a_hot_kind_without_its_template(monkeypatch) -> None:
    doc, _, _ = build(REPO / "test_data" / "assistant_markdown.jsonl")
    hot = [n for n in doc.sessions[0].nodes if hot_kinds.hot_emitter(type(n.msg))]
    renderer = PageRenderer()
    looked_up: list[str] = []
    real = renderer.env.get_template

    def get_template(name, *args, **kwargs):
        looked_up.append(name)
        return real(name, *args, **kwargs)

    monkeypatch.setattr(renderer.env, "get_template", get_template)
    assert hot and all(str(renderer.node(n)).startswith("<article") for n in hot)
    assert not any(name.startswith("kinds/") for name in looked_up)
