"""Archive mode with --redact / --redact-home: nothing private reaches OUT or --json.

A small archive is built under tmp_path with a fake user name in the project folder names
(`-home-zoltanq-app`, `-Users-zoltanq-app`, ...), in cwd fields and in text, and secrets
in first prompts, a custom title, a summary line (which titles another session), a git
branch, a subagent file and a tool result. Every file of OUT (hidden ones and the manifest
too, as bytes), every file and folder name under OUT, and the --json summary are searched
for the user name and the secrets.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from urllib.parse import unquote

import pytest
from typer.testing import CliRunner

from cc2html.archive import runner as runner_module
from cc2html.archive import plan as plan_module
from cc2html.archive.build import Report
from cc2html.cli.archive import summary_json
from cc2html.archive.manifest import Manifest
from cc2html.archive.plan import project_path
from cc2html.archive.public import home_rests, public_path, settle
from cc2html.options import shorten_path, tidier
from cc2html.archive.worker import JobResult
from cc2html.cli.app import app
from cc2html.pipeline import Options
from cc2html.redact.redactor import Redactor

USER = "zoltanq"
SECRET = "gh" + "p_" + "Q7" * 13 + "0123456789"  # built here so no token sits in the repo
KEY = "sk-" + "ant-" + "api03-" + "R5" * 15
PRIVATE = (USER.encode(), b"Q7Q7Q7", b"R5R5R5")
PUBLIC_FOLDERS = {"home-app", "home-app-2", "home", "home-nocwd", "-opt-shared"}
HOME = f"/home/{USER}"


def _line(kind: str, uuid: str, sid: str, minute: int, content, cwd, **extra) -> dict:
    line = {"type": kind, "uuid": uuid, "sessionId": sid,
            "timestamp": f"2026-01-01T10:{minute:02d}:00Z",
            "message": {"role": kind, "content": content}, **extra}
    if kind == "assistant":
        line["message"].update({"id": f"m-{uuid}", "model": "claude-test"})
    if cwd is not None:
        line["cwd"] = cwd
    return line


def _write(path: Path, lines: list[dict]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")


def _session(path: Path, sid: str, prompt: str, cwd, minute: int = 0) -> None:
    _write(path, [_line("user", f"{sid}-u", sid, minute, prompt, cwd),
                  _line("assistant", f"{sid}-a", sid, minute + 1,
                        [{"type": "text", "text": f"done in {cwd}"}], cwd)])


def make_archive(root: Path) -> Path:
    src = root / "projects"
    app_dir, cwd = src / f"-home-{USER}-app", f"{HOME}/app"
    memory = f"{HOME}/.claude/projects/-home-{USER}-app/memory/MEMORY.md"
    _write(app_dir / "s1.jsonl", [
        _line("user", "s1-u", "s1", 0, f"deploy with {SECRET} from {cwd}", cwd,
              gitBranch="feat/" + SECRET),
        _line("assistant", "s1-a", "s1", 1, [
            {"type": "text", "text": f"Reading {memory}"},
            {"type": "tool_use", "id": "t1", "name": "Read", "input": {"file_path": memory}}],
            cwd, gitBranch="feat/" + SECRET),
        _line("user", "s1-r", "s1", 2, [{"type": "tool_result", "tool_use_id": "t1",
                                         "content": f"ANTHROPIC_API_KEY={KEY}"}], cwd),
    ])
    _write(app_dir / "s1" / "subagents" / "agent-a1.jsonl", [
        _line("user", "a1-u", "s1", 1, f"subtask {SECRET} in {cwd}/lib", cwd,
              isSidechain=True, agentId="a1")])
    _session(app_dir / "s2.jsonl", "s2", f"second, key {KEY}", cwd, minute=10)
    with (app_dir / "s2.jsonl").open("a", encoding="utf-8") as fh:  # titles s1 (leafUuid)
        fh.write(json.dumps({"type": "summary", "summary": f"Fix {SECRET} at {cwd}",
                             "leafUuid": "s1-r"}) + "\n")
    _session(app_dir / "s3.jsonl", "s3", "third", cwd, minute=20)
    with (app_dir / "s3.jsonl").open("a", encoding="utf-8") as fh:
        fh.write(json.dumps({"type": "custom-title", "sessionId": "s3",
                             "customTitle": f"named {KEY} {cwd}"}) + "\n")
    _write(app_dir / "agent-orphan.jsonl", [
        _line("user", "o-u", "nobody", 3, f"orphan {SECRET}", cwd, agentId="orphan")])
    _write(app_dir / "empty.jsonl", [{"type": "summary", "summary": f"{SECRET} {cwd}",
                                      "leafUuid": "x"}])
    _session(src / f"-Users-{USER}-app" / "m1.jsonl", "m1", f"mac {SECRET}",
             f"/Users/{USER}/app", minute=30)
    _session(src / f"-home-{USER}" / "h1.jsonl", "h1", f"home {KEY}", HOME, minute=40)
    _session(src / f"-home-{USER}-nocwd" / "n1.jsonl", "n1", f"no cwd {SECRET}", None, 50)
    _session(src / "-opt-shared" / "o1.jsonl", "o1", f"shared {SECRET}", "/opt/shared", 55)
    return src


def cc2html(*args: object) -> tuple[int, dict, str]:
    result = CliRunner().invoke(app, [str(a) for a in args] + ["--json", "-q"])
    data = json.loads(result.stdout) if result.stdout.strip() else {}
    return result.exit_code, data, result.stdout


def leaks(out: Path, stdout: str = "") -> list[str]:
    """Every place under `out` (names and bytes) or in `stdout` holding a private marker."""
    found = []
    for path in sorted(out.rglob("*")):
        rel = path.relative_to(out).as_posix()
        blob = path.read_bytes() if path.is_file() else b""
        for marker in PRIVATE:
            if marker.lower() in rel.encode().lower() or marker.lower() in blob.lower():
                found.append(f"{rel}: {marker.decode()}")
    found += [f"--json: {m.decode()}" for m in PRIVATE if m.decode().lower() in stdout.lower()]
    return found


def folders(out: Path) -> set[str]:
    return {p.name for p in out.iterdir()
            if p.is_dir() and p.name not in ("cc2html-search", ".cc2html")}


def broken_links(out: Path) -> list[str]:
    broken = []
    for page in out.rglob("*.html"):
        for href in re.findall(r'href="([^"#?]+)', page.read_text(encoding="utf-8")):
            if not re.match(r"[a-z]+:", href) and not (page.parent / unquote(href)).exists():
                broken.append(f"{page.relative_to(out)} -> {href}")
    return broken


@pytest.fixture
def src(tmp_path: Path) -> Path:
    return make_archive(tmp_path)


def test_nothing_private_reaches_out(src: Path, tmp_path: Path) -> None:
    out = tmp_path / "site"
    code, data, stdout = cc2html(src, "-o", out, "--redact", "--redact-home", "-j", "2")
    assert code == 0, stdout
    assert data["sessions"] == 7 and data["pages"]["written"] == 7
    assert leaks(out, stdout) == []
    assert folders(out) == PUBLIC_FOLDERS
    assert not broken_links(out)
    assert data["orphan_subagent_files"] == ["home-app/agent-orphan.jsonl"]
    assert data["files_without_conversation"] == ["home-app/empty.jsonl"]
    assert data["redactions"]["github-token"] >= 6 and data["redactions"]["home-path"] >= 6
    # the secrets were there to find: masked, not dropped
    top = (out / "index.html").read_text(encoding="utf-8")
    assert ">~/app</a>" in top and ">~/nocwd</a>" in top and ">~</a>" in top
    index = (out / "home-app" / "index.html").read_text(encoding="utf-8")
    assert "Fix [REDACTED:github-token] at ~/app" in index  # s1, titled by s2's summary
    assert "named [REDACTED:anthropic-key] ~/app" in index  # s3's custom title
    assert "second, key [REDACTED:anthropic-key]" in index  # s2's first prompt
    assert "feat/[REDACTED:github-token]" in index  # git branch
    page = (out / "home-app" / "s1.html").read_text(encoding="utf-8")
    assert "home-app/s1.jsonl" in page  # the page names its source by the public name
    assert "~/.claude/projects/home-app/memory/MEMORY.md" in page
    sessions = (out / "cc2html-search" / "sessions.js").read_text(encoding="utf-8")
    names = [p[0] for p in json.loads(sessions[sessions.index("(") + 1: -3])["projects"]]
    assert set(names) == PUBLIC_FOLDERS
    texts = {p.parent.name for p in (out / "cc2html-search" / "text").rglob("*.js")}
    assert texts == PUBLIC_FOLDERS


def test_rerun_rewrites_nothing(src: Path, tmp_path: Path, monkeypatch) -> None:
    out = tmp_path / "site"
    assert cc2html(src, "-o", out, "--redact", "--redact-home", "-j", "1")[0] == 0
    before = {p: p.stat().st_mtime_ns for p in out.rglob("*") if p.is_file()
              and not p.name.startswith(".cc2html-manifest")}
    scanned = []
    monkeypatch.setattr(plan_module, "scan_any", lambda path: scanned.append(path))
    code, data, _ = cc2html(src, "-o", out, "--redact", "--redact-home", "-j", "1")
    assert code == 0
    assert data["pages"] == {"written": 0, "unchanged": 7, "removed": 0}
    assert data["indexes"]["written"] == 0 and data["search_files"] == 0
    after = {p: p.stat().st_mtime_ns for p in out.rglob("*") if p.is_file()
             and not p.name.startswith(".cc2html-manifest")}
    assert after == before
    assert scanned == []  # the scan cache (keyed without folder names) still hits


def test_switching_home_redaction_renames_and_removes(src: Path, tmp_path: Path) -> None:
    out = tmp_path / "site"
    assert cc2html(src, "-o", out, "--redact-home", "-j", "1")[0] == 0
    code, data, _ = cc2html(src, "-o", out, "-j", "1")  # off: the input's names come back
    # six pages move (-opt-shared keeps its name: re-rendered in place), all re-render
    assert code == 0 and data["pages"]["removed"] == 6 and data["pages"]["written"] == 7
    assert folders(out) == {f"-home-{USER}-app", f"-Users-{USER}-app", f"-home-{USER}",
                            f"-home-{USER}-nocwd", "-opt-shared"}
    assert not broken_links(out)
    code, data, stdout = cc2html(src, "-o", out, "--redact-home", "-j", "1")  # on again
    assert code == 0 and data["pages"]["removed"] == 6
    assert folders(out) == PUBLIC_FOLDERS
    assert not broken_links(out)
    # the secrets were never masked in this test: only the user name must be gone
    assert [leak for leak in leaks(out, stdout) if leak.endswith(USER)] == []


def test_redacting_an_archive_made_without_redaction(src: Path, tmp_path: Path,
                                                     monkeypatch) -> None:
    """The manifest of the plain run held every name, cwd and secret: none survives, not
    even in the file's free pages (SQLite keeps deleted rows there unless built with
    SECURE_DELETE, as Debian's is: turned off here to see what other builds would leave)."""
    opened = Manifest._open

    def insecure(self):
        db = opened(self)
        db.execute("PRAGMA secure_delete=OFF")
        return db

    monkeypatch.setattr(Manifest, "_open", insecure)
    out = tmp_path / "site"
    assert cc2html(src, "-o", out, "-j", "1")[0] == 0
    assert leaks(out)  # the plain archive does hold them (the test can see a leak)
    code, _, stdout = cc2html(src, "-o", out, "--redact", "--redact-home", "-j", "1")
    assert code == 0 and leaks(out, stdout) == []
    code, data, stdout = cc2html(src, "-o", out, "--redact", "--redact-home", "-j", "1")
    assert code == 0 and data["pages"]["written"] == 0 and leaks(out, stdout) == []


