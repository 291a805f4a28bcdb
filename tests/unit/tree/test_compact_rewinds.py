"""Build-tree stage: a compaction after a rewind (issue 32 item 1, `logicalParentUuid`).

A `compact_boundary` line has parentUuid null and names the message it continues as its
`logicalParentUuid`. Read as that message's child, the boundary makes the branch it
continued the one that goes on, whichever branch was written last; a logical parent not
in the file leaves the page as it was. Fixtures: test_data/compact_{rewind,plain,orphan}
.jsonl (hand-made, test_data/make_thread_fixtures.py).
"""

from __future__ import annotations

from pathlib import Path

from cc2html.classify import ClassifyContext
from cc2html.model import (AssistantTextMessage, MessageMeta, RewoundBranch,
                           SystemNoticeMessage, UserTextMessage)
from cc2html.pipeline import build, read_messages
from cc2html.tree.branches import split_rewinds
from cc2html.tree.sessions import split_main
from cc2html.tree.nodes import walk
from helpers import TEST_DATA, main_section, render_path


def _session(stem: str):
    doc, _, _ = build(TEST_DATA / f"{stem}.jsonl")
    (session,) = doc.sessions
    return session


def _shown(nodes) -> list[str]:
    """Texts of the kept thread in page order (rewound folds left out, not their fork)."""
    out: list[str] = []
    for node in nodes:
        if isinstance(node.msg, RewoundBranch):
            continue
        out.append(getattr(node.msg, "text", "") or type(node.msg).__name__)
        out += _shown(node.children)
    return out


def _rewound(session) -> list[list[str]]:
    return [[getattr(n.msg, "text", "") for n in walk(node.children)]
            for node in walk(session.nodes) if isinstance(node.msg, RewoundBranch)]


def test_a_compaction_continues_the_branch_its_logical_parent_is_on():
    # (a) the Friday branch was written first, Monday after it; the compaction continues
    # Friday: Friday is the live branch, the compaction follows it, Monday is rewound
    session = _session("compact_rewind")
    assert _shown(session.nodes) == [
        "Plan the release.", "Ready: which day?", "Ship on Friday.", "Friday it is.",
        "Conversation compacted", "CompactedSummaryMessage", "Write the release notes.",
        "Notes written for Friday."]
    assert _rewound(session) == [["Ship on Monday.", "Monday it is."]]
    boundary = next(n for n in walk(session.nodes) if isinstance(n.msg, SystemNoticeMessage))
    assert boundary.msg.meta.line == 7


def test_the_page_folds_the_branch_the_compaction_did_not_continue():
    page = main_section(render_path(TEST_DATA / "compact_rewind.jsonl"))  # (not the outline)
    fold = page.index('<details class="rewound"')
    assert fold < page.index("Ship on Monday.") < page.index("Ship on Friday.")
    assert (page.index("Friday it is.") < page.index("Conversation compacted")
            < page.index("Notes written for Friday."))
    assert page.count('<details class="rewound"') == 1


def test_a_plain_compaction_stays_one_thread_in_file_order():
    # (b) no rewind: nothing is folded, the boundary follows the answer it continues
    session = _session("compact_plain")
    assert _shown(session.nodes) == [
        "Plan the release.", "Ready: which day?", "Conversation compacted",
        "CompactedSummaryMessage", "Ship on Friday.", "Friday it is."]
    assert _rewound(session) == []


def test_a_logical_parent_not_in_the_file_keeps_the_last_written_branch():
    # (c) the boundary names a message the file does not hold: read as before (the branch
    # written last goes on), and every line is still on the page
    session = _session("compact_orphan")
    assert _shown(session.nodes) == [
        "Plan the release.", "Ready: which day?", "Ship on Monday.", "Monday it is.",
        "Conversation compacted", "CompactedSummaryMessage", "Write the release notes.",
        "Notes written."]
    assert _rewound(session) == [["Ship on Friday.", "Friday it is."]]
    lines = {n.msg.meta.line for n in walk(session.nodes)}
    assert lines == set(range(1, 11))


def test_the_boundary_carries_its_logical_parent_and_preserved_head():
    path = TEST_DATA / "compact_rewind.jsonl"
    msgs = read_messages(path, [], ClassifyContext())
    (boundary,) = [m for m in msgs if isinstance(m, SystemNoticeMessage)]
    assert boundary.meta.parent_uuid is None
    assert boundary.meta.logical_parents == ("compact0-0000-4000-8000-000000000004",)
    assert all(not m.meta.logical_parents for m in msgs if m is not boundary)


def test_a_preserved_segment_head_stands_in_for_a_logical_parent_written_after_it(
        tmp_path: Path):
    # Claude Code re-parents a preserved tail after the boundary, so its logicalParentUuid
    # is a later line; the segment's head (compactMetadata.preservedSegment) is before it
    # (claude-code-log test_data/dag_compact_after_rewind_preserved.jsonl)
    def meta(n, parent=None, logical=()):
        return MessageMeta(uuid=f"u{n}", parent_uuid=parent, line=n, logical_parents=logical)
    msgs = [UserTextMessage(meta=meta(1)),
            AssistantTextMessage(meta=meta(2, "u1"), message_id="m2"),
            UserTextMessage(meta=meta(3, "u2")),  # branch 1, the one compacted
            AssistantTextMessage(meta=meta(4, "u3"), message_id="m4"),
            UserTextMessage(meta=meta(5, "u2")),  # branch 2, written later
            AssistantTextMessage(meta=meta(6, "u5"), message_id="m6"),
            SystemNoticeMessage(meta=meta(7, None, ("u9", "u4")), text="Conversation compacted"),
            UserTextMessage(meta=meta(8, "u7")),
            AssistantTextMessage(meta=meta(9, "u8"), message_id="m9")]
    kept, (branch,) = split_rewinds(msgs, {})
    assert [m.meta.uuid for m in branch.messages] == ["u5", "u6"]
    assert [m.meta.uuid for m in kept] == ["u1", "u2", "u3", "u4", "u7", "u8", "u9"]


def test_a_compaction_that_starts_a_session_continues_the_one_it_compacted():
    # a boundary first in a new session id: that session continues the one holding its
    # logical parent, and no prompt moves (even when the logical parent is a prompt)
    def line(n, sid, parent=None, logical=(), kind=UserTextMessage):
        meta = MessageMeta(uuid=f"u{n}", parent_uuid=parent, session_id=sid, line=n,
                           logical_parents=logical)
        return SystemNoticeMessage(meta=meta, text="Conversation compacted") if kind is None \
            else kind(meta=meta)
    msgs = [line(1, "a"), line(2, "a", "u1", kind=AssistantTextMessage), line(3, "a", "u2"),
            line(4, "b", None, ("u3",), kind=None), line(5, "b", "u4")]
    sessions, continues = split_main(msgs)
    assert continues == {"b": "a"}
    assert [len(v) for v in sessions.values()] == [3, 2]
    orphan = [line(1, "a"), line(2, "b", None, ("gone",), kind=None)]
    assert split_main(orphan)[1] == {}
