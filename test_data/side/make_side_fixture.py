#!/usr/bin/env python3
"""Writes test_data/side/long_side.jsonl and its subagent files
test_data/side/long_side/subagents/agent-*.jsonl: a hand-made session of 24 turns for the
streamed conversion of a session with subagent files (stream.py, read/side_plan.py). Each
turn: a prompt, an assistant text padded to ~3 KB, a call and its result, an answer. Every
third turn's call is a Task call whose result names its subagent (`toolUseResult.agentId`,
as Claude Code writes it); besides those:
- side0006's subagent spawns a subagent of its own (nest0006, named only in side0006's file);
- turn 12 is a compacted-conversation card (`isCompactSummary`) that the compaction agent
  acompact-0001 (named by no line) wrote just before it;
- orphan01 (within the conversation's time, named by no line) is shown at the session's end;
  warm0001 (a "Warmup" prompt and a reply) is shown aside;
- turn 16's call is a Workflow call launching run wf_side01 (its record, journal and one
  agent's transcript under the session's folder); run wf_lost01 (a record only) is named by
  no call: shown at the session's end, with a warning;
- a whitespace-only assistant text (a hidden line) in the transcript and in two subagent
  files of different segments, so the report lists hidden lines of several files.

    python test_data/side/make_side_fixture.py
"""

from __future__ import annotations

import json
from pathlib import Path

SESSION = "9a7b0000-0000-4000-8000-00000000side"
TURNS = 24
HERE = Path(__file__).resolve().parent


def stamp(second: int) -> str:
    return f"2026-02-02T{10 + second // 3600:02d}:{second // 60 % 60:02d}:{second % 60:02d}.000Z"


class File:
    """One file's lines, chained by parentUuid."""

    def __init__(self, prefix: str, agent: str = "") -> None:
        self.prefix, self.agent = prefix, agent
        self.lines: list[dict] = []
        self.parent: str | None = None

    def add(self, kind: str, message: dict, second: int, **extra: object) -> None:
        uuid = f"{self.prefix}-0000-4000-8000-{len(self.lines) + 1:012d}"
        entry = {"parentUuid": self.parent, "isSidechain": bool(self.agent),
                 "userType": "external", "cwd": "/home/dev/project", "sessionId": SESSION,
                 "version": "2.1.38", "gitBranch": "main", "type": kind, "message": message,
                 "uuid": uuid, "timestamp": stamp(second), **extra}
        if self.agent:
            entry["agentId"] = self.agent
        self.lines.append(entry)
        self.parent = uuid

    def text(self) -> str:
        return "".join(json.dumps(e) + "\n" for e in self.lines)


def assistant(n: str, content: list) -> dict:
    return {"id": f"msg_{n}", "type": "message", "role": "assistant",
            "model": "claude-opus-4-6", "content": content, "stop_reason": None,
            "usage": {"input_tokens": 5, "output_tokens": 7}}


def call(f: File, n: str, tool: str, inp: dict, out: str, second: int,
         agent: str = "") -> None:
    tid = f"toolu_{n}"
    f.add("assistant", assistant(n, [{"type": "tool_use", "id": tid, "name": tool,
                                      "input": inp}]), second)
    extra = {"toolUseResult": {"status": "completed", "prompt": inp.get("prompt", ""),
                               "agentId": agent, "content": [{"type": "text", "text": out}]}
             } if agent else {}
    f.add("user", {"role": "user", "content": [{"type": "tool_result", "tool_use_id": tid,
                                                "content": out}]}, second + 1, **extra)


def subagent(agent: str, prompt: str, second: int, nested: str = "",
             blank: bool = False) -> File:
    f = File(("a" + agent[-4:] + agent[:3]).ljust(8, "0")[:8], agent)  # (unique uuids)
    f.add("user", {"role": "user", "content": prompt}, second)
    if blank:
        f.add("assistant", assistant(f"{agent}b", [{"type": "text", "text": "  "}]), second + 1)
    if nested:
        call(f, f"{agent}n", "Task", {"description": "nested", "prompt": f"Nested for {agent}",
                                      "subagent_type": "general-purpose"},
             f"Nested done. agentId: {nested}", second + 2, nested)
    f.add("assistant", assistant(f"{agent}a", [{"type": "text", "text": f"Found it for {agent}: "
                                                + "subword " * 40}]), second + 3)
    return f


def workflow(main: File, t: int) -> None:
    """A Workflow call and its launch result (`toolUseResult.runId`, as Claude Code writes
    it: ../shared/corpus daaain workflow_basic)."""
    tid = "toolu_wf16"
    main.add("assistant", assistant("m16c", [{"type": "tool_use", "id": tid, "name": "Workflow",
                                              "input": {"script": "export const meta = {}"}}]),
             t + 10)
    main.add("user", {"role": "user", "content": [{"type": "tool_result", "tool_use_id": tid,
                                                   "content": "Workflow launched: wf_side01"}]},
             t + 11, toolUseResult={"isAsync": True, "status": "async_launched",
                                    "runId": "wf_side01", "taskId": "task_side01"})


