"""Broken input, second round: shapes test_robustness.py does not reach.

- a wrong-typed value at ANY depth of a line (not only the top-level fields), for the
  transcript and the stream-json readers and the archive's quick scan; unhashable
  values (lists, objects) where a kind name is looked up in a table crashed all three;
- subagent files that are FIFOs, /dev/zero, directories, dangling or looping symlinks
  (a FIFO blocked forever, /dev/zero would never end).
Every conversion runs under an alarm, as in test_robustness.
"""

from __future__ import annotations

import json
import os
import random
import re
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from cc2html.archive.scan import scan_file
from cc2html.cli.app import app
from cc2html.cli.show import show_app
from cc2html.pipeline import Options, convert
from cc2html.render.html import PageRenderer
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


@pytest.mark.parametrize("run", ["xoxb-", "sk-", "sk-proj-"])
def test_redaction_is_linear(run: str) -> None:
    """`--redact` on a long run of key prefixes without digits: each prefix's lookahead
    rescanned the rest of the run (quadratic: 400 kB took minutes). Bounded now."""
    from cc2html.redact.redactor import Redactor

    text = run * (150_000 // len(run))
    with deadline(5):
        masked = Redactor(secrets=True, home=True).text(text)
    assert masked == text  # nothing there is a key
    key = "sk-proj-" + "a" * 150 + "7" + "b" * 10
    assert "[REDACTED:openai-key]" in Redactor(secrets=True).text(f"x {key} y")


# --------------------------------------------------------------------------- linear time

def _linear_cases() -> dict[str, tuple[Any, str]]:
    from cc2html.classify.inline import split_special
    from cc2html.classify.tags import looks_like_markdown, tag_text, teammate, without_tags
    from cc2html.render.ansi import ansi_to_html
    from cc2html.classify.tools.planning import ANSWER_CHARS, _ANSWER
    from cc2html.classify.tool_text import parse_tags, split_reminders

    return {  # each took from seconds to minutes before (a regex rescanning the rest)
        "envelopes": (split_special, "<system-reminder>" * 20_000),
        "reminders": (split_reminders, "<system-reminder>" * 20_000),
        "tagged": (parse_tags, "<a>" * 70_000 + "</b>"),
        "tag-text": (lambda t: tag_text(t, "command-name"), "<command-name>" * 20_000),
        "without": (lambda t: without_tags(t, "command-args"), "<command-args>" * 20_000),
        "teammate": (lambda t: teammate(t, None), "</teammate-message>"
                     + "<teammate-message x" * 20_000 + ">"),
        "carriage-return": (ansi_to_html, "x" * 2_000_000 + "\r\n"),
        "markdown-hint": (looks_like_markdown, "[" * 300_000),
        "answers": (lambda t: _ANSWER.findall(t[:ANSWER_CHARS]), '"\\' * 300_000),
    }


@pytest.mark.parametrize("case", sorted(_linear_cases()))
def test_hostile_text_is_parsed_in_linear_time(case: str) -> None:
    parse, text = _linear_cases()[case]
    with deadline(5):
        parse(text)


def test_tag_scans_match_the_regexes_they_replace() -> None:
    """tagscan.py finds what `<(x)>(.*?)</\\1>` found: same blocks, same leftovers."""
    from cc2html.classify import tagscan
    from cc2html.classify.tool_text import parse_tags, split_reminders

    tag = re.compile(r"<([a-z_]+)>(.*?)</\1>", re.S)
    reminder = re.compile(r"\s*<system-reminder>(.*?)</system-reminder>\s*", re.S)
    pieces = ["<a>", "</a>", "<b_c>", "</b_c>", "<system-reminder>", "</system-reminder>",
              " ", "\n", "x", "<", "</", "\u2003", "<A>"]
    rng = random.Random(5)
    for _ in range(3000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 12)))
        found = [(m.group(1), m.group(2).strip("\n")) for m in tag.finditer(text)]
        got = parse_tags(text)
        assert (got[0] if got else []) == tuple(found) or (not found and got is None)
        old = tuple(m.group(1).strip() for m in reminder.finditer(text))
        want = (reminder.sub("\n", text).strip("\n"), old) if old else (text, ())
        assert split_reminders(text) == want, repr(text)
        for name in ("a", "system-reminder"):
            m = re.search(rf"<{name}>(.*?)</{name}>", text, re.S)
            assert tagscan.first(text, name) == (m.group(1) if m else None)
            assert tagscan.remove(text, name) == re.sub(rf"<{name}>.*?</{name}>", "", text,
                                                        flags=re.S)


# --------------------------------------------------------------------------- deep nesting

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
        shown = CliRunner().invoke(show_app, [str(src)])
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
        top = next(n for n in range(1000, 0, -5) if _decodes(n))
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
    finally:
        sys.setrecursionlimit(limit)
    assert cut  # some depth did reach the fallback
