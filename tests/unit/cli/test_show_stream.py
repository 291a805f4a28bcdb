"""`cc2html show` of a large session (cli/show_stream.py; issue 34 item 3) prints it a
segment at a time: the whole view's turns, calls numbered alike, in the same order, with
the facts panel after the last turn (a line in its place says so), and `--call N` finds a
call of a later segment. Fixture: test_data/parts/long.jsonl (hand-made by its
make_parts_fixture.py), cut every ~20 KB by lowering `stream.STREAM_BYTES` and
`pipeline.STREAM_TARGET`; under the threshold the view is today's."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from cc2html import pipeline, stream
from cc2html.cli import app as cli
from cc2html.cli.show_stream import FACTS_LATER

from helpers import REPO

LONG = str(REPO / "test_data" / "parts" / "long.jsonl")
runner = CliRunner()


def show(*args: str) -> str:
    result = runner.invoke(cli.app, ["show", *args, "--no-pager", "-w", "120"])
    assert result.exit_code == 0, result.output
    return result.stdout


def _views(monkeypatch: pytest.MonkeyPatch, *args: str) -> tuple[str, str]:
    whole = show(LONG, *args)
    monkeypatch.setattr(stream, "STREAM_BYTES", 1)
    monkeypatch.setattr(pipeline, "STREAM_TARGET", 20_000)
    return whole, show(LONG, *args)


def _panel(lines: list[str]) -> tuple[int, int]:
    """The facts panel's first and last line (a box)."""
    start = next(n for n, line in enumerate(lines) if line.startswith("╭"))
    end = next(n for n, line in enumerate(lines) if line.startswith("╰"))
    return start, end + 1


@pytest.mark.parametrize("detail", ["lines", "full", "conversation"])
def test_the_view_is_the_whole_views_with_the_facts_last(monkeypatch: pytest.MonkeyPatch,
                                                         detail: str) -> None:
    whole, streamed = _views(monkeypatch, "--detail", detail)
    assert FACTS_LATER not in whole
    a, b = whole.splitlines(), streamed.splitlines()
    assert b[0] == FACTS_LATER
    (a0, a1), (b0, b1) = _panel(a), _panel(b)
    assert a0 == 0 and b[b0:b1] == a[a0:a1]  # the same facts, the whole session's
    assert b[1:b0] == a[a1:a1 + b0 - 1]  # every turn, in order, numbered alike
    assert b[1:b0] + b[b1:] == a[a1:]  # and what ends the view
    assert "⏺ #" in streamed


def test_a_call_of_a_later_segment_is_found(monkeypatch: pytest.MonkeyPatch) -> None:
    whole = show(LONG)
    last = max(int(word[1:]) for word in whole.split() if word.startswith("#")
               and word[1:].isdigit())
    expected = {n: show(LONG, "--call", str(n)) for n in (1, last)}
    monkeypatch.setattr(stream, "STREAM_BYTES", 1)
    monkeypatch.setattr(pipeline, "STREAM_TARGET", 20_000)
    assert {n: show(LONG, "--call", str(n)) for n in (1, last)} == expected
    assert f"#{last} " in expected[last]
    result = runner.invoke(cli.app, ["show", LONG, "--call", str(last + 1), "--no-pager"])
    assert result.exit_code != 0 and f"#1 to #{last}" in result.output

