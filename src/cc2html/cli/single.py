"""`cc2html FILE`: one transcript to one page — where the page goes, status on stderr, --json.

Imported by the render command only for a file (folder mode and `--help` never need the
pipeline this module imports).
"""

from __future__ import annotations

from pathlib import Path
from typing import Optional

from rich.console import Console

from ..model.text import counted
from ..options import FORMAT_OF_SUFFIX, SUFFIXES, Options
from ..pipeline import Result, convert
from ..read.sniff import NotTranscript
from ..resources import MissingResource
from ..ownership import REFUSED, foreign
from ..write import OutputError, portable_name
from .console import complain, say
from .exits import EXIT_OK, EXIT_STRICT, EXIT_UNREADABLE, EXIT_USAGE
from .json_report import JsonReport


def output_for(source: Path, output: Optional[Path], demo: bool, fmt: str = "html"
               ) -> Optional[Path]:
    """Where the page goes: -o FILE (a suffix that names a format), -o DIR (anything else),
    -o - (stdout, None), or beside the input; a name cc2html makes ends in `fmt`'s suffix."""
    suffix = SUFFIXES[fmt]
    if output is None:
        if demo:
            return Path.cwd() / ("demo" + suffix)
        return source.with_name(portable_name(source.stem + suffix))
    if str(output) == "-":
        return None
    if output.is_dir() or output.suffix.lower() not in FORMAT_OF_SUFFIX:
        return output / portable_name(source.stem + suffix)
    return output


def convert_file(source: Path, output: Optional[Path], options: Options, err: Console, *,
                 demo: bool = False, as_json: bool = False, strict: bool = False,
                 quiet: bool = False) -> int:
    """Convert `source`, say what happened on `err` (and with `as_json` on stdout); the exit
    code."""
    target = output_for(source, output, demo, options.output_format)
    if as_json and target is None:
        complain(err, "--json and -o - both want stdout; write the page to a file")
        return EXIT_USAGE
    report = JsonReport(source, target, options) if as_json else None
    if not source.exists():
        return _failed(err, report, source, "no such file")
    if target is not None and foreign(target):  # a user's own file: never replaced
        return _failed(err, report, target, f"{REFUSED} (choose another -o, or move it)")
    try:
        result = convert(source, target, options=options)
    except NotTranscript as exc:  # binary, an image, compressed, empty: no page at all
        return _failed(err, report, source, f"not a transcript: {exc.reason}", EXIT_USAGE)
    except MissingResource as exc:  # neither the input's fault nor the output's
        complain(err, str(exc))
        return report.failed(EXIT_UNREADABLE, str(exc)) if report else EXIT_UNREADABLE
    except OutputError as exc:  # the page, its folder or its temporary file
        return _failed(err, report, target, f"cannot write: {exc.strerror or exc}")
    except OSError as exc:
        return _failed(err, report, source, str(exc.strerror or exc))
    code = EXIT_STRICT if strict and result.strict_failure else EXIT_OK
    if report is not None:
        report.done(code, result)
    _tell(err, result, target, quiet)
    return code


def _failed(err: Console, report: Optional[JsonReport], path: Path, error: str,
            code: int = EXIT_UNREADABLE) -> int:
    complain(err, f"{path}: {error}")
    return report.failed(code, error) if report else code


def _tell(err: Console, result: Result, target: Optional[Path], quiet: bool) -> None:
    """Skipped lines (always), masked secrets and where the page went (unless quiet)."""
    if result.problems:
        say(err, f"{result.source.name}: {counted(result.skipped, 'line')} skipped, "
                 f"{len(result.problems) - result.skipped} shown raw — listed in the page")
    if result.redactions and not quiet:
        say(err, "masked: " + ", ".join(f"{k} {n}" for k, n in result.redactions.items()))
    if not quiet:
        say(err, f"wrote {target if target else 'stdout'}")
