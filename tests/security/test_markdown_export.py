"""The Markdown export is safe by construction: hostile Markdown in every block context
(lists, quotes, fences opened anywhere and closed anyhow, reference definitions,
escapes in labels) comes out, as a CommonMark reader with raw HTML on reads it (GitHub,
an editor's preview: markdown-it here), with no raw HTML, no link but to http, https or
mailto, no image (a reader would fetch it), no heading, no reference definition, nothing
swallowing what follows, and no control character or bidi override raw.
"""

from __future__ import annotations

import json
import re
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt

from cc2html.options import Options
from cc2html.pipeline import convert
from cc2html.render.to_markdown.md_fields import fields_md
from cc2html.render.to_markdown.md_rewrite import safe_markdown
from cc2html.render.to_markdown.md_text import code, escape_inline, fence, quote

from helpers import examples

#: as GitHub and editors render Markdown: raw HTML on
_READER = MarkdownIt("commonmark", {"html": True}).enable(["table", "strikethrough"])
_SAFE = re.compile(r"(?:https?|mailto):", re.I)
#: what no export holds raw: C0 controls but tab and newline, DEL, C1, bidi controls
_RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
SENTINEL = "## SENTINEL\n\nafter the text"

#: pieces of hostile Markdown: raw HTML of every block kind, links and images of every
#: form and scheme, fences of both kinds and lengths, escapes, controls
ATOMS = [
    "<script>alert(1)</script>", "<img src=https://t.example/p.png>", "<!--", "-->",
    "<?php", "<![CDATA[", "<!DOCTYPE x>", "<div>", "</div>", "<a href='javascript:x'>",
    "<style>", "&lt;", "&#60;", "&#x3C;img", "&amp;", "&", "<", ">",
    "[a](javascript:alert(1))", "[a](JaVa\tScript:x)", "[a](data:text/html,x)",
    "[a](rel/x.md)", "[a](#frag)", "[a](//evil.example/x)", "[a](<javascript:x>)",
    "[a](vbscript:msgbox(1))", "[a](https://ok.example/x \"t<script>\")",
    "![i](https://t.example/p.png)", "![i](data:image/png;base64,AAAA)", "![i](p.png)",
    "![i][r]", "[x][r]", "[r]", "[r][]", "[r]: javascript:alert(2)",
    "[r]: https://t.example/p.png", "[r]: <data:text/html,x>", "[r]: rel.md",
    "<javascript:alert(1)>", "<https://ok.example>", "<a@b.example>", "<vbscript:x>",
    "```", "````", "~~~", "~~~~", "```js", "``` `", "`", "``", "\\`", "\\]", "\\[", "\\",
    "[", "]", "](", "(", ")", "*", "**", "_", "__", "~~", "#", "# h", "> ", "- ", "1. ",
    "2) ", "|", "| a | b |", "|---|---|", "---", "===", "***", "    ", "\t", "\t```",
    "  ", "x", "word", "\u202e", "\u2066", "\x9b", "\x85", "\x1b[31m", "\x1b]8;;x\x07",
    "\r", "\x00", "\x0c", "\ud800", "\xa0", "\u3000", "\u2028", "\u200b",
]
#: what a line of the text may start with: the block contexts
PREFIXES = ["", "> ", "- ", "1. ", "* ", "+ ", "  ", "   ", "    ", "\t", "- > ", "> - ",
            "> > ", "1. - ", "- 1. ", "-\t", ">\t", "  - ", "10) "]

LINE = st.tuples(st.sampled_from(PREFIXES),
                 st.lists(st.one_of(st.sampled_from(ATOMS), st.text(max_size=4)), max_size=5))
TEXT = st.lists(LINE, min_size=1, max_size=12).map(
    lambda lines: "\n".join(prefix + "".join(parts) for prefix, parts in lines))


def _tokens(markdown: str) -> tuple[list[Any], dict]:
    env: dict = {}
    found = []
    for token in _READER.parse(markdown, env):
        found.append(token)
        found.extend(token.children or ())
    return found, env


def problems(markdown: str, headings: int = 0) -> list[str]:
    """What makes `markdown` unsafe, as a CommonMark reader with raw HTML on reads it;
    `headings`: how many headings the document itself has."""
    tokens, env = _tokens(markdown)
    found = [f"raw HTML {t.content[:40]!r}" for t in tokens
             if t.type in ("html_block", "html_inline")]
    found += [f"link to {t.attrGet('href')!r}" for t in tokens
              if t.type == "link_open" and not _SAFE.match(str(t.attrGet("href")))]
    found += [f"image of {t.attrGet('src')!r}" for t in tokens if t.type == "image"]
    found += [f"reference definition {k!r}" for k in env.get("references", {})]
    count = sum(t.type == "heading_open" for t in tokens)
    if count != headings:
        found.append(f"{count} headings, not {headings}")
    found += [f"raw {hex(ord(c))}" for c in set(_RAW.findall(markdown))]
    return found


