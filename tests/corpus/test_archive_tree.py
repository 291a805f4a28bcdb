"""Archive mode (`cc2html DIR`) through the CLI, over a projects tree copied from the corpus.

The tree is built in a temporary folder at test time (corpus files are never committed):
  -experiments-worktrees/   a real session with a <session>/subagents/ folder
  sample-project/           real sessions + flat agent-*.jsonl files
  -Users-dain-workspace-JSSoundRecorder/  flat agent-*.jsonl owned by sessionId, empty files
  marot/                    two small real sessions (append / delete tests)
  titles/                   hand-made: a summary line in one file titling another file
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from urllib.parse import unquote

import pytest
from typer.testing import CliRunner

from cc2html.archive import manifest as manifest_module
from cc2html.archive import runner as runner_module
from cc2html.cli.app import app
from helpers import need_corpus

runner = CliRunner()

SOURCES = {
    "-experiments-worktrees": "daaain-claude-code-log/test/test_data/real_projects/"
                              "-experiments-worktrees",
    "sample-project": "d-kimuson-claude-code-viewer/mock-global-claude-dir/projects/sample-project",
    "-Users-dain-workspace-JSSoundRecorder": "daaain-claude-code-log/test/test_data/"
                                             "real_projects/-Users-dain-workspace-JSSoundRecorder",
}
MAROT = "marot-spotter/test/fixtures/transcripts"
LEAF = "11111111-2222-3333-4444-555555555555"


def _line(kind: str, uuid: str, stamp: str, text: str, session: str = "s-titled") -> dict:
    message = ({"role": "user", "content": text} if kind == "user" else
               {"role": "assistant", "model": "claude-test", "id": f"m-{uuid}",
                "content": [{"type": "text", "text": text}]})
    return {"type": kind, "uuid": uuid, "parentUuid": None, "sessionId": session,
            "timestamp": stamp, "cwd": "/home/t/titles", "message": message}


def _write_jsonl(path: Path, lines: list) -> None:
    path.write_text("".join((ln if isinstance(ln, str) else json.dumps(ln)) + "\n"
                            for ln in lines), encoding="utf-8")


def _make_tree(root: Path) -> Path:
    corpus = need_corpus()
    for name, rel in SOURCES.items():
        shutil.copytree(corpus / rel, root / name)
    (root / "marot").mkdir()
    for name in ("short.jsonl", "tool_heavy.jsonl"):
        shutil.copy2(corpus / MAROT / name, root / "marot" / name)
    titles = root / "titles"
    titles.mkdir()
    _write_jsonl(titles / "s-titled.jsonl", [
        _line("user", "aaaaaaaa-0000-0000-0000-000000000001", "2025-03-01T10:00:00Z",
              "first prompt words"),
        _line("assistant", LEAF, "2025-03-01T10:00:05Z", "an answer")])
    _write_jsonl(titles / "s-later.jsonl", [
        {"type": "summary", "summary": "Title From Another File", "leafUuid": LEAF},
        _line("user", "bbbbbbbb-0000-0000-0000-000000000001", "2025-03-02T10:00:00Z",
              "later prompt", "s-later"),
        "this line is not JSON"])
    _write_jsonl(titles / "agent-orphan.jsonl", [  # names a session that is not here
        {**_line("user", "dddddddd-0000-0000-0000-000000000001", "2025-03-03T10:00:00Z",
                 "a subagent prompt", "s-missing"), "isSidechain": True}])
    for path in root.rglob("*"):
        path.chmod(0o755 if path.is_dir() else 0o644)
    return root


@pytest.fixture(scope="module")
def tree(tmp_path_factory) -> Path:
    return _make_tree(tmp_path_factory.mktemp("archive") / "projects")


@pytest.fixture(scope="module")
def cold(tree: Path, tmp_path_factory) -> tuple[Path, dict]:
    """One cold run, shared: (output folder, --json summary)."""
    out = tmp_path_factory.mktemp("cold") / "html"
    result = runner.invoke(app, [str(tree), "-o", str(out), "--json", "-j", "2"])
    assert result.exit_code == 0, result.output
    return out, json.loads(result.stdout)


@pytest.fixture
def copy(tree: Path, cold: tuple[Path, dict], tmp_path: Path) -> tuple[Path, Path]:
    """A private copy of the input tree and of the cold output (mtimes kept: unchanged)."""
    src, out = tmp_path / "projects", tmp_path / "html"
    shutil.copytree(tree, src)
    shutil.copytree(cold[0], out)
    return src, out


def run(*args: object) -> tuple[int, dict, str]:
    result = runner.invoke(app, [str(a) for a in args] + ["--json"])
    data = json.loads(result.stdout) if result.stdout.strip() else {}
    return result.exit_code, data, result.stderr


def snapshot(out: Path) -> dict[str, tuple[int, bytes]]:
    return {p.relative_to(out).as_posix(): (p.stat().st_mtime_ns, p.read_bytes())
            for p in sorted(out.rglob("*")) if p.is_file()}


def html_files(out: Path) -> dict[str, bytes]:
    return {p.relative_to(out).as_posix(): p.read_bytes() for p in sorted(out.rglob("*.html"))}


def broken_links(out: Path) -> list[str]:
    """Every link of the index pages, and the up/prev/next links of session pages."""
    broken = []
    for page in out.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        links = (re.findall(r'href="([^"]+)"', text) if page.name == "index.html" else
                 re.findall(r'href="([^"]+)" rel="(?:up|prev|next)"', text))
        assert page.name == "index.html" or 'rel="up"' in text, page
        for href in links:
            if href.startswith("#"):  # within the page (the skip link to <main id="main">)
                if f'id="{href[1:]}"' not in text:
                    broken.append(f"{page.relative_to(out)} -> {href}")
            elif not (page.parent / unquote(href)).is_file():
                broken.append(f"{page.relative_to(out)} -> {href}")
    return broken


# --------------------------------------------------------------------------- cold run
def test_cold_run_writes_indexes_and_pages(cold):
    out, data = cold
    assert (out / "index.html").is_file()
    for project in [*SOURCES, "marot", "titles"]:
        assert (out / project / "index.html").is_file(), project
    assert data["pages"]["written"] == data["sessions"] > 0
    pages = [p for p in out.rglob("*.html") if p.name not in ("index.html", "search.html")]
    assert len(pages) == data["sessions"]
    assert not broken_links(out)


def test_subagents_nest_and_never_become_sessions(cold):
    out, data = cold
    assert not list(out.rglob("agent-*.html"))
    assert all("agent-" not in Path(p).name for p in data["files_without_conversation"])
    folder_layout = (out / "-experiments-worktrees" /
                     "ef958aa1-0e93-49f0-bb71-150f63befcd1.html").read_text()
    assert 'id="subagent-a4ca7529859c158c2"' in folder_layout
    flat = (out / "-Users-dain-workspace-JSSoundRecorder" /
            "7acd37a8-2745-4b58-a8a9-46164b22ad9e.html").read_text()
    assert 'id="subagent-3430b97e"' in flat  # agent file naming this session
    assert 'id="subagent-650d3273"' not in flat  # it names another session
    index = (out / "-Users-dain-workspace-JSSoundRecorder" / "index.html").read_text()
    assert "agent-3430b97e" not in index


def test_subagent_file_without_its_session_is_listed_not_rendered(cold):
    out, data = cold
    orphans = data["orphan_subagent_files"]
    assert "titles/agent-orphan.jsonl" in orphans
    # these name sessions whose files are empty: listed too, never pages of their own
    assert "-Users-dain-workspace-JSSoundRecorder/agent-650d3273.jsonl" in orphans
    assert "agent-orphan.jsonl" in (out / "titles" / "index.html").read_text()
    assert not (out / "titles" / "agent-orphan.html").exists()


def test_prev_next_links_follow_start_time(cold):
    out, _ = cold
    short = (out / "marot" / "short.html").read_text()
    heavy = (out / "marot" / "tool_heavy.html").read_text()
    assert 'rel="up"' in short and 'href="index.html"' in short
    linked = ('href="tool_heavy.html" rel="next"' in short
              and 'href="short.html" rel="prev"' in heavy)
    reverse = ('href="short.html" rel="next"' in heavy
               and 'href="tool_heavy.html" rel="prev"' in short)
    assert linked or reverse


def test_title_from_summary_in_another_file(cold):
    out, _ = cold
    page = (out / "titles" / "s-titled.html").read_text()
    assert "<title>Title From Another File</title>" in page
    assert "Title From Another File" in (out / "titles" / "index.html").read_text()


def test_project_path_decoded_from_cwd(cold):
    out, _ = cold
    top = (out / "index.html").read_text()
    assert "/Users/dain/workspace/JSSoundRecorder" in top
    assert "/home/t/titles" in top


# --------------------------------------------------------------------------- incremental
def test_unchanged_rerun_writes_nothing(copy):
    src, out = copy
    code, data, _ = run(src, "-o", out)  # the copy's input folder is recorded (forget reads it)
    assert code == 0 and data["pages"]["written"] == 0 and data["indexes"]["written"] == 0
    before = snapshot(out)
    code, data, _ = run(src, "-o", out)
    assert code == 0
    assert data["pages"] == {"written": 0, "unchanged": data["sessions"], "removed": 0}
    assert data["indexes"]["written"] == 0
    assert snapshot(out) == before


def test_touched_but_unchanged_file_is_not_rerendered(copy):
    src, out = copy
    (src / "marot" / "short.jsonl").touch()
    code, data, _ = run(src, "-o", out)
    assert code == 0 and data["pages"]["written"] == 0


def test_one_append_rewrites_that_page_and_its_indexes(copy):
    src, out = copy
    before = snapshot(out)
    with (src / "marot" / "short.jsonl").open("a", encoding="utf-8") as fh:
        fh.write(json.dumps(_line("user", "cccccccc-0000-0000-0000-000000000001",
                                  "2026-02-10T21:20:00Z", "one more question",
                                  "55604662-cf2a-4331-851a-ec234028f8ca")) + "\n")
    code, data, _ = run(src, "-o", out)
    assert code == 0 and data["pages"]["written"] == 1
    after = snapshot(out)
    changed = {k for k in after if k.endswith(".html") and after[k] != before.get(k)}
    assert changed == {"marot/short.html", "marot/index.html", "index.html"}
    assert "one more question" in (out / "marot" / "short.html").read_text()


def test_deleted_session_page_disappears_with_prune(copy):
    src, out = copy
    (src / "marot" / "tool_heavy.jsonl").unlink()
    code, data, _ = run(src, "-o", out, "--prune")
    assert code == 0 and data["pages"]["removed"] == 1
    assert not (out / "marot" / "tool_heavy.html").exists()
    assert "tool_heavy" not in (out / "marot" / "index.html").read_text()
    assert not broken_links(out)
    shutil.rmtree(src / "marot")
    code, data, _ = run(src, "-o", out, "--prune")
    assert code == 0 and not (out / "marot").exists()


def test_two_cold_runs_are_byte_identical(tree, cold, tmp_path):
    code, _, _ = run(tree, "-o", tmp_path / "again", "-j", "1")
    assert code == 0
    assert html_files(tmp_path / "again") == html_files(cold[0])


class _SlowClock:
    """A clock on which every reading is two seconds after the last: as on a loaded
    machine, the manifest commits its batch after every page."""

    def __init__(self) -> None:
        self.now = 0.0

    def monotonic(self) -> float:
        self.now += 2.0
        return self.now


@pytest.mark.parametrize("clock", ["real", "slow"])
def test_interrupted_run_recovers(tree, cold, tmp_path, monkeypatch, clock):
    # with the slow clock a batch committed between a page's row and its search terms,
    # and the interrupted run's close() then skipped the terms: one page redone per run
    if clock == "slow":
        monkeypatch.setattr(manifest_module, "time", _SlowClock())
    out = tmp_path / "html"
    done = []

    def crashing(job):
        if len(done) == 3:
            raise KeyboardInterrupt  # as if the run were killed here
        done.append(job.key)
        return real(job)

    real = runner_module.run_job
    monkeypatch.setattr(runner_module, "run_job", crashing)
    result = runner.invoke(app, [str(tree), "-o", str(out), "-j", "1"])
    assert result.exit_code != 0 and len(done) == 3
    (out / "marot").mkdir(exist_ok=True)
    (out / "marot" / ".cc2html-x1y2abcd.tmp").write_text("<half a page")  # killed mid-write
    monkeypatch.setattr(runner_module, "run_job", real)
    code, data, _ = run(tree, "-o", out)
    assert code == 0
    assert data["pages"]["written"] == data["sessions"] - 3
    assert html_files(out) == html_files(cold[0])
    assert not list(out.rglob("*.tmp"))


# --------------------------------------------------------------------------- CLI surface
def test_json_summary_schema(cold):
    _, data = cold
    assert set(data) >= {"cc2html", "input", "output", "index", "exit_code", "projects",
                         "sessions", "inputs_seen", "excluded_by_filters", "pages", "indexes",
                         "problems", "unreadable", "orphan_subagent_files",
                         "files_without_conversation", "seconds"}
    assert set(data["pages"]) == {"written", "unchanged", "removed"}
    assert data["projects"] == 5 and data["exit_code"] == 0
    bad = next(p for p in data["problems"] if p["file"] == "titles/s-later.jsonl")
    assert bad["skipped_lines"] == 1
    assert set(bad) == {"file", "skipped_lines", "shown_raw", "warnings", "unknown_kinds"}
    assert any(name.endswith("2c5941bd-b9de-41d6-9414-221d175776f7.jsonl")
               for name in data["files_without_conversation"])  # an empty file


def test_strict_exits_3_on_skipped_lines(copy):
    src, out = copy
    code, data, _ = run(src, "-o", out, "--strict")
    assert code == 3 and data["exit_code"] == 3
    code, _, _ = run(src, "-o", out, "--strict", "--project", "marot")
    assert code in (0, 3)  # marot has unrecognised kinds or not; titles' bad line is gone


def test_unreadable_session_exits_1(copy, monkeypatch):
    src, out = copy
    with (src / "marot" / "short.jsonl").open("a") as fh:  # changed: must be read again
        fh.write("{}\n")
    monkeypatch.setattr("cc2html.archive.worker.build_session",
                        lambda *a: (_ for _ in ()).throw(PermissionError(13, "Permission denied")))
    code, data, err = run(src, "-o", out, "-j", "1")
    assert code == 1 and data["unreadable"][0]["file"] == "marot/short.jsonl"
    assert "Permission denied" in err
    assert (out / "marot" / "short.html").is_file()  # the old page is kept


def test_project_filter(copy, tmp_path):
    src, _ = copy
    code, data, _ = run(src, "-o", tmp_path / "only", "--project", "sample")
    assert code == 0 and data["projects"] == 1
    assert (tmp_path / "only" / "sample-project" / "index.html").is_file()
    assert not (tmp_path / "only" / "marot").exists()
    code, data, _ = run(src, "-o", tmp_path / "glob", "--project", "-Users-*")
    assert code == 0 and data["projects"] == 1


def test_date_filters(copy, tmp_path):
    src, _ = copy
    code, data, _ = run(src, "-o", tmp_path / "d", "--from", "2025-03-01", "--to", "2025-03-01")
    assert code == 0 and data["sessions"] == 1 and data["excluded_by_filters"] > 0
    assert (tmp_path / "d" / "titles" / "s-titled.html").is_file()
    code, data, _ = run(src, "-o", tmp_path / "d", "--from", "2025-03-02")
    assert code == 0 and (tmp_path / "d" / "titles" / "s-titled.html").is_file()  # kept
    assert data["kept_outside_filters"] == 1 and data["kept_source_deleted"] == 0
    code, data, _ = run(src, "-o", tmp_path / "d", "--from", "2025-03-02", "--prune")
    assert code == 0 and not (tmp_path / "d" / "titles" / "s-titled.html").exists()
    code, data, _ = run(src, "-o", tmp_path / "d", "--from", "yesterday")
    assert code == 0 and data["sessions"] == 0
    code, _, _ = run(src, "-o", tmp_path / "d", "--from", "someday")
    assert code == 2


def test_default_output_is_a_sibling_and_no_argument_uses_home(tree, tmp_path, monkeypatch):
    projects = tmp_path / ".claude" / "projects"
    projects.mkdir(parents=True)
    shutil.copytree(tree / "marot", projects / "marot")
    monkeypatch.setenv("HOME", str(tmp_path))
    result = runner.invoke(app, ["-q"])
    assert result.exit_code == 0, result.output
    assert (tmp_path / ".claude" / "projects-html" / "index.html").is_file()
    assert not list(projects.rglob("*.html"))


def test_one_project_folder_as_input(tree, tmp_path):
    code, data, err = run(tree / "marot", "-o", tmp_path / "one")
    assert code == 0 and data["projects"] == 1
    assert (tmp_path / "one" / "marot" / "short.html").is_file()
    assert "index.html" in err


def test_new_session_that_fails_leaves_no_dangling_links(copy, monkeypatch):
    src, out = copy
    shutil.copy2(src / "marot" / "short.jsonl", src / "marot" / "zz-copy.jsonl")
    real = runner_module.run_job

    def failing(job):
        if job.key.endswith("zz-copy.jsonl"):
            from cc2html.archive.worker import JobResult
            return JobResult(job.key, [], "", error="unreadable: Permission denied")
        return real(job)

    monkeypatch.setattr(runner_module, "run_job", failing)
    code, data, _ = run(src, "-o", out, "-j", "1")
    assert code == 1 and not (out / "marot" / "zz-copy.html").exists()
    assert not broken_links(out)
