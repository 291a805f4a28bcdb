"""Timestamps parse to the same datetimes on every Python (3.10's `fromisoformat` refused
`Z` and fractions of other than 3 or 6 digits, so those times came out empty there): what
3.11's `fromisoformat` returns, for every form the grammar takes, and None for the rest.
"""

from __future__ import annotations

import sys
from datetime import datetime, timedelta, timezone

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cc2html.read.times import parse_iso, parse_time, stamp_seconds

UTC = timezone.utc
PLUS2 = timezone(timedelta(hours=2))


@pytest.mark.parametrize("stamp, want", [
    ("2025-06-01T10:20:30Z", datetime(2025, 6, 1, 10, 20, 30, tzinfo=UTC)),
    ("2025-06-01T10:20:30.1Z", datetime(2025, 6, 1, 10, 20, 30, 100000, tzinfo=UTC)),
    ("2025-06-01T10:20:30.12Z", datetime(2025, 6, 1, 10, 20, 30, 120000, tzinfo=UTC)),
    ("2025-06-01T10:20:30.123Z", datetime(2025, 6, 1, 10, 20, 30, 123000, tzinfo=UTC)),
    ("2025-06-01T10:20:30.1234Z", datetime(2025, 6, 1, 10, 20, 30, 123400, tzinfo=UTC)),
    ("2025-06-01T10:20:30.12345Z", datetime(2025, 6, 1, 10, 20, 30, 123450, tzinfo=UTC)),
    ("2025-06-01T10:20:30.123456Z", datetime(2025, 6, 1, 10, 20, 30, 123456, tzinfo=UTC)),
    ("2025-06-01T10:20:30.1234567Z", datetime(2025, 6, 1, 10, 20, 30, 123456, tzinfo=UTC)),
    ("2025-06-01T10:20:30.999999999Z", datetime(2025, 6, 1, 10, 20, 30, 999999, tzinfo=UTC)),
    ("2025-06-01T10:20:30,5Z", datetime(2025, 6, 1, 10, 20, 30, 500000, tzinfo=UTC)),
    ("2025-06-01T10:20:30.12+02:00", datetime(2025, 6, 1, 10, 20, 30, 120000, tzinfo=PLUS2)),
    ("2025-06-01T10:20:30+0200", datetime(2025, 6, 1, 10, 20, 30, tzinfo=PLUS2)),
    ("2025-06-01T10:20:30+02", datetime(2025, 6, 1, 10, 20, 30, tzinfo=PLUS2)),
    ("2025-06-01T10:20:30-05:30", datetime(2025, 6, 1, 10, 20, 30, tzinfo=timezone(
        -timedelta(hours=5, minutes=30)))),
    ("2025-06-01T10:20:30+02:00:30.5", datetime(2025, 6, 1, 10, 20, 30, tzinfo=timezone(
        timedelta(hours=2, seconds=30, microseconds=500000)))),
    ("2025-06-01T10:20:30-00:00", datetime(2025, 6, 1, 10, 20, 30, tzinfo=UTC)),
    ("2025-06-01 10:20:30", datetime(2025, 6, 1, 10, 20, 30)),
    ("2025-06-01T10:20", datetime(2025, 6, 1, 10, 20)),
    ("2025-06-01T10", datetime(2025, 6, 1, 10)),
    ("2025-06-01", datetime(2025, 6, 1)),
])
def test_every_fraction_length_and_zone_parses_to_the_same_moment(stamp, want):
    got = parse_iso(stamp)
    assert got == want
    assert got.utcoffset() == want.utcoffset()  # equal moments, and the same zone
    # for ordering: the same moment in UTC, a zone-less stamp taken as UTC
    moment = parse_time(stamp)
    assert moment.tzinfo is UTC
    assert moment == (want if want.tzinfo else want.replace(tzinfo=UTC))
    assert (got.tzinfo is None) == (want.tzinfo is None)


