"""Hostile numbers (issue 30, item 6): an integer past a double's range (2^1024 and more),
1e999 and -1e999 (read as ±inf), NaN and Infinity literals, "nan" strings, negative counts,
fractions and 1e308, in every usage field, every cost and duration field and every other
number of Claude Code, Agent SDK, Codex and Gemini inputs.

Each of the four outputs (the page, `--format md`, `--format json`, `cc2html show`) is
produced with no traceback; the JSON export parses without NaN or Infinity; no shown cost
is negative, infinite or NaN; a count that is not one is listed in the page's report with
its line; and an archive of such a session still has the session's page.
"""

from __future__ import annotations

import json
import math
import re
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from cc2html.cli.app import app
from cc2html.render.to_json.json_schema import schema
from helpers import TEST_DATA, deadline, examples, visible_text

#: JSON literal texts (written into the line as they are: NaN and Infinity are not JSON,
#: the stdlib reads them, the fast decoder refuses them)
HUGE = "1" + "7" * 399  # 400 digits, > 2**1024
HOSTILE = [HUGE, "-" + HUGE, "1e999", "-1e999", "NaN", "Infinity", "-Infinity", '"nan"',
           "-5000000000", "1e308", "0.5", "-0.0", str(2 ** 1100)]
SETTINGS = settings(max_examples=examples(40), deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                           HealthCheck.function_scoped_fixture])
#: (fixture, input format) for each agent
FIXTURES = [("cost_models.jsonl", "transcript"), ("usage_dedup.jsonl", "transcript"),
            ("tools_files.jsonl", "transcript"), ("system_kinds.jsonl", "transcript"),
            ("attachments.jsonl", "transcript"), ("tools_agent.jsonl", "transcript"),
            ("unknown_kinds.jsonl", "transcript"), ("tool_errors.jsonl", "transcript"),
            ("tools_shell.jsonl", "transcript"), ("system_levels.jsonl", "transcript"),
            ("sdk_turns.jsonl", "stream-json"), ("sdk_server_tools.jsonl", "stream-json"),
            ("sdk_subagent.jsonl", "stream-json"), ("facts_stream.jsonl", "stream-json"),
            ("sdk_notices.jsonl", "stream-json"), ("codex_turns.jsonl", "codex"),
            ("codex_tools.jsonl", "codex"), ("codex_newer.jsonl", "codex"),
            ("codex_flat.jsonl", "codex"), ("gemini_session.json", "gemini"),
            ("gemini_session.jsonl", "gemini")]
USAGE_KEYS = ("input_tokens", "output_tokens", "cache_creation_input_tokens",
              "cache_read_input_tokens")
#: a shown dollar figure that is negative, infinite or not a number
BAD_MONEY = re.compile(r"\$\s*-|\$-|\$\s*(inf|nan)|-\$", re.IGNORECASE)
VALIDATOR = jsonschema.Draft202012Validator(schema())


def _marked(obj: Any, hostile: dict[str, str]) -> str:
    """`obj` as one JSON line, each "@@n@@" string replaced by its literal text."""
    text = json.dumps(obj)
    for mark, literal in hostile.items():
        text = text.replace(json.dumps(mark), literal)
    return text


