"""Whole corpus: the header's facts agree with an independent reading of the JSONL.

The reading below is its own (json.loads per line, no cc2html reader or model): per
session of a file, its start and end (the main thread's user, assistant and system
lines), the prompts the human typed, and the output tokens (each API message once, its largest snapshot; the
log's `result` lines where it has them), over the file and its agent files, leaving out
warm-up agents and agent files wholly before or after the main thread. The page's figures
are read from the `data-fact` attributes of each session's fact list. Any disagreement
fails with the file and both values.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Optional

import pytest

from cc2html.read.sniff import not_transcript
from helpers import CORPUS, need_corpus, render_files

pytestmark = pytest.mark.corpus

#: user text that is the harness's, not the human's (a prompt never starts with these)
INJECTED_STARTS = ("<system-reminder>", "<command-", "<local-command-", "<task-notification>",
                   "<bash-", "<user-memory-input>", "<teammate-message", "Caveat:",
                   "This session is being continued", "[Request interrupted")
#: harness context blocks that may precede the typed text of one user line
CONTEXT_BLOCK = re.compile(r"^\s*<(ide_[a-z_]+|system-reminder)>.*?</\1>\s*", re.S)
STAMP = re.compile(r"(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(\.\d+)?(Z|[+-]\d\d:\d\d)?$")


def instant(text: Any) -> Optional[float]:
    """An ISO timestamp as POSIX seconds, by its own small grammar."""
    match = STAMP.match(text) if isinstance(text, str) else None
    if match is None:
        return None
    base = datetime.strptime(match.group(1), "%Y-%m-%dT%H:%M:%S").replace(tzinfo=timezone.utc)
    seconds = base.timestamp() + float(match.group(2) or 0)
    zone = match.group(3)
    if zone and zone != "Z":
        sign = 1 if zone[0] == "+" else -1
        seconds -= sign * (int(zone[1:3]) * 3600 + int(zone[4:6]) * 60)
    return seconds


def objects(path: Path) -> list[dict]:
    out = []
    for raw in path.read_bytes().splitlines():
        try:
            obj = json.loads(raw)
        except ValueError:
            continue
        if isinstance(obj, dict):
            out.append(obj)
    return out


def user_text(obj: dict) -> Optional[str]:
    """The text of a user line (None for a tool result or a line with no text)."""
    content = (obj.get("message") or {}).get("content") if isinstance(obj.get("message"),
                                                                      dict) else None
    if isinstance(content, str):
        return content
    if not isinstance(content, list):
        return None
    blocks = [b for b in content if isinstance(b, dict)]
    if any(b.get("type") == "tool_result" for b in blocks):
        return None
    texts = [b if isinstance(b, str) else b.get("text") for b in content
             if isinstance(b, str) or (isinstance(b, dict) and b.get("type") == "text")]
    return "\n".join(t for t in texts if isinstance(t, str)) or None


def is_prompt(obj: dict) -> bool:
    if obj.get("type") != "user" or obj.get("isMeta") or obj.get("isSidechain"):
        return False
    if obj.get("isCompactSummary") or obj.get("isSynthetic"):
        return False
    text = user_text(obj)
    if text is None:
        return False
    while True:  # IDE context and reminders before the typed text
        stripped = CONTEXT_BLOCK.sub("", text, count=1)
        if stripped == text:
            break
        text = stripped
    text = text.strip()
    return bool(text) and not text.startswith(INJECTED_STARTS) and "<teammate-message" not in text


@dataclass
class Reading:
    stamps: list[float] = field(default_factory=list)
    prompts: int = 0
    output: dict[str, int] = field(default_factory=dict)  # message id -> largest output count
    results: list[dict] = field(default_factory=list)


def add_output(reading: Reading, obj: dict, where: str, n: int) -> None:
    message = obj.get("message")
    if obj.get("type") != "assistant" or not isinstance(message, dict):
        return
    usage = message.get("usage")
    if not isinstance(usage, dict) or not isinstance(usage.get("output_tokens"), int):
        return
    key = message.get("id") or f"{where}:{n}"
    reading.output[key] = max(reading.output.get(key, 0), usage["output_tokens"])


def session_of(obj: dict) -> Optional[str]:
    sid = obj.get("sessionId") or obj.get("session_id")
    return sid if isinstance(sid, str) else None


def steering(path: Path) -> dict[tuple[str, str], list[int]]:
    """Prompts typed while the assistant worked, by (session, text): [queued_command
    attachments, queue-operation removes]; a delivery may write both, so each pair is one."""
    found: dict[tuple[str, str], list[int]] = {}
    current = ""
    for obj in objects(path):
        current = session_of(obj) or current
        attachment = obj.get("attachment") if isinstance(obj.get("attachment"), dict) else {}
        if obj.get("type") == "attachment" and attachment.get("type") == "queued_command":
            text, slot = attachment.get("prompt"), 0
        elif obj.get("type") == "queue-operation" and obj.get("operation") == "remove":
            text, slot = obj.get("content"), 1
        else:
            continue
        if isinstance(text, str) and text.strip() and not text.strip().startswith(
                INJECTED_STARTS) and not obj.get("isSidechain"):
            found.setdefault((current, text.strip()), [0, 0])[slot] += 1
    return found


def queued_only(path: Path) -> dict[str, int]:
    """Prompts only a queue-operation enqueue holds, by session: their text is on no user
    line (compaction summaries left out) and no queued_command attachment or remove."""
    objs = objects(path)
    held: dict[str, list[str]] = {}
    for obj in objs:
        sid = session_of(obj) or ""
        if obj.get("type") == "user" and not obj.get("isCompactSummary"):
            held.setdefault(sid, []).append(" ".join((user_text(obj) or "").split()))
    for (sid, text), _ in steering(path).items():
        held.setdefault(sid, []).append(" ".join(text.split()))
    found: dict[str, int] = {}
    for obj in objs:
        if obj.get("type") != "queue-operation" or obj.get("operation") != "enqueue":
            continue
        content = obj.get("content")
        text = " ".join((content if isinstance(content, str) else user_text(
            {"message": {"content": content}}) or "").split())
        sid = session_of(obj) or ""
        if text and not any(text in have for have in held.get(sid, ())):
            found[sid] = found.get(sid, 0) + 1
    return found


#: the lines of a conversation (any other kind is a record: summaries, snapshots, queues …)
CONVERSATION = ("user", "assistant", "system", "result", "attachment")


def starts_turn(obj: dict) -> bool:
    return obj.get("type") == "user" and not obj.get("isMeta") and user_text(obj) is not None


def split(objs: list[dict]) -> dict[str, list[dict]]:
    """Main-thread lines by session; when a resumed session's first line answers the latest
    prompt of another, that prompt and what followed it move to the new session."""
    sessions: dict[str, list[dict]] = {}
    owner: dict[str, str] = {}
    turn: dict[str, int] = {}
    current = ""
    for obj in objs:
        sid = session_of(obj) or current
        if sid not in sessions:
            sessions[sid] = []
            parent = obj.get("parentUuid")
            origin = owner.get(parent) if isinstance(parent, str) else None
            start = turn.get(origin) if origin and origin != sid else None
            if start is not None and not starts_turn(obj) and sessions[origin][start].get(
                    "uuid") == parent:
                sessions[sid], turn[sid] = sessions[origin][start:], 0
                del sessions[origin][start:], turn[origin]
                owner.update({o["uuid"]: sid for o in sessions[sid] if o.get("uuid")})
                if not sessions[origin]:
                    del sessions[origin]
        current = sid
        if starts_turn(obj):
            turn[sid] = len(sessions[sid])
        if isinstance(obj.get("uuid"), str):
            owner.setdefault(obj["uuid"], sid)
        sessions[sid].append(obj)
    return sessions


def add_stamp(reading: Reading, obj: dict) -> None:
    ok = obj.get("type") in ("user", "assistant", "system") and obj.get("subtype") != "init"
    stamp = instant(obj.get("timestamp")) if ok else None
    if stamp is not None:
        reading.stamps.append(stamp)


def read_main(path: Path) -> dict[str, Reading]:
    """Sessions of one file, in order of their first main-thread line (a file of sidechain
    lines only: one per session of those; an empty file: one, with nothing in it)."""
    lines = [o for o in objects(path) if o.get("type") in CONVERSATION]
    sessions: dict[str, Reading] = {}
    for sid, objs in split([o for o in lines if not o.get("isSidechain")]).items():
        reading = sessions[sid] = Reading()
        for n, obj in enumerate(objs):
            if obj.get("type") == "result":
                reading.results.append(obj)
            add_stamp(reading, obj)
            reading.prompts += is_prompt(obj)
            add_output(reading, obj, f"main{sid}", n)
    for (sid, _text), counts in steering(path).items():  # one prompt per delivery
        if sid in sessions:
            sessions[sid].prompts += max(counts)
    side: dict[str, Reading] = {}
    current = ""
    for n, obj in enumerate(lines):
        current = session_of(obj) or current
        if obj.get("isSidechain"):
            reading = side.setdefault(current, Reading())
            add_stamp(reading, obj)
            add_output(reading, obj, "side", n)
    for sid, reading in side.items():
        if sid in sessions:  # in-file subagents: their tokens count, not their times
            sessions[sid].output.update({k: max(v, sessions[sid].output.get(k, 0))
                                         for k, v in reading.output.items()})
        else:
            sessions[sid] = reading
    sessions = sessions or {"": Reading()}
    for sid, count in queued_only(path).items():  # shown as steering: typed by the human
        target = sessions.get(sid) or (next(iter(sessions.values())) if len(sessions) == 1
                                       else None)
        if target is not None:
            target.prompts += count
    return sessions


def is_warmup(lines: list[dict]) -> bool:
    """A "Warmup" prompt and a reply, or a file of one greeting (its prompt not written)."""
    users = [user_text(o) for o in lines if o.get("type") == "user"]
    tools = any(isinstance(b, dict) and b.get("type") == "tool_use"
                for o in lines if isinstance(o.get("message"), dict)
                for b in (o["message"].get("content") or []) if isinstance(o["message"].get(
                    "content"), list))
    return not tools and (users == ["Warmup"] or (not users and len(lines) == 1))


def spawned(path: Path) -> set[str]:
    """Agent ids the file's Task/Agent results name: those agents are the conversation's."""
    found = set()
    for obj in objects(path):
        result = obj.get("toolUseResult")
        if isinstance(result, dict) and isinstance(result.get("agentId"), str):
            found.add(result["agentId"])
    return found


def agent_files(path: Path, sid: str) -> list[Path]:
    nested = sorted((path.parent / path.stem / "subagents").rglob("agent-*.jsonl"))  # runs too
    flat = sorted(p for p in path.parent.glob("agent-*.jsonl") if p != path)
    return nested + [p for p in flat if any(session_of(o) == sid for o in objects(p)[:5])]


def add_agents(reading: Reading, path: Path, sid: str) -> None:
    if not reading.stamps:
        return
    start, end = min(reading.stamps), max(reading.stamps)
    linked = spawned(path)
    for agent in agent_files(path, sid):
        lines = objects(agent)
        stamps = [s for s in (instant(o.get("timestamp")) for o in lines) if s is not None]
        aside = is_warmup(lines) or (stamps and (max(stamps) < start or min(stamps) > end))
        in_run = "workflows" in agent.relative_to(path.parent).parts  # a workflow run's
        if aside and not in_run and agent.name[len("agent-"):-len(".jsonl")] not in linked:
            continue
        for n, obj in enumerate(lines):
            add_output(reading, obj, agent.name, n)


def result_output(results: list[dict]) -> Optional[int]:
    total, found = 0, False
    for res in results:
        per_model = res.get("modelUsage")
        if isinstance(per_model, dict) and per_model:
            total += sum(m.get("outputTokens", 0) for m in per_model.values()
                         if isinstance(m, dict))
            found = True
        elif isinstance(res.get("usage"), dict):
            total += res["usage"].get("output_tokens", 0)
            found = True
    return total if found else None


FACT = re.compile(r'<dd data-fact="(\w+)"([^>]*)>')
ATTR = re.compile(r'data-([\w-]+)="([^"]*)"')


def page_facts(page: str) -> list[dict[str, dict[str, str]]]:
    """Per session of the page (in order): fact name -> its data attributes."""
    out = []
    for section in page.split('<section class="session"')[1:]:
        block = section.split('<dl class="session-facts">', 1)[1].split("</dl>", 1)[0]
        out.append({name: dict(ATTR.findall(attrs)) for name, attrs in FACT.findall(block)})
    return out


def files() -> list[Path]:
    if not CORPUS.is_dir():
        return []
    return sorted(p for p in CORPUS.rglob("*.jsonl")
                  if "subagents" not in p.parts and not p.name.startswith("agent-")
                  and not not_transcript(p))  # (an empty file is refused: no page)


FILES = files()


def disagreements(src: Path, page: str) -> list[str]:
    sessions = read_main(src)
    facts = [f for f in page_facts(page)]
    readings = [(sid, r) for sid, r in sessions.items()]
    if len(facts) != len(readings):
        return [f"{len(readings)} sessions read, page has {len(facts)}"]
    found = []
    for (sid, reading), fact in zip(readings, facts):
        add_agents(reading, src, sid)
        found += compare(sid, reading, fact)
    return found


def compare(sid: str, reading: Reading, fact: dict[str, dict[str, str]]) -> list[str]:
    found = []
    start = min(reading.stamps) if reading.stamps else None
    page_start = instant(fact.get("started", {}).get("value"))
    if start != page_start and not (start and page_start and abs(start - page_start) < 1e-3):
        found.append(f"{sid}: started {start} read, page {page_start}")
    if reading.stamps:
        duration = max(reading.stamps) - min(reading.stamps)
        shown = float(fact.get("duration", {}).get("value", "nan"))
        if not abs(duration - shown) < 1e-3:
            found.append(f"{sid}: duration {duration} read, page {shown}")
    shown_prompts = int(fact.get("prompts", {}).get("value", -1))
    if reading.prompts != shown_prompts:
        found.append(f"{sid}: prompts {reading.prompts} read, page {shown_prompts}")
    tokens = fact.get("tokens", {})
    expected = result_output(reading.results)
    if expected is None:
        expected = sum(reading.output.values())
    shown_out = int(tokens.get("output", 0))
    if tokens.get("partial") == "yes":
        if shown_out < expected:
            found.append(f"{sid}: output tokens at least {expected} read, page {shown_out}")
    elif shown_out != expected:
        found.append(f"{sid}: output tokens {expected} read, page {shown_out}")
    return found


def test_corpus_is_there():
    need_corpus()
    assert len(FILES) > 100


def test_header_facts_agree_with_an_independent_reading(tmp_path):
    need_corpus()
    wrong = []
    for src, out in render_files(FILES, tmp_path).items():
        wrong += [f"{src.relative_to(CORPUS)}: {d}"
                  for d in disagreements(src, out.read_text(encoding="utf-8"))]
    assert not wrong, "\n".join(wrong[:40]) + f"\n({len(wrong)} disagreements)"
