"""Structured fuzzing (Hypothesis): chaotic but well-formed transcripts and stream-json logs,
with garbage lines between them, and sidecar files; a marker word in every text field.

For every example: the conversion finishes (alarm), writes a whole page, never skips a line
that is a JSON object, lists every line that is not one as skipped, and shows every marker
of the main file in the page (nothing lost), and `cc2html show` renders the same file.
Derandomized, so a run is repeatable; ~100 examples keep it to a few seconds.
"""

from __future__ import annotations

import io
import json
import re
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rich.console import Console

from cc2html.pipeline import Options, build, convert
from cc2html.render.to_html.html import PageRenderer
from cc2html.render.to_terminal.terminal import document_renderables
from cc2html.tree.stats import document_stats
from helpers import deadline, examples, visible_text

RENDERER = PageRenderer()
MARKER = re.compile(r"mk\d+q")
SETTINGS = settings(max_examples=examples(50), deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                           HealthCheck.function_scoped_fixture])

TOOLS = ["Bash", "Read", "Edit", "Write", "Grep", "Task", "Agent", "TodoWrite", "WebFetch",
         "MultiEdit", "mcp__srv__do", "NoSuchTool"]
IDS = st.sampled_from(["t1", "t2", "t3", "t4"])
UUIDS = st.sampled_from(["u1", "u2", "u3", "u4", "u5"]) | st.none() | st.integers(0, 3)
ODD = st.none() | st.integers(-2, 10 ** 20) | st.booleans() | st.just([1, "x"]) | st.just({})
STAMPS = st.sampled_from(["2026-01-01T00:00:00Z", "2026-01-01T01:00:00.5+05:30", "bogus",
                          "99999-01-01T00:00:00Z", "2026-01-01T00:00:00", ""]) | ODD


class Words:
    """Hands out marker words; `text()` wraps one in a little Markdown."""

    def __init__(self, draw: Any) -> None:
        self.draw, self.n = draw, 0

    def text(self) -> str:
        self.n += 1
        pre = self.draw(st.sampled_from(["", "# ", "- ", "`x` ", "**b** ", "> ", "| a |\n|---|\n| ",
                                         "```\n", "<b>", "&amp; ", "\x1b[31m"]))
        return f"{pre}mk{self.n}q"


def _tool_input(draw: Any, w: Words, name: str) -> Any:
    base = {"command": w.text(), "file_path": "/" + w.text(), "old_string": w.text(),
            "new_string": w.text(), "content": w.text(), "pattern": w.text(), "prompt": w.text(),
            "url": "https://x.y/" + w.text(), "todos": [{"content": w.text(),
                                                         "status": draw(st.sampled_from(
                                                             ["pending", "completed", 7]))}],
            "edits": [{"old_string": w.text(), "new_string": w.text()}],
            "nested": {"deep": [w.text(), {"k": w.text()}]}}
    keys = draw(st.lists(st.sampled_from(sorted(base)), min_size=1, max_size=3, unique=True))
    value = {k: base[k] for k in keys}
    if draw(st.integers(0, 9)) == 0:  # wrong types in the input
        value[keys[0]] = draw(ODD)
    return value


def _result_content(draw: Any, w: Words) -> Any:
    return draw(st.sampled_from([
        lambda: w.text(), lambda: [{"type": "text", "text": w.text()}],
        lambda: [{"type": "image", "source": {"type": "base64", "media_type": "image/png",
                                              "data": "iVBORw0KGgo="}},
                 {"type": "text", "text": w.text()}],
        lambda: [{"type": "new_kind", "payload": {"deep": [w.text()]}}]]))()


def _blocks(draw: Any, w: Words) -> list[dict]:
    blocks = []
    for kind in draw(st.lists(st.sampled_from(["text", "thinking", "tool_use", "tool_result",
                                               "unknown"]), min_size=1, max_size=3)):
        if kind == "text":
            blocks.append({"type": "text", "text": w.text()})
        elif kind == "thinking":
            blocks.append({"type": "thinking", "thinking": w.text()})
        elif kind == "tool_use":
            name = draw(st.sampled_from(TOOLS))
            blocks.append({"type": "tool_use", "id": draw(IDS), "name": name,
                           "input": _tool_input(draw, w, name)})
        elif kind == "tool_result":  # out of place in an assistant message
            blocks.append({"type": "tool_result", "tool_use_id": draw(IDS),
                           "content": _result_content(draw, w)})
        else:
            blocks.append({"type": "brand_new_block", "data": {"nested": [w.text()]}})
    return blocks


@st.composite
def transcript_line(draw: Any, w: Words) -> dict:
    meta = {"sessionId": draw(st.sampled_from(["s1", "s2"])), "uuid": draw(UUIDS),
            "parentUuid": draw(UUIDS), "timestamp": draw(STAMPS)}
    if draw(st.integers(0, 7)) == 0:
        meta.update(isSidechain=True, agentId=draw(st.sampled_from(["g1", "g2"])))
    kind = draw(st.sampled_from(["user", "result", "assistant", "system", "unknown", "progress"]))
    if kind == "user":
        content = draw(st.sampled_from([lambda: w.text(),
                                        lambda: [{"type": "text", "text": w.text()}]]))()
        return {"type": "user", "message": {"role": "user", "content": content}, **meta}
    if kind == "result":
        line = {"type": "user", "message": {"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": draw(IDS), "content": _result_content(draw, w),
             "is_error": draw(st.sampled_from([True, False, None]))}]}, **meta}
        if draw(st.booleans()):
            line["toolUseResult"] = draw(st.sampled_from([{"agentId": "g1"}, {"agentId": "g2"},
                                                          "text", None, [1]]))
        return line
    if kind == "assistant":
        usage = draw(st.sampled_from([None, {"input_tokens": 5}, {"input_tokens": "5"},
                                      {"output_tokens": -3}, "usage"]))
        return {"type": "assistant", "message": {"role": "assistant", "id": draw(st.sampled_from(
            ["m1", "m2", None])), "content": _blocks(draw, w), "usage": usage}, **meta}
    if kind == "system":
        return {"type": "system", "subtype": draw(st.sampled_from(
            ["informational", "compact_boundary", "api_error", "local_command", "odd", None])),
            "content": w.text(), "level": draw(st.sampled_from(["info", "error", None, 3])),
            **meta}
    if kind == "progress":
        return {"type": "progress", "parentToolUseID": draw(IDS), "data": {
            "type": "agent_progress", "agentId": "g1", "message": {
                "type": "assistant", "uuid": draw(UUIDS), "message": {
                    "role": "assistant", "content": [{"type": "text", "text": "copy"}]}}},
            **meta}
    return {"type": draw(st.sampled_from(["never_seen_kind", ""])),
            "payload": {"x": [w.text()]}, **meta}


