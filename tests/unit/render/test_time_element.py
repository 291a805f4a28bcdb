"""The <time> element of a message's time (render/to_html/filters.py fmt_time): its attributes and
text escaped, as Markup's `%` escapes them, for any stamp the reader accepts."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

from hypothesis import given
from hypothesis import strategies as st
from markupsafe import Markup

from cc2html.read.times import COMMON_STAMP, parse_iso
from cc2html.render.to_html.filters import _clock, fmt_time

zones = st.one_of(st.none(), st.integers(-14 * 60, 14 * 60).map(
    lambda m: timezone(timedelta(minutes=m))))


def _by_percent(stamp: str) -> Markup:
    text = _clock(parse_iso(stamp))
    return Markup('<time datetime="%s" title="%s">%s</time>') % (stamp, text, text)


@given(st.datetimes(min_value=datetime(1, 1, 2), max_value=datetime(9999, 12, 30),
                    timezones=zones), st.sampled_from(["seconds", "milliseconds", "auto"]))
def test_a_stamp_becomes_the_escaped_time_element(when: datetime, spec: str) -> None:
    stamp = when.isoformat(timespec=spec)
    shown = fmt_time(stamp)
    assert isinstance(shown, Markup) and shown == _by_percent(stamp)


def test_a_stamp_with_a_z_and_one_the_reader_refuses() -> None:
    assert fmt_time("2026-12-01T10:11:12.345Z") == _by_percent("2026-12-01T10:11:12.345Z")
    assert fmt_time('<b>"x"</b>') == Markup("") == fmt_time(None) == fmt_time("")


@given(st.one_of(st.from_regex(COMMON_STAMP, fullmatch=True), st.datetimes(max_value=datetime(
    9999, 12, 31, 23, 59, 59)).map(lambda d: d.isoformat(timespec="milliseconds") + "Z")))
def test_claude_codes_own_form_is_cut_as_the_general_path_formats_it(stamp: str) -> None:
    try:
        parse_iso(stamp)
    except ValueError:  # month 13, hour 25
        assert fmt_time(stamp) == Markup("")
    else:
        assert fmt_time(stamp) == _by_percent(stamp)
