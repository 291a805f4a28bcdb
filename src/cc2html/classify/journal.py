"""A workflow journal's lines met where transcript lines are read (read/entries.py
JournalEntry): a `journal.jsonl` given alone, or its lines inside a transcript.

- `result` -> WorkflowJournalResult: the agent's result, which is what a reader wants.
- `started` carries nothing beyond the agent's id, which its result names too: folded into
  the page's report with its count and JOURNAL_STARTED as the reason.

A run's own journal, read with its run (read/workflows.py, classify/workflow.py), never
comes here: its lines are shown in the run's agents.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..model import HiddenRecord, MessageContent
from ..model.workflow import WorkflowJournalResult
from ..read.entries import JournalEntry
from .context import ClassifyContext, meta_of

__all__ = ["JOURNAL_STARTED", "classify_journal"]

#: why a journal's `started` line is not shown (the page's report)
JOURNAL_STARTED = ("a workflow journal line: an agent started; its result, when written, "
                   "is shown")


def classify_journal(entry: JournalEntry, ctx: ClassifyContext) -> Iterator[MessageContent]:
    if entry.type == "result":
        yield WorkflowJournalResult(meta=meta_of(entry), agent_id=entry.agentId or "",
                                    result=entry.result)
    else:
        yield HiddenRecord(meta=meta_of(entry), kind=entry.type, reason=JOURNAL_STARTED)