try:  # a second reader: markdown-it.rs with GitHub's extensions (no wheel everywhere) but
    # its extended autolinks, which panic on some non-ASCII text (markdown-it 0.6.0)
    from markdown_it_pyrs import MarkdownIt as RustMarkdownIt

    _RUST: Any = RustMarkdownIt("commonmark").enable_many(
        ["table", "strikethrough", "tasklist", "footnote"])
except ImportError:  # pragma: no cover - interpreters without a wheel
    _RUST = None
#: what markdown-it.rs writes of Markdown that has no raw HTML: these tags, no others
_TAGS = frozenset("p em strong s del code pre a ul ol li blockquote h1 h2 h3 h4 h5 h6 table "
                  "thead tbody tr th td hr br".split())
_TAG = re.compile(r"<(/?)([^\s>/]*)([^>]*)>")


def rust_problems(markdown: str) -> list[str]:
    """What makes `markdown` unsafe as markdown-it.rs renders it: a tag but those it makes
    of Markdown, an image, a link but to http, https or mailto."""
    if _RUST is None:
        return []
    html = _RUST.render(markdown)
    found = [f"tag {m.group()[:60]!r}" for m in _TAG.finditer(html)
             if m.group(2).lower() not in _TAGS]
    found += [f"link {h!r}" for h in re.findall(r'<a href="([^"]*)"', html) if not _SAFE.match(h)]
    return found + [f"comment or declaration in {html[:80]!r}" for _ in re.findall("<[!?]", html)]


def swallowed(markdown: str) -> bool:
    """Whether the text before SENTINEL kept it from being a heading and a paragraph at
    the document's top level."""
    tokens = _READER.parse(markdown)
    at = [n for n, t in enumerate(tokens) if t.type == "heading_open" and t.level == 0
          and tokens[n + 1].content == "SENTINEL"]
    return not (at and tokens[-2].content == "after the text" and tokens[-2].level == 1)


def _check_text(text: str) -> None:
    written = safe_markdown(text)
    for context in (written, quote(written)):  # an answer, thinking (a quote)
        document = "# Title\n\n" + context + "\n\n" + SENTINEL
        assert problems(document, headings=2) == [], (text, written)
        assert rust_problems(document) == [], (text, written)
        assert not swallowed(document), (text, written)


@settings(max_examples=examples(400), deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(TEXT)
def test_hostile_markdown_in_every_block_context(text: str) -> None:
    _check_text(text)


@settings(max_examples=examples(200), deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.one_of(st.sampled_from(ATOMS + PREFIXES), st.text(max_size=6)), max_size=8)
       .map("".join))
def test_one_line_texts_code_and_fences(text: str) -> None:
    """A title, a tool name, a field's name: literal text in a heading, emphasis or a list
    item; a value as a code span; a long one as a fenced block."""
    for line in (f"# {escape_inline(text)}", f"- *{escape_inline(text)}*: {code(text)}",
                 f"**{escape_inline(text)}** · {escape_inline(text)}"):
        document = line + "\n\n" + SENTINEL
        assert problems(document, headings=1 + line.startswith("#")) == [], (text, line)
        assert rust_problems(document) == [], (text, line)
        assert not swallowed(document), (text, line)
    for block in (fence(text, text), quote(fence(text, "text")), *fields_md({text: [text]}),
                  *fields_md({"a": {text: text * 30}})):
        document = block + "\n\n" + SENTINEL
        assert problems(document, headings=1) == [], (text, block)
        assert rust_problems(document) == [], (text, block)
        assert not swallowed(document), (text, block)


#: each class of defect a red team found in the line scanner, one example each
RED_TEAM = {
    "fence in a list item": "- ```\n  ```\n<img src=https://t.example/p.png>\n<script>alert(1)</script>",
    "fence in an ordered item": "1. ~~~\n   ~~~\n<!-- the rest is hidden",
    "escaped backtick": "\\`[a](rel/x.md) ![i](data:image/png;base64,AA)`",
    "definition in a quote": "> [r]: rel/x.md\n>\n> [r] [x][r]",
    "definition in a list": "- [r]: data:image/png;base64,AA\n\n  [r]\n\n[s]\n\n- [s]: rel/x.md",
    "escaped bracket in a label": "[a\\]]: rel/x.md\n\n[a\\]] [x\\]](rel.md)",
    "remote image": "![p](https://t.example/p.png) ![q][r]\n\n[r]: https://t.example/q.png",
    "tab-indented closing fence": "```\ncode\n\t```\n# heading <script>",
    "indented closing fence": "   ```\nx\n    ```\n# heading <script>",
    "bidi and C1": "\u202egnp.exe\u202c \u2066x\u2069 \x9a \x9b31m \x85 \x1b[31mred",
    "lone CR": "x\r# heading\r\r<script>alert(1)</script>",
    # found by Hypothesis in the rewrite: a text's escaped `!` before a link
    "escaped ! before a link": "\\![i](https://t.example/p.png) x![j](https://t.example/q)",
    # and: a nested item whose text is only a no-break space, written bare after a line
    "blank nested item": "- <script>alert(1)</script>\n  - \xa0\n- x\n  - \u3000",
}


