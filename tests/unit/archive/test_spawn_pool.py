"""The archive's worker pool where processes are spawned, not forked (macOS, Windows):
a spawned worker starts from a fresh interpreter, and still writes the same pages."""

from __future__ import annotations

import json
import multiprocessing
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.archive import pool
from cc2html.archive.manifest import FILENAME
from cc2html.cli.app import app


def _write_session(path: Path, sid: str, turns: int) -> None:
    lines = []
    for n in range(turns):
        lines.append({"type": "user", "uuid": f"{sid}u{n}", "sessionId": sid,
                      "timestamp": f"2025-01-0{1 + n % 9}T10:00:00Z",
                      "message": {"role": "user", "content": f"question {n} in {sid}"}})
        lines.append({"type": "assistant", "uuid": f"{sid}a{n}", "sessionId": sid,
                      "timestamp": f"2025-01-0{1 + n % 9}T10:00:05Z", "message": {
                          "role": "assistant", "id": f"{sid}m{n}",
                          "content": [{"type": "text", "text": f"**answer** {n}"}]}})
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")


def _archive(src: Path, out: Path, jobs: int) -> dict[str, bytes]:
    result = CliRunner().invoke(app, [str(src), "-o", str(out), "--jobs", str(jobs), "--quiet"])
    assert result.exit_code == 0, result.output
    return {p.relative_to(out).as_posix(): p.read_bytes() for p in sorted(out.rglob("*"))
            if p.is_file() and not p.name.startswith(FILENAME)}


@pytest.mark.parametrize("platform", ["darwin", "win32"])
def test_the_pool_spawns_where_fork_is_missing_or_unsafe(monkeypatch, platform):
    monkeypatch.setattr(sys, "platform", platform)
    assert pool.pool_context().get_start_method() == "spawn"


def test_the_pool_forks_on_linux(monkeypatch):
    monkeypatch.setattr(sys, "platform", "linux")
    assert pool.pool_context().get_start_method() == "fork"


def test_spawned_workers_write_the_pages_one_process_writes(tmp_path, monkeypatch):
    src = tmp_path / "projects"
    _write_session(src / "-home-u-alpha" / "one.jsonl", "s1", 6)
    _write_session(src / "-home-u-alpha" / "two.jsonl", "s2", 3)
    _write_session(src / "-home-u-beta" / "three.jsonl", "s3", 4)
    alone = _archive(src, tmp_path / "alone", jobs=1)
    started: list[str] = []

    def spawn() -> multiprocessing.context.BaseContext:
        started.append("spawn")
        return multiprocessing.get_context("spawn")

    monkeypatch.setattr(pool, "pool_context", spawn)
    spawned = _archive(src, tmp_path / "spawned", jobs=2)
    assert started == ["spawn"]  # the pool was used, and spawned its workers
    assert spawned.keys() == alone.keys() and "-home-u-alpha/one.html" in spawned
    assert spawned == alone
