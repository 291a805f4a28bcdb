"""Calls in our templates (render/to_html/engine/jinja_context.py): macros, functions and methods get the
arguments Jinja gives them, the context only when they ask for it, every time."""

from __future__ import annotations

import pytest
from jinja2 import UndefinedError, pass_context, pass_environment, pass_eval_context

from cc2html.render.to_html.html import make_environment
from cc2html.render.to_html.engine.jinja_context import PageContext


class Helper:
    def __init__(self) -> None:
        self.seen: list[object] = []

    def plain(self, x: object) -> str:
        self.seen.append(x)
        return f"<{x}>"

    @pass_context
    def with_context(self, context: object, x: object) -> str:
        self.seen.append(context)
        return f"ctx {x} {context['name']}"  # type: ignore[index]

    def ends(self) -> object:
        raise StopIteration


def plain_function(x: object) -> str:
    return f"f{x}"


@pass_environment
def with_environment(env: object, x: object) -> str:
    return f"env {x} {type(env).__name__}"


@pass_eval_context
def with_eval_context(eval_ctx: object, x: object) -> str:
    return f"eval {x} {eval_ctx.autoescape}"  # type: ignore[attr-defined]


TEMPLATE = ("{% macro m(a, b=2) %}[{{ a }}{{ b }}{{ caller() if caller is defined }}]{% endmacro %}"
            "{% for i in range(3) %}{{ h.plain(i) }}{{ h.with_context(i) }}"
            "{{ f(i) }}{{ e(i) }}{{ v(i) }}{{ m(i) }}{% call m(i, 5) %}c{% endcall %}"
            "{% endfor %}")


def test_every_call_gets_what_it_asks_for_each_time() -> None:
    env = make_environment()
    helper = Helper()
    out = env.from_string(TEMPLATE).render(h=helper, f=plain_function, e=with_environment,
                                           v=with_eval_context, name="N")
    want = "".join(f"&lt;{i}&gt;ctx {i} Nf{i}env {i} FlatGlobalsEnvironmenteval {i} True"
                   f"[{i}2][{i}5c]" for i in range(3))
    assert out == want
    assert helper.seen[::2] == [0, 1, 2]  # the plain method: its argument, no context
    assert all(isinstance(c, PageContext) for c in helper.seen[1::2])


def test_a_call_that_raises_stop_iteration_is_undefined_as_in_jinja() -> None:
    env = make_environment()
    with pytest.raises(UndefinedError, match="StopIteration"):
        env.from_string("{{ h.ends() }}").render(h=Helper())
    assert env.from_string("{{ h.ends() is defined }}").render(h=Helper()) == "False"


def test_the_pages_templates_render_with_the_page_context() -> None:
    assert make_environment().context_class is PageContext
