"""The installed command forks a large transcript's first pass before it parses its
arguments (cli/entry.py), when they name one transcript to convert, and only then."""

from __future__ import annotations

from pathlib import Path

import pytest

from cc2html.cli import entry
from cc2html.cli.app import app
from cc2html.read import ahead


@pytest.fixture
def files(tmp_path: Path) -> tuple[str, str, str]:
    """Two large files and a small one."""
    big, other, small = tmp_path / "big.jsonl", tmp_path / "other.jsonl", tmp_path / "s.jsonl"
    for path, size in ((big, 100), (other, 100), (small, 10)):
        path.write_bytes(b"x" * size)
    return str(big), str(other), str(small)


@pytest.mark.parametrize("args, want", [
    (["{big}"], "{big}"),
    (["{big}", "-o", "out.html", "--redact"], "{big}"),
    (["-o", "out.html", "{big}"], "{big}"),
    (["--format", "md", "{small}", "{big}"], "{big}"),
    (["--", "{big}"], "{big}"),
    (["{small}"], None),  # (under the threshold)
    (["{big}", "{other}"], None),  # (two: which is the source is the parser's to say)
    (["show", "{big}"], None),
    (["{big}", "-o", "-"], None),  # (to stdout: the command starts no pass)
    (["{big}", "--output=-"], None),
    (["-qo-", "{big}"], None),  # (short flags grouped: -q -o -)
    (["-qo", "-", "{big}"], None),
    (["-o-", "{big}"], None),
    (["-", "{big}"], None),
    (["{small}", "-o", "{big}"], None),  # (an output's name is no source: a re-run's
    (["{small}", "--output", "{big}"], None),  # old output may be large)
    (["{small}", "-qo", "{big}"], None),
    (["{big}", "-qo{other}"], "{big}"),
    (["{big}", "-q", "-j", "2"], "{big}"),
    (["{big}", "--help"], None),
    (["--demo"], None),
    (["{tmp}"], None),  # (a folder)
    ([], None),
])
def test_the_pass_is_started_for_the_one_large_file_to_convert(
        files: tuple[str, str, str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        args: list[str], want: str | None) -> None:
    big, other, small = files
    names = {"big": big, "other": other, "small": small, "tmp": str(tmp_path)}
    started: list[tuple[Path, int]] = []
    monkeypatch.setattr(ahead, "start", lambda path, threshold, guard:
                        started.append((path, threshold)) or True)
    monkeypatch.setattr("cc2html.read.sizes.STREAM_BYTES", 50)
    entry.start_early([arg.format(**names) for arg in args])
    assert started == ([(Path(want.format(**names)), 50)] if want else [])


def test_the_subcommands_named_are_the_apps() -> None:
    names = {command.name or command.callback.__name__ for command in app.registered_commands}
    assert entry.SUBCOMMANDS == names - {"render"}
