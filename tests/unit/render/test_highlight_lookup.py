"""The filename -> lexer table picks exactly the lexers Pygments' own patterns match."""

from __future__ import annotations

import os
import re
from fnmatch import translate

from pygments.lexers._mapping import LEXERS

from cc2html.render.text import highlight

_COMPILED: dict[str, re.Pattern[str]] = {}


def fnmatch(name: str, pattern: str) -> bool:
    """`fnmatch.fnmatch`, with each pattern compiled once: the stdlib's own cache holds 256
    patterns on Python 3.10, and Pygments has about 1,500, so there every call compiled
    again and this test took 37 s instead of 3."""
    compiled = _COMPILED.get(pattern)
    if compiled is None:
        compiled = _COMPILED[pattern] = re.compile(translate(os.path.normcase(pattern)))
    return compiled.match(os.path.normcase(name)) is not None


def _pygments_names(name: str) -> list[str]:
    return [info[1] for info in LEXERS.values() if any(fnmatch(name, p) for p in info[3])]


def _table_names(name: str) -> list[str]:
    return [lexer for lexer, tails, plain, wild in highlight._FILENAMES
            if name.endswith(tails) or name in plain or any(fnmatch(name, p) for p in wild)]


def _sample_names() -> set[str]:
    names = {"x.py", "Makefile", "x", "Dockerfile", "x.PY", "CMakeLists.txt", "x.1", ".bashrc",
             "x.", "xfile", "bash_profile", "x.php5", "x.xpm", "Kconfig.debug", "xSpec.hs"}
    for info in LEXERS.values():
        for pattern in info[3]:
            names.add(pattern.replace("*", "x").replace("?", "a"))
            if pattern.startswith("*."):
                names.add("x" + pattern[1:].split("[", 1)[0])
    return names


def test_table_matches_fnmatch_over_every_pattern() -> None:
    for name in sorted(_sample_names()):
        assert _table_names(name) == _pygments_names(name), name


def test_common_files() -> None:
    for filename, lexer in (("src/app.py", "Python"), ("Makefile", "Makefile"),
                            ("lib/x.ex", "Elixir"), ("a\\b\\c.rs", "Rust"), ("x.h", "C")):
        found = highlight.lexer_for(filename=filename)
        assert found is not None and found.name == lexer, filename
    assert highlight.lexer_for(filename="notes.unknownext") is None


def test_blocks_over_the_limits_are_plain_with_the_same_text() -> None:
    small = "x = 1\n" * 10
    assert 'class="hl"' in highlight.highlight(small, filename="a.py")
    long_lines = "x = 1\n" * (highlight.MAX_LINES + 1)
    many_chars = "x = '" + "a" * highlight.MAX_CHARS + "'\n"
    for code in (long_lines, many_chars):
        page = str(highlight.highlight(code, filename="a.py"))
        assert page.startswith('<pre class="plain">') and code.replace("'", "&#39;") in page


def test_token_types_a_style_never_saw_still_highlight():
    """YAML's lexer makes Token.Punctuation.Indicator, which neither page style knows:
    looking it up raised KeyError and the whole block fell back to plain text."""
    html = str(highlight.highlight("key: [1, 2]\nlist:\n  - a\n", "yaml"))
    assert 'class="hl"' in html and "plain" not in html


def test_the_chosen_lexer_is_pygments_choice(monkeypatch) -> None:
    """Same pick as Pygments' own lookup: an exact name (CMakeLists.txt) beats `*.txt`,
    then priority, then the class name. Among its built-in lexers, which the table is
    made from: Pygments looks up plugin lexers (package entry points) on every call,
    nine tenths of this test's time, and none is installed."""
    import pygments.lexers
    from pygments.lexers import find_lexer_class_for_filename

    monkeypatch.setattr(pygments.lexers, "find_plugin_lexers", lambda: iter(()))
    for name in sorted(_sample_names()):
        ours = highlight.lexer_for(filename="some/dir/" + name)
        theirs = find_lexer_class_for_filename(name)
        assert (type(ours) if ours else None) is theirs, name
