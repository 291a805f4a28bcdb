"""The page's highlighter has a work budget (static/paint.js), as Pygments has on the server:
highlight.js's grammars are quadratic on one long token (a 100 KB line froze the tab for
48 s in 12 of the 22 bundled languages) and some on many short lines (C's declaration
pattern over words and line ends). So a line over 1,000 characters stays plain (with a
note), and highlight.js sees at most 5,000 characters at a time, whole lines.

Measured by work, not by the clock: every text the page hands to highlight.js is recorded
(its `highlight` wrapped before the page script runs), and its length and longest line
are asserted, with what was coloured and what was left plain."""

from __future__ import annotations

import json

import pytest

from cc2html.resources import static_text
from chromium import launched, skip_module_without_chromium
from helpers import render_lines, user_line

api = skip_module_without_chromium()
pytestmark = pytest.mark.browser

LANGUAGES = sorted(set(json.loads(static_text("vendor/hljs_aliases.json")).values()))
LINE_MAX, PIECE_MAX = 1_000, 5_000
#: one long token of a shape several grammars scan to its end from each start
TOKEN = "aB3_x.-/" * 12_500  # 100 KB
#: a line each bundled grammar colours (a keyword, a string or a number in most)
SAMPLE = {"bash": 'if true; then echo "x"; fi', "c": 'int main(void) { return 0; }',
          "cpp": 'int main() { return 0; }', "csharp": 'public class A { int x = 1; }',
          "css": 'a { color: #fff; }', "diff": '+added line', "dockerfile": 'FROM debian',
          "elixir": 'def f(x), do: "x"', "go": 'func main() { return }',
          "ini": '[section]', "java": 'public class A { int x = 1; }',
          "javascript": 'const x = "y";', "json": '{"a": 1}', "makefile": 'all: x',
          "markdown": '# Title', "python": 'def f(): return "x"', "ruby": 'def f; end',
          "rust": 'fn main() { let x = 1; }', "sql": 'SELECT 1 FROM t;',
          "typescript": 'const x: number = 1;', "xml": '<a href="x">y</a>',
          "yaml": 'key: "value"'}

#: wraps highlight.js's `highlight` as the vendored script assigns window.hljs, and
#: records each text it is given: [length, longest line]
RECORD = """(() => {
  window.__hl = [];
  let real;
  Object.defineProperty(window, 'hljs', {configurable: true, get: () => real, set: v => {
    const highlight = v.highlight;
    v.highlight = function (code) {
      window.__hl.push([code.length, Math.max(...code.split('\\n').map(l => l.length))]);
      return highlight.apply(this, arguments);
    };
    real = v;
  }});
})();"""


def _assistant(n: int, text: str) -> dict:
    return {"type": "assistant", "uuid": f"a{n}", "sessionId": "s1",
            "timestamp": f"2026-01-01T00:01:{n % 60:02d}Z",
            "message": {"role": "assistant", "id": f"m{n}",
                        "content": [{"type": "text", "text": text}]}}


def _fence(lang: str, code: str) -> str:
    return f"Here:\n\n```{lang}\n{code}\n```\n"


def _page(tmp_path, fences: list[tuple[str, str]]):
    lines = [user_line(0, "show me")]
    lines += [_assistant(n + 1, _fence(lang, code)) for n, (lang, code) in enumerate(fences)]
    page = tmp_path / "page.html"
    page.write_text(render_lines(lines), encoding="utf-8")
    return page


def _coloured(page_file) -> tuple[list, list]:
    """(each marked block's facts, what highlight.js was given) once everything is coloured"""
    with launched(api) as browser:
        page = browser.new_page()
        page.add_init_script(RECORD)
        page.goto(page_file.as_uri())
        page.evaluate("() => window.dispatchEvent(new Event('beforeprint'))")
        blocks = page.evaluate("""() => [...document.querySelectorAll('code.painted')].map(c => {
          const spans = [...c.querySelectorAll('span[class]')];
          const pre = c.closest('pre'), note = pre.parentNode.querySelector('.hl-cut');
          return {lang: c.closest('.code-block')?.querySelector('.code-lang')?.textContent,
                  text: c.textContent, over: c.classList.contains('hl-over'),
                  long: c.getAttribute('data-hl-long'), note: note && note.textContent,
                  spans: spans.map(s => [s.textContent, s.className])};
        })""")
        calls = page.evaluate("() => window.__hl")
    return blocks, calls


