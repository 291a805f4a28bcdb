"""Wrong types: a wrong-typed value at ANY depth of a line (not only the top-level fields),
for the transcript and the stream-json readers and the archive's quick scan; unhashable
values (lists, objects) where a kind name is looked up in a table crashed all three; and
subagent files that are FIFOs, /dev/zero, directories, dangling or looping symlinks (a
FIFO blocked forever, /dev/zero would never end). Every conversion runs under a deadline.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from cc2html.archive.scan import scan_file
from cc2html.cli.app import app
from cc2html.pipeline import Options, convert
from cc2html.render.to_html.html import PageRenderer

from helpers import TEST_DATA, deadline, skipped_lines

RENDERER = PageRenderer()

WRONG: list[Any] = [None, 0, -1, 10 ** 30, -1e308, True, "", "x", " \x00\u202e\ud800", [],
                    [None], [1, "x"], {}, {"x": None}, {"type": "text"}, [{"type": "text"}],
                    "NaN", "2026-13-45T99:99:99Z", "-5"]


def _paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, prefix + (key,))
    elif isinstance(value, list):
        for n, item in enumerate(value[:4]):
            found += _paths(item, prefix + (n,))
    return found


def _retyped(obj: dict, rng: random.Random) -> dict:
    """The line with 1-3 values, anywhere in it, replaced by a value of another type."""
    obj = json.loads(json.dumps(obj))
    for _ in range(rng.randint(1, 3)):
        path = rng.choice(_paths(obj)[1:] or [("type",)])
        target = obj
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = json.loads(json.dumps(rng.choice(WRONG)))
    return obj


def _objects(names: list[str]) -> list[dict]:
    lines = []
    for name in names:
        for raw in (TEST_DATA / name).read_text(encoding="utf-8").splitlines():
            try:
                obj = json.loads(raw)
            except ValueError:
                continue
            if isinstance(obj, dict):
                lines.append(obj)
    return lines


TRANSCRIPT = _objects(["tools.jsonl", "tools_agent.jsonl", "agent_progress.jsonl",
                       "attachments.jsonl", "system_kinds.jsonl", "user_tags.jsonl",
                       "tools_shell.jsonl", "sidechain.jsonl", "images.jsonl"])

STREAM = _objects(["sdk_turns.jsonl", "sdk_subagent.jsonl", "sdk_notices.jsonl",
                   "sdk_server_tools.jsonl"])


@pytest.mark.parametrize("fmt", ["transcript", "stream-json"])
@pytest.mark.parametrize("seed", range(6))
def test_wrong_type_anywhere(fmt: str, seed: int, tmp_path: Path) -> None:
    rng = random.Random(seed)
    pool = TRANSCRIPT if fmt == "transcript" else STREAM
    lines = [_retyped(rng.choice(pool), rng) for _ in range(40)]
    src = tmp_path / "s.jsonl"
    src.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    with deadline():
        scan_file(src)
        result = convert(src, tmp_path / "p.html", RENDERER, options=Options(input_format=fmt))
    assert skipped_lines(result) == set()  # every line is an object: rendered, maybe raw


UNHASHABLE = [
    # an agent_progress line whose inner message type is a list / an object
    {"type": "progress", "uuid": "p1", "parentToolUseID": "t1", "sessionId": "s",
     "data": {"type": "agent_progress", "agentId": "a", "message": {"type": ["user"]}}},
    {"type": "progress", "uuid": "p2", "parentToolUseID": "t1", "sessionId": "s",
     "data": {"type": "agent_progress", "message": {"type": {"x": 1}, "message": {}}}},
    {"type": ["user"], "timestamp": "2026-01-01T00:00:00Z", "sessionId": "s"},
    {"type": "user", "uuid": "u1", "sessionId": "s", "cwd": "/x",
     "timestamp": "2026-01-01T00:00:01Z", "message": {"role": "user", "content": "hi"}},
]


def test_unhashable_kinds(tmp_path: Path) -> None:
    src = tmp_path / "s.jsonl"
    src.write_text("".join(json.dumps(x) + "\n" for x in UNHASHABLE))
    with deadline():
        result = convert(src, tmp_path / "p.html", RENDERER)
    assert skipped_lines(result) == set()
    sdk = tmp_path / "sdk.jsonl"
    sdk.write_text("".join(json.dumps(x) + "\n" for x in [
        {"type": "system", "subtype": "init", "session_id": "s", "tools": [["a"], {"b": 1}],
         "mcp_servers": [["x"], {"name": ["n"], "status": {"a": 1}}]},
        {"type": "assistant", "session_id": "s", "message": {"role": "assistant", "content": [
            {"type": ["server_tool_use"], "id": "x"}, {"type": {"a": 1}}]}},
        {"type": "system", "subtype": ["init"], "session_id": "s"},
        {"type": ["result"], "session_id": "s"}]))
    with deadline():
        result = convert(sdk, tmp_path / "sdk.html", RENDERER,
                         options=Options(input_format="stream-json"))
    assert skipped_lines(result) == set()


def test_archive_survives_a_list_type(tmp_path: Path) -> None:
    """The archive's quick scan looked `type` up in a set: one such line ended the run."""
    project = tmp_path / "projects" / "p"
    project.mkdir(parents=True)
    (project / "s.jsonl").write_text("".join(json.dumps(x) + "\n" for x in UNHASHABLE))
    with deadline():
        result = CliRunner().invoke(app, [str(tmp_path / "projects"), "-o",
                                          str(tmp_path / "site"), "-q"])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "site" / "p" / "s.html").is_file()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_sidecars_that_are_not_files(tmp_path: Path) -> None:
    src = tmp_path / "s.jsonl"
    src.write_text(json.dumps(UNHASHABLE[-1]) + "\n")
    agents = tmp_path / "s" / "subagents"
    agents.mkdir(parents=True)
    (agents / "agent-dir.jsonl").mkdir()
    os.mkfifo(agents / "agent-fifo.jsonl")
    (agents / "agent-loop.jsonl").symlink_to("agent-loop.jsonl")
    (agents / "agent-gone.jsonl").symlink_to(tmp_path / "nowhere")
    if Path("/dev/zero").exists():
        (agents / "agent-zero.jsonl").symlink_to("/dev/zero")
    (agents / "agent-bin.jsonl").write_bytes(bytes(range(256)) * 8)
    (tmp_path / "agent-flat.jsonl").mkdir()  # a flat sibling that is a folder
    with deadline(10):
        result = convert(src, tmp_path / "p.html", RENDERER)
    reasons = " ".join(p.reason for p in result.problems)
    for name in ("agent-dir", "agent-fifo", "agent-loop", "agent-gone", "agent-flat"):
        assert f"{name}.jsonl: " in reasons, name  # listed, not silently dropped
    assert "hi" in (tmp_path / "p.html").read_text(encoding="utf-8")