@st.composite
def sdk_line(draw: Any, w: Words) -> dict:
    meta = {"session_id": draw(st.sampled_from(["s1", "s1", "s2", None])), "uuid": draw(UUIDS),
            "parent_tool_use_id": draw(st.none() | IDS)}
    kind = draw(st.sampled_from(["assistant", "user", "result", "system", "event", "unknown"]))
    if kind == "assistant":
        return {"type": "assistant", "message": {"role": "assistant",
                                                 "content": _blocks(draw, w)}, **meta}
    if kind == "user":
        content = draw(st.sampled_from([
            lambda: w.text(),
            lambda: [{"type": "tool_result", "tool_use_id": draw(IDS),
                      "content": _result_content(draw, w)}]]))()
        return {"type": "user", "message": {"role": "user", "content": content},
                "isSynthetic": draw(st.sampled_from([None, True])), **meta}
    if kind == "result":
        return {"type": "result", "subtype": draw(st.sampled_from(["success", "error_max_turns"])),
                "result": w.text(), "num_turns": draw(ODD), "total_cost_usd": draw(ODD), **meta}
    if kind == "system":
        subtype = draw(st.sampled_from(["init", "task_started", "task_progress",
                                        "task_notification", "status", "api_retry", "odd"]))
        return {"type": "system", "subtype": subtype, "task_id": draw(st.sampled_from(["k1", 3])),
                "tool_use_id": draw(IDS), "description": w.text(), "summary": w.text(),
                "tools": draw(st.sampled_from([["Bash"], "x", None])), **meta}
    if kind == "event":
        return {"type": draw(st.sampled_from(["stream_event", "tool_progress", "keep_alive",
                                              "rate_limit_event"])), "event": {}, **meta}
    return {"type": "never_seen_kind", "payload": {"x": w.text()}, **meta}


GARBAGE = st.sampled_from([b"garbage", b"[1, 2]", b"null", b"{", b"\x00\x01\xff", b'"str"',
                           b"1e999", b'{"type":'])


@st.composite
def document(draw: Any, fmt: str) -> tuple[list[bytes], dict[str, list[dict]]]:
    w = Words(draw)
    make = transcript_line if fmt == "transcript" else sdk_line
    lines: list[bytes] = []
    if fmt == "stream-json":
        lines.append(json.dumps({"type": "system", "subtype": "init", "session_id": "s1"}).encode())
    for _ in range(draw(st.integers(1, 14))):
        if draw(st.integers(0, 5)) == 0:
            lines.append(draw(GARBAGE))
        lines.append(json.dumps(draw(make(w))).encode())
    sidecars = {}
    if fmt == "transcript":
        for agent in draw(st.lists(st.sampled_from(["g1", "g2"]), unique=True)):
            sidecars[agent] = [draw(make(w)) for _ in range(draw(st.integers(0, 3)))]
    return lines, sidecars


def _check(folder: Path, fmt: str, lines: list[bytes], sidecars: dict[str, list[dict]]) -> None:
    src = folder / "s.jsonl"
    src.write_bytes(b"".join(line + b"\n" for line in lines))
    for agent, objs in sidecars.items():
        side = folder / "s" / "subagents" / f"agent-{agent}.jsonl"
        side.parent.mkdir(parents=True, exist_ok=True)
        side.write_text("".join(json.dumps(o) + "\n" for o in objs), encoding="utf-8")
    with deadline():
        result = convert(src, folder / "p.html", RENDERER, options=Options(input_format=fmt))
        doc, _, _ = build(src, fmt)
        console = Console(file=io.StringIO(), width=90, markup=False, emoji=False)
        for renderable in document_renderables(doc, document_stats(doc)):
            console.print(renderable)
    page = (folder / "p.html").read_text(encoding="utf-8")
    assert page.rstrip().endswith("</html>")
    skipped = {p.line for p in result.problems
               if not p.kept and not p.reason.startswith("agent-")}  # (not a sidecar's)
    for number, line in enumerate(lines, 1):
        is_object = line.startswith(b"{") and line.endswith(b"}") and line != b"{"
        assert (number in skipped) != is_object, (number, line[:80])
    text = visible_text(page)
    lost = [m for m in MARKER.findall(src.read_text("utf-8", "replace")) if m not in text]
    assert not lost


@SETTINGS
@given(document("transcript"))
def test_structured_transcripts(tmp_path_factory: Any, doc: Any) -> None:
    _check(tmp_path_factory.mktemp("t"), "transcript", *doc)


@SETTINGS
@given(document("stream-json"))
def test_structured_stream_json(tmp_path_factory: Any, doc: Any) -> None:
    _check(tmp_path_factory.mktemp("s"), "stream-json", *doc)
