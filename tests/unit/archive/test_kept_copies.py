"""OUT keeps a compressed copy of every session's files (main transcript and subagents) in
its own state folder, updated incrementally, so a session whose source is gone is rendered
again from it (a new renderer re-renders it like the others); with --redact the copy is
the redacted one; --no-keep-sources deletes them; --prune drops a gone session's copy."""

from __future__ import annotations

import gzip
import io
import json
import re
import shutil
import tarfile
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.archive import build as build_module
from cc2html.archive.sources import read_copy, write_copy
from cc2html.cli.app import app
from fake_secrets import SAMPLES
from helpers import TEST_DATA, deadline

SID = "11111111-2222-3333-4444-555555555555"



def _without_note(page: Path) -> bytes:
    """A kept page's bytes without its "source deleted" line (which it must have)."""
    data = page.read_bytes()
    assert b'<p class="source source-deleted">source deleted' in data
    return re.sub(rb'<p class="source source-deleted">[^\n]*\n', b"", data)

def _line(n: int, text: str, kind: str = "user") -> str:
    role = "user" if kind == "user" else "assistant"
    content = text if kind == "user" else [{"type": "text", "text": text}]
    return json.dumps({"type": kind, "uuid": f"u{n}", "sessionId": SID, "cwd": "/w",
                       "timestamp": f"2026-01-01T00:0{n}:00Z",
                       "message": {"role": role, "content": content}}) + "\n"


@pytest.fixture
def src(tmp_path: Path) -> Path:
    root = tmp_path / "projects"
    (root / "app" / SID / "subagents").mkdir(parents=True)
    (root / "app" / f"{SID}.jsonl").write_text(_line(1, "main words") + _line(2, "answer", "x"))
    (root / "app" / SID / "subagents" / "agent-a1.jsonl").write_text(_line(3, "sub words"))
    (root / "app" / "other.jsonl").write_text(_line(4, "other words"))
    return root


def _run(src: Path, out: Path, *more: str) -> dict:
    with deadline(60):
        result = CliRunner().invoke(app, [str(src), "-o", str(out), "--json", "-j", "1", *more])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def _members(copy: Path) -> dict[str, bytes]:
    with tarfile.open(copy, "r:gz") as tar:
        return {m.name: tar.extractfile(m).read() for m in tar.getmembers()}  # type: ignore[union-attr]


def test_every_session_is_kept_in_the_state_folder(src: Path, tmp_path: Path) -> None:
    out = tmp_path / "site"
    data = _run(src, out)
    copy = out / ".cc2html" / "sources" / "app" / f"{SID}.tgz"
    assert data["kept_copies"]["sessions"] == 2 and data["kept_copies"]["bytes"] > 0
    assert copy.stat().st_mode & 0o777 == 0o600
    members = _members(copy)
    assert json.loads(members["files.json"]) == [[f"app/{SID}.jsonl", None],
                                                 [f"app/{SID}/subagents/agent-a1.jsonl", "a1"]]
    assert members["0"] == (src / "app" / f"{SID}.jsonl").read_bytes()
    assert members["1"] == (src / "app" / SID / "subagents" / "agent-a1.jsonl").read_bytes()
    assert not list(out.glob("app/*.tgz"))  # not beside the pages


def test_copies_are_updated_only_when_their_session_changes(src: Path, tmp_path: Path) -> None:
    out = tmp_path / "site"
    _run(src, out)
    assert _run(src, out)["kept_copies"]["written"] == 0
    with open(src / "app" / "other.jsonl", "a") as fh:
        fh.write(_line(5, "appended words"))
    data = _run(src, out)
    assert data["kept_copies"]["written"] == 1
    assert b"appended words" in _members(out / ".cc2html" / "sources" / "app" / "other.tgz")["0"]


def test_a_deleted_session_is_rendered_again_from_its_copy(src: Path, tmp_path: Path,
                                                           monkeypatch) -> None:
    out = tmp_path / "site"
    _run(src, out)
    page = (out / "app" / f"{SID}.html").read_bytes()
    (src / "app" / f"{SID}.jsonl").unlink()
    (src / "app" / SID / "subagents" / "agent-a1.jsonl").unlink()
    monkeypatch.setattr(build_module, "renderer_fingerprint", lambda options: "a-new-version")
    data = _run(src, out)
    assert data["pages"]["written"] == 2 and data["unreadable"] == []
    assert data["kept_source_deleted"] == 1
    assert _without_note(out / "app" / f"{SID}.html") == page  # subagent included
    (out / "app" / f"{SID}.html").unlink()  # and a lost page comes back
    data = _run(src, out)
    assert data["pages"]["written"] == 1
    assert _without_note(out / "app" / f"{SID}.html") == page


