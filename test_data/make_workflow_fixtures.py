#!/usr/bin/env python3
"""Writes the workflow-run fixtures (test_data/workflow_*.jsonl and their folders).

Each session folder is laid out as Claude Code writes a `Workflow` run: agent
transcripts, their metas and the journal under `<session>/subagents/workflows/<run>/`,
the run's record (phases, agents, totals) in `<session>/workflows/<run>.json`.
  workflow_phases        two phases, three agents: one done (structured result), one
                         failed, one still running; one more agent only the journal names
  workflow_script_path   a run launched from a script file with arguments, its launch
                         result naming the run in its text only (no toolUseResult)
  workflow_unclaimed     a run folder no Workflow call of the session names
Run `python test_data/make_workflow_fixtures.py`, then refresh the goldens with
`pytest tests/golden --update-golden` and read the diff.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from make_fixtures import HERE, Session

SID = "7a7a0000-0000-4000-8000-00000000000{}"


def _json(path: Path, value: object) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(value, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def _lines(path: Path, rows: list) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                    encoding="utf-8")


def _agent(folder: Path, run: str, sid: str, agent: str, prompt: str, steps: list) -> None:
    """An agent's transcript and meta in the run folder: its prompt, then `steps` (an
    assistant text, or a (tool name, input, result) call)."""
    side = Session(f"ag{agent}", session=f"{sid}#agent-{agent}", start_minute=5)
    mark = {"isSidechain": True, "agentId": agent}
    side.user(prompt, **mark)
    for n, step in enumerate(steps):
        if isinstance(step, str):
            side.assistant([{"type": "text", "text": step}], msg_id=f"msg_{agent}_{n}",
                           model="claude-sonnet-4-6", **mark)
        else:
            name, tool_input, result = step
            tool_id = f"toolu_{agent}_{n}"
            side.assistant([{"type": "tool_use", "id": tool_id, "name": name,
                             "input": tool_input}], msg_id=f"msg_{agent}_{n}",
                           model="claude-sonnet-4-6", **mark)
            side.user([{"type": "tool_result", "tool_use_id": tool_id, "content": result}],
                      **mark)
    run_dir = folder / "subagents" / "workflows" / run
    _lines(run_dir / f"agent-{agent}.jsonl", side.lines)
    _json(run_dir / f"agent-{agent}.meta.json", {"agentType": "workflow-subagent"})


def _launch(main: Session, tool_id: str, tool_input: dict, run: str, sid: str,
            sidecar: bool = True) -> None:
    folder = f"{sid}/subagents/workflows/{run}"
    text = (f"Workflow launched in background. Task ID: task_{run}\n"
            f"Transcript dir: {folder}")
    extra = {"isAsync": True, "status": "async_launched", "runId": run,
             "taskId": f"task_{run}", "transcriptDir": folder}
    main.tool("Workflow", tool_input, text, tool_id, sidecar=extra if sidecar else None)


def _progress(index: int, label: str, phase: int, agent: str, state: str, **more: object
              ) -> dict:
    return {"type": "workflow_agent", "index": index, "label": label, "phaseIndex": phase,
            "agentId": agent, "model": "claude-sonnet-4-6", "state": state, "attempt": 1,
            **more}


def workflow_phases() -> None:
    sid, name = SID.format(1), "workflow_phases"
    folder = HERE / name
    main = Session(name, session=sid)
    main.user("Audit the lighthouse schedules with a workflow.")
    main.assistant([{"type": "text", "text": "Starting the lighthouse audit workflow."}])
    _launch(main, "toolu_wfphase1", {"script": "phase('Survey')\nawait parallel(...)\n"
                                     "phase('Report')\nreturn await agent('Compile')\n"},
            "wf_lamp01", sid)
    main.assistant([{"type": "text", "text": "The audit runs in the background."}])
    main.write()
    run = "wf_lamp01"
    _agent(folder, run, sid, "lamp0001", "Survey the northern lighthouses.",
           [("Read", {"file_path": "/data/north.csv"}, "beacon,interval\nskerry,12s"),
            "Northern beacons flash every twelve seconds."])
    _agent(folder, run, sid, "lamp0002", "Survey the southern lighthouses.",
           ["The southern ledger is unreadable; giving up."])
    _agent(folder, run, sid, "lamp0003", "Compile the keeper rota.",
           ["Drafting the rota for the winter months."])
    _agent(folder, run, sid, "lamp0004", "Double-check the foghorn timings.",
           ["Foghorn timings agree with the almanac."])
    _lines(folder / "subagents" / "workflows" / run / "journal.jsonl", [
        {"type": "started", "key": "v2:k0", "agentId": "lamp0001"},
        {"type": "started", "key": "v2:k1", "agentId": "lamp0002"},
        {"type": "started", "key": "v2:k2", "agentId": "lamp0003"},
        {"type": "started", "key": "v2:k3", "agentId": "lamp0004"},
        {"type": "result", "key": "v2:k0", "agentId": "lamp0001",
         "result": {"region": "north", "interval": "12s", "beacons": ["skerry", "holm"]}},
        {"type": "result", "key": "v2:k3", "agentId": "lamp0004",
         "result": "Foghorn timings agree with the almanac."}])
    _json(folder / "workflows" / f"{run}.json", {
        "runId": run, "taskId": f"task_{run}", "status": "running",
        "workflowName": "lighthouse-audit", "durationMs": 4200, "agentCount": 3,
        "totalTokens": 640, "totalToolCalls": 5, "defaultModel": "claude-sonnet-4-6",
        "phases": [{"title": "Survey", "detail": "one agent per coast"},
                   {"title": "Report", "detail": "compile the rota"}],
        "workflowProgress": [
            {"type": "workflow_phase", "index": 1, "title": "Survey"},
            {"type": "workflow_phase", "index": 2, "title": "Report"},
            _progress(0, "survey:north", 1, "lamp0001", "done", tokens=300, toolCalls=3,
                      durationMs=2100, resultPreview="{\"region\": \"north\", \"inter"),
            _progress(1, "survey:south", 1, "lamp0002", "failed", tokens=120, toolCalls=1,
                      durationMs=900),
            _progress(2, "report:rota", 2, "lamp0003", "running", tokens=220, toolCalls=1,
                      resultPreview="Drafting the rota for the wi")]})


def workflow_script_path() -> None:
    sid, name = SID.format(2), "workflow_script_path"
    folder = HERE / name
    main = Session(name, session=sid)
    main.user("Run the saved tide-table workflow.")
    main.assistant([{"type": "text", "text": "Launching the tide-table script."}])
    _launch(main, "toolu_wfpath1", {"scriptPath": "/home/dev/flows/tides.workflow.js",
                                    "args": {"harbour": "Quay", "days": 3}},
            "wf_tide01", sid, sidecar=False)
    main.write()
    run = "wf_tide01"
    _agent(folder, run, sid, "tide0001", "Tabulate three days of tides for Quay.",
           ["High water at dawn on all three days."])
    _lines(folder / "subagents" / "workflows" / run / "journal.jsonl", [
        {"type": "started", "key": "v2:t0", "agentId": "tide0001"},
        {"type": "result", "key": "v2:t0", "agentId": "tide0001",
         "result": "High water at dawn on all three days."}])
    _json(folder / "workflows" / f"{run}.json", {
        "runId": run, "status": "completed", "workflowName": "tide-table",
        "scriptPath": "/home/dev/flows/tides.workflow.js", "args": {"harbour": "Quay"},
        "script": "phase('Tabulate')\nreturn await agent('Tabulate tides of ' + args.harbour)\n",
        "summary": "Tabulate the tides of one harbour", "durationMs": 1500, "agentCount": 1,
        "phases": [{"title": "Tabulate", "detail": "one agent"}],
        "workflowProgress": [
            {"type": "workflow_phase", "index": 1, "title": "Tabulate"},
            _progress(0, "tabulate", 1, "tide0001", "done", tokens=90, toolCalls=0)],
        "result": {"harbour": "Quay", "highWater": "dawn"}})


def workflow_unclaimed() -> None:
    sid, name = SID.format(3), "workflow_unclaimed"
    folder = HERE / name
    main = Session(name, session=sid)
    main.user("What did the overnight workflow find?")
    main.assistant([{"type": "text", "text": "Its run folder is there, but this session "
                                             "never launched it."}])
    main.write()
    run = "wf_night01"
    _agent(folder, run, sid, "owl00001", "Count the moths at the porch lamp.",
           ["Seventeen moths, mostly silver-y."])
    _lines(folder / "subagents" / "workflows" / run / "journal.jsonl", [
        {"type": "started", "key": "v2:n0", "agentId": "owl00001"}])


def main() -> None:
    for name in ("workflow_phases", "workflow_script_path", "workflow_unclaimed"):
        shutil.rmtree(HERE / name, ignore_errors=True)
    workflow_phases()
    workflow_script_path()
    workflow_unclaimed()


if __name__ == "__main__":
    main()
