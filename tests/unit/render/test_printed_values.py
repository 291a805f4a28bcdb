"""What templates print (render/to_html/engine/codegen.py): exactly the text markupsafe's escape makes,
for any value, without its Markup copy; and the generated code prints only through it."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from jinja2 import StrictUndefined, UndefinedError
from markupsafe import Markup, escape

from cc2html.render.to_html.engine import compile_templates
from cc2html.render.to_html.engine.codegen import PageCodeGenerator, printed
from cc2html.render.to_html.html import make_environment
from cc2html.render.to_html.rendered import Rendered

HOSTILE = "<script>alert('x')</script> & \"q\" <img src=x onerror=alert(1)>"


class Shouting(str):
    """A str subclass: printed as escape prints any other str."""


class HasHtml:
    def __html__(self) -> str:
        return "<b>kept</b>"


@given(st.text())
def test_a_plain_string_prints_escaped_as_markupsafe_escapes_it(text: str) -> None:
    assert type(printed(text)) is str
    assert printed(text) == str(escape(text))


@given(st.text())
def test_html_already_prints_as_it_is(text: str) -> None:
    assert printed(Markup(text)) == str(escape(Markup(text))) == text
    assert printed(Rendered(text)) == str(escape(Rendered(text))) == text


@pytest.mark.parametrize("value", [5, -1.5, True, None, Shouting(HOSTILE), HasHtml(),
                                   [HOSTILE], (1, "<")])
def test_any_other_value_prints_as_escape_prints_it(value: object) -> None:
    assert printed(value) == str(escape(value))


def test_an_undefined_value_still_fails_when_printed() -> None:
    with pytest.raises(UndefinedError):
        printed(StrictUndefined(name="missing"))


def test_the_pages_templates_compile_with_the_cheaper_printing() -> None:
    env = make_environment()
    assert env.code_generator_class is PageCodeGenerator
    code = env.compile("{{ x }}{{ y.z }}", raw=True)
    assert "printed(" in code and "escape(" not in code


def test_a_template_prints_hostile_text_escaped() -> None:
    env = make_environment()
    out = env.from_string("<p>{{ x }}</p>{{ h }}{% autoescape false %}{{ x }}"
                          "{% endautoescape %}").render(x=HOSTILE, h=Markup("<i>ok</i>"))
    assert out == f"<p>{escape(HOSTILE)}</p><i>ok</i>{HOSTILE}"


def test_the_shipped_code_prints_only_through_printed() -> None:
    for name, text in compile_templates.generated().items():
        if name != "__init__.py":
            assert "escape(" not in text, name
