"""The copy-as-Markdown data block (render/to_html/copy_markdown.py `markdown_data`) is made and
printed in pieces of one entry each, kept as UTF-8 and never joined into one string (its
memory: NOTES.md, "Performance"), and its pieces read exactly as the whole block did."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cc2html.pipeline import build_session
from cc2html.render.to_html import copy_markdown
from cc2html.render.to_html.engine.codegen import printed
from cc2html.render.text.controls import marked_json
from cc2html.render.to_html.copy_markdown import markdown_data, markdown_entries
from cc2html.render.to_html.rendered import Later, Rendered
from helpers import TEST_DATA

#: characters that change on their way into the block: a control, a bidi control, "<",
#: one past U+FFFF, a lone surrogate
ODD = "a\x1b[1m b\u202e c</script> d\U0001f642 e\ud800 f"


def _whole(entries: dict) -> str:
    """The block as one string: what the page held before it came in pieces."""
    text = json.dumps(entries, ensure_ascii=False, separators=(",", ":"))
    return marked_json(text).replace("<", "\\u003c")


def _odd_session(tmp_path: Path) -> Path:
    lines = [{"type": "user", "uuid": f"u{k}", "parentUuid": f"u{k - 1}" if k else None,
              "sessionId": "s", "timestamp": "2026-01-01T00:00:00.000Z",
              "message": {"role": "user", "content": f"prompt {k} {ODD if k == 1 else ''}"}}
             for k in range(3)]
    path = tmp_path / "odd.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return path


@pytest.mark.parametrize("name", ["copy_refs", "tools", "hostile", "viewer", "odd"])
def test_the_pieces_are_the_whole_block_one_entry_each(name: str, tmp_path: Path) -> None:
    source = _odd_session(tmp_path) if name == "odd" else TEST_DATA / f"{name}.jsonl"
    doc = build_session(source).doc
    entries = markdown_entries(doc)
    pieces = [piece.decode("utf-8", "surrogatepass") for piece in markdown_data(doc)]
    assert "".join(pieces) == _whole(entries)
    assert len(pieces) == len(entries) + 1  # one a message, then the closing brace
    if name == "odd":  # only the entry holding the emoji is four bytes a character
        assert [max(map(ord, piece)) > 0xFFFF for piece in pieces] == [False, True, False, False]


def test_an_empty_block_is_an_empty_object(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(copy_markdown, "_entries", lambda doc, refs=True: iter(()))
    assert markdown_data(None) == [b"{}"]  # type: ignore[arg-type]


def test_a_repeated_id_reads_as_the_whole_objects(monkeypatch: pytest.MonkeyPatch) -> None:
    """Page ids are unique; were one repeated, the block is still the dict's JSON (its
    first place, its last value), not an object with a key twice."""
    monkeypatch.setattr(copy_markdown, "_entries",
                        lambda doc, refs=True: iter([("a", "x"), ("b", "<y>"), ("a", "z")]))
    assert markdown_data(None) == [b'{"a":"z","b":"\\u003cy>"}']  # type: ignore[arg-type]


def test_the_block_prints_its_pieces_as_they_were() -> None:
    """page.html prints the pieces one by one, each decoded as it is printed (a lone
    surrogate too, which the page's writer then replaces); a template printing the block
    itself gets the same text (one string, as before), not the object's name."""
    text = '{"a":"\\u003c\U0001f642\ud800é"'
    later = Later(lambda: [text.encode("utf-8", "surrogatepass"), b"}"])
    parts = list(later)
    assert all(type(part) is Rendered for part in parts)
    assert "".join(printed(part) for part in parts) == text + "}" == printed(later)
