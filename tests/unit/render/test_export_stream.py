"""A large session's Markdown and JSON are written a segment at a time (stream.py
`export_streamed`; issue 34 item 3) with the same bytes as the whole document's export,
at every detail level, with the report (lines not read, kinds not recognised, masks) and
the CLI's account the same; under the size threshold nothing streams. Fixture:
test_data/parts/long.jsonl (hand-made by its make_parts_fixture.py), cut every ~20 KB by
lowering `stream.STREAM_BYTES` and the cut's `TARGET_BYTES`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cc2html import pipeline, stream
from cc2html.read import cut
from cc2html.options import Options
from cc2html.render.to_markdown.md_anchors import Slugger, heading_text
from cc2html.write import Spool, write_atomic

from helpers import REPO

LONG = REPO / "test_data" / "parts" / "long.jsonl"
SID = json.loads(LONG.read_bytes().splitlines()[0])["sessionId"]


def _both(monkeypatch: pytest.MonkeyPatch, src: Path, out: Path, options: Options,
          target: int = 20_000) -> tuple[pipeline.Result, pipeline.Result]:
    """The whole export (threshold above the file) and the streamed one (threshold 1),
    written to `out`'s folder as whole.* and streamed.*."""
    suffix = "." + options.output_format
    monkeypatch.setattr(stream, "STREAM_BYTES", 10**12)
    whole = pipeline.convert(src, out / ("whole" + suffix), options=options)
    monkeypatch.setattr(stream, "STREAM_BYTES", 1)
    monkeypatch.setattr(cut, "TARGET_BYTES", target)
    planned = stream.stream_plan(src)
    assert planned is not None and len(planned[1]) >= 5
    streamed = pipeline.convert(src, out / ("streamed" + suffix), options=options)
    return whole, streamed


def _same(out: Path, suffix: str) -> None:
    assert (out / ("streamed" + suffix)).read_bytes() == (out / ("whole" + suffix)).read_bytes()


@pytest.mark.parametrize("fmt", ["md", "json"])
@pytest.mark.parametrize("detail", ["full", "conversation", "prompts"])
def test_the_streamed_export_is_the_whole_export(monkeypatch: pytest.MonkeyPatch,
                                                 tmp_path: Path, fmt: str, detail: str) -> None:
    whole, streamed = _both(monkeypatch, LONG, tmp_path, Options(output_format=fmt,
                                                                 detail=detail))
    _same(tmp_path, "." + fmt)
    assert streamed.bytes_written == whole.bytes_written
    assert streamed.summary() == whole.summary()
    # the body was set aside beside the output and removed: only the two exports remain
    assert sorted(p.name for p in tmp_path.iterdir()) == [f"streamed.{fmt}", f"whole.{fmt}"]


def _with_lines(tmp_path: Path, extra: dict[int, bytes]) -> Path:
    """long.jsonl with `extra` lines inserted before the given line indexes."""
    lines = LONG.read_bytes().splitlines(keepends=True)
    out = [extra.get(n, b"") + line for n, line in enumerate(lines)]
    path = tmp_path / "long.jsonl"
    path.write_bytes(b"".join(out))
    return path


@pytest.mark.parametrize("fmt", ["md", "json"])
def test_the_report_and_the_masks_are_the_whole_files(monkeypatch: pytest.MonkeyPatch,
                                                      tmp_path: Path, fmt: str) -> None:
    """A kind not recognised in a later segment and a secret in another are reported and
    masked as in the whole export; the Result counts them alike."""
    odd = json.dumps({"type": "future-kind", "uuid": "x1", "sessionId": SID}).encode() + b"\n"
    secret = json.dumps({
        "type": "user", "uuid": "s1", "parentUuid": None, "sessionId": SID,
        "timestamp": "2026-02-02T10:30:00.000Z",
        "message": {"role": "user", "content": "token ghp_" + "a1B2c3D4e5" * 4}}).encode()
    src = _with_lines(tmp_path, {150: odd, 60: secret + b"\n"})
    out = tmp_path / "out"
    whole, streamed = _both(monkeypatch, src, out, Options(output_format=fmt, redact=True))
    _same(out, "." + fmt)
    assert streamed.unknown == whole.unknown == {"future-kind": 1}
    assert streamed.redactions == whole.redactions and whole.redactions
    assert streamed.summary() == whole.summary()


