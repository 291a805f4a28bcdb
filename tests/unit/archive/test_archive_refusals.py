"""Folder mode runs that cannot start or cannot write: a reason on stderr, the documented
exit code, and with --json a JSON object on stdout all the same (a CI step parses it)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app

LINE = {"type": "user", "uuid": "u1", "sessionId": "s1", "cwd": "/w",
        "timestamp": "2026-01-01T00:00:00Z", "message": {"role": "user", "content": "hi"}}


def _tree(tmp_path: Path) -> Path:
    project = tmp_path / "projects" / "-w"
    project.mkdir(parents=True)
    (project / "s1.jsonl").write_text(json.dumps(LINE) + "\n", encoding="utf-8")
    return tmp_path / "projects"


def _json_run(*args: str) -> tuple[int, dict, str]:
    result = CliRunner().invoke(app, [*args, "--json"])
    return result.exit_code, json.loads(result.stdout), result.stderr


@pytest.mark.parametrize("case", ["no transcripts", "bad date", "output is a file", "jobs"])
def test_usage_errors_still_print_json(tmp_path: Path, case: str) -> None:
    tree = _tree(tmp_path)
    out = tmp_path / "site"
    args = {"no transcripts": [str(tmp_path / "empty"), "-o", str(out)],
            "bad date": [str(tree), "-o", str(out), "--from", "soonish"],
            "output is a file": [str(tree), "-o", str(tmp_path / "file.txt")],
            "jobs": [str(tree), "-o", str(out), "-j", "0"]}[case]
    (tmp_path / "empty").mkdir()
    (tmp_path / "file.txt").write_text("x")
    code, data, stderr = _json_run(*args)
    assert code == 2 and data["exit_code"] == 2 and data["error"]
    assert data["error"] in stderr.replace("\n", " ") or "error:" in stderr
    assert not out.exists()


def test_unwritable_output_prints_json_and_exits_1(tmp_path: Path, monkeypatch) -> None:
    tree = _tree(tmp_path)

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied", str(tmp_path / "site" / "index.html"))

    monkeypatch.setattr("cc2html.cli.archive.build_any", refuse)
    code, data, _ = _json_run(str(tree), "-o", str(tmp_path / "site"))
    assert code == 1 and data["exit_code"] == 1
    assert data["error"].endswith("index.html: cannot write: Permission denied")


def test_redact_home_tidies_the_refusal(tmp_path: Path, monkeypatch) -> None:
    empty = tmp_path / "home" / "alice" / "empty"
    empty.mkdir(parents=True)
    monkeypatch.setattr(Path, "resolve", lambda self, strict=False: Path(
        "/home/alice/empty") if self == empty else self.absolute())
    code, data, _ = _json_run(str(empty), "--redact-home", "-o", "/home/alice/site")
    assert code == 2 and "alice" not in json.dumps(data), data
    assert data["input"] == "~/empty" and data["output"] == "~/site"
