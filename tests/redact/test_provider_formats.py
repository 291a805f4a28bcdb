"""--redact, by provider format: each format is masked (also after a colour code or an
escaped newline), the text around a mask is kept, ordinary code and image bytes are not
masked.
"""

from __future__ import annotations

import pytest

from cc2html.redact.redactor import Redactor

from fake_secrets import IDS, SAMPLES, UP, fp, pem


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


def test_image_bytes_are_left_alone() -> None:
    """Base64 image data is not text: a chance match inside it would break the image."""
    data = "iVBORw0KGgo+" + "1//0" + fp(40) + "+AKIA" + fp(16, UP) + "/" * 3
    block = {"type": "image", "source": {"type": "base64", "media_type": "image/png",
                                          "data": data}}
    r = Redactor()
    assert r.value({"content": [block]}) == {"content": [block]}
    assert r.summary() == {}
