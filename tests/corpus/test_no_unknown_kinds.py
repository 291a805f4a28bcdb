"""Every shared corpus (../shared/corpus, corpus-modern, corpus-agents,
corpus-agents-next) reads with no unknown kind, except the kinds a few hand-made files
invent (issue 32: "0 unknown kinds except those a hand-made fixture invents"; issue 35).

Read by `cc2html survey`, whose strict findings are the page's "Unrecognised" cards
(tests/unit/survey/test_scan.py checks that they agree). Each exception below names a
file other projects wrote by hand for their own tests, and the kinds it invents; an
exception that stops being needed fails here too, so the list stays true.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cc2html.survey import survey
from helpers import SHARED

pytestmark = pytest.mark.corpus

CORPORA = ("corpus", "corpus-modern", "corpus-agents", "corpus-agents-next")

#: file (under ../shared) -> the unknown kinds it invents; every one is a test fixture its
#: project wrote by hand (its MANIFEST row says hand-made or synthetic, or its name does)
INVENTED = {
    "corpus/daaain-claude-code-log/test/test_data/edge_cases.jsonl":
        {"kind (no type)", "shape user"},  # malformed lines on purpose
    "corpus/es617-claude-replay/test/fixture.jsonl": {"kind session-id"},
    "corpus-modern/jazzyalex-agent-sessions/Resources/Fixtures/stage0/agents/claude/"
    "schema_drift.jsonl": {"kind tool_use", "kind tool_result"},  # top-level, of a 1.9.0 stamp
    "corpus-agents/Dicklesworthstone-coding_agent_session_search/tests/fixtures/codex_real/"
    "sessions/2025/11/26/rollout-tool-call.jsonl": {"kind event_msg.tool_call"},
    "corpus-agents/jazzyalex-agent-sessions/Resources/Fixtures/codex_050_legacy.jsonl":
        {"kind event_msg.turn.completed"},
    "corpus-agents/jazzyalex-agent-sessions/Resources/Fixtures/codex_051_usage.jsonl":
        {"kind event_msg.turn.completed"},
    "corpus-agents/jazzyalex-agent-sessions/Resources/Fixtures/codex_052_raw.jsonl":
        {"kind event_msg.codex/event/raw_item", "kind event_msg.turn.completed"},
    "corpus-agents/jazzyalex-agent-sessions/Resources/Fixtures/codex_053_rate_limit.jsonl":
        {"kind event_msg.account/rateLimits/updated"},
    "corpus-agents/jazzyalex-agent-sessions/Resources/Fixtures/stage0/agents/codex/"
    "large.jsonl": {"kind response_item.tool_call", "kind response_item.tool_result"},
    "corpus-agents/Dicklesworthstone-coding_agent_session_search/tests/fixtures/"
    "message_grouping/codex_session.jsonl": {"kind message (function)"},
    "corpus-agents/lanegrid-agtrace/tests/fixtures/codex/simple_session.jsonl":
        {"kind response_item.?"},
    # a block no Cursor writes, added to test how a parser meets one (its text says so)
    "corpus-agents-next/jazzyalex-agent-sessions/Resources/Fixtures/stage0/agents/cursor/"
    "schema_drift.jsonl": {"kind cursor block (custom_block)"},
    # agentsview's pi parser test ends with an entry type pi does not have, on purpose
    "corpus-agents-next/kenn-io-agentsview/internal/parser/testdata/pi/session.jsonl":
        {"kind pi unknown_future_entry_type"},
}


def _unknown() -> dict[str, set[str]]:
    """file (under ../shared) -> its strict findings ("category name"), by every file."""
    roots = [SHARED / name for name in CORPORA if (SHARED / name).is_dir()]
    if len(roots) < len(CORPORA):
        pytest.skip("the shared corpora are not beside the checkout")
    suspects = {Path(finding.file).resolve() for group in survey(roots).groups
                for finding in group.findings if finding.strict}
    found: dict[str, set[str]] = {}
    for path in sorted(suspects):  # (a finding names its first file: ask each file alone)
        for group in survey([path]).groups:
            for finding in group.findings:
                if finding.strict:
                    key = path.relative_to(SHARED.resolve()).as_posix()
                    found.setdefault(key, set()).add(f"{finding.category} {finding.name}")
    return found


def test_no_file_shows_an_unknown_kind_but_those_hand_made_files_invent():
    found = _unknown()
    assert {f: k for f, k in found.items() if f not in INVENTED} == {}
    assert {f: k - INVENTED[f] for f, k in found.items() if k - INVENTED[f]} == {}


def test_every_exception_is_still_needed():
    found = _unknown()
    assert {f: k - found.get(f, set()) for f, k in INVENTED.items()
            if k - found.get(f, set())} == {}
