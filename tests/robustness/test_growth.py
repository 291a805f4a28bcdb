"""Every stage's time grows about linearly with its input, on the worst input we know.

Each case of adversarial.py (repeated lines, long runs of one character, deep nesting,
many tiny blocks, long parent chains, for reading, tag scanning, ANSI, diff, Markdown,
highlighting, redaction, JSON values shown, search passages and tree building) is timed at two sizes 8x
apart; the larger may take at most 3 x 8 times as long. Ratios of CPU time, best of 3
timings, each over at least 20 ms: a busy machine slows both sizes alike, and no
absolute time is asserted. A quadratic stage grows 64x, a cubic one 512x.

The budgeted stages (Markdown, highlighting) are timed a second time without
`signal.setitimer`, as on Windows, where the budget is a deadline checked per step.
"""

from __future__ import annotations

import signal

import pytest

from adversarial import CASES, best_time
from helpers import deadline

pytestmark = pytest.mark.growth

FACTOR = 8
#: the larger size may take at most this many times as long as the smaller
LIMIT = 3 * FACTOR
#: times below this are taken as this (a stage too fast to measure at the smaller size)
FLOOR = 0.001
#: CPU seconds one test may take before it fails (a cubic stage would take hours)
HUNG = 60


def _growth(name: str) -> tuple[float, float, float]:
    case = CASES[name]
    small, large = case.make(case.base), case.make(case.base * FACTOR)
    t_small, t_large = best_time(case, small), best_time(case, large)
    return t_large / max(t_small, FLOOR), t_small, t_large


def _check(name: str) -> None:
    ratio, t_small, t_large = _growth(name)
    if ratio >= LIMIT:  # once more before failing: one slow timing is not a slow stage
        ratio, t_small, t_large = _growth(name)
    assert ratio < LIMIT, f"{name}: {t_small:.4f} s -> {t_large:.4f} s at {FACTOR}x the input"


@pytest.mark.parametrize("name", sorted(CASES))
def test_time_grows_linearly_with_the_input(name: str) -> None:
    with deadline(HUNG):
        _check(name)


BUDGETED = sorted(n for n, c in CASES.items() if c.stage in ("markdown", "highlight"))


@pytest.mark.parametrize("name", BUDGETED)
def test_budgeted_stages_grow_linearly_without_a_timer(name: str, monkeypatch) -> None:
    with deadline(HUNG), monkeypatch.context() as patch:  # (the deadline's own timer is
        patch.delattr(signal, "setitimer")  # armed before, and disarmed after)
        _check(name)


def test_every_stage_has_cases() -> None:
    stages = {case.stage for case in CASES.values()}
    assert stages == {"read", "tags", "ansi", "diff", "markdown", "highlight", "redact",
                      "render", "search", "tree", "export", "commits", "ide"}
