"""`cc2html secrets`: it finds every secret `--redact` masks (each planted one of
fake_secrets.py, in a session, its subagent and its tool-results file), no more and no
fewer than a `--redact` run counts, prints none of their values nor a raw control
character, and exits 1 on a finding, 0 on a clean archive, 2 on bad input.

Sessions are written here from fake_secrets.SAMPLES (assembled at run time) and the
clean fixtures of test_data/ (the ones test_redact.py's `test_nothing_else_changes` finds
nothing to mask in).
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app
from cc2html.redact.findings import Finder
from cc2html.redact.redactor import Redactor
from cc2html.redact.rules import RULES
from fake_secrets import SAMPLES
from helpers import FORBIDDEN, TEST_DATA

runner = CliRunner()
CLEAN = ("turns.jsonl", "tools.jsonl")


def _line(n: int, text: str, sid: str = "s1", **extra: object) -> str:
    return json.dumps({"type": "user", "uuid": f"u{n}", "sessionId": sid,
                       "timestamp": "2026-01-01T10:00:00Z", "cwd": "/work/app",
                       "message": {"role": "user", "content": text}, **extra})


def _planted(folder: Path, name: str = "s1") -> Path:
    """A session: one line per sample; a subagent and a tool-results file with one each."""
    folder.mkdir(parents=True, exist_ok=True)
    src = folder / f"{name}.jsonl"
    src.write_text("".join(_line(n, text, name) + "\n" for n, (_, text, _) in
                           enumerate(SAMPLES, 1)), encoding="utf-8")
    agents = folder / name / "subagents"
    agents.mkdir(parents=True)
    (agents / "agent-ag1.jsonl").write_text(_line(1, SAMPLES[0][1], name, isSidechain=True)
                                            + "\n", encoding="utf-8")
    return src


def _run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_every_kind_redact_knows_is_planted() -> None:
    kinds = {kind for kind, _, _ in RULES} | {"private-key"}
    assert kinds == {kind for kind, _, _ in SAMPLES}


def test_it_finds_every_planted_secret_on_its_line_and_prints_none(tmp_path: Path) -> None:
    src = _planted(tmp_path)
    code, out, err = _run("secrets", str(src))
    assert code == 1, err
    for kind, _, fingerprint in SAMPLES:
        assert fingerprint not in out + err, kind
    rows = [line.split(None, 2) for line in out.splitlines() if line.startswith("  ")]
    found = {(where, kind) for where, kind, _ in rows}
    for n, (kind, _, _) in enumerate(SAMPLES, 1):
        assert (f"s1.jsonl:{n}", kind) in found, (n, kind)
    assert ("s1/subagents/agent-ag1.jsonl:1", SAMPLES[0][0]) in found
    assert all(f"[REDACTED:{kind}]" in rest for _, kind, rest in rows)
    assert not FORBIDDEN.search(out + err)


def test_its_findings_are_what_a_redact_run_counts(tmp_path: Path) -> None:
    src = _planted(tmp_path)
    saved = src.with_suffix("") / "tool-results"
    saved.mkdir()
    (saved / "toolu_x1.txt").write_text("out\n" + SAMPLES[5][1] + "\n", encoding="utf-8")
    code, out, _ = _run("secrets", "--json", str(src))
    report = json.loads(out)
    _, page, _ = _run(str(src), "-o", str(tmp_path / "p.html"), "--redact", "--json")
    assert code == 1 and report["exit_code"] == 1
    assert report["totals"] == json.loads(page)["redactions"]
    [session] = report["sessions"]
    assert session["counts"] == report["totals"]
    assert len(session["findings"]) == sum(report["totals"].values())
    assert sorted(report) == ["cc2html", "errors", "exit_code", "sessions",
                              "sessions_scanned", "sessions_with_secrets", "sources", "totals"]
    assert sorted(session["findings"][0]) == ["file", "kind", "line", "preview"]
    for _, _, fingerprint in SAMPLES:
        assert fingerprint not in out


def test_a_folder_is_scanned_as_archive_mode_reads_it(tmp_path: Path) -> None:
    projects = tmp_path / "projects"
    _planted(projects / "-work-app", "s1")
    for name in CLEAN:
        shutil.copy(TEST_DATA / name, projects / "-work-app" / name)
    code, out, err = _run("secrets", "--json", str(projects))
    report = json.loads(out)
    _, archive, _ = _run(str(projects), "-o", str(tmp_path / "site"), "--redact", "--json",
                         "-q", "-j", "1")
    assert code == 1, err
    assert report["totals"] == json.loads(archive)["redactions"]
    assert report["sessions_scanned"] == 1 + len(CLEAN)
    assert [s["session"] for s in report["sessions"]] == ["-work-app/s1.jsonl"]


def test_a_clean_archive_exits_0(tmp_path: Path) -> None:
    project = tmp_path / "projects" / "-work-app"
    project.mkdir(parents=True)
    for name in CLEAN:
        shutil.copy(TEST_DATA / name, project / name)
    code, out, err = _run("secrets", str(tmp_path / "projects"))
    assert (code, out) == (0, "")
    assert "no secrets found in 2 sessions" in err
    code, out, _ = _run("secrets", "--json", str(project / CLEAN[0]))
    assert code == 0 and json.loads(out)["sessions"] == []


@pytest.mark.parametrize("make", ["missing", "binary", "empty folder"])
def test_bad_input_exits_2_with_one_line(tmp_path: Path, make: str) -> None:
    target = tmp_path / "x.jsonl"
    if make == "binary":
        target.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)))
    elif make == "empty folder":
        target = tmp_path / "empty"
        target.mkdir()
    code, out, err = _run("secrets", str(target))
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and err.startswith("error:"), err
    code, out, _ = _run("secrets", "--json", str(target))
    report = json.loads(out)
    assert code == report["exit_code"] == 2 and report["error"] == err[len("error: "):].strip()


def test_untrusted_text_around_a_secret_reaches_the_terminal_clean(tmp_path: Path) -> None:
    src = tmp_path / "evil\x1b[31m.jsonl"
    text = "\x1b]0;pwned\x07 \u202eexport " + SAMPLES[0][1] + " \x1b[2J\r\x08"
    src.write_text(_line(1, text) + "\n", encoding="utf-8")
    code, out, err = _run("secrets", str(src))
    assert code == 1
    assert not FORBIDDEN.search(out + err) and "\x1b" not in out + err
    assert SAMPLES[0][2] not in out + err
    code, out, _ = _run("secrets", "--json", str(src))
    assert not FORBIDDEN.search(json.loads(out)["sessions"][0]["findings"][0]["preview"])


@pytest.mark.parametrize("n", range(len(SAMPLES)))
def test_the_finder_counts_as_the_redactor_and_previews_no_value(n: int) -> None:
    kind, text, fingerprint = SAMPLES[n]
    finder, redactor = Finder(), Redactor()
    finder.at("f", 7)
    assert finder.text(text) == redactor.text(text)
    found = finder.take()
    assert finder.summary() == redactor.summary() and len(found) == sum(redactor.counts.values())
    assert kind in {f.kind for f in found}
    assert all(fingerprint not in f.preview and (f.file, f.line) == ("f", 7) for f in found)


@pytest.mark.parametrize(("fixture", "prompt"), [
    ("codex_flat.jsonl", "List the files"),
    ("gemini_session.json", "Read config.toml and fix the port"),
    ("gemini_session.jsonl", "Count the lines of main.py"),
    ("sdk_turns.jsonl", "Load the widgets skill and list the widgets folder."),
])
def test_every_agent_format_is_scanned_as_redact_reads_it(tmp_path: Path, fixture: str,
                                                          prompt: str) -> None:
    """A prompt of each format's fixture with a secret in it: found, on its line (a Gemini
    `.json` document has none: 0), and counted as `--redact` counts."""
    kind, secret, fingerprint = SAMPLES[0]
    raw = (TEST_DATA / fixture).read_text(encoding="utf-8")
    assert prompt in raw
    src = tmp_path / fixture
    src.write_text(raw.replace(prompt, f"{prompt} {secret}", 1), encoding="utf-8")
    code, out, _ = _run("secrets", "--json", str(src))
    _, page, _ = _run(str(src), "-o", str(tmp_path / "p.html"), "--redact", "--json")
    report = json.loads(out)
    assert code == 1 and report["totals"] == json.loads(page)["redactions"] == {kind: 1}
    [finding] = report["sessions"][0]["findings"]
    line = next((n for n, text in enumerate(raw.splitlines(), 1) if prompt in text), 0)
    assert finding["line"] == (0 if fixture.endswith(".json") else line)
    assert fingerprint not in out


def test_every_placement_counts_as_redact_counts(tmp_path: Path) -> None:
    """Secrets in a prompt, thinking, a tool's input, coloured output and structured result,
    a line that is no JSON, and a private key pasted across such lines: the findings are
    the `--redact` run's counts, line by line, and no value is printed."""
    every = "\n".join(text for _, text, _ in SAMPLES)
    coloured = "\x1b[32m" + every.replace("\n", "\x1b[0m\n\x1b[1;32m") + "\x1b[0m"
    base = {"sessionId": "s1", "timestamp": "2026-01-01T10:00:00Z"}
    lines = [
        {**base, "type": "user", "uuid": "u1", "message": {"role": "user", "content": every}},
        {**base, "type": "assistant", "uuid": "u2", "message": {
            "role": "assistant", "id": "a1", "model": "m", "content": [
                {"type": "thinking", "thinking": every},
                {"type": "tool_use", "id": "t1", "name": "Bash", "input": {"command": every}}]}},
        {**base, "type": "user", "uuid": "u3", "toolUseResult": {"stdout": coloured}, "message": {
            "role": "user", "content": [{"type": "tool_result", "tool_use_id": "t1",
                                         "content": coloured}]}}]
    key = next(text for kind, text, _ in SAMPLES if kind == "private-key" and "\n" in text)
    src = tmp_path / "s1.jsonl"
    src.write_text("".join(json.dumps(line) + "\n" for line in lines)
                   + "not json " + SAMPLES[0][1] + "\n" + key + "\n", encoding="utf-8")
    code, out, _ = _run("secrets", "--json", str(src))
    _, page, _ = _run(str(src), "-o", str(tmp_path / "p.html"), "--redact", "--json")
    report = json.loads(out)
    assert code == 1 and report["totals"] == json.loads(page)["redactions"]
    per_line: dict[int, int] = {}
    for finding in report["sessions"][0]["findings"]:
        per_line[finding["line"]] = per_line.get(finding["line"], 0) + 1
    assert set(per_line) == {1, 2, 3, 4, 5} and per_line[4] == 1 and per_line[5] == 1
    assert not [f for _, _, f in SAMPLES if f in out]


