"""An agent_progress copy of a subagent reply that repeats an earlier copy under a new
uuid is classified as a replayed reply (a hidden record). It is no message of the
subagent's thread: the page must render (it raised "no registry row for HiddenRecord"
when the record became a node and the session header counted it) and show the reply once.
"""

from __future__ import annotations

from pathlib import Path

from helpers import TEST_DATA
from cc2html.model import HiddenRecord
from cc2html.pipeline import build_session, convert
from cc2html.tree.nodes import walk

FIXTURE = TEST_DATA / "progress_replayed_copy.jsonl"


def test_a_replayed_progress_copy_is_no_node_of_the_subagent():
    doc = build_session(FIXTURE).doc
    task = next(n for n in walk(doc.sessions[0].nodes) if n.subagent is not None)
    inner = list(walk(task.subagent.nodes))
    assert inner and not any(isinstance(n.msg, HiddenRecord) for n in inner)
    assert sum(getattr(n.msg, "tool_use_id", None) == "toolu_pg_in" for n in inner) == 1


def test_the_page_of_a_session_with_a_replayed_progress_copy_renders(tmp_path: Path):
    out = tmp_path / "page.html"
    convert(FIXTURE, out)
    assert out.read_text(encoding="utf-8").count("src/*.py") >= 1
