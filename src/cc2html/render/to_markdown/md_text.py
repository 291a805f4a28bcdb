"""Transcript text made safe to put into a Markdown document (render/to_markdown/markdown_export.py).

Every text from a transcript is either literal text, escaped here in one place
(`escape_text`: the ASCII punctuation that can start Markdown syntax backslash-escaped,
`<` and `&` as entities, so no raw HTML, entity, link, image, emphasis, table or
strike-through can come of it, and no block where a line starts), or code: an inline
span or a fenced block longer than any backtick run inside, its info string letters and
digits only. A prompt or an answer is Markdown: md_rewrite.py parses it and writes it
again from its parse, every text of it through the same escape, so the document's
structure is only ever the one cc2html writes.

Control characters are shown as the page shows them (controls.visible: ␛ for C0, `\\x9b`
for C1, `<U+202E>` for a bidi override), carriage returns as line ends (a CommonMark
parser reads a lone one as a line end), after ANSI escapes are removed.
"""

from __future__ import annotations

import re
from hashlib import blake2b
from urllib.parse import quote as quote_url

from ..text.ansi import has_ansi, strip_ansi
from ..text.controls import BIDI, visible

#: how every Markdown file cc2html writes ends its third line (the line after the title
#: and a blank one): what tells a file it wrote from a user's own (archive/claim.py)
MD_MARK = " · exported by cc2html*"
#: the links of an archive's session file to its project and neighbours (`PageInfo.nav`)
NAV_LABELS = (("up", "↑ Project"), ("prev", "← Older"), ("next", "Newer →"))

_BACKTICKS = re.compile(r"`+")
#: what the page marks (controls.py), and lone surrogates (no encoding can write them)
_MARKED = re.compile(f"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f{BIDI}\ud800-\udfff]")
_LINE_END = re.compile(r"\r\n?")
#: characters Markdown reads anywhere in a line; `_` runs only where not inside a word
_SPECIAL = re.compile(r"[\\`*\[\]~|<&]|_+")
#: what makes a block where a line starts: a heading, a quote, a list item, a setext
#: underline (after the indentation a line may have)
_LINE_START = re.compile(r"^([ \t]*)([#>+=-]|[0-9]{1,9}(?=[.)]))")


def fence(text: str, lang: str = "") -> str:
    """`text` in a fenced block one backtick longer than any run inside (at least three),
    counted in the text as written (escapes removed can join two runs into one)."""
    body = clean(text)
    ticks = "`" * fence_ticks(body)
    end = "" if body.endswith("\n") or not body else "\n"
    return f"{ticks}{info_string(lang)}\n{body}{end}{ticks}"


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
    """ANSI escapes removed (as the page shows them), line ends as `\n`, and every other
    control character, bidi override or lone surrogate as the page's visible marker."""
    if has_ansi(text):
        text = strip_ansi(text)
    if "\r" in text:
        text = _LINE_END.sub("\n", text)
    return _MARKED.sub(_marker, text)


def _marker(match: re.Match[str]) -> str:
    char = match.group()
    return "\ufffd" if "\ud800" <= char <= "\udfff" else visible(char)


def _special(match: re.Match[str]) -> str:
    char = match.group()
    if char == "<":
        return "&lt;"
    if char == "&":
        return "&amp;"
    if char[0] == "_":  # a run inside a word (snake_case) can neither open nor close
        text, start, end = match.string, match.start(), match.end()
        if start and end < len(text) and text[start - 1].isalnum() and text[end].isalnum():
            return char
        return "\\_" * len(char)
    return "\\" + char


def escape_text(line: str, line_start: bool = True) -> str:
    """One line of literal text as Markdown that shows it as it is: nothing in it is read
    as syntax (`line_start`: it may begin a line, so a leading `#`, `>`, `-`, `+`, `=` or
    `1.` is escaped too). `line` holds no line break and no control character (`clean`)."""
    text = _SPECIAL.sub(_special, line)
    if line_start:
        text = _LINE_START.sub(_start, text, count=1)
    return text


def _start(match: re.Match[str]) -> str:
    lead, mark = match.groups()
    if mark[0].isdigit():  # `1.` / `1)`: the punctuation after the number
        return f"{lead}{mark}\\"
    return f"{lead}\\{mark}"


def code(text: str) -> str:
    """`text` as one inline code span (one line: line breaks shown as spaces)."""
    line = " ".join(clean(text).split("\n"))
    runs = [len(m) for m in _BACKTICKS.findall(line)]
    ticks = "`" * (max(runs, default=0) + 1)
    pad = " " if line.startswith("`") or line.endswith("`") or not line.strip() else ""
    return f"{ticks}{pad}{line}{pad}{ticks}" if line else "` `"


def escape_inline(text: str) -> str:
    """Plain text (not Markdown) on one line, escaped (`escape_text`), line breaks shown
    as spaces."""
    return escape_text(" ".join(clean(text).split("\n")))


def one_line(text: str, limit: int = 120) -> str:
    """The first non-blank line of `text`, cut to `limit`, escaped as plain text."""
    line = next((ln for ln in clean(text).split("\n") if ln.strip()), "").strip()
    if len(line) > limit:
        line = line[: limit - 1] + "…"
    return escape_text(line)


def quote(text: str) -> str:
    """A block quote of already-safe Markdown (every line prefixed, blank ones too)."""
    return "\n".join("> " + line if line else ">" for line in text.split("\n"))


def nav_line(nav: dict[str, str]) -> str:
    """An archive file's links to its project and neighbours, relative (quoted: a page name
    is the transcript's file name); "" when it has none (a single file)."""
    links = [f"[{label}]({quote_url(nav[key])})" for key, label in NAV_LABELS if nav.get(key)]
    return " · ".join(links)


def digest(text: str) -> bytes:
    """16 bytes that stand for `text` where an export remembers what it wrote (a result
    written once, later ones linked to it), so the memory is not the texts'."""
    return blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).digest()
