"""`cc2html publish SRC`: one session as a *secret* gist, through the user's own `gh`.

SRC is a transcript (a file, a session's id or prefix, `latest`: show.py `resolve`),
rendered into a temporary folder this command owns (removed after), or a page cc2html
rendered already (share/page.py tells it by its first bytes), uploaded as it is. Secrets
are masked by default (`--redact`, and home paths: `--redact-home`); before uploading it
says what was masked, kind by kind, and asks, unless `--yes` (with no terminal to ask on,
it refuses). `--no-redact` uploads the session unmasked and says so, with what `--redact`
would have masked. A page that still holds a secret `--redact` knows is refused unless
`--no-redact`. Then it prints the gist's URL and, for a page, a preview URL that renders
it (share/gist.py). Everything reaches GitHub through `gh` (share/gist.py); a missing
`gh`, or one not logged in, is one line and exit 1.

Exit codes (exits.py): 0 uploaded; 1 SRC or gh missing, gh not logged in or failing, the
upload declined at the prompt; 2 bad input (a folder, another tool's HTML, no transcript,
a page holding secrets) or no terminal to confirm on without `--yes`.
"""

from __future__ import annotations

import re
import sys
import tempfile
from pathlib import Path
from typing import Optional, Union

import typer
from rich.console import Console

from .. import __version__
from ..model.text import counted
from ..options import SUFFIXES, Options
from ..pipeline import convert
from ..read.sniff import NotTranscript
from ..share.gist import GhError, check_login, create_secret_gist, find_gh, preview_url
from ..share.page import head, is_cc2html_page, is_html, page_secrets
from .console import complain, is_tty, say, stderr_console
from .exits import EXIT_OK, EXIT_UNREADABLE, EXIT_USAGE
from .show import resolve

Prepared = tuple[Path, Optional[dict[str, int]]]  # the file to upload, what was masked (a page: None)


def interactive() -> bool:
    """Whether there is someone to ask: stdin is a terminal."""
    return is_tty(sys.stdin)


def _name(path: Path) -> str:
    """The gist's file name: the source's stem in safe characters."""
    return re.sub(r"[^A-Za-z0-9._-]", "-", path.stem)[:80].strip(".-") or "session"


def _kinds(counts: dict[str, int]) -> str:
    return ", ".join(f"{kind} {n}" for kind, n in sorted(counts.items()))


def _page(path: Path, fmt: str, redact: bool, folder: Path, err: Console
          ) -> Union[Prepared, int]:
    """A cc2html page, copied as it is, unless it holds a secret and redaction is on."""
    if fmt != "html":
        complain(err, f"{path}: a rendered page is published as HTML; give its transcript "
                      "for --format md")
        return EXIT_USAGE
    data = path.read_bytes()
    found = page_secrets(data.decode("utf-8", errors="replace"))
    if found and redact:
        complain(err, f"{path}: this page holds {counted(sum(found.values()), 'secret')} "
                      f"--redact masks ({_kinds(found)}): publish its transcript (masked on "
                      "the way), or pass --no-redact to upload it as it is")
        return EXIT_USAGE
    if not redact:  # (said loudly, as for a transcript: _tell)
        complain(err, "--no-redact: uploading the page UNMASKED" + (
            f"; --redact would have masked {counted(sum(found.values()), 'secret')} in it "
            f"({_kinds(found)})" if found else " (--redact finds no secret in it)"), "warning")
    target = folder / f"{_name(path)}.html"
    target.write_bytes(data)
    say(err, f"{path.name} is a page cc2html rendered: uploaded as it is"
             + (" (--redact finds no secret in it)" if redact else ""))
    return target, None


def _render(path: Path, options: Options, folder: Path, err: Console
            ) -> Union[Prepared, int]:
    target = folder / f"{_name(path)}{SUFFIXES[options.output_format]}"
    try:
        result = convert(path, target, options=options, parts=False)  # a gist: one file
    except NotTranscript as exc:
        complain(err, f"{path}: not a transcript: {exc.reason}")
        return EXIT_USAGE
    except OSError as exc:
        complain(err, f"{path}: {exc.strerror or exc}")
        return EXIT_UNREADABLE
    return target, result.redactions


def _prepare(path: Path, options: Options, folder: Path, err: Console
             ) -> Union[Prepared, int]:
    """The file to upload, written in `folder`, or the exit code (said on `err`)."""
    if path.is_dir():
        complain(err, f"{path}: a folder; publish takes one session (a file)")
        return EXIT_USAGE
    try:
        start = head(path)
    except OSError as exc:
        complain(err, f"{path}: {exc.strerror or exc}")
        return EXIT_UNREADABLE
    if is_cc2html_page(start):
        return _page(path, options.output_format, options.redact, folder, err)
    if is_html(start):
        complain(err, f"{path}: an HTML page cc2html did not render; publish takes a "
                      "transcript or a page of cc2html's")
        return EXIT_USAGE
    return _render(path, options, folder, err)


def _tell(err: Console, path: Path, options: Options, masked: dict[str, int]) -> None:
    """What was masked, or (loudly) that nothing was and what --redact would have masked."""
    if options.redact:
        say(err, f"masked before rendering: {_kinds(masked)} "
                 f"({sum(masked.values())} masked)" if masked
            else "--redact found nothing to mask")
        return
    from ..audit import scan_session  # what --redact would have masked: said, not done
    would = scan_session(path, path.name, options.input_format).counts
    complain(err, "--no-redact: uploading the session UNMASKED"
             + (f"; --redact would have masked {counted(sum(would.values()), 'secret')} "
                f"in it ({_kinds(would)})" if would else " (--redact finds no secret in it)"),
             "warning")


def _confirmed(yes: bool, err: Console, target: Path) -> int:
    """EXIT_OK when the upload may go ahead; else the code, said."""
    say(err, f"about to upload {target.name} ({target.stat().st_size:,} bytes) as a secret "
             "gist: unlisted, but anyone with its link can read it")
    if yes:
        return EXIT_OK
    if not interactive():
        complain(err, "nothing uploaded: no terminal to confirm on; pass --yes to upload")
        return EXIT_USAGE
    if not typer.confirm("Upload it?", default=False, err=True):
        say(err, "nothing uploaded")
        return EXIT_UNREADABLE
    return EXIT_OK


def run_publish(source: Path, options: Options, yes: bool, color: Optional[bool] = None
                ) -> int:
    """Publish `source` as a secret gist; the exit code."""
    err = stderr_console(color)
    path, code = resolve(source, err)
    if path is None:
        return code
    try:
        gh = find_gh()
        check_login(gh)
    except GhError as exc:
        complain(err, str(exc))
        return EXIT_UNREADABLE
    with tempfile.TemporaryDirectory(prefix="cc2html-publish-") as folder:
        prepared = _prepare(path, options, Path(folder), err)
        if isinstance(prepared, int):
            return prepared
        target, masked = prepared
        if masked is not None:
            _tell(err, path, options, masked)
        code = _confirmed(yes, err, target)
        if code != EXIT_OK:
            return code
        try:
            gist = create_secret_gist(gh, target, f"{target.stem} (cc2html {__version__})")
        except GhError as exc:
            complain(err, str(exc))
            return EXIT_UNREADABLE
    sys.stdout.write(f"gist: {gist.url}\n")
    if target.suffix == ".html":
        sys.stdout.write(f"preview: {preview_url(gist, target.name)}\n")
    else:
        say(err, "GitHub renders the Markdown on the gist's own page")
    return EXIT_OK
