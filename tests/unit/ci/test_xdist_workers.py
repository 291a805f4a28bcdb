"""`-n auto` on a run with browser or install tests takes a worker more than the cores
(they mostly wait on Chromium and pip); CC2HTML_TEST_WORKERS sets the count outright."""

from __future__ import annotations

import pytest

from helpers import WAITING_EXTRA, xdist_workers


def test_waiting_tests_get_a_worker_more_than_the_cores():
    assert xdist_workers(2, waiting=True, wanted=None) == 2 + WAITING_EXTRA
    assert xdist_workers(8, waiting=True, wanted="") == 8 + WAITING_EXTRA


def test_the_fast_lane_keeps_xdists_own_count():
    assert xdist_workers(2, waiting=False, wanted=None) is None


def test_a_wanted_count_wins_and_a_typo_stops_the_run():
    assert xdist_workers(2, waiting=True, wanted="5") == 5
    assert xdist_workers(2, waiting=False, wanted="1") == 1
    for typo in ("0", "-1", "two", "2.5"):
        with pytest.raises(ValueError, match="CC2HTML_TEST_WORKERS"):
            xdist_workers(2, waiting=True, wanted=typo)
