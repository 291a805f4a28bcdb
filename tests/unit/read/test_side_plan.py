"""The first pass's share-out of a large session's subagent files among its segments
(read/side_plan.py): a file goes with the segment whose line names its agent id, a nested
subagent with its parent, a compaction agent with its card, the rest with the last
segment. Fixture: test_data/side/ (hand-made by make_side_fixture.py)."""

from __future__ import annotations

from pathlib import Path

from cc2html import stream
from cc2html.read import side_plan
from cc2html.read.sidecars import find_sidecars, list_folder

from helpers import REPO

SIDE = REPO / "test_data" / "side" / "long_side.jsonl"


def _where(target: int = 10_000) -> dict[str, int]:
    planned = stream.plan(SIDE, target)
    assert planned is not None
    return {key: n for n, segment in enumerate(planned[1]) for key in segment.side.files}


def test_each_subagent_file_goes_to_one_segment_and_all_go() -> None:
    where = _where()
    assert sorted(where) == sorted(find_sidecars(SIDE, list_folder))
    assert where["nest0006"] == where["side0006"]  # named only by its parent's file
    last = max(where.values())
    assert where["orphan01"] == where["warm0001"] == last  # no line names them
    assert where["side0003"] < where["side0009"] < where["acompact-0001"] < last


def test_a_subagent_goes_with_the_segment_of_the_result_that_names_it() -> None:
    planned = stream.plan(SIDE, 10_000)
    assert planned is not None
    for segment in planned[1]:
        named = set(side_plan.named_ids(SIDE, segment.start, segment.end))
        for key in segment.side.files:
            assert key in named or key in {"nest0006", "acompact-0001", "orphan01", "warm0001"}


def test_a_compaction_agent_goes_with_its_card() -> None:
    planned = stream.plan(SIDE, 10_000)
    assert planned is not None
    segment = next(s for s in planned[1] if "acompact-0001" in s.side.files)
    assert side_plan.card_stamps(SIDE, segment.start, segment.end)


def test_one_segment_holds_every_file_and_the_span(tmp_path: Path) -> None:
    planned = stream.plan(SIDE, 10**9)
    assert planned is not None and len(planned[1]) == 1
    side = planned[1][0].side
    assert len(side.files) == 11 and side.span is not None and side.span[0] < side.span[1]


def test_an_escaped_agent_id_in_a_text_names_nothing(tmp_path: Path) -> None:
    path = tmp_path / "s.jsonl"
    path.write_bytes(b'{"text": "see \\"agentId\\": \\"a1\\""}\n{"toolUseResult": {"agentId":"b2"}}\n'
                     b'{"data": {"agentId" : "c3"}}\n')
    assert list(side_plan.named_ids(path)) == ["b2", "c3"]


def test_blocks_end_on_whole_lines(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(side_plan, "BLOCK", 7)  # every id straddles a block's end
    path = tmp_path / "s.jsonl"
    path.write_bytes(b"".join(b'{"agentId":"id%d"}\n' % n for n in range(20)))
    assert list(side_plan.named_ids(path)) == [f"id{n}" for n in range(20)]


def test_no_subagent_files_gives_every_segment_none() -> None:
    planned = stream.plan(REPO / "test_data" / "parts" / "long.jsonl", 20_000)
    assert planned is not None
    assert all(s.side.files == {} for s in planned[1])


def test_a_workflow_run_goes_with_its_call_and_an_unnamed_one_last() -> None:
    planned = stream.plan(SIDE, 10_000)
    assert planned is not None
    runs = {key: n for n, s in enumerate(planned[1]) for key in s.side.runs}
    assert sorted(runs) == ["wf_lost01", "wf_side01"]
    call = next(n for n, s in enumerate(planned[1])
                if "wf_side01" in set(side_plan.named_runs(SIDE, s.start, s.end)))
    assert runs["wf_side01"] == call < runs["wf_lost01"] == len(planned[1]) - 1


def test_a_subagent_file_that_is_no_regular_file_is_not_read(tmp_path: Path) -> None:
    """A FIFO named as a subagent file would block the scan: it is skipped, as the whole
    path skips it (and reports it: pipeline.py read_sidecar)."""
    import os
    session = tmp_path / "s.jsonl"
    session.write_bytes(b'{"toolUseResult": {"agentId":"a1"}}\n')
    folder = tmp_path / "s" / "subagents"
    folder.mkdir(parents=True)
    os.mkfifo(folder / "agent-a1.jsonl")
    (folder / "agent-b2.jsonl").write_bytes(b'{"agentId":"b2"}\n')
    files = {"a1": folder / "agent-a1.jsonl", "b2": folder / "agent-b2.jsonl"}
    assert side_plan.assign(session, [(0, session.stat().st_size)], files) == [files]
