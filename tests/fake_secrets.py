"""Fake secrets in every provider format, for the --redact tests, each with a fingerprint.

Each fake secret carries a *fingerprint*: an alphanumeric run found nowhere else, so a
leak shows in HTML, JSON or a database file whatever escaping it went through. Secrets
are assembled at run time (no secret-shaped literal sits in the repo).
"""

from __future__ import annotations

import base64
import random
import re
from typing import Callable

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


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def _real_session_samples() -> list[tuple[str, str, str]]:
    """What real sessions print (issue 15 §2): a `jq` of an OAuth token response, `.env`
    and YAML settings, a kubeconfig, ~/.docker/config.json, `curl -v` headers, a Sentry DSN,
    a token as a URL's user."""
    out: list[tuple[str, str, str]] = []

    def add(kind: str, make: Callable[[str], str], n: int = 40, alphabet: str = "") -> None:
        fing = fp(n, alphabet) if alphabet else fp(n)
        out.append((kind, make(fing), fing))

    for name in ("access_token", "refresh_token", "auth_token", "session_token"):
        add("secret-assignment", lambda f, n=name: f'{{\n  "{n}": "{f}",\n  "expires_in": 3599\n}}',
            32)
    add("secret-assignment", lambda f: f'db:\n  password: "pa$$ {f} word"\n')
    add("secret-assignment", lambda f: f"SMTP_PASSWORD='correct horse {f} staple'")
    add("secret-assignment", lambda f: f"DB_PASS=pa$${f}", 24)
    add("secret-assignment", lambda f: f'API_SECRET="x$y{f}"', 24)
    add("secret-assignment", lambda f: f"openai_api_key={f}", 32)
    add("secret-assignment", lambda f: f"SECRET_KEY_BASE={f}", 64, HEX)
    add("secret-assignment", lambda f: f"service:\n  api_key: k$3{f}\n", 24)
    add("secret-assignment", lambda f: f"users:\n- name: ci\n  user:\n    token: {f}\n", 40)
    add("kubeconfig-credential", lambda f: f"  user:\n    client-key-data: LS0tLS1CRUdJTi{f}=\n", 60)
    add("kubeconfig-credential",
        lambda f: f"    client-certificate-data: LS0tLS1CRUdJTiBDRVJU{f}\n", 60)
    auth = _b64(f"{fp(18)}:{fp(12)}")  # base64 of user:password: itself the fingerprint
    out.append(("docker-auth", '{"auths": {"ghcr.io": {"auth": "' + auth + '"}}}', auth))
    add("docker-auth", lambda f: f'{{"auths": {{"r.example.com": {{"identitytoken": "{f}"}}}}}}')
    add("cookie", lambda f: f"> GET / HTTP/1.1\n> Cookie: theme=dark; sessionid={f}\n> Accept: */*",
        32)
    add("cookie", lambda f: f"< HTTP/2 200\n< set-cookie: __Host-sid={f}; Path=/; Secure\n", 32)
    add("sentry-dsn", lambda f: f"SENTRY_DSN=https://{f}@o4504.ingest.us.sentry.io/4507", 32, HEX)
    add("github-token", lambda f: f"origin https://ghp_{f}@github.com/org/app.git (fetch)", 36)
    return out


#: every format (REAL_SAMPLES last)
REAL_SAMPLES = _real_session_samples()
SAMPLES = _samples() + REAL_SAMPLES

IDS = [f"{kind}-{n}" for n, (kind, _, _) in enumerate(SAMPLES)]
