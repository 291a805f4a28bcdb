"""--redact in linear time: long runs of key prefixes and pathological bodies (each rule's
triggers repeated, about 1 MB) take seconds at most, never minutes.
"""

from __future__ import annotations

import time
from typing import Any

import pytest

from cc2html.redact.redactor import Redactor
from cc2html.redact.rules import RULES

from helpers import deadline


@pytest.mark.parametrize("run", ["xoxb-", "sk-", "sk-proj-"])
def test_redaction_is_linear(run: str) -> None:
    """`--redact` on a long run of key prefixes without digits: each prefix's lookahead
    rescanned the rest of the run (quadratic: 400 kB took minutes). Bounded now."""
    from cc2html.redact.redactor import Redactor

    text = run * (150_000 // len(run))
    with deadline(5):
        masked = Redactor(secrets=True, home=True).text(text)
    assert masked == text  # nothing there is a key
    key = "sk-proj-" + "a" * 150 + "7" + "b" * 10
    assert "[REDACTED:openai-key]" in Redactor(secrets=True).text(f"x {key} y")


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
    started = time.process_time()  # CPU, not wall: the machine may be shared
    redactor.text(text)
    redactor.line(text)
    assert time.process_time() - started < 8, name
