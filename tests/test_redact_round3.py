"""--redact, round 3: every provider format in every place a transcript carries text.

Each fake secret carries a *fingerprint*: an alphanumeric run found nowhere else, so a
leak shows in HTML, JSON or a database file whatever escaping it went through. Every
placement test first renders WITHOUT --redact and checks each fingerprint is there (the
test can see a leak), then WITH --redact and checks none is. Secrets are assembled at run
time (no secret-shaped literal sits in the repo).
"""

from __future__ import annotations

import json
import random
import re
import sqlite3
import time
from pathlib import Path
from typing import Any, Callable

import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app
from cc2html.cli.show import show_app
from cc2html.pipeline import Options, convert
from cc2html.redact.redactor import Redactor
from cc2html.redact.rules import RULES
from cc2html.render.html import PageRenderer
from helpers import CORPUS, main_section, need_corpus, recall_module

RENDERER = PageRenderer()
_RNG = random.Random(20261129)
_USED: set[str] = set()


def fp(n: int, alphabet: str = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789") -> str:
    """A fingerprint: `n` random characters, with a digit and both cases when it can."""
    while True:
        out = "".join(_RNG.choice(alphabet) for _ in range(n))
        if (out not in _USED and (not set(alphabet) & set("0123456789") or re.search(r"\d", out))
                and (out.lower() != out != out.upper() or out.isdigit() or alphabet.isupper()
                     or alphabet.islower())):
            _USED.add(out)
            return out


HEX = "0123456789abcdef"
UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def pem(label: str, fing: str, eol: str = "\n", end: bool = True, headers: str = "") -> str:
    body = eol.join(["MIIEowIBAAKCAQEA" + fing, "b3BlbnNzaC1rZXktdjEAAAAA" + "Zm9vYmFy" * 4, "ab=="])
    text = f"-----BEGIN {label}-----{eol}{headers}{body}"
    return text + (f"{eol}-----END {label}-----" if end else "")


def _samples() -> list[tuple[str, str, str]]:
    """(kind, text, fingerprint) for every format; the fingerprint is what must vanish."""
    out: list[tuple[str, str, str]] = []

    def add(kind: str, make: Callable[[str], str], n: int = 40, alphabet: str = "") -> None:
        fing = fp(n, alphabet) if alphabet else fp(n)
        out.append((kind, make(fing), fing))

    sk = "sk" + "-"
    for infix in ("ant-api03-", "ant-admin01-", "ant-oat01-"):
        add("anthropic-key", lambda f, i=infix: f"key {sk}{i}{f}AA")
    for infix in ("proj-", "svcacct-", "admin-", ""):
        add("openai-key", lambda f, i=infix: f"OPENAI_API_KEY={sk}{i}{f}", 48)
    for prefix in ("AKIA", "ASIA", "ABIA", "ACCA"):
        add("aws-access-key", lambda f, p=prefix: f"id {p}{f} ok", 16, UP)
    add("aws-secret", lambda f: f"aws_secret_access_key = {f}", 40)
    add("aws-secret", lambda f: f'{{"SecretAccessKey": "{f}"}}', 40)
    add("aws-session-token", lambda f: f"aws_session_token = IQoJb3JpZ2luX2Vj{f}//////wE=", 120)
    add("aws-session-token", lambda f: f'"SessionToken": "FwoGZXIvYXdz{f}"', 100)
    for prefix in ("ghp_", "gho_", "ghu_", "ghs_", "ghr_"):
        add("github-token", lambda f, p=prefix: f"token {p}{f}", 36)
    add("github-token", lambda f: "github" + f"_pat_11AAAAAAA0{f[:30]}_{f[30:]}", 82)
    for prefix in ("glpat-", "gldt-", "glrt-", "glptt-", "GR1348941"):
        add("gitlab-token", lambda f, p=prefix: f"{p}{f}", 20)
    for prefix in ("xoxb-1234567890-", "xoxp-1234567890-", "xoxa-2-", "xoxe.xoxp-1-", "xoxe-1-",
                   "xapp-1-A0123456789-1234567890-"):
        add("slack-token", lambda f, p=prefix: f"SLACK {p}{f}", 40)
    add("slack-webhook", lambda f: f"curl -X POST https://hooks.slack.com/services/T0AB12CD3/B0{f}",
        40)
    add("google-api-key", lambda f: f"key=AIza{f}", 35)
    add("google-oauth-token", lambda f: f"access ya29.a0Af{f}", 60)
    add("google-oauth-token", lambda f: f"refresh 1//0g{f}", 60)
    add("google-client-secret", lambda f: f"GOCSPX-{f}", 28)
    for prefix in ("sk_live_", "sk_test_", "rk_live_", "pk_live_", "whsec_"):
        add("stripe-key", lambda f, p=prefix: f"stripe {p}{f}", 32)
    add("npm-token", lambda f: f"//registry.npmjs.org/:_authToken=npm_{f}", 36)
    add("pypi-token", lambda f: f"password = pypi-AgEIcHlwaS5vcmc{f}", 70)
    add("huggingface-token", lambda f: f"HF hf_{f}", 34, LETTERS)
    add("sendgrid-key", lambda f: f"SG.{f[:22]}.{f[22:]}", 65)
    add("twilio-key", lambda f: f"twilio SK{f}", 32, HEX)
    add("discord-webhook", lambda f: f"https://discord.com/api/webhooks/123456789012345678/{f}", 68)
    add("azure-key", lambda f: "DefaultEndpointsProtocol=https;AccountName=acct;"
                               f"AccountKey={f}==;EndpointSuffix=core.windows.net", 86)
    add("service-token", lambda f: f"do dop_v1_{f}", 64, HEX)
    add("service-token", lambda f: f"shop shpat_{f}", 32, HEX)
    add("service-token", lambda f: f"vault hvs.{f}", 90)
    add("service-token", lambda f: f"AGE-SECRET-KEY-1{f}", 58, UP)
    add("jwt", lambda f: f"jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIi{f}.{f[::-1]}", 40)
    for label in ("RSA PRIVATE KEY", "EC PRIVATE KEY", "DSA PRIVATE KEY", "OPENSSH PRIVATE KEY",
                  "PRIVATE KEY", "PGP PRIVATE KEY BLOCK"):
        add("private-key", lambda f, lab=label: pem(lab, f))
    add("private-key", lambda f: pem("RSA PRIVATE KEY", f, headers="Proc-Type: 4,ENCRYPTED\n"
                                     "DEK-Info: AES-128-CBC,0123456789ABCDEF\n\n"))
    add("private-key", lambda f: pem("ENCRYPTED PRIVATE KEY", f))
    add("private-key", lambda f: "cut: " + pem("OPENSSH PRIVATE KEY", f, end=False))
    add("private-key", lambda f: '{"type": "service_account", "private_key": "'
                                 + pem("PRIVATE KEY", f, eol="\\n") + '\\n", "client_id": "1"}')
    add("private-key", lambda f: "KEY='" + pem("PRIVATE KEY", f, eol=" ") + "'")
    add("bearer-token", lambda f: f"curl -H 'Authorization: Bearer {f}' https://api.example.com")
    add("bearer-token", lambda f: f'curl -H "Authorization: Basic {f}==" x')
    add("bearer-token", lambda f: f'headers = {{"Authorization": "token {f}"}}')
    add("api-key-header", lambda f: f"curl -H 'x-api-key: {f}' https://api.example.com")
    add("api-key-header", lambda f: f"curl --header 'PRIVATE-TOKEN: {f}' https://gitlab.example")
    add("secret-assignment", lambda f: f'export API_KEY="{f}"')
    add("secret-assignment", lambda f: f"database:\n  PASSWORD: {f}\n  host: db")
    add("secret-assignment", lambda f: f"db:\n  password: {f}\n")
    add("secret-assignment", lambda f: f'{{"password": "{f}"}}')
    add("secret-assignment", lambda f: f"DB_PASSWORD={f} ./run")
    add("secret-assignment", lambda f: f"Server=db;User Id=sa;Password={f};")
    add("secret-assignment", lambda f: f"TOKEN={f}")
    add("secret-assignment", lambda f: f"client_secret = '{f}'")
    add("secret-assignment", lambda f: f"[client]\npassword={f}\n")
    add("secret-assignment", lambda f: f"auth_token = {f}")
    add("secret-assignment", lambda f: f"machine api.example.com login bob password {f}")
    add("secret-flag", lambda f: f"mysql --password={f} -h db")
    add("secret-flag", lambda f: f"tool --token {f} --verbose")
    add("secret-flag", lambda f: f"curl -u admin:{f} https://x.example")
    add("url-credentials", lambda f: f"postgres://user:{f}@db.example.com:5432/app")
    add("url-credentials", lambda f: f"mongodb+srv://admin:{f}@cluster0.ab1cd.mongodb.net/x")
    add("url-credentials", lambda f: f"redis://:{f}@localhost:6379/0")
    add("url-secret", lambda f: f"https://api.example.com/v1?token={f}&page=2")
    add("url-secret", lambda f: f"https://maps.example.com/x?a=1&api_key={f}")
    add("url-secret", lambda f: f"https://b.s3.amazonaws.com/k?X-Amz-Signature={f}")
    return out


SAMPLES = _samples()
IDS = [f"{kind}-{n}" for n, (kind, _, _) in enumerate(SAMPLES)]


@pytest.mark.parametrize(("kind", "text", "fing"), SAMPLES, ids=IDS)
def test_format_is_masked(kind: str, text: str, fing: str) -> None:
    r = Redactor()
    out = r.text(text)
    assert fing not in out and fing[:12] not in out
    assert f"[REDACTED:{kind}]" in out
    assert r.summary() == {kind: 1}


@pytest.mark.parametrize(("kind", "text", "fing"), SAMPLES, ids=IDS)
def test_format_after_colour_and_escaped_newline(kind: str, text: str, fing: str) -> None:
    """A colour code glued in front (`ESC[32mghp_…`) or JSON's `\\n` (text of a JSON file)."""
    for glued in (f"\x1b[32m{text}\x1b[0m", f"x\\n{text}\\n"):
        out = Redactor().text(glued)
        assert fing[:12] not in out, glued


def test_context_around_masks_is_kept() -> None:
    r = Redactor()
    f = fp(30)
    assert r.text(f"curl -u admin:{f} https://x") == \
        "curl -u admin:[REDACTED:secret-flag] https://x"
    assert r.text(f"redis://:{f}@h:1/0") == "redis://:[REDACTED:url-credentials]@h:1/0"
    assert r.text(f"a\n  PASSWORD: {f}\n  b: 1") == "a\n  PASSWORD: [REDACTED:secret-assignment]\n  b: 1"
    assert r.text(f"x?token={f}&page=2#top") == "x?token=[REDACTED:url-secret]&page=2#top"
    hook = f"https://hooks.slack.com/services/T0/B0{f}"
    assert r.text(hook) == "https://hooks.slack.com/services/[REDACTED:slack-webhook]"
    assert r.text("before\n" + pem("RSA PRIVATE KEY", f) + "\nafter words") == \
        "before\n[REDACTED:private-key]\nafter words"
    assert r.text(pem("RSA PRIVATE KEY", f, end=False) + "\n\nThe key above.") == \
        "[REDACTED:private-key]\n\nThe key above."


NEAR_MISSES = [
    "password = getpass()", 'token = os.environ["TOKEN"]', "KEY=$KEY", "API_KEY=${API_KEY}",
    'API_KEY = os.environ.get("X")', "SECRET_KEY = settings.SECRET_KEY", "SSH_KEY=~/.ssh/id_rsa",
    "MY_KEY=process.env.KEY", "PRIVATE_KEY_PATH=/etc/keys/key.pem", "AUTH_TOKEN=%AUTH_TOKEN%",
    "def f(password: Optional[str]):", "password: str", "    password: SecretStr",
    '"password": "<your-password>"', '"password": "string?"', "password=os.getenv('PW')",
    'PASSWORD = "PASSWORD"', 'PUBLIC_KEY_OR_PASSWORD = "PUBLIC_KEY_OR_PASSWORD"',
    'METADATA_KEY = "MetadataKey"', 'ACCESS_KEY = "AWSAccessKeyId"', '"output_token": "NextToken"',
    '"output_token": "DistributionList.NextMarker"', "NOPASSWORD = \"no-password-required\"",
    "DB_PASSWORD: ${DB_PASSWORD}", "the password: required field", "docker login --password-stdin",
    "export GITHUB_TOKEN=$(gh auth token)", "docker run -u 1000:1000 img", "git push -u origin main",
    'headers={"Authorization": f"Bearer {token}"}', "Bearer token auth is used here",
    "sha 3f786850e387550fdab836ed7e6dc881de23001b", "uuid 123e4567-e89b-12d3-a456-426614174000",
    'PEM = "-----BEGIN PRIVATE KEY-----"',
    "if line.startswith('-----BEGIN RSA PRIVATE KEY-----'):\n    return parse(line)\n",
    "BEGIN = '-----BEGIN PRIVATE KEY-----'\nEND = '-----END PRIVATE KEY-----'\n",
    "A key starts -----BEGIN PRIVATE KEY----- and ends -----END PRIVATE KEY----- usually.",
    "Between -----BEGIN PRIVATE KEY----- and internationalization -----END PRIVATE KEY-----",
    "https://example.com/?page=2&sort=name", "https://x.example/?key=value", "CACHE_KEY=users",
    "TOKEN_LIMIT=4096", "hf_hub_download(repo_id='x')", "SG.example.com", "eyJ alone",
    "https://user:pass@host.example/x", "postgres://user:${PW}@db/app", "skeleton sk-learn",
    "the --token flag", "use --password option", "max_tokens=4096 input_tokens=12",
    "AKIA is the prefix", "ghp_ prefix", "xoxb- prefix", "glpat- prefix",
    "\x1b[32mPASS\x1b[0m tests/test_x.py", "task_key: some-task-name\n",
    "password=password", "f(password=user_pw)", "access_token=None", "api_key=getKey()",
    "github_token=os.environ['X']", "the login page password field", "login(user, password)",
    "RC5_32_KEY = rc5_key_st", 'THEME_KEY = "app-theme2"',
    'var TASK_META_KEY = "io.modelcontextprotocol/related-task";',
]


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_ordinary_code_is_not_masked(text: str) -> None:
    r = Redactor()
    assert r.text(text) == text
    assert r.summary() == {}


# --- placements ------------------------------------------------------------------------

BASE = {"sessionId": "s-r3", "cwd": "/srv/app", "version": "2.1.0", "gitBranch": "main"}
ALL_TEXT = "\n".join(text for _, text, _ in SAMPLES)
ONE_LINE = " ; ".join(text.replace("\n", " ") for kind, text, _ in SAMPLES
                      if kind not in ("private-key", "secret-assignment"))


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
    shown = runner.invoke(show_app, [str(src), "--redact", "--no-pager", "-w", "400"])
    assert shown.exit_code == 0, shown.output
    assert _leaks(shown.stdout, wanted) == []
    plain = runner.invoke(show_app, [str(src), "--no-pager", "-w", "400"])
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


def test_image_bytes_are_left_alone() -> None:
    """Base64 image data is not text: a chance match inside it would break the image."""
    data = "iVBORw0KGgo+" + "1//0" + fp(40) + "+AKIA" + fp(16, UP) + "/" * 3
    block = {"type": "image", "source": {"type": "base64", "media_type": "image/png",
                                          "data": data}}
    r = Redactor()
    assert r.value({"content": [block]}) == {"content": [block]}
    assert r.summary() == {}


# --- linear time -------------------------------------------------------------------------

_BEGIN = "-----BEGIN PRIVATE KEY-----"
ADVERSARIAL: dict[str, Any] = {
    # per rule: each of its triggers repeated, together about 1 MB
    **{f"run:{n}-{kind}": lits for n, (kind, _, lits) in enumerate(RULES)},
    "run:begin": _BEGIN, "run:sk-": "sk-", "run:xoxb-": "xoxb-", "run:begin-esc": _BEGIN + "\\n", "run:eyJ.": "eyJaaaaa.",
    "run:curl-u": "curl -u ", "run:yaml": "PASSWORD: ", "run:cred": "://a:b",
    "pem-body": _BEGIN + "\n" + "A" * 500_000, "pem-spaced": _BEGIN + " AAAA" * 100_000,
    "pem-numbered": _BEGIN + "\n  12→AAAA" * 50_000, "pem-escaped": _BEGIN + "\\\\\\n" * 150_000,
    "pem-armour": _BEGIN + "\nVersion: " + "a " * 250_000,
    "yaml-long": "PASSWORD: " + "a" * 500_000, "assign-call": "API_KEY=" + "a" * 500_000 + "(",
    "curl-long": "curl " + "a" * 500_000, "jwt-long": "eyJ" + "a" * 250_000 + ".eyJ" + "a" * 250_000,
    "url-long": "https://" + "a" * 500_000 + ":b",
}


@pytest.mark.parametrize("name", sorted(ADVERSARIAL))
def test_adversarial_input_is_linear(name: str) -> None:
    """About 1 MB of one pattern's prefix repeated (or a pathological body) in well under a
    few seconds: quadratic scanning would take minutes."""
    unit = ADVERSARIAL[name]
    if isinstance(unit, tuple):
        text = "".join(lit * (1_000_000 // len(unit) // len(lit)) for lit in unit)
    else:
        text = unit * (1_000_000 // len(unit)) if name.startswith("run:") else unit
    redactor = Redactor(secrets=True, home=True)
    started = time.perf_counter()
    redactor.text(text)
    redactor.line(text)
    assert time.perf_counter() - started < 8, name


# --- the corpus: nothing else changes ----------------------------------------------------

def _without_report(page: str) -> str:
    page = re.sub(r'<details class="redactions".*?</details>\n', "", page, flags=re.S)
    return re.sub(r'<section class="report" id="report">\n<h2>[^<]*</h2>\n</section>\n', "", page)


def _touched(path: Path) -> bool:
    probe = Redactor()
    with path.open("rb") as fh:
        return any(probe.needed(raw.decode("utf-8", "replace")) for raw in fh)


@pytest.mark.corpus
def test_corpus_each_file_recall_unchanged(tmp_path: Path) -> None:
    """Per corpus file (that redaction could touch at all): with --redact the page's recall
    stays within 0.001 of the plain page's; where nothing was masked the conversation is
    byte-identical."""
    need_corpus()
    recall = recall_module()
    files = [p for p in sorted(CORPUS.rglob("*.jsonl"))
             if "subagents" not in p.parts and _touched(p)]
    assert files
    worst = 0.0
    for n, src in enumerate(files):
        pages = {}
        for redact in (False, True):
            page = tmp_path / f"{n}-{redact}.html"
            result = convert(src, page, RENDERER, options=Options(redact=redact))
            pages[redact] = (page, result)
        masked = pages[True][1].redactions
        plain_html = main_section(pages[False][0].read_text(encoding="utf-8"))
        masked_html = main_section(pages[True][0].read_text(encoding="utf-8"))
        if not masked:
            assert _without_report(masked_html) == plain_html, src
            continue
        want = recall.input_words(str(src))
        scores = [1 - len(want - recall.output_words(str(pages[r][0]))) / max(1, len(want))
                  for r in (False, True)]
        worst = max(worst, abs(scores[0] - scores[1]))
        assert abs(scores[0] - scores[1]) <= 0.001, (src, scores, masked)