def test_an_id_repeated_in_a_later_segment_is_suffixed_as_whole(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A uuid of the first segment's again in the last (a copied line): its DOM id is
    suffixed `-2` as in the whole build (one tree/nodes.HashedIds for all segments)."""
    lines = LONG.read_bytes().splitlines()
    copy = json.loads(lines[1])
    copy["parentUuid"] = json.loads(lines[-1])["uuid"]
    copy["message"]["id"] = "msg_copy"  # (another API message: its usage counts apart)
    src = tmp_path / "long.jsonl"
    src.write_bytes(LONG.read_bytes() + json.dumps(copy).encode() + b"\n")
    out = tmp_path / "out"
    _both(monkeypatch, src, out, Options(output_format="json"))
    _same(out, ".json")
    assert f'"msg-{copy["uuid"]}-2"' in (out / "whole.json").read_text()


def test_a_title_whose_heading_id_a_later_heading_takes_is_slugged_first(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The head is written last but its headings come first: a custom title (in the last
    segment) that gives the first prompt's heading id takes it, as in the whole export;
    the body is written a second time after the head's headings (md_stream.Reslug)."""
    out = tmp_path / "out"
    monkeypatch.setattr(stream, "STREAM_BYTES", 10**12)
    pipeline.convert(LONG, out / "plain.md", options=Options(output_format="md"))
    first = next(line for line in (out / "plain.md").read_text().splitlines()
                 if line.startswith("### "))
    text = heading_text(first)
    title = json.dumps({"type": "custom-title", "customTitle": text,
                        "sessionId": SID}).encode() + b"\n"
    src = _with_lines(tmp_path, {199: title})
    passes = []
    real = stream._stream_pass
    monkeypatch.setattr(stream, "_stream_pass", lambda *a: passes.append(a[-1]) or real(*a))
    _both(monkeypatch, src, out, Options(output_format="md"))
    _same(out, ".md")
    assert passes == [None, [text, f"Session 1: {text}"]]
    whole = (out / "whole.md").read_text()
    assert whole.startswith(f"# {text}\n")  # (the title's heading: the title, as written)
    slug = Slugger().slug(text)
    assert f"](#{slug}-1)" in whole or f"](#{slug})" not in whole


def test_under_the_threshold_nothing_streams(tmp_path: Path) -> None:
    assert LONG.stat().st_size < stream.STREAM_BYTES
    assert stream.stream_plan(LONG) is None
    assert stream.export_streamed(LONG, tmp_path / "x.md", Options(output_format="md")) is None
    assert not (tmp_path / "x.md").exists()



def test_the_body_set_aside_is_written_as_write_atomic_writes(tmp_path: Path) -> None:
    """write.Spool encodes as write_atomic does ("?" for a character no encoding can
    write: a lone surrogate), reads back in blocks, and leaves no file once closed.
    (A transcript line with a lone surrogate makes `plan` refuse the file: this covers a
    text an exporter makes.)"""
    text = "one\n" * 5 + "half a pair: \ud800 here\r\n" + "é" * 3000
    out = tmp_path / "page.md"
    with Spool(out) as spool:
        spool.write(text[:10])
        spool.write(text[10:])
        assert sorted(p.name for p in tmp_path.iterdir())[0].startswith(".cc2html-")
        assert write_atomic(out, spool.blocks(1000)) == len(text)
    assert [p.name for p in tmp_path.iterdir()] == ["page.md"]
    write_atomic(tmp_path / "direct.md", [text])
    assert out.read_bytes() == (tmp_path / "direct.md").read_bytes()
    assert b"half a pair: ? here\r\n" in out.read_bytes()


#: a session with subagent files beside it (test_data/side/make_side_fixture.py): Task
#: calls that name their subagents, a nested subagent, a compaction agent and its card, an
#: orphan and a warm-up agent no line names, a workflow run and one no call names, hidden
#: lines in several files
SIDE = REPO / "test_data" / "side" / "long_side.jsonl"


@pytest.mark.parametrize("fmt", ["md", "json"])
@pytest.mark.parametrize("detail", ["full", "conversation"])
def test_a_session_with_subagent_files_streams_the_whole_export(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path, fmt: str, detail: str) -> None:
    read: list[list[str]] = []
    real = stream.load_sidecars
    monkeypatch.setattr(stream, "load_sidecars", lambda path, ctx, problems, files, *a:
                        read.append(sorted(files)) or real(path, ctx, problems, files, *a))
    whole, streamed = _both(monkeypatch, SIDE, tmp_path,
                            Options(output_format=fmt, detail=detail), target=10_000)
    _same(tmp_path, "." + fmt)
    assert streamed.summary() == whole.summary()
    assert streamed.warnings == whole.warnings and any("wf_lost01" in w for _, w in whole.warnings)
    # each segment read only its own subagents' files, each file once; those no line
    # names (the orphan, the warm-up) with the last segment's
    names = [key for keys in read for key in keys]
    assert len(read) >= 5 and len(names) == len(set(names)) == 11
    assert {"orphan01", "warm0001"} <= set(read[-1])
    assert ["nest0006", "side0006"] in read  # a subagent's own subagent with its parent