def _runner_commands(text: str) -> list[str]:
    """The lines a GitHub Actions runner reads as workflow commands (actions/runner
    ActionCommand.cs: `::` where a line starts after its white space, TryParseV2; the
    legacy `##[` anywhere in a line, TryParse: `##[\\` names no command)."""
    return [line for line in text.splitlines()
            if line.lstrip().startswith("::") or re.search(r"##\[(?!\\)", line)]


def test_no_printed_line_is_a_workflow_command(tmp_path: Path) -> None:
    """`cc2html secrets` is a CI gate: a file name or the text beside a secret must not
    become a command of the runner whose log prints it (annotations, add-mask,
    stop-commands, set-output)."""
    src = tmp_path / "::error::pwned ##[stop-commands]tok.jsonl"
    text = "##[error]boom ##[set-output name=ok;]true export " + SAMPLES[0][1]
    src.write_text(_line(1, text) + "\n" + _line(2, "::add-mask::x\n::error::y " + SAMPLES[0][1])
                   + "\n", encoding="utf-8")
    code, out, err = _run("secrets", str(src))
    assert code == 1
    assert _runner_commands(out + "\n" + err) == []
    code, out, err = _run("secrets", "--json", str(src))
    assert code == 1 and _runner_commands(out + "\n" + err) == []
    assert SAMPLES[0][2] not in out + err