def run_record(run: str, agents: list[str], t: int) -> dict:
    return {"runId": run, "taskId": f"task_{run}", "status": "completed",
            "workflowName": f"{run}-review", "timestamp": stamp(t), "durationMs": 5000,
            "agentCount": len(agents), "phases": [{"title": "Map", "detail": "scan"}],
            "workflowProgress": [{"type": "workflow_phase", "index": 1, "title": "Map"}] + [
                {"type": "workflow_agent", "index": n, "label": f"review:{a}", "phaseIndex": 1,
                 "phaseTitle": "Map", "agentId": a, "state": "done", "attempt": 1}
                for n, a in enumerate(agents)]}


def write_runs(own: Path) -> None:
    """wf_side01 (launched at turn 16) and wf_lost01 (no call names it)."""
    records = own / "workflows"
    records.mkdir(parents=True, exist_ok=True)
    (records / "wf_side01.json").write_text(json.dumps(run_record("wf_side01", ["wfag0001"],
                                                                  1612), indent=1))
    (records / "wf_lost01.json").write_text(json.dumps(run_record("wf_lost01", [], 1700),
                                                       indent=1))
    folder = own / "subagents" / "workflows" / "wf_side01"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "journal.jsonl").write_text(
        json.dumps({"type": "started", "key": "v2:h0", "agentId": "wfag0001"}) + "\n" +
        json.dumps({"type": "result", "key": "v2:h0", "agentId": "wfag0001",
                    "result": {"summary": "reviewed"}}) + "\n")
    (folder / "agent-wfag0001.jsonl").write_text(subagent("wfag0001", "Map the loader",
                                                          1613).text())


def build() -> tuple[File, dict[str, File]]:
    main, subs = File("sidemain"), {}
    for turn in range(1, TURNS + 1):
        t = turn * 100
        pad = " ".join(f"filler{turn}x{i}" for i in range(60))
        if turn == 12:  # the compacted-conversation card, written after the compaction agent
            main.add("user", {"role": "user", "content": "This session is being continued from "
                              "a previous conversation that ran out of context. Summary: steps."},
                     t, isCompactSummary=True)
            subs["acompact-0001"] = subagent("acompact-0001", "Summarise the conversation", t - 50)
            continue
        main.add("user", {"role": "user", "content": f"Prompt sideword{turn:04d}: step {turn}."}, t)
        main.add("assistant", assistant(f"m{turn}t", [{"type": "text",
                                                       "text": f"Working on {turn}. {pad}"}]), t + 1)
        if turn == 5:
            main.add("assistant", assistant(f"m{turn}w", [{"type": "text", "text": " "}]), t + 2)
        if turn % 3 == 0:
            agent = f"side{turn:04d}"
            nested = "nest0006" if turn == 6 else ""
            prompt = f"Look into step {turn}"
            call(main, f"m{turn}c", "Task", {"description": f"step {turn}", "prompt": prompt,
                                             "subagent_type": "Explore"},
                 f"Report for {turn}.\nagentId: {agent}", t + 10, agent)
            subs[agent] = subagent(agent, prompt, t + 3, nested, blank=turn == 3)
            if nested:
                subs[nested] = subagent(nested, f"Nested for {agent}", t + 5, blank=True)
        elif turn == 16:
            workflow(main, t)
        else:
            call(main, f"m{turn}c", "Bash", {"command": f"echo {turn}"}, f"toolout{turn:04d}",
                 t + 10)
        main.add("assistant", assistant(f"m{turn}d", [{"type": "text",
                                                       "text": f"Done with turn {turn}."}]), t + 20)
    subs["orphan01"] = subagent("orphan01", "A task no call names", 1550)
    warm = File("swarm000", "warm0001")
    warm.add("user", {"role": "user", "content": "Warmup"}, 50)
    warm.add("assistant", assistant("warm", [{"type": "text", "text": "Ready."}]), 51)
    subs["warm0001"] = warm
    return main, subs


if __name__ == "__main__":
    main, subs = build()
    (HERE / "long_side.jsonl").write_text(main.text(), encoding="utf-8")
    folder = HERE / "long_side" / "subagents"
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("agent-*.jsonl"):
        old.unlink()
    for agent, f in subs.items():
        (folder / f"agent-{agent}.jsonl").write_text(f.text(), encoding="utf-8")
    write_runs(HERE / "long_side")