def test_folders_the_manifest_forgot_are_reported(src: Path, tmp_path: Path) -> None:
    """A plain archive whose manifest is lost: its home-named folders are not known to be
    cc2html's, so --redact-home does not delete them, but warns (and removes empty ones)."""
    out = tmp_path / "site"
    assert cc2html(src, "-o", out, "-j", "1")[0] == 0
    (out / ".cc2html-manifest.sqlite").unlink()
    (out / f"-home-{USER}-empty").mkdir()
    result = CliRunner().invoke(app, [str(src), "-o", str(out), "--redact-home", "-q",
                                      "--json", "-j", "1"])
    assert result.exit_code == 0
    assert json.loads(result.stdout)["untracked_home_folders"] == 8  # 4 + 4 search folders
    assert "remove it before publishing" in result.stderr
    assert not (out / f"-home-{USER}-empty").exists() and (out / f"-home-{USER}-app").is_dir()
    assert folders(out) >= PUBLIC_FOLDERS


def test_project_filter_does_not_rename(src: Path, tmp_path: Path) -> None:
    """Names are settled over every folder, so the -Users- project stays `home-app-2`."""
    out = tmp_path / "site"
    code, data, stdout = cc2html(src, "-o", out, "--redact-home", "--project", "Users")
    assert code == 0 and folders(out) == {"home-app-2"} and data["sessions"] == 1
    assert "mac " in (out / "home-app-2" / "m1.html").read_text(encoding="utf-8")
    assert [leak for leak in leaks(out, stdout) if leak.endswith(USER)] == []