def test_a_long_token_in_each_bundled_language_stays_plain_and_the_rest_is_coloured(tmp_path):
    fences = [(lang, f"{SAMPLE[lang]}\n{TOKEN}\n{SAMPLE[lang]}") for lang in LANGUAGES]
    fences += [(lang, SAMPLE[lang]) for lang in LANGUAGES]  # the same without the token
    blocks, calls = _coloured(_page(tmp_path, fences))
    assert len(blocks) == 2 * len(LANGUAGES), [b["lang"] for b in blocks]
    assert calls and max(size for size, _ in calls) <= PIECE_MAX, calls
    assert max(line for _, line in calls) <= LINE_MAX, calls
    assert sum(size for size, _ in calls) < 2 * len(LANGUAGES) * 200  # never the token
    with_token = [b for b in blocks if TOKEN in b["text"]]
    assert sorted(b["lang"] for b in with_token) == LANGUAGES
    for block in with_token:
        assert block["over"] and block["long"] == "1", block["lang"]
        assert block["note"] == "1 line over 1,000 characters is not coloured"
        assert not any("aB3_x" in text for text, _ in block["spans"]), block["lang"]
        assert block["text"].rstrip("\n") == f"{SAMPLE[block['lang']]}\n{TOKEN}\n{SAMPLE[block['lang']]}"
    for block in blocks:
        assert block["spans"], f"{block['lang']} not coloured"  # before and after the token
    for block in (b for b in blocks if TOKEN not in b["text"]):
        assert not block["over"] and block["note"] is None, block["lang"]
    # the lines after the token are coloured as the same line without it
    plain = {b["lang"]: b["spans"] for b in blocks if TOKEN not in b["text"]}
    for block in with_token:
        assert block["spans"][-len(plain[block["lang"]]):] == plain[block["lang"]]


def test_many_short_lines_are_given_to_highlight_js_in_bounded_pieces(tmp_path):
    """C's declaration pattern scans words and line ends from each word: 100 KB of short
    lines of words was quadratic with no long line at all."""
    words = "abc def\n" * 12_500
    blocks, calls = _coloured(_page(tmp_path, [("c", words.rstrip("\n")), ("cpp", words)]))
    assert len(blocks) == 2 and not any(b["over"] for b in blocks)
    assert max(size for size, _ in calls) <= PIECE_MAX
    # each character is handed over a bounded number of times
    assert sum(size for size, _ in calls) <= 3 * 2 * len(words)


def test_a_long_block_in_pieces_is_coloured_as_highlight_js_colours_it_whole(tmp_path):
    """The pieces are cut at line ends outside every string and comment, so a docstring
    or block comment across a piece's end keeps its colour."""
    python = "".join(f'def f{n}(x):\n    """Doc {n}.\n\n    More.\n    """\n    return x + {n}\n\n'
                     for n in range(600))
    c_code = "".join(f"/* note {n}\n   more */\nint f{n}(int x) {{ return x * {n}; }}\n"
                     for n in range(600))
    blocks, calls = _coloured(_page(tmp_path, [("python", python), ("c", c_code)]))
    assert len(calls) > 4 and max(size for size, _ in calls) <= PIECE_MAX
    with launched(api) as browser:
        page = browser.new_page()
        page.goto(_page(tmp_path, [("python", "x")]).as_uri())
        for block, lang in zip(blocks, ("python", "c")):
            whole = page.evaluate("""([text, lang]) => {
              const out = [], walk = (node, cls) => (node.children || []).forEach(kid => {
                if (typeof kid === 'string') { if (cls) out.push([kid, cls]); }
                else walk(kid, kid.scope ? 'hljs-' + kid.scope.split('.')[0] : cls);
              });
              walk(hljs.highlight(text, {language: lang, ignoreIllegals: true})._emitter.rootNode, '');
              return out;
            }""", [block["text"], lang])
            assert [t for t, _ in block["spans"]] == [t for t, _ in whole]
            assert [c.split()[0] for _, c in block["spans"]] == [c for _, c in whole]
