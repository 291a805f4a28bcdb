"""--redact / --redact-home on sessions shaped like real ones (issue 15 §2): the agent reads a
`.env`, a kubeconfig, ~/.docker/config.json and YAML settings, runs `jq` on an OAuth token
response and `curl -v`, on Windows (`C:\\Users\\…`, a `C--Users-…-proj` project folder).

Every planted secret is masked exactly once, under its kind, in every place the output
holds it: the page, `cc2html show`, the `--json` report, and each file of an archive (pages,
indexes, search data, the sqlite manifest). Secrets are built at run time
(tests/fake_secrets.py).
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app
from cc2html.redact.redactor import Redactor

from fake_secrets import REAL_SAMPLES, fp

USER = "wqzalice"  # a user name found nowhere else
CWD = f"C:\\Users\\{USER}\\proj"
FOLDER = f"C--Users-{USER}-proj"
#: what each tool call prints: (tool, input, output), the samples spread over them
FILES = {".env": ("SECRET_KEY_BASE", "openai_api_key", "DB_PASS", "API_SECRET", "SMTP_PASSWORD"),
         "kubeconfig": ("client-", "token:"), "config.json": ("auths",),
         "settings.yaml": ("password:", "api_key:", "SENTRY_DSN")}


def _entry(n: int, kind: str, message: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return {"type": kind, "uuid": f"u{n}", "sessionId": "s1", "cwd": CWD, "version": "2.1.0",
            "timestamp": f"2026-01-01T00:{n:02d}:00Z", "message": message,
            **({"parentUuid": f"u{n - 1}"} if n > 1 else {}), **extra}


def _call(n: int, name: str, tool_input: dict[str, Any], output: str) -> list[dict[str, Any]]:
    use = _entry(n, "assistant", {"role": "assistant", "model": "m", "id": f"a{n}", "content": [
        {"type": "tool_use", "id": f"t{n}", "name": name, "input": tool_input}]})
    result = _entry(n + 1, "user", {"role": "user", "content": [
        {"type": "tool_result", "tool_use_id": f"t{n}", "content": output}]})
    return [use, result]


def _which(text: str) -> str:
    return next((f for f, marks in FILES.items() if any(m in text for m in marks)), "bash")


def session() -> list[dict[str, Any]]:
    """Reads of each file (Windows paths, numbered lines), Bash for the rest (`jq`, `curl -v`,
    `git remote -v`), and the memory file under the Windows-encoded project folder."""
    groups: dict[str, list[str]] = {}
    for _, text, _ in REAL_SAMPLES:
        groups.setdefault(_which(text), []).append(text)
    lines = [_entry(1, "user", {"role": "user", "content": "check the deployment settings"})]
    n = 2
    for name, texts in groups.items():
        body = "\n".join(texts)
        if name == "bash":
            lines += _call(n, "Bash", {"command": "curl -sv https://api.example.com | jq ."}, body)
        else:
            path = f"{CWD}\\{name}"
            numbered = "".join(f"{i:>6}→{line}\n" for i, line in enumerate(body.split("\n"), 1))
            lines += _call(n, "Read", {"file_path": path}, numbered)
        n += 2
    memory = f"C:\\Users\\{USER}\\.claude\\projects\\{FOLDER}\\memory\\MEMORY.md"
    lines += _call(n, "Read", {"file_path": memory.replace("\\", "/")}, "  1→notes")
    return lines


def _write(path: Path, lines: list[dict[str, Any]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")


def _leaks(blob: str) -> list[str]:
    found = [f"{kind}: {f[:16]}" for kind, _, f in REAL_SAMPLES if f[:16] in blob]
    return found + ([USER] if USER.lower() in blob.lower() else [])


WANTED = Counter(kind for kind, _, _ in REAL_SAMPLES)


@pytest.mark.parametrize(("kind", "text", "fing"), REAL_SAMPLES,
                         ids=[f"{k}-{n}" for n, (k, _, _) in enumerate(REAL_SAMPLES)])
def test_planted_secret_masked_once(kind: str, text: str, fing: str) -> None:
    r = Redactor(home=True)
    out = r.text(text)
    assert fing[:12] not in out and out.count("[REDACTED:") == 1
    assert r.summary() == {kind: 1}


def test_page_and_report_mask_each_once(tmp_path: Path) -> None:
    src = tmp_path / "projects" / FOLDER / "s1.jsonl"
    _write(src, session())
    plain = CliRunner().invoke(app, [str(src), "-o", str(tmp_path / "plain.html")])
    assert plain.exit_code == 0 and len(_leaks((tmp_path / "plain.html").read_text())) \
        == len(REAL_SAMPLES) + 1  # the test can see every leak
    result = CliRunner().invoke(app, [str(src), "-o", str(tmp_path / "p.html"), "--redact",
                                      "--redact-home", "--json"])
    assert result.exit_code == 0, result.output
    page = (tmp_path / "p.html").read_text(encoding="utf-8")
    assert _leaks(page + result.stdout + result.stderr) == []
    counts = json.loads(result.stdout)["redactions"]
    assert {k: v for k, v in counts.items() if k != "home-path"} == dict(WANTED)
    assert "~\\proj" in page and "home-proj" in page and "[REDACTED:[REDACTED" not in page


def test_show_masks_each(tmp_path: Path) -> None:
    """The terminal view shows one line per tool call: the secrets stand in the commands."""
    src = tmp_path / "s1.jsonl"
    calls = [line for n, (_, text, _) in enumerate(REAL_SAMPLES)
             for line in _call(2 + 2 * n, "Bash", {"command": text.replace("\n", " ")}, "ok")]
    _write(src, session()[:1] + calls + _call(50, "Read", {"file_path": f"{CWD}\\.env"}, "x"))
    runner = CliRunner()
    plain = runner.invoke(app, ["show", str(src), "--no-pager", "-w", "400"])
    assert len(_leaks(plain.stdout)) == len(REAL_SAMPLES) + 1
    shown = runner.invoke(app, ["show", str(src), "--redact", "--redact-home", "--no-pager",
                                "-w", "400"])
    assert shown.exit_code == 0, shown.output
    assert _leaks(shown.stdout) == []
    assert "[REDACTED:cookie]" in shown.stdout and "[REDACTED:[REDACTED" not in shown.stdout


def test_archive_holds_no_planted_secret(tmp_path: Path) -> None:
    """Every file of OUT as bytes (pages, indexes, search shards, the sqlite manifest), every
    file and folder name, and --json."""
    src = tmp_path / "projects"
    _write(src / FOLDER / "s1.jsonl", session())
    out = tmp_path / "site"
    result = CliRunner().invoke(app, [str(src), "-o", str(out), "--redact", "--redact-home",
                                      "--json", "-q", "-j", "1"])
    assert result.exit_code == 0, result.output
    files = [p for p in out.rglob("*") if p.is_file()]
    assert any(p.suffix == ".js" for p in files) and any("manifest" in p.name for p in files)
    for path in out.rglob("*"):
        blob = path.relative_to(out).as_posix()
        if path.is_file():
            blob += path.read_bytes().decode("latin-1")
        assert _leaks(blob) == [], path
    assert _leaks(result.stdout + result.stderr) == []
    assert (out / "home-proj" / "s1.html").is_file()
    counts = json.loads(result.stdout)["redactions"]
    assert {k: v for k, v in counts.items() if k != "home-path"} == dict(WANTED)


def test_windows_homes_are_shortened() -> None:
    r = Redactor(secrets=False, home=True)
    assert r.text("cd C:\\Users\\ann\\app && type C:/Users/ann/app/x.py") \
        == "cd ~\\app && type ~/app/x.py"
    assert r.text('{"cwd": "C:\\\\Users\\\\ann\\\\app"}') == '{"cwd": "~\\\\app"}'  # JSON as text
    assert r.text("C:\\Users\\Ann Lee\\docs and C:\\Users\\bob") == "~\\docs and ~"
    assert r.text("ls C:\\Users\\ann\\.claude\\projects\\C--Users-ann-app\\memory") \
        == "ls ~\\.claude\\projects\\home-app\\memory"
    assert r.text("projects/D--Users-eve-z/ and see C--Users-ann-lib") \
        == "projects/home-z/ and see home-lib"
    assert r.summary() == {"home-path": 9}
    for text in ("xC:\\Users\\ann\\x", "a C--Users-zed-x from nowhere", "C:\\Program Files\\x"):
        assert r.text(text) == text


def test_token_in_url_masked_once() -> None:
    token = "ghp_" + fp(36)
    r = Redactor()
    assert r.text(f"https://{token}@github.com/o/r") == "https://[REDACTED:github-token]@github.com/o/r"
    assert r.text(f"https://x-access-token:{token}@github.com") \
        == "https://x-access-token:[REDACTED:github-token]@github.com"
    assert r.summary() == {"github-token": 2}


NEAR_MISSES = [
    "Set-Cookie: foo=bar; Path=/", "the Cookie: header", "document.cookie = 'a=b'",
    "Cookie: CUSTOMER=WILE_E_COYOTE; PART_NUMBER=ROCKET_LAUNCHER_0001",
    "Set-Cookie: pll_lang=en; Max-Age=31536000; path=/", '"output_token": "Jobs[-1].JobId"',
    'COOKIE_NAME = "session"', '"auth": "oauth2-bearer-x1"', '{"auth": "required"}',
    "client-key-data: DATA+OMITTED", "    token: str", "max_token: 1234567",
    'ERROR_KEY = "Invalid key provided"', "TOKEN=abcdef${SUFFIX}", 'API_KEY="abc${X}"',
    "https://examplePublicKey@o0.ingest.sentry.io/0", 'password: "${DB_PASSWORD}"',
    "access_token: AccessToken", "token_type: bearer", '"token_type": "Bearer"',
]


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_lookalikes_are_not_masked(text: str) -> None:
    r = Redactor()
    assert r.text(text) == text
    assert r.summary() == {}
