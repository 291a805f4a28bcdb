"""CC2HTML_EXAMPLES, the share of Hypothesis examples a run tries: every property test's
`max_examples` goes through helpers.examples (so .ci/run's other interpreters can run a
tenth of them), and a run without the variable tries every one.
"""

from __future__ import annotations

import os
import re

import pytest
from hypothesis import settings

from helpers import EXAMPLES_SHARE, MIN_EXAMPLES, REPO, examples, examples_share

TESTS = REPO / "tests"


def test_every_max_examples_in_the_tests_is_scaled_by_the_share():
    unscaled = [f"{path.relative_to(REPO)}:{n}: {line.strip()}"
                for path in sorted(TESTS.rglob("*.py"))
                for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
                if re.search(r"max_examples\s*=(?!=)\s*(?!examples\()", line)]
    assert unscaled == []


def test_a_cut_share_scales_down_but_keeps_a_floor():
    assert examples(3000, 0.1) == 300
    assert examples(150, 0.1) == 15
    assert examples(40, 0.1) == MIN_EXAMPLES
    assert examples(5, 0.1) == 5


def test_the_whole_share_keeps_every_example_and_more_multiplies():
    assert examples(3000, 1) == 3000
    assert examples(40, 2.5) == 100


def test_the_profile_scales_the_default_for_tests_without_settings():
    assert settings().max_examples == examples(100)


def test_without_the_variable_every_example_runs():
    if "CC2HTML_EXAMPLES" not in os.environ:
        assert EXAMPLES_SHARE == 1 and examples(400) == 400


def test_the_variable_sets_the_share_and_a_bad_value_stops_the_run():
    assert examples_share(None) == examples_share("") == 1
    assert examples_share("0.1") == 0.1
    for bad in ("0", "-1", "nan"):
        with pytest.raises(ValueError, match="CC2HTML_EXAMPLES"):
            examples_share(bad)
    with pytest.raises(ValueError):
        examples_share("a tenth")
