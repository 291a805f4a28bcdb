"""--redact, by placement: every provider format in every place a transcript carries text.

Each fake secret carries a *fingerprint*: an alphanumeric run found nowhere else, so a
leak shows in HTML, JSON or a database file whatever escaping it went through. Every
placement test first renders WITHOUT --redact and checks each fingerprint is there (the
test can see a leak), then WITH --redact and checks none is.
"""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path
from typing import Any, Callable

import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app
from cc2html.pipeline import Options, convert
from cc2html.render.to_html.html import PageRenderer

from fake_secrets import SAMPLES, fp, pem

RENDERER = PageRenderer()


BASE = {"sessionId": "s-r3", "cwd": "/srv/app", "version": "2.1.0", "gitBranch": "main"}

ALL_TEXT = "\n".join(text for _, text, _ in SAMPLES)

# (a secret-assignment or a cookie header may run to the end of its line: not in one line)
ONE_LINE = " ; ".join(text.replace("\n", " ") for kind, text, _ in SAMPLES
                      if kind not in ("private-key", "secret-assignment", "cookie"))


def _entry(n: int, kind: str, **extra: Any) -> dict[str, Any]:
    return {**BASE, "type": kind, "uuid": f"u{n}", "timestamp": f"2026-01-01T00:00:{n:02d}Z",
            **({"parentUuid": f"u{n - 1}"} if n > 1 else {}), **extra}


def _assistant(n: int, blocks: list[dict[str, Any]]) -> dict[str, Any]:
    return _entry(n, "assistant", message={"role": "assistant", "model": "m", "id": f"a{n}",
                                           "content": blocks})


def _tool(name: str, tool_input: dict[str, Any], result: Any, structured: Any = None
          ) -> list[dict[str, Any]]:
    use = _assistant(2, [{"type": "tool_use", "id": "t1", "name": name, "input": tool_input}])
    extra = {"toolUseResult": structured} if structured is not None else {}
    res = _entry(3, "user", message={"role": "user", "content": [
        {"type": "tool_result", "tool_use_id": "t1", "content": result}]}, **extra)
    return [use, res]


def _prompt(text: str = "go") -> dict[str, Any]:
    return _entry(1, "user", message={"role": "user", "content": text})


def _ansi(text: str) -> str:
    return "\x1b[32m" + text.replace("\n", "\x1b[0m\n\x1b[1;32m") + "\x1b[0m"


def _numbered(text: str) -> str:
    return "".join(f"{n:>6}→{line}\n" for n, line in enumerate(text.split("\n"), start=1))


PLACEMENTS: dict[str, Callable[[str], list[Any]]] = {
    "user-prompt": lambda t: [_prompt(t)],
    "user-text-block": lambda t: [_entry(1, "user", message={"role": "user", "content": [
        {"type": "text", "text": t}]})],
    "thinking": lambda t: [_prompt(), _assistant(2, [{"type": "thinking", "thinking": t}])],
    "assistant-text": lambda t: [_prompt(), _assistant(2, [{"type": "text", "text": t}])],
    "bash-input-and-output": lambda t: [_prompt()] + _tool(
        "Bash", {"command": t, "description": "run"}, t,
        {"stdout": t, "stderr": t, "interrupted": False}),
    "bash-ansi-output": lambda t: [_prompt()] + _tool(
        "Bash", {"command": "env"}, _ansi(t), {"stdout": _ansi(t), "stderr": ""}),
    "read-output": lambda t: [_prompt()] + _tool(
        "Read", {"file_path": "/srv/app/.env"}, _numbered(t),
        {"type": "text", "file": {"filePath": "/srv/app/.env", "content": t, "numLines": 3,
                                  "startLine": 1, "totalLines": 3}}),
    "read-json-file": lambda t: [_prompt()] + _tool(
        "Read", {"file_path": "/srv/app/sa.json"}, _numbered(json.dumps({"v": t}, indent=1)),
        {"type": "text", "file": {"filePath": "/srv/app/sa.json",
                                  "content": json.dumps({"v": t}, indent=1)}}),
    "edit": lambda t: [_prompt()] + _tool(
        "Edit", {"file_path": "/srv/app/c.py", "old_string": t, "new_string": t + "\nx"},
        "The file /srv/app/c.py has been updated.",
        {"filePath": "/srv/app/c.py", "oldString": t, "newString": t + "\nx", "originalFile": t,
         "structuredPatch": [{"oldStart": 1, "oldLines": 1, "newStart": 1, "newLines": 2,
                              "lines": ["-" + ln for ln in t.split("\n")]
                              + ["+" + ln for ln in t.split("\n")]}]}),
    "write": lambda t: [_prompt()] + _tool(
        "Write", {"file_path": "/srv/app/.env", "content": t},
        "File created successfully at: /srv/app/.env",
        {"type": "create", "filePath": "/srv/app/.env", "content": t}),
    "unknown-tool": lambda t: [_prompt()] + _tool(
        "mcp__vault__put", {"path": "kv/app", "data": {"nested": [t, {"deeper": t}]}},
        [{"type": "text", "text": t}], {"echo": {"value": t}}),
    "system-and-unknown-entry": lambda t: [
        _prompt(), _entry(2, "system", subtype="informational", content=t, level="info"),
        _entry(3, "mystery-kind", payload={"text": t})],
    "summary-title": lambda t: [_prompt(), {"type": "summary", "summary": t, "leafUuid": "u1"}],
    "custom-title": lambda t: [_prompt(), {"type": "custom-title", "sessionId": "s-r3",
                                           "customTitle": t}],
}


