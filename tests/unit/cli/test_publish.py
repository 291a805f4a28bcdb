"""`cc2html publish`: against a fake `gh` put first on PATH (written here: it records each
call's arguments and copies the files handed to it), it uploads a masked page as a secret
gist, says what was masked and asks first, refuses without a terminal or `--yes`, says
`--no-redact` loudly, refuses a page that still holds a secret, and fails in one line
when `gh` is missing, not logged in, or fails. Secrets are fake_secrets.SAMPLES, assembled
at run time.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.cli import publish as publish_cli
from cc2html.cli.app import app
from fake_secrets import SAMPLES
from helpers import FORBIDDEN, TEST_DATA

runner = CliRunner()
GIST_ID = "0123456789abcdef0123456789abcdef"
FAKE_GH = f"""#!{sys.executable}
import json, os, shutil, sys
args = sys.argv[1:]
with open(os.environ["FAKE_GH_LOG"], "a") as log:
    log.write(json.dumps({{"args": args, "cwd": os.getcwd()}}) + "\\n")
if args[:2] == ["auth", "status"]:
    sys.exit(int(os.environ.get("FAKE_GH_AUTH", "0")))
if args[:2] == ["gist", "create"]:
    for arg in args[2:]:
        if os.path.isfile(arg):
            shutil.copy(arg, os.environ["FAKE_GH_FILES"])
    if os.environ.get("FAKE_GH_FAIL"):
        print("HTTP 401: Bad credentials", file=sys.stderr)
        sys.exit(1)
    print("- Creating gist", file=sys.stderr)
    print("https://gist.github.com/alice/{GIST_ID}")
"""


class Gh:
    """The fake gh's calls and the files it was handed."""

    def __init__(self, root: Path) -> None:
        self.log, self.files = root / "gh.log", root / "uploaded"
        self.files.mkdir()

    @property
    def calls(self) -> list[list[str]]:
        if not self.log.exists():
            return []
        return [json.loads(line)["args"] for line in self.log.read_text().splitlines()]

    def uploaded(self) -> dict[str, str]:
        return {p.name: p.read_text(encoding="utf-8") for p in self.files.iterdir()}

    @property
    def folders(self) -> list[Path]:
        """The folders gh ran in (publish's own temporary one for an upload)."""
        return [Path(json.loads(line)["cwd"]) for line in self.log.read_text().splitlines()]

    @property
    def created(self) -> bool:
        return any(call[:2] == ["gist", "create"] for call in self.calls)


