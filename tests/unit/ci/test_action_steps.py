"""action.yml's steps run here as a runner would (tests/action_runner.py), on the hand-made
claude-code-action execution files of test_data/ci/: the job summary names the run's result
and cost, a page is written, the outputs are set and the folder is what is uploaded."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from action_runner import Runner
from helpers import REPO, TEST_DATA

FIXTURES = TEST_DATA / "ci"
#: fixture -> (result subtype, failed, cost as the summary states it)
EXPECTED = {
    "success": ("success", False, "$0.1834"),
    "error": ("error_during_execution", True, "$0.0213"),
    "max_turns": ("error_max_turns", True, "$0.0977"),
    "subagents": ("success", False, "$0.2506"),
}


def _runner(tmp_path: Path, fixture: str, **inputs: str) -> Runner:
    runner = Runner(tmp_path, inputs=inputs)
    shutil.copy(FIXTURES / f"{fixture}.json", runner.temp / "claude-execution-output.json")
    return runner


@pytest.mark.parametrize("fixture", sorted(EXPECTED))
def test_the_steps_write_the_summary_a_page_and_the_outputs(tmp_path: Path, fixture: str):
    subtype, failed, cost = EXPECTED[fixture]
    runner = _runner(tmp_path, fixture)
    runner.run()
    summary = runner.summary.read_text(encoding="utf-8")
    assert f"`{subtype}`" in summary and cost in summary
    assert ("❌" in summary) is failed
    outputs = runner.outputs()
    page = Path(outputs["page"])
    assert page.is_file() and page.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    assert page.parent == Path(outputs["folder"]) == runner.temp / "cc2html-pages"
    assert outputs["result"] == subtype and outputs["failed"] == str(failed).lower()
    facts = json.loads(outputs["facts"])
    assert [f["result"]["subtype"] for f in facts] == [subtype]
    assert facts[0]["facts"]["cost_usd"] == pytest.approx(float(cost[1:]))
    assert json.loads(outputs["pages"]) == [str(page)]
    assert runner.uploads == [{"name": "cc2html-pages", "path": outputs["folder"],
                               "if-no-files-found": "warn", "retention-days": ""}]
    assert (page.parent / "summary.md").read_text(encoding="utf-8") == summary


def test_errors_and_the_final_result_are_in_the_summary(tmp_path: Path):
    runner = _runner(tmp_path, "error")
    runner.run()
    summary = runner.summary.read_text(encoding="utf-8")
    assert "API Error: 529 Overloaded" in summary and "Failed tool calls:** 1" in summary
    assert "does not hold the prompt" in summary
    runner = _runner(tmp_path / "ok", "success")
    runner.run()
    summary = runner.summary.read_text(encoding="utf-8")
    assert "parse.py now reads" in summary and "Fix the failing test" in summary
    assert "artifact `cc2html-pages`" in summary
    assert "https://github.com/o/r/actions/runs/42" in summary


def test_subagent_calls_are_counted_as_the_page_counts_them(tmp_path: Path):
    runner = _runner(tmp_path, "subagents")
    runner.run()
    facts = json.loads(runner.outputs()["facts"])[0]["facts"]
    assert (facts["tool_calls"], facts["subagent_tool_calls"]) == (2, 1)
    assert "2 (1 in subagents)" in runner.summary.read_text(encoding="utf-8")


def test_the_runners_projects_folder_is_read_too_and_one_session_listed_once(tmp_path: Path):
    """The execution file and ~/.claude/projects by default; a transcript of the same
    session (same id) is one run, stated by the file with the result line."""
    runner = _runner(tmp_path, "success")
    project = runner.home / ".claude" / "projects" / "-home-runner-work-widgets"
    project.mkdir(parents=True)
    sid = "c1000000-0000-4000-8000-000000000001"
    line = {"type": "user", "sessionId": sid, "uuid": "u1", "parentUuid": None,
            "timestamp": "2026-12-01T10:00:00Z", "cwd": "/home/runner/work/widgets",
            "message": {"role": "user", "content": "Fix the failing test."}}
    (project / f"{sid}.jsonl").write_text(json.dumps(line) + "\n", encoding="utf-8")
    runner.run()
    facts = json.loads(runner.outputs()["facts"])
    assert len(facts) == 1 and facts[0]["result"]["subtype"] == "success"
    transcript_page = runner.temp / "cc2html-pages" / "projects" / project.name / f"{sid}.html"
    assert facts[0]["also"] == [str(transcript_page)] and transcript_page.is_file()


def test_no_upload_and_no_summary_when_the_inputs_say_so(tmp_path: Path):
    runner = _runner(tmp_path, "success", upload="false", summary="false")
    runner.run()
    assert runner.uploads == [] and runner.summary.read_text(encoding="utf-8") == ""
    assert Path(runner.outputs()["page"]).is_file()
    assert runner.outputs()["artifact-url"] == ""


def test_redaction_is_on_unless_turned_off(tmp_path: Path):
    secret = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"
    data = json.loads((FIXTURES / "success.json").read_text(encoding="utf-8"))
    data[1]["message"]["content"] = f"Use the token {secret} to push."
    for redact, shown in (("true", False), ("false", True)):
        runner = Runner(tmp_path / redact, inputs={"redact": redact})
        (runner.temp / "claude-execution-output.json").write_text(json.dumps(data))
        runner.run()
        page = Path(runner.outputs()["page"]).read_text(encoding="utf-8")
        summary = runner.summary.read_text(encoding="utf-8")
        assert (secret in page, secret in summary) == (shown, shown)


def test_the_install_step_installs_the_actions_checkout_into_a_venv(tmp_path: Path):
    """The install line as written, with a fake Python that records what it is asked:
    a venv under RUNNER_TEMP, pip installing GITHUB_ACTION_PATH, `bin` its cc2html."""
    calls = tmp_path / "calls.txt"
    fake = tmp_path / "fake-python"
    fake.write_text(f'''#!/bin/sh
echo "python $*" >> "{calls}"
if [ "$1 $2" = "-m venv" ]; then
  mkdir -p "$3/bin"
  printf '#!/bin/sh\\necho "venv-python $*" >> "{calls}"\\n' > "$3/bin/python"
  chmod +x "$3/bin/python"
fi
''')
    fake.chmod(0o755)
    runner = Runner(tmp_path / "job", inputs={"python": str(fake), "upload": "false"},
                    run_install=True)
    venv = runner.temp / "cc2html-venv"
    with pytest.raises(AssertionError):  # the render step: the fake venv has no cc2html
        runner.run()
    assert calls.read_text().splitlines() == [
        f"python -m venv {venv}",
        f"venv-python -m pip install --quiet --disable-pip-version-check {REPO}"]
    assert runner.steps["install"] == {"bin": f"{venv}/bin/cc2html"}
