"""Real Codex rollouts in ../shared/corpus-agents: the session's token total is the log's own
cumulative `total_token_usage`, each response counted once. A total that goes down starts a
new run (a resumed session in a new process starts again from zero), so the log's figure
is the sum of each run's last total."""

from __future__ import annotations

import json

import pytest

from cc2html.pipeline import build
from cc2html.tree.stats import session_stats
from helpers import SHARED

pytestmark = pytest.mark.corpus

AGENTS = SHARED / "corpus-agents"
JN = "jnarowski-agentcmd/packages/agent-cli-sdk/tests/fixtures/codex/full/"
REAL = [
    "Mai0313-VibeCodingTracker/tests/fixtures/sessions/codex.jsonl",  # 0.39, real
    JN + "rollout-2025-09-24T19-22-20-01997e76-d124-7592-9cac-2ec05abbca08.jsonl",  # 0.40
    JN + "rollout-2025-09-24T20-12-23-01997ea4-a70d-7da3-8c20-c736db82a7c5.jsonl",  # 0.40
    JN + "rollout-2025-09-25T08-02-05-0199812e-64f0-7f73-91fc-095dda01c36e.jsonl",  # resumed
    "jazzyalex-agent-sessions/Resources/Fixtures/stage0/agents/codex/small.jsonl",  # 0.146
    "kenn-io-agentsview/internal/parser/testdata/traex/rollout_subagent.jsonl",  # count after
]


def logs_total(path) -> tuple[int, int]:
    """(input incl. cached, output): the sum of each run's last `total_token_usage`."""
    runs: list[dict] = []
    for raw in path.read_text(encoding="utf-8").splitlines():
        payload = json.loads(raw).get("payload") or {}
        info = payload.get("info") if payload.get("type") == "token_count" else None
        total = info.get("total_token_usage") if isinstance(info, dict) else None
        if not isinstance(total, dict) or not total:
            continue
        if runs and total.get("total_tokens", 0) < runs[-1].get("total_tokens", 0):
            runs.append(total)
        elif runs:
            runs[-1] = total
        else:
            runs.append(total)
    return (sum(r.get("input_tokens", 0) for r in runs),
            sum(r.get("output_tokens", 0) for r in runs))


@pytest.mark.parametrize("name", REAL, ids=lambda n: n.rsplit("/", 1)[-1][:32])
def test_session_total_is_the_logs_own_total(name):
    path = AGENTS / name
    if not path.exists():
        pytest.skip("shared corpus not present")
    usage = session_stats(build(path)[0].sessions[0]).usage
    assert ((usage.input_tokens or 0) + (usage.cache_read_input_tokens or 0),
            usage.output_tokens or 0) == logs_total(path)
