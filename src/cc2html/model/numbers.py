"""The one rule for the figures a log gives: token counts, dollars, durations, turns.

A log is untrusted: its numbers can be past a double's range (an integer of 400 digits:
`float()` of it raises), ±inf (`1e999`, which the stdlib reads as inf), NaN, negative, a
fraction, a string. Every figure a page counts or prices passes through here first:

- a token count (and a count of turns) is a JSON integer from 0 to MAX_COUNT;
- an amount (USD, milliseconds) is a finite JSON number from 0 to MAX_AMOUNT.

Anything else is not that figure: it is left out (not 0 by mistake, not clipped), and
the classify stage lists it in the page's report with its line (`invalid`'s text), the
value shown cut to a few digits. So totals are sums of bounded integers, a cost is a
bounded count times a bounded rate (tree/prices.py bounds the rates): never negative,
never inf or NaN.
"""

from __future__ import annotations

import math
from typing import Any, Optional

__all__ = ["MAX_AMOUNT", "MAX_COUNT", "amount", "count", "invalid", "shown_value"]

#: a thousand billion tokens: no API message, no session comes near it
MAX_COUNT = 10 ** 12
#: a thousand billion dollars or milliseconds (31 years)
MAX_AMOUNT = 1e12
#: how much of a rejected value a report shows
_SHOWN = 24


def count(value: Any) -> Optional[int]:
    """`value` when it is a count (an int, not a bool, 0..MAX_COUNT), else None."""
    if type(value) is int and 0 <= value <= MAX_COUNT:
        return value
    return None


def amount(value: Any) -> Optional[float]:
    """`value` as a float when it is an amount (a finite number, 0..MAX_AMOUNT), else
    None. An int too large for a float is compared as an int, never converted."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    if isinstance(value, float) and not math.isfinite(value):
        return None
    return float(value) if 0 <= value <= MAX_AMOUNT else None


def shown_value(value: Any) -> str:
    """A rejected value as a report names it: its JSON-ish text, a long one cut with its
    length said (`1797693134862315708…(400 digits)`)."""
    if isinstance(value, bool):
        text = "true" if value else "false"
    elif isinstance(value, int):
        if value.bit_length() > 14_000:  # str() refuses past 4,300 digits
            sign = "-" if value < 0 else ""
            return f"{sign}an integer of about {int(value.bit_length() * 0.30103):,} digits"
        text = str(value)
        if len(text) > _SHOWN:
            return f"{text[:_SHOWN]}…({len(text.lstrip('-')):,} digits)"
    elif isinstance(value, float):
        text = "NaN" if value != value else "Infinity" if value == math.inf else \
            "-Infinity" if value == -math.inf else repr(value)
    elif isinstance(value, str):
        text = repr(value[:_SHOWN] + ("…" if len(value) > _SHOWN else ""))
    elif value is None:
        text = "null"
    else:
        text = f"a {type(value).__name__}"
    return text


def invalid(field: str, value: Any, what: str = "token count") -> str:
    """The report's note for a figure that is not one (`what`: "token count", "amount")."""
    rule = ("a whole number from 0 to 10^12" if what in ("token count", "count")
            else "a finite number from 0 to 10^12")
    return f"{field}: {shown_value(value)} is not a {what} ({rule}); left out"