@pytest.fixture
def gh(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Gh:
    folder = tmp_path / "bin"
    folder.mkdir()
    script = folder / "gh"
    script.write_text(FAKE_GH)
    script.chmod(0o755)
    fake = Gh(tmp_path)
    monkeypatch.setenv("PATH", f"{folder}{os.pathsep}{os.environ.get('PATH', '')}")
    monkeypatch.setenv("FAKE_GH_LOG", str(fake.log))
    monkeypatch.setenv("FAKE_GH_FILES", str(fake.files))
    return fake


def _session(folder: Path, name: str = "s1") -> Path:
    src = folder / f"{name}.jsonl"
    src.write_text("".join(json.dumps({
        "type": "user", "uuid": f"u{n}", "sessionId": "s1", "timestamp": "2026-01-01T10:00:00Z",
        "message": {"role": "user", "content": text}}) + "\n"
        for n, (_, text, _) in enumerate(SAMPLES, 1)), encoding="utf-8")
    return src


def _run(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = runner.invoke(app, ["publish", *args], input=stdin)
    return result.exit_code, result.stdout, result.stderr


def test_it_uploads_a_masked_page_as_a_secret_gist_and_prints_both_urls(tmp_path: Path,
                                                                        gh: Gh) -> None:
    code, out, err = _run(str(_session(tmp_path)), "--yes")
    assert code == 0, err
    [auth, create] = gh.calls
    assert auth == ["auth", "status"]
    assert create[:2] == ["gist", "create"] and "--public" not in create
    assert create[-1] == "s1.html"
    [(name, page)] = gh.uploaded().items()
    assert name == "s1.html" and "[REDACTED:" in page
    for kind, _, fingerprint in SAMPLES:
        assert fingerprint not in page, kind
        assert f"{kind} " in err, kind  # what was masked, kind by kind, before uploading
    assert out.splitlines() == [f"gist: https://gist.github.com/alice/{GIST_ID}",
                                f"preview: https://gisthost.github.io/?{GIST_ID}/s1.html"]
    assert not FORBIDDEN.search(out + err)
    upload = gh.folders[-1]
    assert upload.name.startswith("cc2html-publish-") and not upload.exists()  # removed


@pytest.mark.parametrize(("answer", "uploads"), [("n\n", False), ("y\n", True)])
def test_it_asks_before_uploading(tmp_path: Path, gh: Gh, monkeypatch: pytest.MonkeyPatch,
                                  answer: str, uploads: bool) -> None:
    monkeypatch.setattr(publish_cli, "interactive", lambda: True)
    code, _, err = _run(str(_session(tmp_path)), stdin=answer)
    assert "Upload it?" in err and "masked before rendering" in err
    assert err.index("masked before rendering") < err.index("Upload it?")
    assert (code, gh.created) == ((0, True) if uploads else (1, False))


def test_without_a_terminal_or_yes_it_refuses(tmp_path: Path, gh: Gh) -> None:
    code, out, err = _run(str(_session(tmp_path)))
    assert (code, out, gh.created) == (2, "", False)
    assert "pass --yes" in err


def test_a_missing_gh_is_one_clear_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    monkeypatch.setenv("PATH", str(empty))
    code, out, err = _run(str(_session(tmp_path)), "--yes")
    assert (code, out) == (1, "")
    assert err.count("\n") == 1 and err.startswith("error: gh (GitHub's CLI) is not on PATH")


def test_gh_not_logged_in_is_one_clear_line(tmp_path: Path, gh: Gh,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FAKE_GH_AUTH", "1")
    code, out, err = _run(str(_session(tmp_path)), "--yes")
    assert (code, out, gh.created) == (1, "", False)
    assert err.strip() == "error: gh is not logged in to GitHub: run `gh auth login`; " \
                          "nothing was uploaded"


def test_a_failing_gh_is_one_line(tmp_path: Path, gh: Gh, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FAKE_GH_FAIL", "1")
    code, out, err = _run(str(_session(tmp_path)), "--yes")
    assert (code, out) == (1, "")
    assert "error: gh gist create failed: HTTP 401: Bad credentials" in err


def test_no_redact_is_said_loudly_and_uploads_the_session_as_it_is(tmp_path: Path,
                                                                  gh: Gh) -> None:
    code, _, err = _run(str(_session(tmp_path)), "--no-redact", "--yes")
    assert code == 0
    assert "warning: --no-redact: uploading the session UNMASKED" in err
    assert "--redact would have masked 110 secrets" in err
    [page] = gh.uploaded().values()
    assert SAMPLES[0][2] in page


def test_markdown_is_published_for_github_to_render(tmp_path: Path, gh: Gh) -> None:
    code, out, err = _run(str(_session(tmp_path)), "--format", "md", "--yes")
    assert code == 0, err
    [(name, text)] = gh.uploaded().items()
    assert name == "s1.md" and text.lstrip().startswith("#")
    assert all(fingerprint not in text for _, _, fingerprint in SAMPLES)
    assert out.splitlines() == [f"gist: https://gist.github.com/alice/{GIST_ID}"]


def test_a_page_cc2html_rendered_is_uploaded_as_it_is_when_it_holds_no_secret(
        tmp_path: Path, gh: Gh) -> None:
    src = _session(tmp_path)
    masked, plain = tmp_path / "masked.html", tmp_path / "plain.html"
    assert runner.invoke(app, [str(src), "-o", str(masked), "--redact", "-q"]).exit_code == 0
    assert runner.invoke(app, [str(src), "-o", str(plain), "-q"]).exit_code == 0
    code, out, err = _run(str(masked), "--yes")
    assert code == 0, err
    assert gh.uploaded() == {"masked.html": masked.read_text(encoding="utf-8")}
    code, out, err = _run(str(plain), "--yes")
    assert (code, out) == (2, "") and "this page holds" in err
    assert len(gh.uploaded()) == 1  # nothing more handed to gh


@pytest.mark.parametrize("text", ["<!DOCTYPE html><html><body>hi</body></html>",
                                  "<html><meta name=\"generator\" content=\"cc2html 1\">"])
def test_html_cc2html_did_not_render_is_refused(tmp_path: Path, gh: Gh, text: str) -> None:
    page = tmp_path / "other.html"
    page.write_text(text)
    code, _, err = _run(str(page), "--yes")
    assert (code, gh.created) == (2, False) and "cc2html did not render" in err


def test_names_reach_gh_as_arguments_not_through_a_shell(tmp_path: Path, gh: Gh) -> None:
    src = tmp_path / "a$(touch pwned);b.jsonl"
    src.write_bytes((TEST_DATA / "tools.jsonl").read_bytes())
    code, _, err = _run(str(src), "--yes")
    assert code == 0, err
    assert list(gh.uploaded()) == ["a--touch-pwned--b.html"]
    assert not (tmp_path / "pwned").exists() and not Path("pwned").exists()


def test_a_folder_is_refused(tmp_path: Path, gh: Gh) -> None:
    code, _, err = _run(str(tmp_path), "--yes")
    assert (code, gh.created) == (2, False) and "one session" in err


def test_no_redact_on_a_page_holding_secrets_is_said_loudly(tmp_path: Path, gh: Gh) -> None:
    """`--no-redact` is said loudly whatever SRC is: a page that holds secrets too."""
    plain = tmp_path / "plain.html"
    assert runner.invoke(app, [str(_session(tmp_path)), "-o", str(plain), "-q"]).exit_code == 0
    code, _, err = _run(str(plain), "--no-redact", "--yes")
    assert code == 0, err
    assert "warning: --no-redact: uploading the page UNMASKED" in err
    assert "--redact would have masked" in err
    assert gh.uploaded() == {"plain.html": plain.read_text(encoding="utf-8")}
