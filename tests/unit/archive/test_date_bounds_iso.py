"""--from / --to given as an ISO date and time: the same moment on every Python (3.10's
`fromisoformat` refused `Z` and 2- or 7-digit fractions), local time when no zone is named,
and a usage error for what is not a date."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from cc2html.archive.dates import DateError, parse_bound

MOMENT = datetime(2025, 6, 1, 10, 20, 30, tzinfo=timezone.utc).timestamp()


@pytest.mark.parametrize("text, offset", [
    ("2025-06-01T10:20:30Z", 0), ("2025-06-01T10:20:30.12Z", 0.12),
    ("2025-06-01T10:20:30.1234567Z", 0.123456), (" 2025-06-01T12:20:30+02:00 ", 0),
    ("2025-06-01T10:20:30.5+0000", 0.5), ("2025-06-01 05:20:30-05", 0),
])
def test_an_iso_moment_with_a_zone_is_that_moment(text, offset):
    assert parse_bound(text) == pytest.approx(MOMENT + offset, abs=1e-6)


def test_an_iso_moment_without_a_zone_is_local_time():
    want = datetime(2025, 6, 1, 10, 20, 30, 120000).astimezone().timestamp()
    assert parse_bound("2025-06-01T10:20:30.12") == pytest.approx(want, abs=1e-6)


@pytest.mark.parametrize("text", ["2025-06-01T10:20:30.Z", "2025-W22-7", "2025-06-01T25:00"])
def test_what_is_not_an_iso_moment_is_a_date_error(text):
    with pytest.raises(DateError):
        parse_bound(text)