def _numbers(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Paths of the numbers in `value` (not booleans)."""
    if isinstance(value, bool):
        return []
    if isinstance(value, (int, float)):
        return [prefix]
    if isinstance(value, dict):
        return [p for k, v in value.items() for p in _numbers(v, prefix + (k,))]
    if isinstance(value, list):
        return [p for n, v in enumerate(value) for p in _numbers(v, prefix + (n,))]
    return []


def _set(obj: Any, path: tuple, value: Any) -> None:
    for key in path[:-1]:
        obj = obj[key]
    obj[path[-1]] = value


def _lines(name: str) -> tuple[list[Any], bool]:
    """The fixture's objects, and whether it is one JSON document (Gemini's .json)."""
    text = (TEST_DATA / name).read_text(encoding="utf-8")
    if name.endswith(".json"):
        return [json.loads(text)], True
    return [json.loads(line) for line in text.splitlines() if line.strip()], False


def _cli(*args: str) -> Any:
    with deadline(60):
        result = CliRunner().invoke(app, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), \
        (args, result.output, result.exception)
    assert "Traceback" not in result.output
    assert result.exit_code in (0, 3), (args, result.exit_code, result.output)
    return result


def _no_constants(name: str) -> None:
    raise AssertionError(f"the JSON export holds {name}")


def _check_money(text: str, where: str) -> None:
    found = BAD_MONEY.search(text)
    assert found is None, (where, text[max(0, found.start() - 80):found.end() + 80])


def _four_outputs(src: Path, fmt: str, out: Path) -> dict[str, Any]:
    """The page, the Markdown, the JSON export and the terminal view of `src`; the JSON
    export decoded (no NaN, no Infinity, no negative or non-finite cost)."""
    _cli(str(src), "-o", str(out / "p.html"), "-q", "--input-format", fmt)
    _check_money(visible_text((out / "p.html").read_text(encoding="utf-8")), "page")
    _cli(str(src), "-o", str(out / "p.md"), "-q", "--format", "md", "--input-format", fmt)
    _check_money((out / "p.md").read_text(encoding="utf-8"), "markdown")
    _cli(str(src), "-o", str(out / "p.json"), "-q", "--format", "json", "--input-format", fmt)
    exported = json.loads((out / "p.json").read_text(encoding="utf-8"),
                          parse_constant=_no_constants)
    VALIDATOR.validate(exported)  # `cc2html schema`'s
    for session in exported["sessions"]:
        cost = session["facts"]["cost_usd"]
        assert cost is None or (math.isfinite(cost) and cost >= 0), cost
        for key, count in session["facts"]["usage"].items():
            if key == "type":
                continue
            assert isinstance(count, int) and count >= 0, session["facts"]["usage"]
    shown = _cli("show", str(src), "--input-format", fmt)
    _check_money(shown.output, "terminal")
    return exported


@st.composite
def hostile_file(draw: Any) -> tuple[str, str, str]:
    """A fixture with 1-4 of its numbers (or usage fields) replaced by hostile literals."""
    name, fmt = draw(st.sampled_from(FIXTURES))
    objs, document = _lines(name)
    marks: dict[str, str] = {}
    for _ in range(draw(st.integers(1, 4))):
        n = draw(st.integers(0, len(objs) - 1))
        paths = _numbers(objs[n])
        if not paths:
            continue
        mark = f"@@{len(marks)}@@"
        _set(objs[n], draw(st.sampled_from(paths)), mark)
        marks[mark] = draw(st.sampled_from(HOSTILE))
    if document:
        return name, fmt, _marked(objs[0], marks)
    return name, fmt, "".join(_marked(o, marks) + "\n" for o in objs)


@SETTINGS
@given(case=hostile_file())
def test_hostile_numbers_anywhere(case: tuple[str, str, str], tmp_path_factory: Any) -> None:
    name, fmt, text = case
    folder = tmp_path_factory.mktemp("n")
    src = folder / name
    src.write_text(text, encoding="utf-8")
    _four_outputs(src, fmt, folder)


def _usage_line(field: str, literal: str) -> str:
    """cost_models.jsonl with its first API message's `field` set to `literal`."""
    objs, _ = _lines("cost_models.jsonl")
    usage = objs[1]["message"]["usage"]
    if field == "ephemeral_1h_input_tokens":
        usage["cache_creation"][field] = "@@x@@"
    else:
        usage[field] = "@@x@@"
    return "".join(_marked(o, {"@@x@@": literal}) + "\n" for o in objs)


@pytest.mark.parametrize("field", USAGE_KEYS + ("ephemeral_1h_input_tokens",))
@pytest.mark.parametrize("literal", [HUGE, "1e999", "-1e999", "NaN", '"nan"', "-5000000000",
                                     "0.5"])
