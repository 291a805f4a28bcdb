"""One palette: every page colour, terminal (ANSI) colour and Pygments token colour is
declared once as light-dark(light, dark); the system preference and the theme toggle only
choose the root's color-scheme (tests/browser/test_theme_colours.py: the same colours
either way)."""

from __future__ import annotations

import re

from cc2html.render.to_html.highlight_css import pygments_css
from cc2html.resources import static_text


def _screen_css() -> str:
    """style.css without its print rules (print has a palette of its own: light, on paper)."""
    css = static_text("style.css")
    return re.sub(r"@media print \{.*?\n\}\n", "", css, flags=re.S)


def test_each_custom_property_is_declared_once():
    names = re.findall(r"(--[\w-]+):", _screen_css())
    assert names, "no palette in style.css"
    repeated = sorted({name for name in names if names.count(name) > 1})
    assert not repeated, f"declared more than once: {repeated}"
    assert {"--bg", "--fg", "--ansi-red", "--ansi-bg-white"} <= set(names)


def test_no_palette_per_theme_or_media_query():
    css = static_text("style.css")
    assert "prefers-color-scheme" not in css and "prefers-color-scheme" not in pygments_css()
    assert re.search(r":root \{\s*color-scheme: light dark;", css)
    themed = re.findall(r':root\[data-theme="(\w+)"\] \{([^}]*)\}', css)
    assert sorted(theme for theme, _ in themed) == ["dark", "light"]
    for theme, body in themed:
        assert body.strip() == f"color-scheme: {theme};", "the toggle sets color-scheme only"


def test_pygments_rules_are_written_once_with_both_colours():
    css = pygments_css()
    selectors = re.findall(r"^(\S[^{]*?) \{", css, flags=re.M)
    assert len(selectors) == len(set(selectors)), "a Pygments rule is written twice"
    assert "data-theme" not in css
    keyword = re.search(r"^\.hl \.k \{([^}]*)\}", css, flags=re.M).group(1)
    assert "color: light-dark(#008000, #66D9EF)" in keyword  # default's and monokai's
    assert "font-weight: bold" in keyword
    block = re.search(r"^\.hl \{([^}]*)\}", css, flags=re.M).group(1)
    assert "background: light-dark(#f8f8f8, #272822)" in block


def test_ansi_colours_come_from_the_palette_wherever_they_occur():
    """Terminal colours also occur outside <pre> (a system notice's text): one set of rules,
    every colour from the palette's --ansi-* properties."""
    rules = re.findall(r"(\S*)\.ansi-((?:bg-|bright-)?[a-z]+) \{ *([\w-]+): ([^;]+);", _screen_css())
    colours = [rule for rule in rules if rule[1] not in ("bold", "italic", "underline")]
    assert len(colours) == 24
    for scope, name, _, value in colours:
        assert scope == "" and value == f"var(--ansi-{name})", (scope, name, value)