@pytest.mark.parametrize("stamp", [
    None, "", "yesterday", "2025-06-01T", "2025-06-01T10:20:30.", "2025-06-01T10:20:30.Z",
    "2025-06-01T10:20:30z", " 2025-06-01T10:20:30Z", "2025-06-01T10:20:30Z ",
    "2025-06-01T10:20:30+24:00", "2025-06-01T24:00:00", "2025-06-01T10:60", "2025-02-30",
    "0000-01-01", "2025-06-01T1:20:30", "2025-06-01T10:20:30+02:0", "2025-06-01Z",
    "2025-W22-7", "20250601T102030Z", "2025-06-01T10:20.5", "2025-06-01T10:20:30Z+02:00",
    "2025-06-01T\u0661\u0660:20:30",
])
def test_what_is_not_an_iso_timestamp_reads_as_no_time(stamp):
    assert parse_time(stamp) is None


def test_a_timestamp_of_the_wrong_type_reads_as_no_time():
    assert parse_time(1748773230) is None  # type: ignore[arg-type]


ZONES = st.one_of(
    st.just(""), st.just("Z"),
    st.tuples(st.sampled_from("+-"), st.integers(0, 23), st.integers(0, 59),
              st.sampled_from(["{s}{h:02}:{m:02}", "{s}{h:02}{m:02}", "{s}{h:02}"]))
    .map(lambda z: z[3].format(s=z[0], h=z[1], m=z[2])))


@given(moment=st.datetimes(min_value=datetime(1, 1, 1), max_value=datetime(9999, 12, 30)),
       digits=st.text("0123456789", min_size=1, max_size=9), zone=ZONES,
       separator=st.sampled_from("T "))
def test_parsed_values_are_pinned_on_every_python(moment, digits, zone, separator):
    day = f"{moment.year:04}-{moment.month:02}-{moment.day:02}"  # %Y is not padded on Linux
    stamp = f"{day}{separator}{moment:%H:%M:%S}.{digits}{zone}"
    got = parse_iso(stamp)
    assert got.replace(tzinfo=None) == moment.replace(microsecond=int(digits[:6].ljust(6, "0")))
    if not zone:
        assert got.tzinfo is None
    else:
        sign = -1 if zone[0] == "-" else 1
        hours, minutes = (0, 0) if zone == "Z" else (int(zone[1:3]), int(zone[-2:] if len(
            zone) > 3 else 0))
        assert got.utcoffset() == sign * timedelta(hours=hours, minutes=minutes)
    if sys.version_info >= (3, 11):  # the reference it follows, where there is one
        want = datetime.fromisoformat(stamp)
        assert got == want and got.utcoffset() == want.utcoffset()


@given(st.from_regex(r"\A[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{3}Z\Z"))
def test_claude_codes_own_form_reads_as_the_grammar_reads_it(stamp):
    """The short cut for `2025-06-01T12:34:56.789Z` (fromisoformat) gives the grammar's
    answer: the same moment in UTC, or ValueError for a month 13 or an hour 25."""
    def read(text):
        try:
            return parse_iso(text)
        except ValueError:
            return None

    fast, grammar = read(stamp), read(stamp[:-1] + "+00:00")  # 29 characters: the grammar
    assert fast == grammar
    if fast is not None:
        assert fast.tzinfo is UTC and fast.utcoffset() == timedelta(0)
    assert parse_time(stamp) == grammar  # and the kept answer is the same


@given(st.one_of(
    st.from_regex(r"\A[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{3}Z\Z"),
    st.from_regex(r"\A[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9]{2}:[0-9]{2}(:[0-9]{2})?)?"
                  r"(Z|[+-][0-9]{2}:[0-9]{2})?\Z"),
    st.text(max_size=30), st.none()))
def test_the_first_pass_seconds_are_the_parsed_moment(stamp):
    """stamp_seconds (the first pass's, without the cache) is parse_time's moment."""
    want = parse_time(stamp)
    assert stamp_seconds(stamp) == (want.timestamp() if want is not None else None)
