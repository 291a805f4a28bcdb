"""Shared corpus: a compaction continues the branch its `logicalParentUuid` is on.

claude-code-log's own fixtures of a compaction after a rewind (test_data/
dag_compact_after_rewind*.jsonl in ../shared/corpus/daaain-claude-code-log) keep the branch
the compaction continued, and on every real file with a compact boundary the boundary
sits where the message it continues sits: both in the kept thread, or both in one
rewound fold (issue 32 item 1).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cc2html.classify import ClassifyContext
from cc2html.model import RewoundBranch, SystemNoticeMessage
from cc2html.pipeline import read_messages
from cc2html.tree.build import build_document
from cc2html.tree.nodes import Node
from helpers import CORPUS, SHARED, need_corpus

pytestmark = pytest.mark.corpus

CCL = CORPUS / "daaain-claude-code-log" / "test" / "test_data"


def _places(path: Path) -> dict[str, str]:
    """Each uuid on the page -> where it is: "" kept, else the id of its rewound fold."""
    doc = build_document(read_messages(path, [], ClassifyContext()))
    out: dict[str, str] = {}
    stack: list[tuple[Node, str]] = [(n, "") for s in doc.sessions for n in s.nodes]
    while stack:
        node, fold = stack.pop()
        if isinstance(node.msg, RewoundBranch):
            fold = node.id
        elif node.msg.meta.uuid:
            out.setdefault(node.msg.meta.uuid, fold)
        stack += [(child, fold) for child in node.children]
        if node.result is not None and node.result.msg.meta.uuid:
            out.setdefault(node.result.msg.meta.uuid, fold)
    return out


def _boundaries(path: Path) -> list[SystemNoticeMessage]:
    return [m for m in read_messages(path, [], ClassifyContext())
            if isinstance(m, SystemNoticeMessage) and m.subtype == "compact_boundary"]


@pytest.mark.parametrize("stem", ["dag_compact_after_rewind",
                                  "dag_compact_after_rewind_preserved"])
def test_claude_code_logs_compaction_after_a_rewind_keeps_the_live_branch(stem: str):
    need_corpus()
    places = _places(CCL / f"{stem}.jsonl")
    kept = {uuid for uuid, fold in places.items() if not fold}
    assert {"u1", "a1", "b2u", "b2a", "b2u2", "cb", "cs", "b2a2", "p1u", "p1a"} <= kept
    assert places["b1u"] and places["b1u"] == places["b1a"]


def test_the_preserved_segment_head_is_the_boundarys_second_logical_parent():
    need_corpus()
    (boundary,) = _boundaries(CCL / "dag_compact_after_rewind_preserved.jsonl")
    assert boundary.meta.logical_parents == ("b2a2", "b2a")


def _with_boundaries() -> list[Path]:
    roots = [SHARED / "corpus", SHARED / "corpus-modern"]
    return sorted(p for root in roots if root.is_dir() for p in root.rglob("*.jsonl")
                  if b'"compact_boundary"' in p.read_bytes())


def test_every_compaction_sits_where_the_message_it_continues_sits():
    need_corpus()
    checked = 0
    for path in _with_boundaries():
        places = _places(path)
        for boundary in _boundaries(path):
            parent = next((u for u in boundary.meta.logical_parents if u in places), None)
            if parent is None or boundary.meta.uuid not in places:
                continue
            checked += 1
            assert places[boundary.meta.uuid] == places[parent], (path.name,
                                                                  boundary.meta.line)
    assert checked >= 7
