"""Deep nesting: subagents spawning subagents hundreds of levels deep, and JSON nested just
shallow enough to decode. Every conversion runs under a deadline.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app
from cc2html.pipeline import Options, convert
from cc2html.render.to_html.html import PageRenderer

from helpers import deadline, skipped_lines

RENDERER = PageRenderer()


def _spawn(n: int, agent: str, side: bool = True) -> list[dict]:
    """A Task call at level n whose result names the agent of level n + 1."""
    flags = {"isSidechain": side and n > 0, "agentId": f"g{n}", "sessionId": "s"}
    return [{"type": "assistant", "uuid": f"a{n}", **flags, "message": {
                "role": "assistant", "id": f"m{n}", "content": [
                    {"type": "text", "text": f"level {n}"},
                    {"type": "tool_use", "id": f"t{n}", "name": "Task",
                     "input": {"prompt": f"p{n}", "description": "d"}}]}},
            {"type": "user", "uuid": f"r{n}", **flags, "message": {"role": "user", "content": [
                {"type": "tool_result", "tool_use_id": f"t{n}", "content": "done"}]},
             "toolUseResult": {"agentId": agent, "status": "completed"}}]


@pytest.mark.parametrize("layout", ["sidecars", "stream-json"])
def test_subagents_nested_hundreds_deep(layout: str, tmp_path: Path) -> None:
    """Subagents spawning subagents: 100 levels raised RecursionError (the page nests by
    template recursion). Past MAX_DEPTH they are shown at the session's end, marked."""
    depth = 300
    src = tmp_path / "s.jsonl"
    if layout == "sidecars":
        src.write_text("".join(json.dumps(x) + "\n" for x in _spawn(0, "g1", False)))
        agents = tmp_path / "s" / "subagents"
        agents.mkdir(parents=True)
        for n in range(1, depth + 1):
            (agents / f"agent-g{n}.jsonl").write_text(
                "".join(json.dumps(x) + "\n" for x in _spawn(n, f"g{n + 1}")))
    else:
        lines = [{"type": "system", "subtype": "init", "session_id": "s"}] + [
            {"type": "assistant", "session_id": "s", "parent_tool_use_id": f"t{n - 1}" if n else None,
             "message": {"role": "assistant", "content": [
                 {"type": "text", "text": f"level {n}"},
                 {"type": "tool_use", "id": f"t{n}", "name": "Agent", "input": {"prompt": "p"}}]}}
            for n in range(depth + 1)]
        src.write_text("".join(json.dumps(x) + "\n" for x in lines))
    with deadline(30):
        result = convert(src, tmp_path / "p.html", RENDERER)
        shown = CliRunner().invoke(app, ["show", str(src)])
    assert skipped_lines(result) == set() and shown.exit_code == 0
    page = (tmp_path / "p.html").read_text(encoding="utf-8")
    assert all(f"level {n}<" in page for n in range(depth + 1))
    assert "nested too deep to show in place" in page
    ids = re.findall(r' id="([^"]+)"', page)
    assert len(ids) == len(set(ids))


def _decodes(depth: int) -> bool:
    try:
        json.loads("[" * depth + "]" * depth)
        return True
    except RecursionError:
        return False


def _deepest_decodable() -> int:
    """The deepest nesting json.loads takes here: about the recursion limit up to 3.12;
    3.13's decoder counts against a C limit of its own (about 10,000 levels)."""
    low, high = 1, 2
    while _decodes(high):
        low, high = high, high * 2
    while high - low > 1:
        middle = (low + high) // 2
        low, high = (middle, high) if _decodes(middle) else (low, middle)
    return low


@pytest.mark.parametrize("fmt", ["transcript", "stream-json"])
def test_json_just_shallow_enough_to_decode(fmt: str, tmp_path: Path) -> None:
    """A line nested just shallow enough to decode, but too deep to dump again inside the
    renderer's deeper stack: RecursionError, and the `repr` fallback raised it too, so the
    page was not written. Depths are tried around the limit (frame counts vary)."""
    kind = "weird" if fmt == "transcript" else "system"
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(1000)  # Python's default, as a user's run has it
    cut = 0
    try:
        top = _deepest_decodable()
        for depth in range(top + 6, top - 30, -3):
            text = '{"a": ' * depth + '"x"' + "}" * depth
            src = tmp_path / "s.jsonl"
            src.write_text(f'{{"type": "{kind}", "subtype": "odd", "uuid": "w", "x": {text}}}\n'
                           '{"type": "user", "uuid": "u", "sessionId": "s", '
                           '"message": {"content": "after"}}\n')
            with deadline():
                convert(src, tmp_path / "p.html", RENDERER, options=Options(input_format=fmt))
            page = (tmp_path / "p.html").read_text(encoding="utf-8")
            assert "after" in page
            cut += "nested deeper" in page
            if cut:  # shallower lines are shown whole (on 3.13, 10,000 levels take seconds)
                break
    finally:
        sys.setrecursionlimit(limit)
    assert cut  # some depth did reach the fallback