def test_prune_drops_a_gone_sessions_copy(src: Path, tmp_path: Path) -> None:
    out = tmp_path / "site"
    _run(src, out)
    (src / "app" / "other.jsonl").unlink()
    data = _run(src, out, "--prune")
    assert data["kept_copies"]["sessions"] == 1
    assert not (out / ".cc2html" / "sources" / "app" / "other.tgz").exists()


def test_no_keep_sources_deletes_every_copy(src: Path, tmp_path: Path, monkeypatch) -> None:
    out = tmp_path / "site"
    _run(src, out)
    (src / "app" / "other.jsonl").unlink()
    data = _run(src, out, "--no-keep-sources")
    assert data["kept_copies"]["sessions"] == 0 and not (out / ".cc2html").exists()
    monkeypatch.setattr(build_module, "renderer_fingerprint", lambda options: "a-new-version")
    data = _run(src, out, "--no-keep-sources")  # no copy: its page stays as it was
    assert (out / "app" / "other.html").is_file() and data["unreadable"] == []


def test_redacted_archive_keeps_redacted_copies(tmp_path: Path) -> None:
    root, out = tmp_path / "projects", tmp_path / "site"
    (root / "app").mkdir(parents=True)
    text = "".join(_line(n % 9 + 1, f"secret {sample}") for n, (_, sample, _) in
                   enumerate(SAMPLES))
    (root / "app" / "s.jsonl").write_text(text)
    _run(root, out)
    (root / "app" / "s.jsonl").unlink()
    _run(root, out, "--redact")  # the source is gone: the copy alone is redacted now
    kept = _members(out / ".cc2html" / "sources" / "app" / "s.tgz")["0"].decode()
    page = (out / "app" / "s.html").read_text()
    for kind, _, fingerprint in SAMPLES:
        assert fingerprint not in kept, kind
        assert fingerprint not in page, kind
    assert "[REDACTED:" in kept and kept.count("\n") == text.count("\n")


def test_a_copy_unpacks_inside_its_folder_whatever_it_lists(tmp_path: Path) -> None:
    evil = tmp_path / "evil.tgz"
    buffer = io.BytesIO()
    with gzip.GzipFile(fileobj=buffer, mode="wb") as gz, tarfile.open(fileobj=gz, mode="w") as tar:
        for name, data in (("files.json", b'[["../../escape.jsonl", null], ["..", "x"]]'),
                           ("0", b"a"), ("1", b"b")):
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    evil.write_bytes(buffer.getvalue())
    (tmp_path / "into").mkdir()
    files, agents = read_copy(evil, tmp_path / "into")
    assert all((tmp_path / "into") in path.parents for _, path in files)
    assert not (tmp_path / "escape.jsonl").exists() and agents[0][0] == "x"


def test_a_copy_round_trips(tmp_path: Path) -> None:
    (tmp_path / "s.jsonl").write_bytes(b'{"a": 1}\n\xff not utf-8\n')
    write_copy(tmp_path / "k.tgz", (("p/s.jsonl", tmp_path / "s.jsonl"),), (), None)
    (tmp_path / "into").mkdir()
    files, _ = read_copy(tmp_path / "k.tgz", tmp_path / "into")
    assert files[0] == ("p/s.jsonl", tmp_path / "into" / "p" / "s.jsonl")  # its layout kept
    assert files[0][1].read_bytes() == b'{"a": 1}\n\xff not utf-8\n'


def test_a_session_with_workflow_runs_renders_the_same_from_its_copy(tmp_path: Path,
                                                                     monkeypatch) -> None:
    name = "workflow_phases"
    root, out = tmp_path / "projects", tmp_path / "site"
    (root / "-home-dev-lights").mkdir(parents=True)
    shutil.copy(TEST_DATA / f"{name}.jsonl", root / "-home-dev-lights")
    shutil.copytree(TEST_DATA / name, root / "-home-dev-lights" / name)
    (root / "-home-dev-lights" / "other.jsonl").write_text(_line(1, "keeps the folder"))
    _run(root, out)
    page = (out / "-home-dev-lights" / f"{name}.html").read_bytes()
    assert b"lighthouse-audit" in page
    (root / "-home-dev-lights" / f"{name}.jsonl").unlink()
    shutil.rmtree(root / "-home-dev-lights" / name)
    monkeypatch.setattr(build_module, "renderer_fingerprint", lambda options: "a-new-version")
    data = _run(root, out)
    assert data["kept_source_deleted"] == 1 and data["unreadable"] == []
    assert _without_note(out / "-home-dev-lights" / f"{name}.html") == page
