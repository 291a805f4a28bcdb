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