def _write(path: Path, lines: list[Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as fh:
        for line in lines:
            fh.write((line if isinstance(line, bytes) else json.dumps(line).encode()) + b"\n")


def _texts(placement: str) -> list[str]:
    # a title is one line: the one-line formats go there, all formats everywhere else
    return [ONE_LINE] if placement.endswith("title") else [ALL_TEXT]


def _fingerprints(placement: str) -> list[str]:
    if placement.endswith("title"):
        return [f for kind, text, f in SAMPLES if text.replace("\n", " ") in ONE_LINE]
    return [f for _, _, f in SAMPLES]


def _leaks(blob: str, fingerprints: list[str]) -> list[str]:
    return [f for f in fingerprints if f[:16] in blob]


@pytest.mark.parametrize("placement", sorted(PLACEMENTS))
def test_placement_page(placement: str, tmp_path: Path) -> None:
    src = tmp_path / "s.jsonl"
    _write(src, PLACEMENTS[placement](*_texts(placement)))
    wanted = _fingerprints(placement)
    plain = tmp_path / "plain.html"
    convert(src, plain, RENDERER)
    missing = [f for f in wanted if f[:16] not in plain.read_text(encoding="utf-8")]
    assert not missing, "the unredacted page does not show these: the test could not see a leak"
    masked = tmp_path / "masked.html"
    result = convert(src, masked, RENDERER, options=Options(redact=True))
    html = masked.read_text(encoding="utf-8")
    assert _leaks(html, wanted) == []
    title = re.search(r"<title>(.*?)</title>", html, re.S)
    assert title is not None and "REDACTED" in title.group(1) or not placement.endswith("title")
    kinds = {kind for kind, text, f in SAMPLES if f in wanted}
    assert kinds <= set(result.redactions)
    report = html[html.index('id="redactions"'):]
    for kind in kinds:
        assert f"<code>{kind}</code>" in report


def test_cli_json_stderr_and_show(tmp_path: Path) -> None:
    """`cc2html FILE --redact --json`, its stderr, and `cc2html show --redact`."""
    src = tmp_path / "s.jsonl"
    lines = PLACEMENTS["bash-input-and-output"](ALL_TEXT)
    lines.append(b"not json " + ONE_LINE.encode())  # a problem line: its preview is shown
    _write(src, lines)
    wanted = [f for _, _, f in SAMPLES]
    runner = CliRunner()
    result = runner.invoke(app, [str(src), "-o", str(tmp_path / "p.html"), "--redact", "--json"])
    assert result.exit_code == 0, result.output
    assert _leaks(result.stdout + result.stderr, wanted) == []
    report = json.loads(result.stdout)
    assert {kind for kind, _, _ in SAMPLES} <= set(report["redactions"])
    shown = runner.invoke(app, ["show", str(src), "--redact", "--no-pager", "-w", "400"])
    assert shown.exit_code == 0, shown.output
    assert _leaks(shown.stdout, wanted) == []
    plain = runner.invoke(app, ["show", str(src), "--no-pager", "-w", "400"])
    assert _leaks(plain.stdout, wanted)  # without --redact the terminal view shows them
    assert "[REDACTED:" in shown.stdout


def test_archive_out_and_manifest(tmp_path: Path) -> None:
    """Archive mode: pages, indexes (titles from summaries and first prompts), search data
    shards, the sqlite manifest (as bytes, and every text cell) and --json hold no secret."""
    src = tmp_path / "projects"
    _write(src / "-srv-app" / "s1.jsonl", [_prompt(ONE_LINE)] + _tool(
        "Bash", {"command": ALL_TEXT}, ALL_TEXT, {"stdout": ALL_TEXT, "stderr": ""}))
    _write(src / "-srv-app" / "s2.jsonl", [
        _entry(1, "user", sessionId="s2", message={"role": "user", "content": "hello"}),
        {"type": "summary", "summary": ONE_LINE, "leafUuid": "u1"}])
    _write(src / "-srv-app" / "s1" / "subagents" / "agent-a1.jsonl", [
        _entry(1, "user", isSidechain=True, agentId="a1",
               message={"role": "user", "content": ALL_TEXT})])
    out = tmp_path / "site"
    result = CliRunner().invoke(app, [str(src), "-o", str(out), "--redact", "--json", "-q",
                                      "-j", "1"])
    assert result.exit_code == 0, result.output
    wanted = [f for _, _, f in SAMPLES]
    for path in out.rglob("*"):
        if path.is_file():
            assert _leaks(path.read_bytes().decode("latin-1"), wanted) == [], path
    db = next(out.glob(".cc2html-manifest*"))
    with sqlite3.connect(db) as con:
        tables = [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        for table in tables:
            for row in con.execute(f"SELECT * FROM {table}"):  # noqa: S608 (names from sqlite)
                assert _leaks(" ".join(map(str, row)), wanted) == [], table
    assert _leaks(result.stdout + result.stderr, wanted) == []
    assert json.loads(result.stdout)["redactions"]["github-token"] >= 6
    index = (out / "-srv-app" / "index.html").read_text(encoding="utf-8")
    assert "[REDACTED:" in index  # titles were masked, not dropped
    shards = "".join(p.read_text(encoding="utf-8") for p in (out / "cc2html-search").rglob("*.js"))
    assert "[REDACTED:" in shards


def test_json_escapes_and_raw_lines(tmp_path: Path) -> None:
    """A key spelled with `\\u002d` / `\\/` escapes in the raw line; a key pasted across
    lines that are not JSON (shown as previews) is masked line by line to its END."""
    key = "sk" + "-ant-api03-" + fp(40)
    hook = "https://hooks.slack.com/services/T0/B0" + fp(30)
    escaped = key.replace("-", "\\u002d")
    raw = ('{"type": "user", "uuid": "u1", "sessionId": "s", "message": {"role": "user", '
           '"content": "' + escaped + " " + hook.replace("/", "\\/") + '"}}')
    fing = fp(40)
    block = pem("RSA PRIVATE KEY", fing).split("\n")
    src = tmp_path / "e.jsonl"
    src.write_bytes("\n".join([raw, *block, "after the block"]).encode() + b"\n")
    page = tmp_path / "e.html"
    result = convert(src, page, RENDERER, options=Options(redact=True))
    html = page.read_text(encoding="utf-8")
    assert key[12:30] not in html and hook[-20:] not in html and fing[:16] not in html
    assert "Zm9vYmFy" not in html  # the block's other lines
    assert "after the block" in html
    assert result.redactions == {"anthropic-key": 1, "slack-webhook": 1, "private-key": 1}
