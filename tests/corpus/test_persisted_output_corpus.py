"""Real files with persisted tool output (formats.md §3f): the 2.1.39 marot-spotter session
whose tool-results folder was not published shows its 141 KB Bash output whole from the
line's own `toolUseResult.stdout`, saying so; the 2.1.260 corpus-modern session (its marker
redacted by its publisher) renders with no note, as nothing in it is a marker."""

from __future__ import annotations

import pytest

from cc2html.model import ToolResultMessage
from cc2html.pipeline import build_session
from helpers import CORPUS, need_corpus

pytestmark = pytest.mark.corpus

MAROT = "marot-spotter/test/fixtures/transcripts/8463c716-a2ea-4c14-9efa-87158ebd9f20.jsonl"
MODERN = CORPUS.parent / "corpus-modern" / "armanisadeghi-matrx-local" / "tests" / "unit" / \
    "fixtures" / "claude_usage" / "fd5e8db9-0df7-4eae-bdde-83971165e293.jsonl"


def _moved(path) -> list[ToolResultMessage]:
    return [m for m in build_session(path).messages
            if isinstance(m, ToolResultMessage) and m.persisted is not None]


def test_a_real_2_1_39_result_is_shown_whole_from_its_lines_record() -> None:
    need_corpus()
    (result,) = _moved(CORPUS / MAROT)
    assert result.meta.line == 1103 and result.persisted is not None
    assert result.persisted.shown == "record" and result.persisted.size == "141 KB"
    assert len(result.output.stdout) == 144_356  # type: ignore[attr-defined]
    assert "<persisted-output>" not in result.output.text


def test_a_redacted_marker_is_not_taken_for_one() -> None:
    if not MODERN.is_file():
        pytest.skip("corpus-modern not here")
    assert _moved(MODERN) == []
