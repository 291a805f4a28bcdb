"""`cc2html ci`'s job summary is safe to show: a hostile prompt, answer or error (raw HTML,
links, images, @mentions, fences of its own, carriage returns) is only ever code in the
rendered Markdown, cut to length; each output's delimiter is one its value does not hold."""

from __future__ import annotations

import json
import re
from pathlib import Path

from markdown_it import MarkdownIt
from typer.testing import CliRunner

from action_runner import parse_outputs
from cc2html.ci.github import output_block
from cc2html.ci.summary import ANSWER_CHARS
from cc2html.cli.app import app
from helpers import TEST_DATA

HOSTILE = ("Close it: ````\n```\n</details><script>alert(1)</script>\r# Heading\r\n"
           "@octocat see [x](https://evil.example) ![i](https://evil.example/i.png) "
           "https://evil.example #1 <img src=x onerror=alert(1)>")


def _hostile_run(tmp_path: Path) -> Path:
    data = json.loads((TEST_DATA / "ci" / "success.json").read_text(encoding="utf-8"))
    data[1]["message"]["content"] = HOSTILE
    data[-1]["result"] = HOSTILE + " " + "word " * 2000
    data[-1]["subtype"] = "error_during_execution"
    data[-1]["errors"] = [HOSTILE]
    path = tmp_path / "claude-execution-output.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _summary(tmp_path: Path) -> str:
    source, out = _hostile_run(tmp_path), tmp_path / "out"
    result = CliRunner().invoke(app, ["ci", str(source), "-o", str(out)], env={
        "GITHUB_STEP_SUMMARY": "", "GITHUB_OUTPUT": ""})
    assert result.exit_code == 0, result.output
    return (out / "summary.md").read_text(encoding="utf-8")


def test_untrusted_text_is_only_ever_code(tmp_path: Path):
    summary = _summary(tmp_path)
    # GitHub autolinks URLs and mentions only in text: no text token may hold them
    tokens = MarkdownIt("commonmark").enable(["table", "strikethrough"]).parse(summary)
    html = [t.content for t in tokens if t.type == "html_block"]
    assert all(block.strip() in ("<details><summary>Prompt</summary>",
                                 "<details><summary>Final result</summary>", "</details>")
               for block in html), html
    inline = [child for t in tokens if t.type == "inline" for child in t.children or []]
    assert not [c for c in inline if c.type in ("html_inline", "image")]
    links = [c.attrGet("href") for c in inline if c.type == "link_open"]
    assert links == ["https://github.com/o/r/actions/runs/42"] or links == []
    text = " ".join(c.content for c in inline if c.type == "text")
    assert "@octocat" not in text and "evil" not in text and "alert" not in text
    fences = [t.content for t in tokens if t.type == "fence"]
    assert sum("<script>alert(1)</script>" in f for f in fences) == 3  # prompt, result, error
    assert not [t for t in tokens if t.type == "heading_open" and t.tag == "h1"]


def test_long_texts_are_cut(tmp_path: Path):
    summary = _summary(tmp_path)
    assert "more characters in the page" in summary
    assert len(summary) < ANSWER_CHARS + 5_000


def test_an_output_value_cannot_end_its_block_early():
    value = "a\nghadelimiter_x\nfacts<<EOF\nb"
    block = output_block("facts", value)
    assert parse_outputs(block) == {"facts": value}
    delimiter = block.split("\n", 1)[0].split("<<", 1)[1]
    assert delimiter not in value and block.endswith(f"\n{delimiter}\n")


def test_no_transcript_is_a_summary_saying_so(tmp_path: Path):
    summary, outputs = tmp_path / "s.md", tmp_path / "o.txt"
    result = CliRunner().invoke(app, ["ci", "-o", str(tmp_path / "out")], env={
        "HOME": str(tmp_path), "RUNNER_TEMP": str(tmp_path / "none"),
        "GITHUB_STEP_SUMMARY": str(summary), "GITHUB_OUTPUT": str(outputs)})
    assert result.exit_code == 0, result.output
    assert "No transcript was found" in summary.read_text(encoding="utf-8")
    assert parse_outputs(outputs.read_text(encoding="utf-8"))["page"] == ""


