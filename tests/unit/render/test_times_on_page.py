"""Message times on the page whatever the fraction of a second their timestamp carries:
on Python 3.10 a `Z` stamp with 2 or 7 digits after the second used to come out as no time
at all, with no error."""

from __future__ import annotations

import pytest

from helpers import main_section, render_lines, user_line


@pytest.mark.parametrize("fraction", ["", ".1", ".12", ".123", ".1234", ".123456", ".1234567",
                                      ".123456789"])
def test_a_message_time_is_shown_for_every_fraction_length(fraction):
    line = user_line(1, "hello", timestamp=f"2025-06-01T10:20:30{fraction}Z")
    page = main_section(render_lines([line]))
    assert "<time " in page
    assert ">2025-06-01 10:20:30 UTC</time>" in page


def test_a_time_with_an_offset_is_shown_converted_to_utc():
    line = user_line(1, "hello", timestamp="2025-11-17T12:30:00+02:00")
    page = main_section(render_lines([line]))
    assert ">2025-11-17 10:30:00 UTC</time>" in page
    assert "12:30:00 UTC" not in page


def test_a_time_without_a_zone_claims_none():
    line = user_line(1, "hello", timestamp="2025-11-17T12:30:00")
    page = main_section(render_lines([line]))
    assert ">2025-11-17 12:30:00</time>" in page


@pytest.mark.parametrize("stamp, shown", [
    ("0001-01-01T00:00:00+05:00", "0001-01-01 00:00:00 +0500"),
    ("0999-03-04T05:06:07Z", "0999-03-04 05:06:07 UTC"),
])
def test_a_time_at_the_edge_of_the_calendar_is_shown_as_what_it_is(stamp, shown):
    page = main_section(render_lines([user_line(1, "hello", timestamp=stamp)]))
    assert f">{shown}</time>" in page
