"""The C JSON decoder's fast path (read/fastjson.py) answers only where it reads a line
exactly as `json.loads(raw.decode("utf-8"))` does; everything else goes the stdlib way."""

from __future__ import annotations

import json
import math
from typing import Any

from hypothesis import given, settings, strategies as st

from cc2html.read.fastjson import object_of
from cc2html.read.transcript import iter_lines
from helpers import examples

LINE = (b'{"type": "user", "uuid": "u1", "sessionId": "s", "timestamp": "2026-01-01T00:00:00Z",'
        b' "message": {"role": "user", "content": [{"type": "text", "text": "caf\\u00e9 \xe2\x9c\x93"}]},'
        b' "costUSD": 0.0123, "durationMs": 1500, "n": -0.0, "e": 1E5, "big": 12345678901234567890}\n')

PIECES = [b"\x00", b"\x01", b"\t", b"\x7f", b"\xed\xa0\x80", b"\xc0\xaf", b"\xff", b"\\", b'"',
          b"\\u", b"\\ud83d\\ude00", b"\\ud800", b"\\udc00", b"\\x", b"01", b"-", b"+", b".",
          b"e", b"1e400", b"1e-400", b"NaN", b"-Infinity", b",", b"]", b"}", b"[", b"{", b" ",
          b"\r", b"\xe2\x80\xa8", b"123456789012345678901234567890", b"-9223372036854775809",
          b"18446744073709551616", b"'", b"\x0c", b"true", b"nul"]


def _same(a: Any, b: Any) -> bool:
    """Equal values of the same types all the way down (1 is not 1.0, -0.0 is not 0.0)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    if isinstance(a, float):
        return a == b and math.copysign(1, a) == math.copysign(1, b)
    return a == b


def _stdlib(raw: bytes) -> Any:
    try:
        return json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError):
        return None


def _agrees(raw: bytes) -> bool:
    fast = object_of(raw)
    return fast is None or _same(fast, _stdlib(raw))


def test_an_ordinary_line_reads_as_the_stdlib_reads_it() -> None:
    got = object_of(LINE)
    assert got is not None and _same(got, _stdlib(LINE))


def test_integers_past_64_bits_stay_exact_integers() -> None:
    for digits in (b"123456789012345678901234567890", b"-9223372036854775809",
                   b"18446744073709551616"):
        got = object_of(b'{"id": ' + digits + b"}")
        assert got == {"id": int(digits)} and type(got["id"]) is int


def test_what_the_stdlib_reads_differently_goes_to_the_stdlib() -> None:
    """NaN, Infinity, out-of-range numbers, lone surrogates, invalid UTF-8, malformed text,
    several objects on a line, and values that are not objects: None."""
    for raw in (b'{"a": NaN}', b'{"a": -Infinity}', b'{"a": 1e400}', b'{"a": "\\ud800"}',
                b'{"a": "\xff"}', b'{"a": "\xed\xa0\x80"}', b'{"a": 1,}', b'{"a": 1}{"b": 2}',
                b"[1, 2]", b'"x"', b"3", b"[" * 100_000):
        assert object_of(raw) is None, raw


@settings(max_examples=examples(400), deadline=None)
@given(st.lists(st.tuples(st.integers(0, len(LINE)), st.sampled_from(PIECES),
                          st.integers(0, 4)), min_size=1, max_size=4))
def test_mutated_lines_read_as_the_stdlib_reads_them_or_not_at_all(edits) -> None:
    raw = bytearray(LINE)
    for at, piece, cut in edits:
        at = min(at, len(raw))
        raw[at:at + cut] = piece
    assert _agrees(bytes(raw))


@settings(max_examples=examples(300), deadline=None)
@given(st.one_of(st.floats(allow_nan=False, allow_infinity=False),
                 st.integers(-2**80, 2**80)), st.sampled_from(["{!r}", "{:.17g}", "{:.3e}"]))
def test_numbers_read_as_the_stdlib_reads_them(number, form: str) -> None:
    text = form.format(number) if isinstance(number, float) else str(number)
    assert _agrees(b'{"x": ' + text.encode() + b"}")


def test_the_reader_gives_the_same_items_either_way() -> None:
    """Lines the fast path takes and lines it leaves give the items the stdlib path gave."""
    lines = [LINE, b'{"type": "user", "message": {"content": "\\ud800 x"}}\n',
             b'{"type": "user", "message": {"content": "\xff"}}\n', b'{"a": NaN}\n',
             b'[1]\n', b'{"type": "summary", "summary": "s"}{"type": "x"}\n']
    items = list(iter_lines(lines))
    assert [type(i).__name__ for i in items] == [
        "UserEntry", "UserEntry", "ParseProblem", "UserEntry", "UnknownEntry", "ParseProblem",
        "ParseProblem", "SummaryEntry", "UnknownEntry"]
    assert items[1].message.content == "\ufffd x"
