#!/usr/bin/env python3
"""Writes the hand-made Codex CLI fixtures for the shapes of current CLIs (test_data/codex_*),
reproducibly. Every figure, id and text here is made up; the shapes follow openai/codex's
`codex-rs` (cited per fixture).

codex_tokens_after.jsonl: a rollout as 0.66+ writes it: each `token_count` comes after the
reply it measures (core/src/codex.rs: `update_token_usage_info` on the response's
`Completed`), and again, unchanged, when the next request's rate limits arrive
(`update_rate_limits` -> `send_token_count_event` with the same `info`).
codex_paged/: one thread paginated over three files as 0.146+ writes it (`history_mode:
"paginated"`, an `ordinal` on every line, each later file's `session_meta.history_base`
naming the physical rollout it continues and where: `thread_id`, `end_ordinal_exclusive`,
`end_byte_offset`), named `rollout-<ts>-<thread id>.jsonl`, `rollout-<ts>-<thread
id>_<rollout id>.jsonl` (kzahel/yepanywhere#122; openai/codex rollout/src/ordinal.rs). The
second file's last reply (ordinal 11) is past the point the third continues from (a
rolled-back reply).
codex_fork/: a parent rollout and a fork of it as 0.148+ writes one: the fork's own
`session_meta` with `forked_from_id`, then the parent's lines copied (its `session_meta`
first, re-stamped at the fork), then the fork's own turn, whose `turn_context.turn_id` is
a UUIDv7 newer than the fork's id (kenn-io/agentsview#657; codex-trace#245).
codex_subagent/: a thread that spawns a subagent (`spawn_agent`, then
`collab_agent_spawn_end` naming the child's `new_thread_id`) and the subagent's own
rollout, whose `session_meta.source.subagent.thread_spawn.parent_thread_id` names the
parent (Irrlicht#1055; kenn-io/agentsview testdata/traex/rollout_subagent.jsonl).
codex_nested/sessions/YYYY/MM/DD/: a thread started at 23:59 that spawns two subagents as
Codex writes them (openai/codex core/src/tools/handlers/multi_agents/spawn.rs): `Scout`
(v2: `collab_agent_spawn_end {call_id, new_thread_id}` comes before the call's output,
which names only a `task_name`), which runs a command and spawns `Tiny` (a grandchild),
and `Late`, started after midnight, so its rollout is in the next day's folder (v1: the
output `{"agent_id"}` names it, the event comes after); each subagent reports its tokens.
An unrelated thread of the same day is no subagent of it.
Run `python test_data/make_codex_fixtures.py`.
"""

from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
CWD = "/home/dev/shop"
RATE = {"primary": {"used_percent": 7.0, "window_minutes": 300, "resets_at": 1900000000}}


class Rollout:
    """Lines of one rollout, stamped one second apart from `start`."""

    def __init__(self, start: str = "2026-03-02T09:00") -> None:
        self.lines: list[dict] = []
        self.start = start

    def add(self, kind: str, **payload: object) -> None:
        n = len(self.lines)
        self.lines.append({"timestamp": f"{self.start}:{n:02d}.000Z", "type": kind,
                           "payload": payload})

    def item(self, kind: str, **fields: object) -> None:
        self.add("response_item", type=kind, **fields)

    def event(self, kind: str, **fields: object) -> None:
        self.add("event_msg", type=kind, **fields)


