"""Transcript text made safe to put into a Markdown document (render/markdown_export.py).

Transcript text never escapes its place: a fence is longer than any backtick run inside
it; raw HTML is escaped (`<` and `&` outside code, so a tag or an entity shows as typed);
a line that would be a heading (`# …`, or a setext underline) is escaped so the
document's outline is only cc2html's; a fence the text opens and never closes is closed
where the text ends, so it cannot swallow what follows. Code the text fences itself
stays as it is (its language and content are the author's).
"""

from __future__ import annotations

import re
from urllib.parse import quote as quote_url

from .ansi import strip_ansi

#: how every Markdown file cc2html writes ends its second line: what tells a file it wrote
#: from a user's own in an archive folder (archive/claim.py)
MD_MARK = " · exported by cc2html*"
#: the links of an archive's session file to its project and neighbours (`PageInfo.nav`)
NAV_LABELS = (("up", "↑ Project"), ("prev", "← Older"), ("next", "Newer →"))

_BACKTICKS = re.compile(r"`+")
_FENCE_OPEN = re.compile(r"^ {0,3}(`{3,}|~{3,})(.*)$")
_ATX = re.compile(r"^( {0,3})(#{1,6})(?=\s|$)")
_SETEXT = re.compile(r"^( {0,3})(=+|-+)[ \t]*$")
_CODE_SPAN = re.compile(r"(`+)(.+?)(?<!`)\1(?!`)", re.S)
_INLINE_SPECIAL = re.compile(r"([\\`*_\[\]<>&~|!])")
#: link targets kept as links (any other scheme's link is shown as text)
SAFE_SCHEMES = frozenset({"http", "https", "mailto"})
_LINK_TARGET = re.compile(r"\]\(([^)]{0,60})")
_SCHEME = re.compile(r"([a-z][a-z0-9+.-]*):")
_REFERENCE = re.compile(r"^ {0,3}\[[^\]]+\]:\s*(?!https?:|mailto:)", re.I)
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def fence(text: str, lang: str = "") -> str:
    """`text` in a fenced block one backtick longer than any run inside (at least three)."""
    ticks = "`" * fence_ticks(text)
    body = clean(text)
    return f"{ticks}{info_string(lang)}\n{body}{'' if body.endswith(chr(10)) or not body else chr(10)}{ticks}"


def fence_ticks(text: str) -> int:
    """How many backticks a fence around `text` takes: one more than its longest run, at
    least three."""
    run = 1  # the shortest run of backticks not in the text is one longer than the longest
    while "`" * run in text:
        run += 1
        if run > 8:  # a long run: one pass of the regex (searching again would be quadratic)
            return max(len(m) for m in _BACKTICKS.findall(text)) + 1
    return max(3, run)


def info_string(lang: str) -> str:
    """A fence's info string: letters, digits and `+-_.#` only (no backtick, no space)."""
    return re.sub(r"[^A-Za-z0-9+_.#-]", "", lang)[:30]


def clean(text: str) -> str:
    """ANSI escapes removed (as the page shows them), other control characters as `\\xNN`."""
    return _CONTROL.sub(_control, strip_ansi(text) if "\x1b" in text else text)


def _control(match: re.Match[str]) -> str:
    return f"\\x{ord(match.group()):02x}"


def code(text: str) -> str:
    """`text` as one inline code span (one line: line breaks shown as spaces)."""
    line = " ".join(clean(text).split("\n"))
    runs = [len(m) for m in _BACKTICKS.findall(line)]
    ticks = "`" * (max(runs, default=0) + 1)
    pad = " " if line.startswith("`") or line.endswith("`") or not line.strip() else ""
    return f"{ticks}{pad}{line}{pad}{ticks}" if line else "` `"


def escape_inline(text: str) -> str:
    """Plain text (not Markdown) on one line: the characters Markdown reads inside a line
    escaped (emphasis, code, links, raw HTML, entities, strike-through, table cells)."""
    text = " ".join(clean(text).splitlines())
    text = _INLINE_SPECIAL.sub(r"\\\1", text)
    return "\\" + text if text.startswith(("#", "+", "-", "=")) else text


def one_line(text: str, limit: int = 120) -> str:
    """The first non-blank line of `text`, cut to `limit`, escaped as plain text."""
    line = next((ln for ln in text.splitlines() if ln.strip()), "").strip()
    if len(line) > limit:
        line = line[: limit - 1] + "…"
    return escape_inline(line)


def _outside_code(line: str) -> str:
    """One line of prose: `<` and `&` escaped except inside code spans."""
    out, last = [], 0
    for match in _CODE_SPAN.finditer(line):
        out.append(_html(line[last:match.start()]))
        out.append(match.group())
        last = match.end()
    out.append(_html(line[last:]))
    return "".join(out)


def _html(text: str) -> str:
    text = text.replace("&", "&amp;").replace("<", "&lt;")
    if "](" in text:
        text = _LINK_TARGET.sub(_link, text)
    if _REFERENCE.match(text):
        text = "\\" + text.lstrip()
    return text


def _link(match: re.Match[str]) -> str:
    """`](` kept before a target of a safe scheme; escaped before any other (`javascript:`,
    `data:` …) and before a relative one or an anchor, so the link reads as text: a
    transcript's relative link names a file of its project, never one beside the export
    (in a folder exported as Markdown it would be a broken link, and Obsidian makes a new
    note of it when clicked)."""
    target = re.sub(r"[\s\x00-\x1f]", "", match.group(1)).lstrip("&lt;").lower()
    scheme = _SCHEME.match(target)
    if scheme is not None and scheme.group(1) in SAFE_SCHEMES:
        return match.group()
    return "]\\(" + match.group(1)


def safe_markdown(text: str) -> str:
    """Transcript Markdown (a prompt, an answer) that cannot break the document around it."""
    lines = clean(text).split("\n")
    out: list[str] = []
    closing = ""  # the fence that closes the open code block ("" outside one)
    for line in lines:
        if closing:
            out.append(line)
            stripped = line.strip()
            if stripped.startswith(closing[0] * len(closing)) and not stripped.strip(closing[0]):
                closing = ""
            continue
        opened = _FENCE_OPEN.match(line)
        if opened and not (opened.group(1)[0] == "`" and "`" in opened.group(2)):
            closing = opened.group(1)
            out.append(line)
            continue
        line = _ATX.sub(r"\1\\\2", line)
        if _SETEXT.match(line):
            line = _SETEXT.sub(r"\1\\\2", line)
        out.append(_outside_code(line))
    if closing:
        out.append(closing)
    return "\n".join(out)


def quote(text: str) -> str:
    """A block quote of already-safe Markdown (every line prefixed, blank ones too)."""
    return "\n".join("> " + line if line else ">" for line in text.split("\n"))


def nav_line(nav: dict[str, str]) -> str:
    """An archive file's links to its project and neighbours, relative (quoted: a page name
    is the transcript's file name); "" when it has none (a single file)."""
    links = [f"[{label}]({quote_url(nav[key])})" for key, label in NAV_LABELS if nav.get(key)]
    return " · ".join(links)
