"""Fields no typed view shows: an unrecognised system subtype's fields, text citations."""

from __future__ import annotations

import json
import re

from typer.testing import CliRunner

from cc2html.cli.app import app
from cc2html.classify import ClassifyContext, classify_entry
from cc2html.model import UnrecognisedSystemMessage
from cc2html.read.transcript import entry_from_object
from helpers import TEST_DATA, render_path

runner = CliRunner()
FIXTURE = TEST_DATA / "more_fields.jsonl"
FOLD = re.compile(r'<details class="raw-message"[^>]*><summary>More fields.*?</details>', re.S)


def classified(obj):
    (entry,) = entry_from_object(obj, 1)
    return list(classify_entry(entry, ClassifyContext()))


def test_unrecognised_subtype_keeps_every_field_it_carries():
    (msg,) = classified({"type": "system", "subtype": "brand_new", "content": "hello",
                         "sessionId": "s", "note": "keep me", "count": 3})
    assert isinstance(msg, UnrecognisedSystemMessage)
    assert msg.text == "hello" and dict(msg.fields) == {"note": "keep me", "count": 3}


def test_known_and_plain_system_lines_are_not_unrecognised():
    for obj in ({"type": "system", "content": "plain", "level": "info"},
                {"type": "system", "subtype": "compact_boundary", "content": "compacted"}):
        assert not any(isinstance(m, UnrecognisedSystemMessage) for m in classified(obj))


def test_page_shows_unrecognised_fields_in_a_more_fields_fold():
    page = render_path(FIXTURE)
    folds = " ".join(FOLD.findall(page))
    for text in ("/home/dev/project/CLAUDE.md", "prefer the new parser API",
                 "before the parser change", "src/lexer.py"):
        assert text in folds, text
    assert "Saved a note to project memory" in page
    assert page.count("unrecognised subtype") >= 2


def test_page_shows_citations_of_transcript_text():
    page = render_path(FIXTURE)
    sources = page[page.index('<div class="citations">'):]
    for text in ("Parser changelog", "https://example.org/changelog",
                 "2024: the parser was rewritten from scratch"):
        assert text in sources, text


def test_strict_counts_an_unrecognised_subtype(tmp_path):
    out = tmp_path / "page.html"
    result = runner.invoke(app, [str(FIXTURE), "-o", str(out), "--json", "--strict", "-q"])
    assert result.exit_code == 3
    assert json.loads(result.stdout)["unknown_kinds"] == {"system/checkpoint_created": 1,
                                                         "system/memory_saved": 1}
