"""--redact grows linearly on the runs the issue-15 rules could rescan: key-like characters,
`=`, quotes, `$`, cookie pairs, Windows homes. Each input is masked at two sizes 8x apart;
the best of 3 CPU times must grow less than 3x the size ratio (quadratic would be 64x).
"""

from __future__ import annotations

import time

import pytest

from cc2html.redact.redactor import Redactor

UNITS = {
    "quoted-dollar": 'password: "pa$$ ', "quoted-run": 'API_KEY="' + "a$" * 8,
    "bare-dollar": "DB_PASS=a$", "eq-run": "openai_api_key=", "word-token": "a_" * 4 + "token",
    "yaml-lower": "x_api_key: ", "yaml-token": "token: ", "jq-token": '"access_token": "',
    "cookie": "Cookie: a=", "set-cookie": "Set-Cookie: sid=Ab1; ", "docker": '"auth": "',
    "identity": '{"identitytoken": "', "kube": "client-key-data: ", "sentry": "://" + "a" * 32,
    "sentry-host": "@" + "sentry" * 4, "win-home": "C:\\Users\\", "win-home-space": "C:\\Users\\a b",
    "win-folder": "C--Users-a-", "url-user": "https://ghp_@",
    # issue 30: values that hold `# ; ' " ( \` and escaped quotes
    "bare-hash": "DB_PASSWORD=a#", "yaml-hash": "password: a# ", "yaml-quote": "password: a'",
    "escaped-quote": '"password": "a\\"', "bare-call": "API_KEY=a(", "bare-backslash": "TOKEN=a\\",
    "yaml-comment": "token: a1 #", "yaml-doubled": "password: 'a''",
}


def _best_of_3(text: str) -> float:
    best = float("inf")
    for _ in range(3):
        redactor = Redactor(secrets=True, home=True)
        started = time.process_time()
        redactor.text(text)
        redactor.line(text)
        best = min(best, time.process_time() - started)
    return best


@pytest.mark.parametrize("name", sorted(UNITS))
def test_growth_is_linear(name: str) -> None:
    unit = UNITS[name]
    small, large = (unit * (n // len(unit)) for n in (20_000, 160_000))
    ratio = _best_of_3(large) / max(_best_of_3(small), 1e-4)
    assert ratio < 24, f"{name}: 8x the input took {ratio:.1f}x the time"