def test_one_project_folder_as_input(src: Path, tmp_path: Path) -> None:
    out = tmp_path / "site"
    code, data, stdout = cc2html(src / f"-home-{USER}-app", "-o", out, "--redact",
                                 "--redact-home", "-j", "1")
    assert code == 0 and folders(out) == {"home-app"} and data["sessions"] == 3
    assert data["input"].endswith("/projects/home-app")
    assert leaks(out, stdout) == [] and not broken_links(out)


def test_errors_and_paths_in_json_are_tidied(src: Path, tmp_path: Path, monkeypatch) -> None:
    real = runner_module.run_job

    def failing(job):
        if job.key.endswith("h1.jsonl"):
            return JobResult(job.key, [], "", error=f"failed: '{HOME}/x' or "
                                                    f"'/data/-home-{USER}-app/s1.jsonl'")
        return real(job)

    monkeypatch.setattr(runner_module, "run_job", failing)
    out = tmp_path / "site"
    code, data, stdout = cc2html(src, "-o", out, "--redact", "--redact-home", "-j", "1")
    assert code == 1
    assert data["unreadable"] == [{"file": "home/h1.jsonl",
                                   "error": "failed: '~/x' or '/data/home-app/s1.jsonl'"}]
    assert leaks(out, stdout) == []
    report = summary_json(Report(), Path(f"{HOME}/.claude/projects"), Path(f"{HOME}/site"),
                          0.0, 0, tidier(Options(redact_home=True)))
    assert (report["input"], report["index"]) == ("~/.claude/projects", "~/site/index.html")


