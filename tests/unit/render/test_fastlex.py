"""render/text/fastlex.py must give exactly Pygments' tokens, for every lexer it takes over."""

from __future__ import annotations


import pytest
from hypothesis import given, settings, strategies as st
from pygments.lexers import find_lexer_class, get_lexer_by_name
from pygments.lexers._mapping import LEXERS

from cc2html.render.text import fastlex

from helpers import REPO, examples

SAMPLES = [
    (REPO / "src/cc2html/render/text/fastlex.py").read_text()[:3000],
    (REPO / "static/app.js").read_text()[:3000],
    (REPO / "static/style.css").read_text()[:2000],
    (REPO / "templates/page/page.html").read_text()[:2000],
    (REPO / "README.md").read_text()[:2000],
    'fn main() { let s = r#"raw"#; let b = b\'\\x00\'; /* c */ }\n',
    "#!/bin/bash\necho \"$HOME\" | grep -E 'x' >/dev/null\ncat <<EOF\nhi $x\nEOF\n",
    "SELECT a, b FROM t WHERE x = 'y' -- c\n;",
    "q{perl} qq(str) s/a/b/g; my %h = (k => 1);\n<<END;\nheredoc\nEND\n",
    "\x00\x01 weird \r\n\ttabs \u202e\ufeff \"unterminated\n'also\n/* open",
    "",
    'x = f"{a!r:>{w}}" + rb\'\\x00\' + """doc\n"""\n',
]
#: Pygments' Smithy lexer backtracks for minutes on the README sample (in Pygments' own loop
#: as much as here): not a difference to test, only a wait.
SLOW = {"Smithy"}
NAMES = sorted(info[1] for info in LEXERS.values() if info[1] not in SLOW)
CHUNKS = 8


@pytest.fixture(autouse=True)
def combine_at_once(monkeypatch):
    """States combine after HOT tokens; here at the first, so the combined path is tested."""
    monkeypatch.setattr(fastlex, "HOT", 1)


def _lexers(chunk: int):
    for name in NAMES[chunk::CHUNKS]:
        cls = find_lexer_class(name)
        try:
            lexer = cls(stripnl=False, ensurenl=False)
        except Exception:
            continue
        if fastlex.supports(lexer):
            yield lexer


def _same(lexer, text: str) -> bool:
    return list(fastlex.tokens(lexer, text)) == list(lexer.get_tokens(text))


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_every_regex_lexer_gives_pygments_tokens(chunk: int):
    checked = 0
    for lexer in _lexers(chunk):
        for text in SAMPLES:
            assert _same(lexer, text), (lexer.name, text[:60])
        checked += 1
    assert checked > 20  # most of Pygments' lexers are plain regex lexers


def test_most_states_combine():
    """The speed comes from one expression per state; a regression to rule-by-rule would
    pass the equality tests and quietly lose it."""
    for alias in ("python", "bash", "typescript", "rust", "go", "css", "sql"):
        lexer = get_lexer_by_name(alias, stripnl=False, ensurenl=False)
        assert fastlex.supports(lexer)
        states = [fastlex._state(lexer, name) for name in lexer._tokens]
        for state in states:
            state.combine()
        assert sum(s.match is not None for s in states) >= 0.9 * len(states), alias


def test_lexers_it_does_not_take_over_still_work():
    lexer = get_lexer_by_name("json", stripnl=False, ensurenl=False)  # hand-written
    assert not fastlex.supports(lexer)
    assert _same(lexer, '{"a": [1, 2.5, null]}')
    stripping = get_lexer_by_name("python")  # default options strip and add newlines
    assert not fastlex.supports(stripping)


_CODE_CHARS = st.sampled_from(list("abcfrtxyz019_ \n\t\r\"'`\\#/*{}()[]<>$@%&|;:.,=+-!?~^"))


@settings(max_examples=examples(150), deadline=None)
@given(text=st.lists(_CODE_CHARS, max_size=80).map("".join),
       alias=st.sampled_from(["python", "bash", "typescript", "tsx", "rust", "go", "css",
                              "sql", "markdown", "yaml", "toml", "diff", "c", "java", "ruby",
                              "perl", "php", "html", "xml", "ini", "make", "docker"]))
def test_random_text_gives_pygments_tokens(text: str, alias: str):
    lexer = get_lexer_by_name(alias, stripnl=False, ensurenl=False)
    assert _same(lexer, text)
