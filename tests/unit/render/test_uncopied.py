"""The `uncopied` filter: a subtree's own HTML printed without a copy, anything else
escaped as autoescape would, so a template's `{% autoescape false %}` around it never lets
a transcript's text through unescaped."""

from __future__ import annotations

from markupsafe import Markup

from cc2html.render.to_html.html import make_environment
from cc2html.render.to_html.rendered import Rendered, joined, uncopied

PRINT = "{% autoescape false %}{{ x|uncopied }}{% endautoescape %}"


def test_rendered_html_is_printed_as_its_very_string() -> None:
    text = "<p>" + "x" * 10_000 + "</p>"
    assert uncopied(Rendered(text)) is text


def test_plain_text_is_escaped_even_where_autoescape_is_off() -> None:
    template = make_environment().from_string(PRINT)
    assert template.render(x="<script>alert(1)</script> & 'q'") == (
        "&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#39;q&#39;")


def test_markup_and_rendered_print_as_they_would_with_autoescape() -> None:
    env = make_environment()
    plain, off = env.from_string("{{ x }}"), env.from_string(PRINT)
    for value in (Markup("<b>a</b>"), Rendered("<i>b</i>"), joined([Rendered("<i>"),
                                                                    Rendered("</i>")]), 7):
        assert off.render(x=value) == plain.render(x=value)
