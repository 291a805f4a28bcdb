"""Nothing lost: text that reached the reader also reaches the page.

Found by generating chaotic but well-formed transcripts and stream-json logs with a marker
word in every text field and looking for each marker in the page:
- a known block in an unexpected place (a tool_result inside an assistant message) is
  shown generically, but its dump had lost the text of the blocks inside it
  (`model_dump` writes nested blocks by their declared class, `Block`: {"type"} alone);
- a stream-json replay that reused an earlier message's uuid was hidden as a replay,
  although its text was shown nowhere;
- a task card kept one value per field: a later task event's field replaced an earlier
  one's, and a progress event's summary was dropped when it had a description.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cc2html.pipeline import Options, build, convert
from helpers import deadline, visible_text

INIT = {"type": "system", "subtype": "init", "session_id": "s"}


def _page(tmp_path: Path, lines: list[dict], fmt: str = "auto") -> str:
    src = tmp_path / "s.jsonl"
    src.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    with deadline():
        result = convert(src, tmp_path / "p.html", options=Options(input_format=fmt))
    assert not [p for p in result.problems if not p.kept]
    return visible_text((tmp_path / "p.html").read_text(encoding="utf-8"))


@pytest.mark.parametrize("fmt", ["transcript", "stream-json"])
def test_known_block_out_of_place_keeps_its_text(fmt: str, tmp_path: Path) -> None:
    sid = {"sessionId": "s"} if fmt == "transcript" else {"session_id": "s"}
    blocks = [{"type": "tool_result", "tool_use_id": "t1", "content": [
        {"type": "text", "text": "nested result words"},
        {"type": "image", "source": {"type": "base64", "media_type": "image/png",
                                     "data": "iVBORw0KGgo="}}]}]
    lines = [{"type": "assistant", "uuid": "a1", **sid,
              "message": {"role": "assistant", "content": blocks}},
             {"type": "user", "uuid": "u1", **sid, "message": {"role": "user", "content": [
                 {"type": "tool_use", "id": "t2", "name": "Bash",
                  "input": {"command": "user-side call words"}}]}}]
    text = _page(tmp_path, ([INIT] if fmt == "stream-json" else []) + lines, fmt)
    assert "nested result words" in text and "iVBORw0KGgo=" in text
    assert "user-side call words" in text


def test_replay_with_a_reused_uuid_but_new_text_is_shown(tmp_path: Path) -> None:
    def user(uuid: str, text: str, replay: bool = False) -> dict:
        return {"type": "user", "uuid": uuid, "session_id": "s", "isReplay": replay or None,
                "message": {"role": "user", "content": text}}

    text = _page(tmp_path, [INIT, user("u1", "first prompt"), user("u2", "first prompt", True),
                            user("u1", "only here, replayed", True)])
    assert "only here, replayed" in text
    doc, _, _ = build(tmp_path / "s.jsonl")
    assert doc.hidden["user (replay)"].count == 1  # a true replay is counted, not repeated


def test_task_card_keeps_every_event(tmp_path: Path) -> None:
    def event(subtype: str, **fields: object) -> dict:
        return {"type": "system", "subtype": subtype, "session_id": "s", "task_id": "k",
                "tool_use_id": "t1", **fields}

    call = {"type": "assistant", "session_id": "s", "message": {"role": "assistant", "content": [
        {"type": "tool_use", "id": "t1", "name": "Agent", "input": {"prompt": "go"}}]}}
    text = _page(tmp_path, [
        INIT, call,
        event("task_started", description="start words", workflow_name="first flow"),
        event("task_progress", description="step words", summary="step summary words"),
        event("task_progress", description="more steps", workflow_name="second flow"),
        event("task_notification", status="completed", summary="final words",
              description="closing description words")])
    for words in ("start words", "step words", "step summary words", "more steps",
                  "first flow", "second flow", "final words", "closing description words"):
        assert words in text, words


def test_setup_of_a_session_without_messages_replaces_no_other(tmp_path: Path) -> None:
    """A second `system/init` naming a session that has no messages replaced the first
    session's setup panel (its tools, model, extra fields all gone from the page)."""
    text = _page(tmp_path, [
        {**INIT, "model": "first-model", "extra_field": "first extra words"},
        {"type": "assistant", "session_id": "s", "message": {"role": "assistant", "content": [
            {"type": "text", "text": "hello"}]}},
        {**INIT, "session_id": "other", "model": "second-model",
         "extra_field": "second extra words"}])
    for words in ("first-model", "first extra words", "second-model", "second extra words"):
        assert words in text, words
