"""The Markdown export's links to its own headings (render/to_markdown/md_anchors.py): ids
as GitHub gives them (checked against tests/md_anchors_check.py, which reads headings with
markdown-it), repeated headings numbered, no marker left in the text."""

from __future__ import annotations

from cc2html.render.to_markdown.md_anchors import link, mark, resolve
from cc2html.render.to_markdown.md_text import code, escape_inline
from md_anchors_check import heading_ids, in_file_links

TITLES = ["▤ Read: /home/dev/app.py — ✓", "▤ Read: /home/dev/app.py — ✓",
          "± Edit: /tmp/<img src=x onerror=alert(3)>.js — ✓", "Ünïcode_name x-y 1.2 ✗ error",
          "$ Bash: echo `a` [b](c) *d* — ✓"]


def test_links_go_to_the_ids_a_github_reader_gives_the_headings():
    blocks = [mark(f"n{k}") + "#### " + escape_inline(t) for k, t in enumerate(TITLES)]
    blocks.append(" ".join(link(f"to {k}", f"n{k}") for k in range(len(TITLES))))
    text = "\n\n".join(resolve(blocks))
    ids = heading_ids(text)
    assert list(ids.values()) == TITLES
    assert in_file_links(text) == list(ids)  # each link, in order, to its heading
    assert not any(c in text for c in "\x00\x01\x02")


def test_a_label_with_a_bracket_in_code_and_an_unknown_target():
    blocks = [mark("a") + "## Head", link(code("x]y"), "a") + " and " + link("gone", "zz")]
    text = resolve(blocks)[1]
    assert text == "[`x]y`](#head) and gone"
