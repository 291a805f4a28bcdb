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

import base64
import re
from collections import Counter
from typing import Any, Callable

from . import pem
from .rules import BOUNDED, HOME, HOME_FOLDER, RULES, STRICT

MARK = "[REDACTED:{}]"

#: (kind, trigger literals, pattern) for the secrets, in the order they run
PATTERNS: list[tuple[str, tuple[str, ...], str]] = [(k, t, p) for k, p, t in RULES]

#: characters that may precede a token: a token glued to more word characters is not one
_WORD = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
MIN_LEN = 8
KEY_TRIGGER = "PRIVATE KEY"
#: kinds whose matches are checked for looking like a secret, not code or a word
_CHECKED = STRICT | {"secret-assignment", "url-credentials", "docker-auth", "cookie"}
_PATH = _WORD | frozenset("._~/-")


_SGR_END = re.compile(r"\x1b\[[0-9;]*m\Z")
#: a value that names code, not a secret: a dotted name (`settings.SECRET_KEY`, with an
#: index: `Jobs[-1].JobId`), a path
_CODE_REF = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:\[-?[0-9]*\])?"
                       r"(?:\.[A-Za-z_][A-Za-z0-9_]*(?:\[-?[0-9]*\])?)+|(?:~|\.\.?)/.*|"
                       r"(?:/[A-Za-z0-9_.-]+)+/?")
#: the words of a name: `AWSAccessKeyId` -> AWS Access Key Id (a random mix of cases has
#: one-letter words: `aBcDeF` -> a Bc De F)
_WORDS = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|[_-]")
#: a slug or a key's name (`THEME_KEY = "app-theme2"`, `RC5_KEY = rc5_key_st`): lower-case
#: words (a number may end one) joined by `-_./:`
_SLUG = re.compile(r"[a-z]+[0-9]*(?:[-_./:][a-z]+[0-9]*)+")
#: what a value may be in a schema or a type hint (`"password": "string?"`)
_TYPES = frozenset({"string", "str", "bytes", "int", "number", "boolean", "bool", "any", "null",
                    "none", "undefined", "secretstr", "secretbytes", "optional"})