@pytest.mark.parametrize("text", list(RED_TEAM.values()), ids=list(RED_TEAM))
def test_each_class_the_red_team_found(text: str) -> None:
    _check_text(text)


def test_remote_image_is_a_plain_link_and_controls_are_marked() -> None:
    written = safe_markdown(RED_TEAM["remote image"] + "\n\n" + RED_TEAM["bidi and C1"])
    assert "[▣ p](https://t.example/p.png)" in written
    assert "[▣ q](https://t.example/q.png)" in written
    html = _READER.render(written)
    assert "&lt;U+202E&gt;gnp.exe" in html and "\\x9a" in html and "\\x85" in html


def test_markdown_stays_readable() -> None:
    """Lists, quotes, code, tables, emphasis and safe links come out as Markdown."""
    text = ("Some *emphasis*, **strong**, ~~gone~~, `code` and snake_case_words.\n\n"
            "- one\n- two\n  1. nested\n\n> quoted\n\n```python\nprint('<b>')\n```\n\n"
            "| a | b |\n|:--|--:|\n| 1 | 2 |\n\n[docs](https://ok.example/a_(b)) <https://ok.example>")
    html = _READER.render(safe_markdown(text))
    for part in ("<em>emphasis</em>", "<strong>strong</strong>", "<s>gone</s>",
                 "<code>code</code>", "snake_case_words", "<li>two\n<ol>", "<blockquote>",
                 '<code class="language-python">print(\'&lt;b&gt;\')', "<table>",
                 '<a href="https://ok.example/a_(b)">docs</a>',
                 '<a href="https://ok.example">https://ok.example</a>'):
        assert part in html, part


def _session(text: str, key: str) -> list[dict]:
    meta = {"sessionId": "s1", "cwd": "/w", "version": "1"}
    return [
        {"type": "user", "uuid": "u1", "message": {"role": "user", "content": text}, **meta},
        {"type": "assistant", "uuid": "a1", "message": {
            "role": "assistant", "id": "m1", "model": text[:30], "content": [
                {"type": "thinking", "thinking": text}, {"type": "text", "text": text},
                {"type": "tool_use", "id": "t1", "name": text[:20] or "x",
                 "input": {key: text, "nested": {key: [text, text]}}}]}, **meta},
        {"type": "user", "uuid": "r1", "message": {"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": "t1", "content": text}]}, **meta},
        {"type": "summary", "summary": text, "leafUuid": "r1"},
    ]


@settings(max_examples=examples(40), deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(TEXT, st.sampled_from(ATOMS))
def test_a_whole_export_of_hostile_text(text: str, key: str) -> None:
    """The text in a prompt, thinking, an answer, a tool's name, input and field names, a
    result and a summary: the export has only cc2html's headings and links."""
    with tempfile.TemporaryDirectory() as tmp:
        src, out = Path(tmp) / "s.jsonl", Path(tmp) / "s.md"
        src.write_text("".join(json.dumps(x) + "\n" for x in _session(text, key)),
                       encoding="utf-8")
        convert(src, out, options=Options(output_format="md"))
        markdown = out.read_text(encoding="utf-8")
    tokens, _ = _tokens(markdown)
    headings = [(t.tag, tokens[n + 1].content) for n, t in enumerate(tokens)
                if t.type == "heading_open"]
    assert problems(markdown, headings=len(headings)) == [], text
    assert rust_problems(markdown) == [], text
    tags = [tag for tag, _ in headings]  # the title, the session, a prompt, a call, a report
    assert tags[0] == "h1" and tags.count("h1") == 1, headings
    assert [c for tag, c in headings if tag == "h2" and not c.startswith("Session 1: ")] \
        in ([], ["Report"]), headings
    assert tags.count("h3") <= 1 and tags.count("h4") <= 1 and len(tags) <= 5, headings


def test_a_fence_counts_backticks_in_the_text_it_shows() -> None:
    """Removing an ANSI escape can join two backtick runs into one: the fence, in the export
    and in the page's copy reference alike, is longer than the run joined."""
    from cc2html.render.to_html.copy_refs import PageFences

    text = "``\x1b[0m``\n<script>alert(1)</script>\n" + "x" * 300
    block = fence(text, "text")
    assert block.startswith("`````text\n")
    document = block + "\n\n" + SENTINEL
    assert problems(document, headings=1) == [] and not swallowed(document)
    page = PageFences()
    page.start()
    page.text(text, "text", "ShellOutput.stdout", {})
    assert page.refs[0]["f"] == 5
