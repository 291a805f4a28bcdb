"""--redact / --redact-home: secrets are masked before anything is written, nothing else changes.

Fake secrets are assembled at run time (no secret-shaped literal sits in the repo).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from cc2html.pipeline import Options, convert
from cc2html.redact.redactor import Redactor
from cc2html.render.to_html.html import PageRenderer
from helpers import TEST_DATA, main_section, visible_text

A26 = "abcdefghijklmnopqrstuvwxyz"
D10 = "0123456789"

#: kind -> (text holding a secret, the secret part that must vanish)
SECRETS: dict[str, tuple[str, str]] = {
    "anthropic-key": ("key: sk-" + "ant-api03-" + A26 + D10, A26 + D10),
    "openai-key": ("OPENAI sk-" + "proj-" + A26.upper() + D10 + "xyz", A26.upper() + D10),
    "aws-access-key": ("id AKIA" + "IOSFODNN7EXAMPL2 done", "IOSFODNN7EXAMPL2"),
    "aws-secret": ("aws_secret_access_key = " + "wJalrXUtnFEMI/K7MDENG/bPxRfiCY" + "EXAMPLEKE1",
                   "K7MDENG/bPxRfiCY"),
    "github-token": ("token gh" + "p_" + A26 + D10, A26 + D10),
    "gitlab-token": ("glp" + "at-" + "x1" + A26[:20], "x1" + A26[:20]),
    "slack-token": ("xo" + "xb-" + D10 + "-" + A26[:12], D10 + "-" + A26[:12]),
    "google-api-key": ("AI" + "za" + "Sy" + A26 + "012345678", "Sy" + A26),
    "stripe-key": ("sk" + "_live_" + A26[:10] + D10, A26[:10] + D10),
    "private-key": ("-----BEGIN RSA PRIVATE" + " KEY-----\nMIIEpAIBAAKCAQEAsecretbody\n"
                    "-----END RSA PRIVATE KEY-----", "MIIEpAIBAAKCAQEAsecretbody"),
    "bearer-token": ("curl -H 'Authorization: Bearer eyJhbGciOi.payload.sig9' x",
                     "eyJhbGciOi.payload.sig9"),
    "secret-assignment": ("DATABASE_PASSWORD=hunter2hunter2 and MY_API_TOKEN='t0k3n-value'",
                          "hunter2hunter2"),
    "url-credentials": ("clone https://bob:s3cretpass@git.example.com/r.git", "s3cretpass"),
}

NEAR_MISSES = [
    "pip install scikit-learn sk-learn", "task-1234567890123456789012345 disk-0123456789abcdefghij",
    "MAX_TOKENS=4096", "KEY=$KEY", "cache_key = compute(x)", "export TOKEN_URL=${BASE}/token",
    "git@github.com:org/repo.git", "http://localhost:8080/path", "https://user@host.example/x",
    "AKIAshort", "pk_test_abcdefghijklmnop1234", "ghp_short", "def login(password: str):",
    "the PRIVATE KEY file is missing", '{"input_tokens": 123, "output_tokens": 5}',
    'os.environ["GITHUB_TOKEN"]', "Authorization header is missing", "xoxb-abcdefghijkl",
    "password = getpass()", "/home/alice/project (home not redacted by --redact)",
    "AIzaShort", "sk_live_short", "BEGIN PRIVATE KEY without dashes",
    'const STORAGE_KEY = "nested-timers-profiles";', "SORT_KEY=created_at",
]


@pytest.mark.parametrize("kind", sorted(SECRETS))
def test_each_kind_is_masked(kind: str) -> None:
    text, secret = SECRETS[kind]
    r = Redactor()
    out = r.text(text)
    assert secret not in out
    assert f"[REDACTED:{kind}]" in out
    assert r.summary() == {kind: 2 if kind == "secret-assignment" else 1}


def test_near_misses_stay() -> None:
    r = Redactor()
    for text in NEAR_MISSES:
        assert r.text(text) == text
    assert r.summary() == {}


def test_context_is_kept() -> None:
    r = Redactor()
    assert r.text("DB_PASSWORD=hunter2hunter2 ok") == "DB_PASSWORD=[REDACTED:secret-assignment] ok"
    assert (r.text("https://bob:pw123456@host/x")
            == "https://bob:[REDACTED:url-credentials]@host/x")
    assert r.text("x = 'sk-" + "ant-" + A26 + "'") == "x = '[REDACTED:anthropic-key]'"
    key = "ANTHROPIC_API_KEY=sk-" + "ant-" + A26
    assert r.text(key) == "ANTHROPIC_API_KEY=[REDACTED:anthropic-key]"


def test_home() -> None:
    r = Redactor(secrets=False, home=True)
    assert (r.text("cd /home/alice/p && ls /Users/bob/x; echo /home/carol")
            == "cd ~/p && ls ~/x; echo ~")
    assert r.text("/homes/x /home/ /opt/home/alice") == "/homes/x /home/ /opt/home/alice"
    assert r.summary() == {"home-path": 3}
    assert Redactor(secrets=False).text("sk-" + "ant-" + A26) == "sk-" + "ant-" + A26


def _lines() -> list[object]:
    """A session with every secret kind in every kind of place, plus near misses."""
    secrets = " | ".join(text for text, _ in SECRETS.values())
    near = " | ".join(NEAR_MISSES)
    base = {"sessionId": "s-1", "cwd": "/home/alice/proj", "version": "2.1.0", "gitBranch": "main"}
    out: list[object] = []

    def add(n: int, kind: str, **extra: object) -> None:
        out.append({**base, "type": kind, "uuid": f"u{n}", "timestamp":
                    f"2026-01-01T00:00:{n:02d}Z", **extra})

    add(1, "user", message={"role": "user", "content": f"prompt {secrets}\n\n{near}"})
    add(2, "assistant", message={"role": "assistant", "model": "m", "id": "a1", "content": [
        {"type": "thinking", "thinking": secrets},
        {"type": "text", "text": f"```\n{secrets}\n```"},
        {"type": "tool_use", "id": "t1", "name": "Bash",
         "input": {"command": secrets, "env": {SECRETS["github-token"][0]: secrets}}}]})
    add(3, "user", message={"role": "user", "content": [
        {"type": "tool_result", "tool_use_id": "t1", "content": secrets}]},
        toolUseResult={"stdout": secrets, "agentId": "ag1"})
    add(4, "system", subtype="informational", content=secrets, level="info")
    add(5, "mystery-kind", payload=secrets)
    out.append({"type": "summary", "summary": secrets, "leafUuid": "u4"})
    out.append("not json " + secrets)
    out.append(b'{"type": "user", "bad utf8 \xff": "' + secrets.encode().replace(b"\n", b"\\n")
               + b'"}')
    add(6, "user", message=5, note=secrets)  # wrong shape: shown raw
    return out


def _write(path: Path, lines: list[object]) -> None:
    with path.open("wb") as fh:
        for line in lines:
            raw = line if isinstance(line, bytes) else (
                line.encode() if isinstance(line, str) else json.dumps(line).encode())
            fh.write(raw + b"\n")


def test_page_holds_no_secret(tmp_path: Path) -> None:
    src = tmp_path / "s.jsonl"
    _write(src, _lines())
    agents = tmp_path / "s" / "subagents"
    agents.mkdir(parents=True)
    _write(agents / "agent-ag1.jsonl", [{"type": "user", "sessionId": "s-1", "uuid": "x1",
                                          "isSidechain": True, "message": {
                                              "role": "user", "content": SECRETS["aws-secret"][0]
                                              + " " + SECRETS["stripe-key"][0]}}])
    page = tmp_path / "s.html"
    result = convert(src, page, PageRenderer(), options=Options(redact=True, redact_home=True))
    html = page.read_text(encoding="utf-8")
    for kind, (_, secret) in SECRETS.items():
        for piece in (secret, json.dumps(secret)[1:-1]):
            assert piece not in html, kind
        assert result.redactions.get(kind, 0) >= 1, kind
    assert "/home/alice" not in html and "~/proj" in html
    text = visible_text(html)
    for near in NEAR_MISSES:
        if "/home/" not in near:
            assert near.split()[0] in text
    report = html[html.index('id="redactions"'):]
    for kind in SECRETS:
        assert f"<code>{kind}</code>" in report


def _without_report(page: str) -> str:
    page = re.sub(r'<details class="redactions".*?</details>\n', "", page, flags=re.S)
    return re.sub(r'<section class="report" id="report">\n<h2>[^<]*</h2>\n</section>\n', "", page)


@pytest.mark.parametrize("fixture", sorted(p.name for p in TEST_DATA.glob("*.jsonl")))
def test_nothing_else_changes(fixture: str, tmp_path: Path) -> None:
    plain, masked = tmp_path / "a.html", tmp_path / "b.html"
    convert(TEST_DATA / fixture, plain, PageRenderer())
    result = convert(TEST_DATA / fixture, masked, PageRenderer(), options=Options(redact=True))
    assert result.redactions == {}
    assert (_without_report(main_section(masked.read_text(encoding="utf-8")))
            == main_section(plain.read_text(encoding="utf-8")))


def test_json_escapes_do_not_hide_secrets(tmp_path: Path) -> None:
    """`\\/` and `\\uXXXX` in the raw line must not defeat the raw-line pre-check."""
    src = tmp_path / "e.jsonl"
    secret = "ghp" + "_" + A26 + D10
    escaped = "".join(f"\\u{ord(c):04x}" for c in secret)
    line = ('{"type": "user", "uuid": "u1", "sessionId": "s", "message": {"role": "user", '
            '"content": "https:\\/\\/bob:s3cretpass@h.example\\/x ' + escaped + '"}}')
    src.write_text(line + "\n", encoding="utf-8")
    page = tmp_path / "e.html"
    result = convert(src, page, PageRenderer(), options=Options(redact=True))
    html = page.read_text(encoding="utf-8")
    assert "s3cretpass" not in html and A26 + D10 not in html
    assert result.redactions == {"github-token": 1, "url-credentials": 1}


def test_stream_json_is_redacted_too(tmp_path: Path) -> None:
    """Agent SDK logs go through the same reader hook."""
    secret = "gh" + "p_" + A26 + D10
    lines = [{"type": "system", "subtype": "init", "session_id": "s", "cwd": "/home/alice/w",
              "model": "m", "tools": []},
             {"type": "assistant", "session_id": "s", "parent_tool_use_id": None, "message": {
                 "id": "m1", "role": "assistant", "model": "m",
                 "content": [{"type": "text", "text": f"token {secret}"}]}},
             {"type": "result", "subtype": "success", "session_id": "s", "result": secret,
              "is_error": False}]
    src = tmp_path / "sdk.jsonl"
    _write(src, lines)
    page = tmp_path / "sdk.html"
    result = convert(src, page, PageRenderer(),
                     options=Options(input_format="stream-json", redact=True, redact_home=True))
    html = page.read_text(encoding="utf-8")
    assert A26 + D10 not in html and "/home/alice" not in html
    assert result.redactions["github-token"] >= 2


def test_archive_mode_redacts_and_reports(tmp_path: Path) -> None:
    """`cc2html DIR --redact --json`: pages are masked and the summary counts by kind."""
    from typer.testing import CliRunner

    from cc2html.cli.app import app

    secret = "gh" + "p_" + A26 + D10
    project = tmp_path / "projects" / "-home-alice-app"
    project.mkdir(parents=True)
    _write(project / "s1.jsonl", [
        {"type": "user", "uuid": "u1", "sessionId": "s1", "timestamp": "2026-01-01T10:00:00Z",
         "cwd": "/home/alice/app", "message": {"role": "user", "content": f"use {secret}"}}])
    out = tmp_path / "site"
    result = CliRunner().invoke(app, [str(tmp_path / "projects"), "-o", str(out), "--redact",
                                      "--redact-home", "--json", "-q", "-j", "1"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["redactions"].get("github-token") == 1
    pages = "".join(p.read_text(encoding="utf-8") for p in out.rglob("*.html"))
    assert A26 + D10 not in pages and "/home/alice" not in pages
