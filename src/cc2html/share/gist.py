"""A secret gist made by the user's own `gh` (GitHub's CLI), found on PATH.

Every call is `subprocess.run` with an argument list (no shell), the environment passed
as it is (gh's own login, GH_TOKEN, GH_HOST …), a timeout, and its output captured. cc2html
opens no connection of its own. `gh gist create FILE --desc TEXT` makes a secret gist
unless `--public` is given (cli.github.com/manual/gh_gist_create), and prints its URL on
stdout; `gh auth status` exits non-zero when no account is logged in
(cli.github.com/manual/gh_auth_status).

The preview URL is the one claude-code-transcripts prints after `--gist`
(simonw/claude-code-transcripts, src/claude_code_transcripts/__init__.py:
`https://gisthost.github.io/?{gist_id}/index.html`, gisthost being Simon Willison's fork
of gistpreview.github.io): a page on GitHub Pages that fetches the gist and shows its
HTML file rendered, here named by its file.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Optional
from urllib.parse import quote

PREVIEW = "https://gisthost.github.io/?{id}/{file}"
TIMEOUT = 120  # seconds: an upload of a large page on a slow link
#: a gist's URL as gh prints it: https://<host>/<owner>/<id> (or /<id>)
_URL = re.compile(r"https://[A-Za-z0-9.-]{1,253}(?:/[A-Za-z0-9_.-]{1,100})?/([0-9a-fA-F]{8,64})")


class GhError(Exception):
    """gh is missing, not logged in, or failed; the message is one line to say."""


@dataclass(frozen=True)
class Gist:
    url: str
    id: str


def find_gh() -> str:
    """The path of `gh` on PATH; GhError when there is none."""
    found = shutil.which("gh")
    if found is None:
        raise GhError("gh (GitHub's CLI) is not on PATH: install it (https://cli.github.com) "
                      "and run `gh auth login`; nothing was uploaded")
    return found


def _run(gh: str, args: list[str], cwd: Optional[Path] = None) -> subprocess.CompletedProcess:
    try:
        return subprocess.run([gh, *args], capture_output=True, text=True, errors="replace",
                              timeout=TIMEOUT, cwd=cwd, stdin=subprocess.DEVNULL, check=False)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise GhError(f"gh {args[0]} {args[1]} could not run: {exc}") from None


def check_login(gh: str) -> None:
    """GhError unless `gh auth status` says an account is logged in."""
    if _run(gh, ["auth", "status"]).returncode != 0:
        raise GhError("gh is not logged in to GitHub: run `gh auth login`; nothing was "
                      "uploaded")


def _last_line(text: str) -> str:
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    return lines[-1] if lines else ""


def create_secret_gist(gh: str, file: Path, description: str) -> Gist:
    """Upload `file` as a secret gist (never `--public`); its URL and id."""
    done = _run(gh, ["gist", "create", "--desc", description, file.name], cwd=file.parent)
    if done.returncode != 0:
        raise GhError(f"gh gist create failed: {_last_line(done.stderr) or done.returncode}")
    found = _URL.search(_last_line(done.stdout))
    if found is None:
        raise GhError(f"gh gist create printed no gist URL: {_last_line(done.stdout)[:200]}")
    return Gist(found.group(0), found.group(1))


def preview_url(gist: Gist, file: str) -> str:
    return PREVIEW.format(id=gist.id, file=quote(file))