#: a value that names what it stands for (`no-password-required`, `NextToken`)
_NAMES_A_SECRET = re.compile(r"(?i)pass(?:wo?r?d)|token|secret")
#: a prefixed string literal (`_token = r'[^\W]\w*'`, `f"…"`): code, not a bare value
_PREFIXED = re.compile(r"[rRbBuUfF]{1,2}[\"']")
#: a dotted name called or indexed (`os.environ['X']`, `get_key(cfg)`)
_CALLED = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*(?:\.[A-Za-z_$][A-Za-z0-9_$]*)*[(\[]")
#: a colour (`color_token: #ff00aa`), not a secret starting with `#`
_HEX_COLOUR = re.compile(r"#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})")
_PLACEHOLDERS = frozenset({"pass", "password", "passwd", "pwd", "secret", "***", "****", "xxx",
                           "xxxx", "changeme", "..."})


def _home_start(text: str, start: int) -> bool:
    """Whether a home path glued to a path character still starts there: `/opt/home/x` is
    not a home, `file:///home/x` and `ESC[2m/home/x` (a colour code before it) are."""
    return (text.endswith("://", 0, start)
            or _SGR_END.search(text, max(0, start - 16), start) is not None)


def _glued(text: str, start: int) -> bool:
    """Whether a token starting at `start` continues a longer word. A colour code
    (`ESC[32msk-…`) or an escaped line break (`\\nghp_…` in JSON shown as text) just
    before it is not a word."""
    if not start or text[start - 1] not in _WORD:
        return False
    if text[start - 1] in "ntr" and text.endswith("\\", 0, start - 1):
        return False
    return _SGR_END.search(text, max(0, start - 16), start) is None


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


def _random_looking(value: str) -> bool:
    """A digit, a symbol, or mixed case that is not a name's (`MetadataKey`, `SecretStr`)."""
    if any(c.isdigit() or c in "/+=!@#$%^&*~" for c in value):
        return True
    if value.lower() == value or value.upper() == value:
        return False
    return any(len(w) == 1 and w not in "_-" for w in _WORDS.findall(value))


def _code(value: str, after: str) -> bool:
    """Whether an unquoted value is code, not a password with quotes or brackets inside
    (`Xk9(mQ2vL7`): a template (`x${VAR}`, `{{ x }}`), a string literal, a colour, or a
    name called or indexed: a word's (`getpass(`, `os.environ[`), or one whose brackets close
    at its end (`sha256(x)`), open on a quote (the value pattern cut it: `md5('x`) or close
    right after the value (cut before its closing bracket: `self.decode_b64(arg` + `)`)."""
    if _PREFIXED.match(value) or _HEX_COLOUR.fullmatch(value):
        return True
    if "${" in value or "$(" in value or "{{" in value or "{%" in value:
        return True
    called = _CALLED.match(value)
    if called is None:
        return False
    head, rest = called.group()[:-1], value[called.end():]
    return (not _random_looking(head) or value[-1:] in ")]}" or after in (")", "]")
            or rest[:1] in ("'", '"', ")", "]"))


def _secret_like(kind: str, keep: str, value: str, after: str) -> bool:
    """`STORAGE_KEY = "nested-timers-profiles"` is a name, `API_KEY = os.environ.get(…)`
    and `SSH_KEY=~/.ssh/id_rsa` are code, `PASSWORD = "PASSWORD"` an enum: outside
    passwords, a value needs a digit, a symbol or random case to be masked; no value naming
    a password or token is; an unquoted value is never a call, a dotted name or a path. An
    unquoted `password: value` (YAML, or prose) or lower-case `password=value` (code more
    often than an env file) must look random too."""
    quoted = value[:1] in "\"'\\"
    bare = value.strip("\"'\\")
    if kind in _OWN_CHECK:
        return _OWN_CHECK[kind](keep, bare)
    if not quoted and (after and after in "([{" or _code(bare, after)):  # a call, `x${VAR}`
        return False
    if quoted and (any(c.isspace() for c in bare) and "pass" not in keep.lower()
                   or "${" in bare or "$(" in bare):
        return False  # words are a secret only as a passphrase; `"x${VAR}"` is a template
    if _CODE_REF.fullmatch(bare) or bare.rstrip("?").lower() in _TYPES:
        return False
    if kind == "url-credentials":
        return bare.lower() not in _PLACEHOLDERS and bare[:1] not in "${<"
    if _NAMES_A_SECRET.search(bare):
        return False
    if kind != "secret-assignment" or (not quoted and (keep.rstrip(" \t").endswith(":")
                                                      or keep[:1].islower())):
        return _random_looking(bare) and not (bare.isdigit() and "pass" not in keep.lower())
    if "pass" in keep.lower():
        return True
    return _random_looking(bare) and not _SLUG.fullmatch(bare)


def _docker_auth(keep: str, value: str) -> bool:
    """`"auth"` holds base64 of `user:password`; the tokens must look random."""
    if "auth" not in keep.lower().replace("token", ""):
        return _random_looking(value)
    try:
        return b":" in base64.b64decode(value, validate=True)
    except ValueError:
        return False


#: words of one case and numbers joined by `_ - .` (a name, not a random value)
_WORDS_JOINED = re.compile(r"(?:[A-Z]+|[a-z]+|[0-9]+)(?:[-_.](?:[A-Z]+|[a-z]+|[0-9]+))*")
_COOKIE_ATTRIBUTES = frozenset({"expires", "max-age", "domain", "path", "samesite", "version",
                                "comment", "priority"})


def _cookie(keep: str, value: str) -> bool:
    """Some `name=value` of the header has a value that looks random (Set-Cookie's
    attributes, `Max-Age=31536000`, and words, `ROCKET_LAUNCHER_0001`, do not count)."""
    for pair in value.split(";"):
        name, eq, val = pair.strip().partition("=")
        val = (val.split() or [""])[0].strip('"')
        if (eq and len(val) >= 12 and name.lower() not in _COOKIE_ATTRIBUTES
                and _random_looking(val) and not _WORDS_JOINED.fullmatch(val)):
            return True
    return False


#: kinds with a check of their own: (keep, value unquoted) -> whether it is a secret
_OWN_CHECK: dict[str, Callable[[str, str], bool]] = {"docker-auth": _docker_auth,
                                                      "cookie": _cookie}


class Redactor:
    """Masks secrets (and optionally home paths) in strings and decoded JSON values."""

    def __init__(self, secrets: bool = True, home: bool = False) -> None:
        chosen = (PATTERNS if secrets else []) + (
            [(k, t, p) for k, p, t in (HOME, HOME_FOLDER)] if home else [])
        #: (kind, trigger, pattern) in order: tokens before the assignments that may hold them
        self.passes = [(kind, triggers, re.compile(pattern)) for kind, triggers, pattern in chosen]
        literals = {lit for _, triggers, _ in chosen for lit in triggers}
        self.keys = secrets  # private key blocks (pem.py), ahead of the passes
        if secrets:
            literals.add(KEY_TRIGGER)
        self.any_literal = _literal_regex(literals)
        #: literal -> the passes it calls for: its own and those of literals inside it
        self.calls: dict[str, frozenset[int]] = {
            lit: frozenset(n for n, (_, triggers, _) in enumerate(chosen)
                           if any(t in lit for t in triggers)) for lit in literals}
        # JSON may escape "/" as "\/", hiding "://" and "/home/" from a raw-line check
        self.line_literal = re.compile(self.any_literal.pattern + r"|\\/")
        self.active = bool(chosen)
        self.counts: Counter[str] = Counter()
        #: a private key block began on a raw (non-JSON) line and has not ended yet
        self.open_block = False
        self._cut = False  # the last masked key block had no END line
        self._raw = False  # masking a raw line (see `line`)
        #: user names seen in home paths -> as a project folder name spells them
        self.users: dict[str, str] = {}
        #: where the text masked next comes from (file, line; 0: not a line of it), said by
        #: the readers; masking never reads it (`cc2html secrets` lists findings by it)
        self.where: tuple[str, int] = ("", 0)

    def at(self, file: str, line: int = 0) -> tuple[str, int]:
        """Say that the text masked next comes from `file` (at `line`); the place before."""
        before, self.where = self.where, (file, line)
        return before

    def _replace(self, kind: str, match: re.Match[str]) -> str:
        whole = match.group(0)
        start = match.start()
        if "[REDACTED:" in whole:  # a token an earlier pass masked already (a URL's user)
            return whole
        if kind in BOUNDED and _glued(match.string, start):
            return whole
        if kind == "stripe-key" and whole.startswith("pk_test_"):
            return whole
        if kind == "home-path":
            string = match.string
            if start and string[start - 1] in _PATH and not _home_start(string, start):
                return whole
            user = match.group("user") or match.group("wuser")
            if user not in self.users:
                self.users[user] = re.sub(r"[^A-Za-z0-9]", "-", user)
            self.counts[kind] += 1
            return "~"
        if kind == "home-folder":
            return self._home_folder(match)
        keep = (match.groupdict().get("keep") or "")
        value = whole[len(keep):]
        if kind in _CHECKED:
            after = match.string[match.end():match.end() + 1]
            if not _secret_like(kind, keep, value, after):
                return whole
        self.counts[kind] += 1
        return keep + MARK.format(kind)

    def _home_folder(self, match: re.Match[str]) -> str:
        whole = match.group(0)
        tail = match.group("tail")  # after `-home-` / `-Users-` / `C--Users-`
        user = next((u for u in sorted(self.users.values(), key=len, reverse=True)
                     if tail == u or tail.startswith(u + "-")), None)
        if user is None:
            before = match.string[max(0, match.start() - 16):match.start()]
            if not before.rstrip("/\\").endswith("projects"):
                return whole  # `-home-page` in prose: not a folder of a known user
            user = re.match(r"[A-Za-z0-9]+", tail).group(0)  # type: ignore[union-attr]
        self.counts["home-path"] += 1
        return "home" + tail[len(user):]

    def needed(self, raw: str) -> bool:
        """Whether a raw (JSON) line could hold anything to mask; escapes defeat the check."""
        return self.active and ("\\u" in raw or self.line_literal.search(raw) is not None)

    def _cut_block(self) -> None:
        self._cut = True

    def text(self, value: str) -> str:
        if len(value) < MIN_LEN:
            return value
        if self.any_literal.search(value) is None:
            return value
        if self.keys and KEY_TRIGGER in value:  # (ahead of the passes: keys hold base64)
            value, found = pem.mask(value, MARK.format("private-key"), self._cut_block,
                                    open_end=self._raw)
            if found:
                self.counts["private-key"] += found
        called = self._called(value)
        for n, (kind, _, pattern) in enumerate(self.passes):
            if n in called:
                value = pattern.sub(lambda m, k=kind: self._replace(k, m), value)
        return value

    def _called(self, value: str) -> set[int]:
        """The passes whose literals occur in `value`, from one scan: literals that start
        inside a found one are looked for there (`SECRET` hides `ECRET_ACCESS_KEY`), those
        inside it come with it (`calls`). Faster than one `in` test per literal."""
        called: set[int] = set()
        find = self.any_literal
        for match in find.finditer(value):
            called |= self.calls[match.group()]
            for at in range(match.start() + 1, match.end()):
                inner = find.match(value, at)
                if inner is not None:
                    called |= self.calls[inner.group()]
        return called

    def line(self, raw: str) -> str:
        """A raw line that is not JSON (shown as a preview): a private key pasted across
        several lines is masked up to its END line."""
        if self.open_block and self.keys:
            end = raw.find("-----END")
            if end >= 0:
                self.open_block = False
                stop = raw.find("-----", end + 8)
                raw = MARK.format("private-key") + (raw[stop + 5:] if stop >= 0 else "")
            elif pem.BODY_LINE.fullmatch(raw.strip()):
                return MARK.format("private-key")
            else:
                self.open_block = False
        self._cut, self._raw = False, True
        try:
            raw = self.text(raw)
        finally:
            self._raw = False
        if self._cut:
            self.open_block = True
        return raw

    def value(self, obj: Any) -> Any:
        """`obj` with every string (dict keys too) redacted; unchanged parts are not copied."""
        if isinstance(obj, str):
            return self.text(obj)
        if isinstance(obj, dict):
            # an image's or document's base64 bytes are not text: a chance match (`1//0…`)
            # would corrupt the image, and scanning megabytes of them costs time
            blob = obj.get("type") == "base64"
            out = {self.text(k) if isinstance(k, str) else k:
                   v if blob and k == "data" else self.value(v) for k, v in obj.items()}
            return out
        if isinstance(obj, list):
            return [self.value(v) for v in obj]
        return obj

    def summary(self) -> dict[str, int]:
        return dict(sorted(self.counts.items()))
