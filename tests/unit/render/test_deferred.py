"""Blocks the page colours (render/text/deferred.py): which language, where colour stops, and
that the marked text is the code, escaped, whole."""

from __future__ import annotations

import html
import re

from hypothesis import given, settings
from hypothesis import strategies as st

from cc2html.render.text import deferred
from cc2html.render.text.deferred import code_view, diff_language, fence, language, marked
from helpers import examples


def _text(markup: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", markup))


def test_file_names_and_fence_names_find_the_bundled_language():
    assert language(filename="/w/app/main.tsx") == "typescript"
    assert language(filename="C:\\w\\lib\\mix.EXS") == "elixir"
    assert language(filename="/w/Dockerfile") == "dockerfile"
    assert language(filename="/w/pyproject.toml") == "ini"
    assert language("py") == "python" and language(" Rust ") == "rust"
    assert language(filename="/w/Main.hs") == "" and language(filename="/w/README") == ""


def test_a_language_not_bundled_keeps_pygments():
    assert "data-hl" not in code_view("main = print 1\n", filename="Main.hs")
    assert '<span class="' in code_view("main = print 1\n", filename="Main.hs")


def test_a_block_within_the_limits_is_marked_whole_without_a_note():
    code = "x = 1\n" * 4_000
    out = marked(code, "python")
    assert 'data-hl="python"' in out and "hl-cut" not in out and _text(out) == code


def test_past_5000_lines_colour_stops_at_a_line_end_and_says_so():
    code = "".join(f"v{k} = {k}\n" for k in range(6_001))
    out = marked(code, "python")
    head = out.split('<code data-hl="python">', 1)[1].split("</code>", 1)[0]
    assert head.count("\n") == 5_000 and head.endswith("v4999 = 4999\n")
    assert "colour stops at line 5,000 of 6,001" in out
    assert _text(out.split("</p>", 1)[1]) == code


def test_past_200_kb_colour_stops_at_the_last_line_end_before_it():
    line = "y" * 999 + "\n"
    out = marked(line * 300, "python")
    head = out.split('<code data-hl="python">', 1)[1].split("</code>", 1)[0]
    assert len(head) == 200 * 1_000 and "colour stops at line 200 of 300" in out


def test_one_line_longer_than_the_limit_is_plain():
    out = marked("z" * (deferred.MAX_CHARS + 1), "python")
    assert "data-hl" not in out and "hl-cut" not in out


def test_a_diff_past_the_limits_is_not_marked():
    assert diff_language("a.py", "x\n", "y\n") == "python"
    assert diff_language("a.py", "x\n" * 5_001, "y\n") == ""
    assert diff_language("a.txt", "x\n", "y\n") == ""


def test_a_fence_in_a_bundled_language_is_marked_whatever_its_size():
    short, long = "x = 1\n", "x = 1\n" * 200
    assert 'data-hl="python"' in fence(short, "python") and "<span" not in fence(short, "python")
    assert 'data-hl="python"' in fence(long, "python")


def test_a_fence_in_a_language_not_bundled_keeps_pygments_within_its_limits():
    short, long = "main = print 1\n", "main = print 1\n" * 200
    assert "data-hl" not in fence(short, "haskell") and '<span class="' in fence(short, "haskell")
    assert "data-hl" not in fence(long, "haskell") and "<span" not in fence(long, "haskell")


@settings(max_examples=examples(60), deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab<>&\"'\n\t é</script>")), max_size=300))
def test_marked_code_is_escaped_text_and_nothing_else(code):
    out = marked(code, "python")
    assert _text(out) == code
    tags = re.findall(r"<[^>]+>", str(out))
    assert set(tags) <= {'<div class="hl">', "<pre>", '<code data-hl="python">', "</code>",
                         "</pre>", "</div>"}
