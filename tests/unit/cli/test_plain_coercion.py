"""cli/coerce.py: the command line's plain values (texts, flags, paths) are converted
without pydantic, to exactly what typer's own coercion gives, errors included; numbers,
choices and bounds are still typer's."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer
from hypothesis import given, settings, strategies as st
from typer.core import TyperCommand
from typer.testing import CliRunner

from cc2html.cli.coerce import PlainCoercion
from helpers import examples


class Plain(PlainCoercion, TyperCommand):
    """A command as cc2html's are (group.py), with nothing else of theirs."""


def parsed(cls: type, args: list[str]) -> tuple[int, str, Optional[dict]]:
    """What a command of class `cls` receives for `args`: exit code, output, values."""
    app = typer.Typer()
    got: dict = {}

    @app.command(cls=cls)
    def cmd(paths: Optional[list[Path]] = typer.Argument(None),
            out: Optional[Path] = typer.Option(None, "-o"), name: str = "auto",
            label: Optional[str] = typer.Option(None, "--label"),
            jobs: Optional[int] = typer.Option(None, "-j"),
            width: Optional[int] = typer.Option(None, "-w", min=20),
            color: Optional[bool] = typer.Option(None, "--color/--no-color"),
            quiet: bool = typer.Option(False, "-q")) -> None:
        got.update(paths=paths, out=out, name=name, label=label, jobs=jobs, width=width,
                   color=color, quiet=quiet)

    result = CliRunner().invoke(app, args)
    values = {k: (type(v).__name__, repr(v)) for k, v in got.items()} if got else None
    return result.exit_code, result.output, values


def same_as_typer(args: list[str]) -> None:
    assert parsed(Plain, args) == parsed(TyperCommand, args), args


def test_texts_paths_and_flags_arrive_as_typer_gives_them(tmp_path: Path):
    same_as_typer([])
    same_as_typer([str(tmp_path), "a b", "-o", str(tmp_path / "x.html"), "--name", "md",
                   "--label", "", "-q", "--no-color"])
    same_as_typer(["--color", "--label", "ünï\u200bcode", "-o", "-"])


def test_numbers_and_bounds_are_still_typers():
    for args in (["-j", "3"], ["-j", "007"], ["-j", "-2"], ["-j", "abc"], ["-j", "1.5"],
                 ["-j", " 4"], ["-j", "1_0"], ["-j", "٣"], ["-j", "9" * 30], ["-w", "5"],
                 ["-w", "40"]):
        same_as_typer(args)
    assert "valid integer" in parsed(Plain, ["-j", "abc"])[1]


texts = st.text(st.characters(blacklist_categories=("Cs",)), max_size=12)


@settings(max_examples=examples(40), deadline=None)
@given(st.lists(texts, max_size=3), texts, texts, st.from_regex(r"[0-9 +_.-]{1,4}", fullmatch=True))
def test_any_text_is_parsed_as_typer_parses_it(paths: list[str], out: str, label: str,
                                               jobs: str):
    same_as_typer(["-o", out, "--label", label, "-j", jobs, "--", *paths])