# --- the naming scheme (archive/public.py) ---------------------------------------------

def _names(folders: dict[str, str]) -> dict[str, str]:
    rests = home_rests(folders)
    return settle({n: n if r is None else "home" + r for n, r in rests.items()})


def test_public_names() -> None:
    names = _names({
        "-home-ann-lee-app": "~/app",  # user `ann.lee`: where the home ends is read from cwd
        "-home-ann-lee-x-y": project_path("-home-ann-lee-x-y", []),  # no cwd: homes seen
        "-home-bob-app": "~/app",  # clashes with the first
        "-Users-Bob-App": "~/App",  # and, on a case-insensitive disk, with both
        "home-app-2": "home-app-2",  # a folder that already bears a numbered name
        "-home-carl-q": project_path("-home-carl-q", []),  # unknown home: one word is the user
        "-srv-data": "/srv/data",
        "-home-ann-lee": "~",
    })
    assert names == {"-home-ann-lee-app": "home-app", "-home-bob-app": "home-app-3",
                     "-Users-Bob-App": "home-App-4", "home-app-2": "home-app-2",
                     "-home-ann-lee-x-y": "home-x-y", "-home-carl-q": "home-q",
                     "-srv-data": "-srv-data", "-home-ann-lee": "home"}
    assert len({n.casefold() for n in names.values()}) == len(names)
    assert _names(dict(reversed(list({"-home-a-x": "~/x", "-Users-a-x": "~/x"}.items())))) \
        == _names({"-home-a-x": "~/x", "-Users-a-x": "~/x"})  # order of discovery: no matter


def test_public_paths_and_cwds() -> None:
    assert project_path("-home-ann-lee-app", ["~/other", "~/app", "~/other"]) == "~/app"
    assert public_path("/home/ann/lee/x", "-x") == "~/x"  # a guess from the name: redone
    assert public_path("~/app", "-app") == "~/app" and public_path("/srv", None) == "/srv"
    assert shorten_path("/home/a") == "~" and shorten_path("/opt/home/a") == "/opt/home/a"


def test_redactor_masks_project_folder_names_in_text() -> None:
    r = Redactor(secrets=False, home=True)
    assert (r.text(f"cat {HOME}/.claude/projects/-home-{USER}-app/memory/MEMORY.md")
            == "cat ~/.claude/projects/home-app/memory/MEMORY.md")
    assert r.text(f"ls -home-{USER}-lib; use --home-dir x") == "ls home-lib; use --home-dir x"
    assert r.text("the -home-page and a-home-b stay") == "the -home-page and a-home-b stay"
    assert r.text("projects/-Users-eve-z/") == "projects/home-z/"
    assert r.text("see file:///Users/eve/a.md") == "see file://~/a.md"
    assert (r.text("\x1b[90m/home/eve/x \x1b[2m/home/eve\x1b[0m /opt/home/eve")
            == "\x1b[90m~/x \x1b[2m~\x1b[0m /opt/home/eve")
