"""CPU budgets where no profiling timer can keep them (Windows has no `setitimer`; threads
other than the main one get no signals): a deadline checked per step still cuts a runaway
lexer or parser off, and the block is shown plain, as with the timer."""

from __future__ import annotations

import signal
import threading
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pygments.lexer import RegexLexer
from pygments.token import Text

from cc2html.render.text import budget, highlight, markdown
from cc2html.render.to_terminal import terminal_markdown
from helpers import examples


class Backtracking(RegexLexer):
    """Backtracks about a million steps at the start of each line, then moves on."""

    name = "backtracking"
    tokens = {"root": [(r"(a+)+c", Text), (r".", Text), (r"\n", Text)]}


def _forever(lexer, match):
    while True:
        yield match.start(), Text, ""


class Endless(RegexLexer):
    """A callback that yields tokens without end."""

    name = "endless"
    tokens = {"root": [(r"x", _forever), (r".|\n", Text)]}


#: 150 lines (within highlight's caps) that each take a backtracking match of tens of
#: milliseconds: seconds of work in all, each step short enough for a deadline to stop
SLOW_CODE = ("a" * 21 + "b\n") * 150


@pytest.fixture
def no_timer(monkeypatch: pytest.MonkeyPatch) -> None:
    """This platform as Windows sees it: no `setitimer`."""
    monkeypatch.delattr(signal, "setitimer")
    assert not budget.timer_usable()


def _cpu(work):
    started = time.process_time()
    result = work()
    return result, time.process_time() - started


@pytest.mark.parametrize("lexer", [Backtracking, Endless])
def test_a_runaway_lexer_falls_back_to_plain_without_a_timer(no_timer, monkeypatch, lexer):
    monkeypatch.setattr(highlight, "lexer_for", lambda lang=None, filename=None: lexer())
    monkeypatch.setattr(highlight, "BUDGET_S", 0.2)
    code = SLOW_CODE if lexer is Backtracking else "x"
    html, used = _cpu(lambda: str(highlight.highlight(code, "whatever")))
    assert 'class="plain"' in html and code in html
    assert used < 3  # the budget (0.2 s) held: unbudgeted this runs for seconds, or forever


def test_a_budget_in_another_thread_is_kept_by_the_deadline(monkeypatch):
    monkeypatch.setattr(highlight, "lexer_for", lambda lang=None, filename=None: Endless())
    monkeypatch.setattr(highlight, "BUDGET_S", 0.2)
    found: list[str] = []
    worker = threading.Thread(target=lambda: found.append(str(highlight.highlight("x", "y"))))
    worker.start()
    worker.join(timeout=60)
    assert not worker.is_alive() and 'class="plain"' in found[0]


def test_work_within_budget_returns_its_result_without_a_timer(no_timer):
    assert budget.within(1.0, lambda: sum(budget.check() or n for n in range(1000))) == 499500
    endless = budget.within(0.05, lambda: [budget.check() for _ in iter(int, 1)])
    assert endless is None and not budget.stepped()  # the deadline is gone afterwards


def test_a_budget_inside_a_budget_keeps_the_outer_deadline_without_a_timer(no_timer):
    def outer():
        budget.within(10.0, lambda: [budget.check() for _ in iter(int, 1)])
        return "finished"

    result, used = _cpu(lambda: budget.within(0.1, outer))
    assert result is None and used < 3


def test_ordinary_code_still_highlights_without_a_timer(no_timer):
    assert 'class="hl"' in str(highlight.highlight("def f():\n    return 1\n", "python"))


def test_outside_a_budget_steps_cost_nothing():
    items = [1, 2, 3]
    assert budget.steps(items) is items and not budget.stepped()
    budget.check()  # no deadline: never raises


def test_runaway_markdown_shows_the_text_plain_without_a_timer(no_timer, monkeypatch):
    monkeypatch.setattr(markdown, "_budget", lambda text: 0.05)
    text = "Some *emphasis* and [links](http://x.org) `code`.\n\n" * 20_000
    html, used = _cpu(lambda: str(markdown._render_markdown(text)))
    assert html.startswith('<pre class="plain">') and used < 10


def test_markdown_under_a_deadline_renders_what_it_renders_with_a_timer(no_timer):
    text = "# T\n\n**b** _i_ [l](http://x) `c`\n\n- a\n- b\n\n|a|b|\n|-|-|\n|1|2|\n\n```py\nx\n```\n"
    assert str(markdown._render_markdown(text)) == markdown._MD.render(text)


@settings(max_examples=examples(60), deadline=None)
@given(st.text(alphabet="ab *_`[]()#>-|\n!:/.1", max_size=80))
def test_markdown_with_budget_steps_is_the_same_html(text):
    assert markdown._stepped().render(text) == markdown._MD.render(text)


def test_a_runaway_code_block_in_the_terminal_prints_plain_without_a_timer(no_timer, monkeypatch):
    monkeypatch.setattr("rich.syntax.get_lexer_by_name", lambda name, **options: Endless())
    monkeypatch.setattr(terminal_markdown, "BUDGET_S", 0.2)
    ok, used = _cpu(lambda: budget.within(0.2, lambda: terminal_markdown._lexes("x", "endless")))
    assert ok is None and used < 3
