"""The retention guard: cc2html reads Claude Code's cleanupPeriodDays, states it on the
top index (which never depends on today's date), says on stderr and in --json how many
sessions Claude Code deletes within 7 days and whether the archive holds them, and warns
when the previous run is older than the setting."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.archive import keep, retention
from cc2html.cli.app import app
from helpers import deadline

DAY = 86400


def _session(path: Path, n: int, age_days: float) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    line = {"type": "user", "uuid": f"u{n}", "sessionId": f"s{n}", "cwd": "/w",
            "timestamp": f"2026-01-0{n}T00:00:00Z", "message": {"role": "user", "content": "hi"}}
    path.write_text(json.dumps(line) + "\n", encoding="utf-8")
    when = time.time() - age_days * DAY
    os.utime(path, (when, when))


def _run(src: Path, out: Path, *more: str) -> tuple[dict, str]:
    with deadline(60):
        result = CliRunner().invoke(app, [str(src), "-o", str(out), "--json", "-j", "1", *more])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout), result.stderr


@pytest.fixture
def claude(tmp_path: Path, monkeypatch) -> Path:
    folder = tmp_path / "claude-config"
    folder.mkdir()
    monkeypatch.setenv("CLAUDE_CONFIG_DIR", str(folder))
    return folder


def test_sessions_deleted_soon_are_counted_and_held(claude: Path, tmp_path: Path) -> None:
    (claude / "settings.json").write_text('{"cleanupPeriodDays": 10}')
    src = tmp_path / "projects"
    _session(src / "app" / "old.jsonl", 1, age_days=5)  # deleted in 5 days
    _session(src / "app" / "new.jsonl", 2, age_days=1)  # in 9
    data, err = _run(src, tmp_path / "site")
    assert data["retention"] == {"cleanup_period_days": 10, "setting":
                                 str(claude / "settings.json"), "deleted_within_7_days": 1,
                                 "held_by_archive": 1, "previous_run": None}
    assert "1 session will be deleted by Claude Code within 7 days" in err
    assert "the archive holds 1 of them" in err
    top = (tmp_path / "site" / "index.html").read_text()
    assert "older than 10 days" in top and "stay in this archive" in top


def test_the_default_is_30_days(claude: Path, tmp_path: Path) -> None:
    src = tmp_path / "projects"
    _session(src / "app" / "s.jsonl", 1, age_days=25)
    data, _ = _run(src, tmp_path / "site")
    assert data["retention"]["cleanup_period_days"] == 30
    assert data["retention"]["setting"] == "default"
    assert data["retention"]["deleted_within_7_days"] == 1


def test_a_projects_own_setting_wins(claude: Path, tmp_path: Path) -> None:
    (claude / "settings.json").write_text('{"cleanupPeriodDays": 100}')
    work = tmp_path / "work"
    (work / ".claude").mkdir(parents=True)
    (work / ".claude" / "settings.json").write_text('{"cleanupPeriodDays": 3}')
    src = tmp_path / "projects"
    _session(src / "app" / "s.jsonl", 1, age_days=1)
    line = json.loads((src / "app" / "s.jsonl").read_text())
    (src / "app" / "s.jsonl").write_text(json.dumps({**line, "cwd": str(work)}) + "\n")
    data, _ = _run(src, tmp_path / "site")
    assert data["retention"]["deleted_within_7_days"] == 1


def test_the_top_index_does_not_depend_on_the_day(claude: Path, tmp_path: Path,
                                                   monkeypatch) -> None:
    src = tmp_path / "projects"
    _session(src / "app" / "s.jsonl", 1, age_days=25)
    _run(src, tmp_path / "a")
    monkeypatch.setattr(retention.dt, "datetime", _Later)
    _run(src, tmp_path / "b")
    assert (tmp_path / "a" / "index.html").read_bytes() == (tmp_path / "b" / "index.html").read_bytes()


class _Later(retention.dt.datetime):
    @classmethod
    def now(cls, tz=None):  # a year on
        return retention.dt.datetime.fromtimestamp(time.time() + 365 * DAY, tz)


def test_a_run_long_after_the_previous_one_warns(claude: Path, tmp_path: Path,
                                                  monkeypatch) -> None:
    (claude / "settings.json").write_text('{"cleanupPeriodDays": 10}')
    src = tmp_path / "projects"
    _session(src / "app" / "s.jsonl", 1, age_days=1)
    monkeypatch.setattr(keep, "today", lambda: "2020-01-01")
    _run(src, tmp_path / "site")
    monkeypatch.undo()
    monkeypatch.setenv("CLAUDE_CONFIG_DIR", str(claude))
    data, err = _run(src, tmp_path / "site", "-q")
    assert data["retention"]["previous_run"] == "2020-01-01"
    assert "warning: the previous run was on 2020-01-01, more than 10 days ago" in err
    data, err = _run(src, tmp_path / "site")
    assert data["retention"]["previous_run"] is None and "warning" not in err


def test_a_project_path_naming_no_known_home_is_skipped(claude: Path) -> None:
    assert retention.project_days("~nosuchuser0/app", 12) == 12
    assert retention.project_days("~\\app", 12) == 12
