"""A lexer that backtracks without end costs one block its colours, not the run."""

from __future__ import annotations

import time

from pygments.lexer import RegexLexer
from pygments.token import Text

from cc2html.render.text import budget, highlight


class Backtracking(RegexLexer):
    name = "backtracking"
    tokens = {"root": [(r"(a+)+$", Text), (r".", Text), (r"\n", Text)]}


def test_a_runaway_lexer_falls_back_to_plain(monkeypatch):
    monkeypatch.setattr(highlight, "lexer_for", lambda lang=None, filename=None: Backtracking())
    monkeypatch.setattr(highlight, "BUDGET_S", 0.2)
    code = "a" * 40 + "b"
    started = time.process_time()
    html = str(highlight.highlight(code, "whatever"))
    assert time.process_time() - started < 5
    assert 'class="plain"' in html and code in html


def test_work_within_budget_returns_its_result():
    assert budget.within(1.0, lambda: sum(range(1000))) == 499500
    assert budget.within(0.05, lambda: [x for x in iter(int, 1)]) is None  # never ends


def test_ordinary_code_still_highlights():
    assert 'class="hl"' in str(highlight.highlight("def f():\n    return 1\n", "python"))


def test_a_budget_inside_a_budget_keeps_the_outer_deadline():
    def outer():
        budget.within(10.0, lambda: [x for x in iter(int, 1)])  # would run for 10 s alone
        return "finished"

    started = time.process_time()
    assert budget.within(0.1, outer) is None
    assert time.process_time() - started < 3


def test_runaway_markdown_shows_the_text_plain(monkeypatch):
    from cc2html.render.text import markdown

    monkeypatch.setattr(markdown, "_budget", lambda text: 0.05)
    monkeypatch.setattr(markdown._MD, "render", lambda text: [x for x in iter(int, 1)])
    monkeypatch.setattr(markdown.markdown_rs, "render", lambda *args: [x for x in iter(int, 1)])
    html = str(markdown._render_markdown("**never** ends"))
    assert html.startswith('<pre class="plain">') and "**never** ends" in html