def usage(given: int, cached: int, out: int) -> dict:
    return {"input_tokens": given, "cached_input_tokens": cached, "output_tokens": out,
            "reasoning_output_tokens": out // 4, "total_tokens": given + out}


def tokens_after() -> list[dict]:
    r = Rollout()
    r.add("session_meta", id="019c0000-0000-7000-8000-00000000a001",
          timestamp="2026-03-02T09:00:00.000Z", cwd=CWD, originator="codex_cli_rs",
          cli_version="0.135.0", source="cli", model_provider="openai")
    r.add("turn_context", cwd=CWD, model="gpt-5.2-codex", approval_policy="on-request")
    r.event("task_started", model_context_window=258400)
    r.item("message", role="user", content=[{"type": "input_text",
                                              "text": "Why do the cart tests fail?"}])
    r.event("user_message", message="Why do the cart tests fail?", images=[])
    r.event("token_count", info=None, rate_limits=RATE)
    steps = [((1000, 200, 50), "Running the cart tests", "pytest -q tests/cart"),
             ((1500, 900, 80), "Reading the rounding helper", "sed -n 1,40p cart/money.py")]
    total = [0, 0, 0]
    for n, (last, thought, command) in enumerate(steps, start=1):
        total = [a + b for a, b in zip(total, last)]
        info = {"total_token_usage": usage(*total), "last_token_usage": usage(*last),
                "model_context_window": 258400}
        r.item("reasoning", summary=[{"type": "summary_text", "text": f"**{thought}**"}],
               content=None, encrypted_content="gAAAAopaque")
        r.event("agent_reasoning", text=f"**{thought}**")
        r.item("function_call", name="shell", call_id=f"call_{n}", arguments=json.dumps(
            {"command": ["bash", "-lc", command], "workdir": CWD}))
        r.event("token_count", info=info, rate_limits=RATE)
        r.item("function_call_output", call_id=f"call_{n}", output=json.dumps(
            {"output": f"output of step {n}", "metadata": {"exit_code": 0,
                                                           "duration_seconds": 0.4}}))
        r.event("token_count", info=info, rate_limits=RATE)  # the next request's limits
    last = (1800, 1400, 40)
    total = [a + b for a, b in zip(total, last)]
    answer = "The helper rounds half down; the tests expect half up."
    r.item("message", role="assistant", content=[{"type": "output_text", "text": answer}])
    r.event("agent_message", message=answer)
    r.event("token_count", info={"total_token_usage": usage(*total),
                                 "last_token_usage": usage(*last),
                                 "model_context_window": 258400}, rate_limits=RATE)
    r.event("task_complete", last_agent_message=answer)
    return r.lines


THREAD = "019d0000-0000-7000-8000-00000000b001"
PAGED = [("2026-05-01T10-00-00", "", None), ("2026-05-01T10-00-00", "r1", (THREAD, 6)),
         ("2026-05-01T10-00-00", "r2", ("r1", 11))]


def paged_part(n: int, base: object) -> list[dict]:
    """Part `n` (0-based) of the paginated thread: its meta and one or two turns."""
    r = Rollout(f"2026-05-01T1{n}:00")
    meta = {"id": THREAD, "timestamp": "2026-05-01T10:00:00.000Z", "cwd": CWD,
            "originator": "codex_cli_rs", "cli_version": "0.146.0", "source": "cli",
            "history_mode": "paginated"}
    if base is not None:
        meta["history_base"] = {"thread_id": base[0], "end_ordinal_exclusive": base[1],
                                "end_byte_offset": 0}
    r.add("session_meta", **meta)
    if n == 0:
        r.add("turn_context", cwd=CWD, model="gpt-5.4-codex", approval_policy="on-request")
    turns = {0: ["Where is the cart total computed?"], 1: ["And the tax?", "(rolled back)"],
             2: ["Add a test for the tax"]}[n]
    for k, prompt in enumerate(turns):
        if prompt == "(rolled back)":
            r.item("message", role="assistant", content=[{"type": "output_text",
                                                           "text": "A reply rolled back"}])
            continue
        r.item("message", role="user", content=[{"type": "input_text", "text": prompt}])
        r.event("user_message", message=prompt, images=[])
        answer = f"Answer {n + 1}.{k + 1}: see cart/page{n + 1}.py"
        r.item("message", role="assistant", content=[{"type": "output_text", "text": answer}])
        r.event("agent_message", message=answer)
    start = 0 if base is None else base[1]
    for ordinal, line in enumerate(r.lines, start=start):
        line["ordinal"] = ordinal
    return r.lines


def uuid7(stamp: str, tail: int) -> str:
    """A UUIDv7 minted at `stamp` (ISO, UTC)."""
    from datetime import datetime
    ms = int(datetime.fromisoformat(stamp.replace("Z", "+00:00")).timestamp() * 1000)
    digits = f"{ms:012x}7000{0x8000 + tail:04x}{tail:012x}"
    return f"{digits[:8]}-{digits[8:12]}-{digits[12:16]}-{digits[16:20]}-{digits[20:]}"


PARENT = uuid7("2026-06-01T10:00:00Z", 1)
FORK = uuid7("2026-06-01T12:00:00Z", 2)


def turn(r: Rollout, turn_id: str, prompt: str, answer: str, total: int, last: int) -> None:
    r.event("task_started", turn_id=turn_id)
    r.add("turn_context", turn_id=turn_id, cwd=CWD, model="gpt-5.4-codex")
    r.item("message", role="user", content=[{"type": "input_text", "text": prompt}])
    r.event("user_message", message=prompt, images=[])
    r.item("message", role="assistant", content=[{"type": "output_text", "text": answer}])
    r.event("agent_message", message=answer)
    r.event("token_count", info={"total_token_usage": usage(total, 0, total // 10),
                                 "last_token_usage": usage(last, 0, last // 10)})
    r.event("task_complete", turn_id=turn_id, last_agent_message=answer)


def fork_pair() -> tuple[list[dict], list[dict]]:
    meta = {"timestamp": "2026-06-01T10:00:00.000Z", "cwd": CWD, "originator": "codex_cli_rs",
            "cli_version": "0.148.0", "source": "cli"}
    parent = Rollout("2026-06-01T10:00")
    parent.add("session_meta", id=PARENT, **meta)
    turn(parent, uuid7("2026-06-01T10:00:01Z", 3), "Which tests are flaky?",
         "Two: test_cart_total and test_tax.", 1000, 1000)
    fork = Rollout("2026-06-01T12:00")
    fork.add("session_meta", id=FORK, forked_from_id=PARENT,
             **{**meta, "timestamp": "2026-06-01T12:00:00.000Z", "cli_version": "0.148.0"})
    fork.lines += [{**line, "timestamp": "2026-06-01T12:00:00.010Z"} for line in parent.lines]
    turn(fork, uuid7("2026-06-01T12:00:05Z", 4), "Fix only test_tax",
         "test_tax now pins the rounding mode.", 2500, 1500)
    return parent.lines, fork.lines


LEAD = uuid7("2026-07-01T09:00:00Z", 5)
HELPER = uuid7("2026-07-01T09:00:03Z", 6)


def subagent_pair() -> tuple[list[dict], list[dict]]:
    base = {"cwd": CWD, "originator": "codex_cli_rs", "cli_version": "0.150.0"}
    lead = Rollout("2026-07-01T09:00")
    lead.add("session_meta", id=LEAD, timestamp="2026-07-01T09:00:00.000Z", source="cli",
             **base)
    user(lead, "Survey the cart module with a helper")
    lead.item("function_call", name="spawn_agent", call_id="call_spawn", arguments=json.dumps(
        {"agent_type": "explorer", "message": "List the cart module's public functions."}))
    lead.item("function_call_output", call_id="call_spawn", output=json.dumps(
        {"agent_id": HELPER, "nickname": "Hume"}))
    lead.event("collab_agent_spawn_end", call_id="call_spawn", sender_thread_id=LEAD,
               new_thread_id=HELPER, new_agent_nickname="Hume", new_agent_role="explorer",
               prompt="List the cart module's public functions.")
    lead.item("message", role="assistant", content=[{"type": "output_text",
                                                      "text": "Hume is surveying the module."}])
    helper = Rollout("2026-07-01T09:01")
    helper.add("session_meta", id=HELPER, timestamp="2026-07-01T09:00:03.000Z",
               source={"subagent": {"thread_spawn": {"parent_thread_id": LEAD, "depth": 1,
                                                     "agent_nickname": "Hume",
                                                     "agent_role": "explorer"}}},
               thread_source="subagent", agent_nickname="Hume", agent_role="explorer", **base)
    user(helper, "List the cart module's public functions.")
    helper.item("message", role="assistant", content=[{"type": "output_text",
                                                        "text": "total(), tax(), add_item()"}])
    return lead.lines, helper.lines


NEST = uuid7("2026-07-02T23:59:00Z", 7)
SCOUT = uuid7("2026-07-02T23:59:10Z", 8)
TINY = uuid7("2026-07-02T23:59:20Z", 9)
LATE = uuid7("2026-07-03T00:00:30Z", 10)
OTHER = uuid7("2026-07-02T23:59:30Z", 11)
NEST_BASE = {"cwd": CWD, "originator": "codex_cli_rs", "cli_version": "0.150.0"}


def _thread(start: str, sid: str, parent: str | None, nickname: str) -> Rollout:
    r = Rollout(start)
    source: object = "cli" if parent is None else {"subagent": {"thread_spawn": {
        "parent_thread_id": parent, "depth": 1, "agent_nickname": nickname,
        "agent_role": "explorer"}}}
    r.add("session_meta", id=sid, timestamp=f"{start}:00.000Z", source=source, **NEST_BASE)
    return r


def _spawn(r: Rollout, call: str, child: str, nickname: str, prompt: str, v2: bool) -> None:
    r.item("function_call", name="spawn_agent", call_id=call, arguments=json.dumps(
        {"message": prompt, "agent_type": "explorer"} | ({"task_name": nickname.lower()}
                                                         if v2 else {})))
    end = {"call_id": call, "sender_thread_id": "", "new_thread_id": child,
           "new_agent_nickname": nickname, "new_agent_role": "explorer", "prompt": prompt,
           "status": "pending_init"}
    output = {"task_name": f"/root/{nickname.lower()}"} if v2 else {"agent_id": child,
                                                                   "nickname": nickname}
    if v2:
        r.event("collab_agent_spawn_end", **end)
    r.item("function_call_output", call_id=call, output=json.dumps(output))
    if not v2:
        r.event("collab_agent_spawn_end", **end)


def _counted(r: Rollout, text: str, tokens: tuple[int, int, int]) -> None:
    r.item("message", role="assistant", content=[{"type": "output_text", "text": text}])
    r.event("token_count", info={"total_token_usage": usage(*tokens),
                                 "last_token_usage": usage(*tokens),
                                 "model_context_window": 258400}, rate_limits=RATE)


def nested_threads() -> dict[str, list[dict]]:
    """File path under codex_nested/ -> lines (see the module's docstring)."""
    lead = _thread("2026-07-02T23:59", NEST, None, "")
    user(lead, "Map the cart module with helpers")
    _spawn(lead, "call_scout", SCOUT, "Scout", "Find the cart's entry points.", True)
    _spawn(lead, "call_late", LATE, "Late", "Check the cart's tests.", False)
    _counted(lead, "Scout and Late are on it.", (1000, 0, 100))
    scout = _thread("2026-07-02T23:59", SCOUT, NEST, "Scout")
    user(scout, "Find the cart's entry points.")
    scout.item("function_call", name="exec_command", call_id="call_scout_rg",
               arguments=json.dumps({"cmd": "rg -n 'def ' cart/"}))
    scout.item("function_call_output", call_id="call_scout_rg", output="cart/total.py:1")
    _spawn(scout, "call_tiny", TINY, "Tiny", "Read cart/total.py.", True)
    _counted(scout, "Entry point: cart/total.py", (400, 0, 40))
    tiny = _thread("2026-07-02T23:59", TINY, SCOUT, "Tiny")
    user(tiny, "Read cart/total.py.")
    _counted(tiny, "total() sums the lines.", (200, 0, 20))
    late = _thread("2026-07-03T00:00", LATE, NEST, "Late")
    user(late, "Check the cart's tests.")
    _counted(late, "The cart tests pass.", (300, 0, 30))
    other = _thread("2026-07-02T23:59", OTHER, None, "")
    user(other, "An unrelated question")
    other.item("message", role="assistant", content=[{"type": "output_text",
                                                       "text": "An unrelated answer"}])
    day, nxt = "sessions/2026/07/02", "sessions/2026/07/03"
    return {f"{day}/rollout-2026-07-02T23-59-00-{NEST}.jsonl": lead.lines,
            f"{day}/rollout-2026-07-02T23-59-10-{SCOUT}.jsonl": scout.lines,
            f"{day}/rollout-2026-07-02T23-59-20-{TINY}.jsonl": tiny.lines,
            f"{day}/rollout-2026-07-02T23-59-30-{OTHER}.jsonl": other.lines,
            f"{nxt}/rollout-2026-07-03T00-00-30-{LATE}.jsonl": late.lines}


def user(r: Rollout, text: str) -> None:
    r.item("message", role="user", content=[{"type": "input_text", "text": text}])


def write(name: str, lines: list[dict]) -> None:
    text = "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines)
    (HERE / name).write_text(text, encoding="utf-8")


if __name__ == "__main__":
    write("codex_tokens_after.jsonl", tokens_after())
    (HERE / "codex_fork").mkdir(exist_ok=True)
    parent_lines, fork_lines = fork_pair()
    write(f"codex_fork/rollout-2026-06-01T10-00-00-{PARENT}.jsonl", parent_lines)
    write(f"codex_fork/rollout-2026-06-01T12-00-00-{FORK}.jsonl", fork_lines)
    (HERE / "codex_subagent").mkdir(exist_ok=True)
    lead_lines, helper_lines = subagent_pair()
    write(f"codex_subagent/rollout-2026-07-01T09-00-00-{LEAD}.jsonl", lead_lines)
    write(f"codex_subagent/rollout-2026-07-01T09-00-03-{HELPER}.jsonl", helper_lines)
    for name, lines in nested_threads().items():
        (HERE / "codex_nested" / name).parent.mkdir(parents=True, exist_ok=True)
        write(f"codex_nested/{name}", lines)
    (HERE / "codex_paged").mkdir(exist_ok=True)
    for n, (stamp, rid, base) in enumerate(PAGED):
        name = f"rollout-{stamp}-{THREAD}" + (f"_{rid}" if rid else "") + ".jsonl"
        write(f"codex_paged/{name}", paged_part(n, base))