def test_claude_code_usage_fields(field: str, literal: str, tmp_path: Path) -> None:
    """Each usage field of a Claude Code line: the message is shown (not raw), the count
    is left out and listed with its line, the cost is finite and not negative."""
    src = tmp_path / "s.jsonl"
    src.write_text(_usage_line(field, literal), encoding="utf-8")
    exported = _four_outputs(src, "transcript", tmp_path)
    report = exported["report"]
    assert report["problems"] == []  # the line is shown as the reply it is, not raw
    notes = [w for w in report["warnings"] if w["line"] == 2]
    assert notes and field in notes[0]["text"], report
    texts = [p for t in exported["sessions"][0]["turns"] for p in t["parts"]]
    assert any("Opus, with an hour of cache." in json.dumps(p) for p in texts)
    page = (tmp_path / "p.html").read_text(encoding="utf-8")
    assert "line 2" in visible_text(page) or ">2<" in page


def test_negative_and_huge_counts_cost_nothing_strange(tmp_path: Path) -> None:
    """The issue's figures: -5e9 input tokens showed ≈$-5000000.0001; 400 digits crashed."""
    for literal in ("-5000000000", HUGE):
        src = tmp_path / "s.jsonl"
        src.write_text(_usage_line("input_tokens", literal), encoding="utf-8")
        exported = _four_outputs(src, "transcript", tmp_path)
        facts = exported["sessions"][0]["facts"]
        assert facts["usage"]["input_tokens"] >= 0
        assert len(str(facts["usage"]["input_tokens"])) < 20


SDK_RESULT = {"type": "result", "subtype": "success", "session_id": "s1", "uuid": "r1",
              "result": "done", "num_turns": "@@t@@", "duration_ms": "@@d@@",
              "duration_api_ms": "@@d@@", "total_cost_usd": "@@c@@",
              "usage": {k: "@@u@@" for k in USAGE_KEYS},
              "modelUsage": {"claude-opus-4-6": {"inputTokens": "@@u@@", "outputTokens": 5,
                                                 "costUSD": "@@c@@"}}}


@pytest.mark.parametrize("literal", [HUGE, "-" + HUGE, "1e999", "-1e999", "NaN", '"nan"',
                                     "-5", "1e308"])
def test_sdk_result_figures(literal: str, tmp_path: Path) -> None:
    """A result line's cost, duration, turns and counts: never a negative or infinite
    cost, the line still a result (not raw), what is not a figure listed with its line."""
    init = {"type": "system", "subtype": "init", "session_id": "s1", "uuid": "i1"}
    user = {"type": "user", "session_id": "s1", "uuid": "u1",
            "message": {"role": "user", "content": "hello"}}
    marks = {"@@t@@": literal, "@@d@@": literal, "@@c@@": literal, "@@u@@": literal}
    src = tmp_path / "s.jsonl"
    src.write_text("".join(_marked(o, marks) + "\n" for o in (init, user, SDK_RESULT)),
                   encoding="utf-8")
    exported = _four_outputs(src, "stream-json", tmp_path)
    assert exported["report"]["problems"] == []
    assert any(w["line"] == 3 for w in exported["report"]["warnings"]), exported["report"]


def test_price_file_rates_are_bounded(tmp_path: Path) -> None:
    """A --prices file with a rate of 1e308 showed ≈$inf: refused, in one line."""
    prices = json.loads((Path(__file__).parents[2] / "src" / "cc2html" / "data"
                         / "prices.json").read_text(encoding="utf-8"))
    prices["models"][0]["input"] = 1e308
    table = tmp_path / "prices.json"
    table.write_text(json.dumps(prices), encoding="utf-8")
    src = TEST_DATA / "cost_models.jsonl"
    result = CliRunner().invoke(app, [str(src), "-o", str(tmp_path / "p.html"),
                                      "--prices", str(table)])
    assert result.exit_code == 2, result.output
    assert "input" in result.output and "Traceback" not in result.output


def test_archive_keeps_the_page_of_a_session_with_a_huge_count(tmp_path: Path) -> None:
    project = tmp_path / "projects" / "p"
    project.mkdir(parents=True)
    (project / "s.jsonl").write_text(_usage_line("input_tokens", HUGE), encoding="utf-8")
    _cli(str(tmp_path / "projects"), "-o", str(tmp_path / "site"), "-q")
    page = tmp_path / "site" / "p" / "s.html"
    assert page.is_file()
    assert "Opus, with an hour of cache." in page.read_text(encoding="utf-8")
    _check_money(visible_text((tmp_path / "site" / "index.html").read_text(encoding="utf-8")),
                 "index")
