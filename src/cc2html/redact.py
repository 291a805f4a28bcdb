"""Secret redaction (`--redact`) and home-path shortening (`--redact-home`).

Applied in ONE place: the reader passes every decoded JSON object (and the text
of lines it cannot decode) through `Redactor` before any model sees it, so every
later stage, the page and any report only ever see masked text. A secret
becomes `[REDACTED:<kind>]`; what surrounds it (`API_KEY=`, `Bearer `, the URL's
user and host) is kept so the page still reads. `Redactor.counts` says how
many of each kind were masked.

Speed: a cheap trigger regex (literal prefixes only) is run over the raw line
first; a line without any trigger is not walked at all. Inside a triggered line
only strings that themselves contain a trigger go through the combined pattern.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

MARK = "[REDACTED:{}]"

#: (kind, pattern); a pattern's group `keep`, when present, is kept in front of the marker
PATTERNS: list[tuple[str, str]] = [
    ("private-key", r"-----BEGIN[A-Z0-9 ]{0,40} PRIVATE KEY( BLOCK)?-----"
                    r"(?:[\s\S]*?-----END[A-Z0-9 ]{0,40} PRIVATE KEY( BLOCK)?-----|[\s\S]*)"),
    ("anthropic-key", r"sk-ant-[A-Za-z0-9_-]{20,}"),
    # (lookaheads bounded: unbounded, "sk-sk-sk-…" was rescanned from every "sk-": quadratic)
    ("openai-key", r"sk-(?:proj-|svcacct-|admin-)?(?=[A-Za-z_-]{0,200}[0-9])[A-Za-z0-9_-]{20,}"),
    ("aws-access-key", r"A(?:KIA|SIA|BIA|CCA)[A-Z0-9]{16}(?![A-Za-z0-9])"),
    ("github-token", r"gh(?:[pousr]_[A-Za-z0-9]{36,}|ub_pat_[A-Za-z0-9_]{40,})"),
    ("gitlab-token", r"glpat-[A-Za-z0-9_-]{20,}"),
    ("slack-token", r"xox[abprs]-(?=[A-Za-z-]{0,200}[0-9])[A-Za-z0-9-]{10,}"),
    ("google-api-key", r"AIza[0-9A-Za-z_-]{35}"),
    ("stripe-key", r"[spr]k_(?:live|test)_[0-9A-Za-z]{16,}"),  # pk_test_ is public: kept
    ("bearer-token", r"(?P<keep>[Aa]uthorization[\"']?\s*[:=]\s*[\"']?(?:Bearer|Basic|Token|token|bearer)\s+)"
                     r"[A-Za-z0-9._~+/=-]{8,}"),
    ("aws-secret", r"(?P<keep>(?:aws_secret_access_key|AWS_SECRET_ACCESS_KEY|SecretAccessKey)"
                   r"[\"']?\s*[:=]\s*[\"']?)[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+])"),
    ("secret-assignment", r"(?P<keep>(?:_TOKEN|_KEY|_SECRET|PASSWORD|PASSWD|_PASS)"
                          r"(?:\s*=\s*|[\"']\s*:\s*|:\s*(?=[\"'])))"
                          r"(?:\"[^\"\s$]{6,}\"|'[^'\s$]{6,}'|(?![$<{(])[A-Za-z0-9_./+=:@%!#^&*~-]{6,})"),
    ("secret-assignment", r"(?P<keep>(?:_token|_secret|password|passwd|api_key|apikey|apiKey|"
                          r"secret_key|access_key|private_key|accessToken|authToken|clientSecret)"
                          r"[\"']?\s*[:=]\s*)(?:\"[^\"\s$]{6,}\"|'[^'\s$]{6,}')"),
    ("url-credentials", r"(?P<keep>://[^/\s:@\"'<>]{1,64}:)"
                        r"[^/\s@\"'<>]{1,128}(?=@[A-Za-z0-9\[])"),
]
HOME = ("home-path", r"(?:/home|/Users)/[A-Za-z0-9._-]{1,64}(?=/|\s|$|[\"'`:;,)\]\x1b])")
#: a home inside a Claude Code project folder name (`~/.claude/projects/-home-alice-app/`,
#: e.g. in memory file paths): masked when it names a user seen in a home path, or follows
#: `projects/`; it becomes `home` (`home-app`), as archive mode names that folder
HOME_FOLDER = ("home-folder", r"(?<![A-Za-z0-9-])-(?:home|Users)-[A-Za-z0-9][A-Za-z0-9-]*")

_ASSIGN = ("=", ":", '"', "'", " ", "\\")
#: kind -> literals one of which occurs wherever the kind's pattern can match (plain `in`
#: tests run at memory speed; a regex alternation here would cost more than the masking)
TRIGGERS: dict[str, tuple[str, ...]] = {
    "private-key": ("PRIVATE KEY",),
    "anthropic-key": ("sk-ant-",),
    "openai-key": ("sk-",),
    "aws-access-key": ("AKIA", "ASIA", "ABIA", "ACCA"),
    "github-token": ("ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"),
    "gitlab-token": ("glpat-",),
    "slack-token": ("xoxa-", "xoxb-", "xoxp-", "xoxr-", "xoxs-"),
    "google-api-key": ("AIza",),
    "stripe-key": ("_live_", "_test_"),
    "bearer-token": ("uthorization",),
    "aws-secret": ("ecret_access_key", "ecretAccessKey", "ECRET_ACCESS_KEY"),
    "secret-assignment": ("_TOKEN", "_KEY", "_SECRET", "PASSW", "_PASS", "secret", "passw",
                          "pi_key", "piKey", "pikey", "ccess_key", "rivate_key", "ccessToken",
                          "uthToken", "ientSecret") + tuple("_token" + c for c in _ASSIGN),
    "url-credentials": ("://",),
    "home-path": ("/home/", "/Users/"),
    "home-folder": ("-home-", "-Users-"),
}

#: characters that may precede a token: a token glued to more word characters is not one
_WORD = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
#: kinds that must start at a word boundary (their prefix could end some longer word)
_BOUNDED = frozenset({"anthropic-key", "openai-key", "aws-access-key", "github-token",
                      "gitlab-token", "slack-token", "google-api-key", "stripe-key"})
MIN_LEN = 8
_PATH = _WORD | frozenset("._~/-")


_SGR_END = re.compile(r"\x1b\[[0-9;]*m\Z")


def _home_start(text: str, start: int) -> bool:
    """Whether a home path glued to a path character still starts there: `/opt/home/x` is
    not a home, `file:///home/x` and `ESC[2m/home/x` (a colour code before it) are."""
    return (text.endswith("://", 0, start)
            or _SGR_END.search(text, max(0, start - 16), start) is not None)


def _literal_regex(literals: set[str]) -> re.Pattern[str]:
    """Alternation grouped by first character: sre rejects most positions on that one char
    (3x faster than a flat alternation, and than `any(lit in s …)`)."""
    groups: dict[str, list[str]] = {}
    for lit in sorted(literals):
        groups.setdefault(lit[0], []).append(re.escape(lit[1:]))
    for rest in groups.values():  # longest first, so `sk-ant-` is seen and not just `sk-`
        rest.sort(key=len, reverse=True)
    parts = [re.escape(first) + "(?:" + "|".join(rest) + ")" for first, rest in groups.items()]
    return re.compile("|".join(parts) or r"(?!)")


def _secret_like(name: str, value: str) -> bool:
    """`STORAGE_KEY = "nested-timers-profiles"` is a name, not a secret: outside passwords,
    a value needs a digit, mixed case or a symbol to be masked."""
    if "pass" in name.lower():
        return True
    return (any(c.isdigit() for c in value) or (value.lower() != value != value.upper())
            or any(c in "/+=!@#$%^&*~." for c in value))


class Redactor:
    """Masks secrets (and optionally home paths) in strings and decoded JSON values."""

    def __init__(self, secrets: bool = True, home: bool = False) -> None:
        chosen = (PATTERNS if secrets else []) + ([HOME, HOME_FOLDER] if home else [])
        #: (kind, trigger, pattern) in order: tokens before the assignments that may hold them
        self.passes = [(kind, TRIGGERS[kind], re.compile(pattern)) for kind, pattern in chosen]
        literals = {lit for kind, _ in chosen for lit in TRIGGERS[kind]}
        self.any_literal = _literal_regex(literals)
        # JSON may escape "/" as "\/", hiding "://" and "/home/" from a raw-line check
        self.line_literal = re.compile(self.any_literal.pattern + r"|\\/")
        self.active = bool(chosen)
        self.counts: Counter[str] = Counter()
        #: a private key block began on a raw (non-JSON) line and has not ended yet
        self.open_block = False
        #: user names seen in home paths -> as a project folder name spells them
        self.users: dict[str, str] = {}

    def _replace(self, kind: str, match: re.Match[str]) -> str:
        whole = match.group(0)
        start = match.start()
        if kind in _BOUNDED and start and match.string[start - 1] in _WORD:
            return whole
        if kind == "stripe-key" and whole.startswith("pk_test_"):
            return whole
        if kind == "home-path":
            string = match.string
            if start and string[start - 1] in _PATH and not _home_start(string, start):
                return whole
            user = whole[whole.index("/", 1) + 1:]
            if user not in self.users:
                self.users[user] = re.sub(r"[^A-Za-z0-9]", "-", user)
            self.counts[kind] += 1
            return "~"
        if kind == "home-folder":
            return self._home_folder(match)
        if kind == "private-key" and "-----END" not in whole:
            self.open_block = True
        keep = (match.groupdict().get("keep") or "")
        value = whole[len(keep):]
        if "[REDACTED:" in value:  # a token an earlier pass masked already
            return whole
        if kind == "secret-assignment" and not _secret_like(keep, value.strip("\"'")):
            return whole
        self.counts[kind] += 1
        return keep + MARK.format(kind)

    def _home_folder(self, match: re.Match[str]) -> str:
        whole = match.group(0)
        tail = whole[whole.index("-", 1) + 1:]  # after `-home-` / `-Users-`
        user = next((u for u in sorted(self.users.values(), key=len, reverse=True)
                     if tail == u or tail.startswith(u + "-")), None)
        if user is None:
            if not match.string.endswith("projects/", 0, match.start()):
                return whole  # `-home-page` in prose: not a folder of a known user
            user = re.match(r"[A-Za-z0-9]+", tail).group(0)  # type: ignore[union-attr]
        self.counts["home-path"] += 1
        return "home" + tail[len(user):]

    def needed(self, raw: str) -> bool:
        """Whether a raw (JSON) line could hold anything to mask; escapes defeat the check."""
        return self.active and ("\\u" in raw or self.line_literal.search(raw) is not None)

    def text(self, value: str) -> str:
        if len(value) < MIN_LEN:
            return value
        if self.any_literal.search(value) is None:
            return value
        for kind, literals, pattern in self.passes:
            if any(lit in value for lit in literals):
                value = pattern.sub(lambda m, k=kind: self._replace(k, m), value)
        return value

    def line(self, raw: str) -> str:
        """A raw line that is not JSON (shown as a preview): a private key pasted across
        several lines is masked up to its END line."""
        if self.open_block and any(kind == "private-key" for kind, _, _ in self.passes):
            end = raw.find("-----END")
            if end < 0:
                return MARK.format("private-key")
            self.open_block = False
            stop = raw.find("-----", end + 8)
            raw = MARK.format("private-key") + (raw[stop + 5:] if stop >= 0 else "")
        return self.text(raw)

    def value(self, obj: Any) -> Any:
        """`obj` with every string (dict keys too) redacted; unchanged parts are not copied."""
        if isinstance(obj, str):
            return self.text(obj)
        if isinstance(obj, dict):
            out = {self.text(k) if isinstance(k, str) else k: self.value(v)
                   for k, v in obj.items()}
            return out
        if isinstance(obj, list):
            return [self.value(v) for v in obj]
        return obj

    def summary(self) -> dict[str, int]:
        return dict(sorted(self.counts.items()))
