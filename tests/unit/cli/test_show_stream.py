"""`cc2html show` of a large session (cli/show_stream.py; issue 34 item 3) prints it a
segment at a time: the whole view's turns, calls numbered alike, in the same order, with
the facts panel after the last turn (a line in its place says so), and `--call N` finds a
call of a later segment. Fixture: test_data/parts/long.jsonl (hand-made by its
make_parts_fixture.py), cut every ~20 KB by lowering `stream.STREAM_BYTES` and
the cut's `TARGET_BYTES`; under the threshold the view is today's. Paged, the view goes
to the pager as it is rendered, and quitting the pager stops it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

from cc2html import stream
from cc2html.read import cut
from cc2html.cli import app as cli
from cc2html.cli.show_stream import FACTS_LATER, to_pager

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
    monkeypatch.setattr(cut, "TARGET_BYTES", 20_000)
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
    monkeypatch.setattr(cut, "TARGET_BYTES", 20_000)
    assert {n: show(LONG, "--call", str(n)) for n in (1, last)} == expected
    assert f"#{last} " in expected[last]
    result = runner.invoke(cli.app, ["show", LONG, "--call", str(last + 1), "--no-pager"])
    assert result.exit_code != 0 and f"#1 to #{last}" in result.output



def _counted(n: int, seen: list[int]):
    for i in range(n):
        seen.append(i)
        yield f"line {i}"


def test_the_pager_gets_the_view_as_it_is_rendered(monkeypatch: pytest.MonkeyPatch,
                                                    tmp_path: Path) -> None:
    """to_pager pipes each renderable to $PAGER as it comes (rich's pager would collect
    the whole text first)."""
    got = tmp_path / "paged.txt"
    monkeypatch.setenv("PAGER", f"{sys.executable} -c \"import sys; open(sys.argv[1], 'w')"
                                f".write(sys.stdin.read())\" {got}")
    seen: list[int] = []
    assert to_pager(Console(width=80), _counted(3, seen))
    assert got.read_text().splitlines() == ["line 0", "line 1", "line 2"]


def test_quitting_the_pager_stops_the_rendering(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PAGER", "head -n 1")
    seen: list[int] = []
    assert to_pager(Console(width=80), _counted(1_000_000, seen))
    assert len(seen) < 1_000_000  # (the pipe filled once the pager had quit)


def test_no_pager_prints_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PAGER", "/nonexistent/pager")
    seen: list[int] = []
    assert not to_pager(Console(width=80), _counted(3, seen)) and seen == []


def test_a_session_with_subagent_files_shows_as_the_whole_view(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """test_data/side/long_side.jsonl (make_side_fixture.py): each segment shows the
    subagents its calls spawned, the unlinked ones end the view, as the whole view shows
    them (the panel last)."""
    side = str(REPO / "test_data" / "side" / "long_side.jsonl")
    whole = show(side, "--detail", "full")
    monkeypatch.setattr(stream, "STREAM_BYTES", 1)
    monkeypatch.setattr(cut, "TARGET_BYTES", 10_000)
    streamed = show(side, "--detail", "full")
    a, b = whole.splitlines(), streamed.splitlines()
    (a0, a1), (b0, b1) = _panel(a), _panel(b)
    assert b[0] == FACTS_LATER and b[b0:b1] == a[a0:a1]
    assert b[1:b0] + b[b1:] == a[a1:]
    assert all(f"Found it for {key}" in streamed for key in ("side0003", "acompact-0001"))