def test_a_bad_switch_value_is_a_usage_error(tmp_path: Path):
    result = CliRunner().invoke(app, ["ci", "--redact", "maybe", "-o", str(tmp_path)])
    assert result.exit_code == 2


def test_no_status_line_is_a_workflow_command(tmp_path: Path):
    """A file name the runner's log prints (a file that is no transcript) raises no
    annotation and stops no command (`##[` anywhere in a line, `::` where it starts)."""
    folder = tmp_path / "runs"
    folder.mkdir()
    (folder / "##[error]boom ##[stop-commands]t.json").write_bytes(b"\x89PNG\r\n\x1a\n")
    result = CliRunner().invoke(app, ["ci", str(folder), str(tmp_path / "::error::gone"),
                                      "-o", str(tmp_path / "out")],
                                env={"GITHUB_STEP_SUMMARY": "", "GITHUB_OUTPUT": ""})
    assert result.exit_code == 0, result.output
    assert "boom" in result.stderr and "gone" in result.stderr
    assert not [line for line in (result.stdout + result.stderr).splitlines()
                if line.lstrip().startswith("::") or re.search(r"##\[(?!\\)", line)]


def test_a_long_model_name_or_subtype_is_cut(tmp_path: Path):
    """GitHub refuses a step summary over 1 MiB: every text from the log is cut, a model
    name and a result's subtype too."""
    data = json.loads((TEST_DATA / "ci" / "success.json").read_text(encoding="utf-8"))
    data[-1]["subtype"] = "error_" + "x" * 300_000
    for item in data:
        if item["type"] == "assistant":
            item["message"]["model"] = "m" * 300_000 + "@octocat"
    source, out = tmp_path / "run.json", tmp_path / "out"
    source.write_text(json.dumps(data), encoding="utf-8")
    result = CliRunner().invoke(app, ["ci", str(source), "-o", str(out)], env={
        "GITHUB_STEP_SUMMARY": "", "GITHUB_OUTPUT": ""})
    assert result.exit_code == 0, result.output
    summary = (out / "summary.md").read_text(encoding="utf-8")
    assert len(summary) < 20_000 and "- **Models:** `mmm" in summary


def test_the_summary_stays_under_githubs_limit_when_marked_text_grows(tmp_path: Path):
    """A text is cut by characters, then its controls and bidi overrides are shown as
    markers (`<U+202E>`: 8 bytes each): twenty such sessions must still make a summary
    GitHub takes (at most 1 MiB), the sessions left out said."""
    from dataclasses import replace

    from cc2html.ci.runs import RunResult, render_all
    from cc2html.ci.summary import Where, summary_markdown
    from cc2html.options import Options

    rendered = render_all([(TEST_DATA / "ci" / "success.json", None)], tmp_path, Options())
    [run] = rendered.runs
    bidi = "\u202e" * 10_000
    result = RunResult("error_during_execution", True, bidi, (bidi,) * 10)
    rendered.runs = [replace(run, prompt=bidi, answer=bidi, result=result)
                     for _ in range(20)]
    summary = summary_markdown(rendered, Where(tmp_path))
    assert len(summary.encode("utf-8")) < 1024 * 1024
    assert "more sessions: their pages are in the folder" in summary


def test_the_result_output_is_a_plain_word_whatever_the_log_says():
    """`result` is the one output a workflow is likely to splice into a script: a hostile
    subtype becomes `other`, the SDK's own subtypes pass as they are."""
    from cc2html.ci.github import plain_word
    assert plain_word("success") == "success"
    assert plain_word("error_max_turns") == "error_max_turns"
    for hostile in ("x\ny", "$(rm -rf ~)", "${{ secrets.TOKEN }}", "", "a" * 65, "Success"):
        assert plain_word(hostile) == "other"
