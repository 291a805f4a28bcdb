"""What archive search knows about one session (its passages come from passages.py, in
the worker); plain text functions only, so index-only runs need not import the pipeline.

A session's searchable text is a list of passages, one per message a reader would look
for: user prompts, assistant text, tool calls (tool name and key argument), slash and
bash commands, subagent prompts. Each passage keeps the DOM id of its message so a hit
links straight to it. Passages are whitespace-collapsed and capped; the session's terms
are the distinct words of its passages and title (same tokenizer as static/search.js).

The passages go to one small JS file per session (loaded by the search page only for the
results it shows); the terms go back to the main process for the shared term shards.
"""

from __future__ import annotations

import json
import re
import zlib
from collections import Counter
from collections.abc import Iterator

from ..render.text.controls import marked_json

#: the folder (under OUT) holding the search data; the page is OUT/search.html
FOLDER = "cc2html-search"
#: how many characters of one passage are kept, by kind
PASSAGE_CHARS = {"u": 4000, "s": 1500, "a": 3000, "t": 300, "c": 600}
SESSION_CHARS = 400_000  # passages past this are dropped (the page's own search still finds them)
MAX_TERMS = 30_000  # distinct terms kept per session (the most frequent)
MIN_LEN, MAX_LEN = 2, 40

WORD = re.compile(r"[^\W_]+")  # letters and digits (JS: /[\p{L}\p{N}]+/gu)
_HEXISH = re.compile(r"^(?=.*\d)(?=.*[a-f])[0-9a-f]{12,}$")  # hashes, uuid tails
_LONG_NUMBER = re.compile(r"^\d{7,}$")

Passage = tuple[str, str, str]  # (message DOM id, kind letter, text)

#: passage kinds written in Markdown (prompts, answers): their snippets show its text
MARKDOWN_KINDS = frozenset("usa")
# Markdown syntax a snippet leaves out; every pattern is bounded, so stripping is linear
_MD_FENCE = re.compile(r"^[ \t]{0,3}(?:`{3,}|~{3,})([^\n]*)$", re.M)  # keeps the language
#: a line of three or more of `-*_` (and blanks), or of `|:-` and blanks with `---` in it.
#: Written with lookaheads so no run is split two ways: `[|:\- \t]*-{3,}[|:\- \t]*$` tried
#: every split of a line of dashes not ending as a rule (cubic: 2,000 dashes then `x`, 6.5 s)
_MD_RULE_OR_TABLE = re.compile(r"^(?=[ \t]*[-*_])[ \t]*(?=(?:[-*_][ \t]*){3})[-*_][-*_ \t]*$"
                               r"|^(?=[|:\- \t]*$)(?=[^\n]*---)[|:\- \t]*$", re.M)
_MD_LINE_START = re.compile(
    r"^[ \t]*(?:>[ \t]?)*(?:#{1,6}[ \t]+|[-*+][ \t]+(?:\[[ xX]\][ \t]+)?|\d{1,9}[.)][ \t]+)?",
    re.M)
_MD_LINK = re.compile(r"!?\[([^\[\]\n]{0,300})\]\(<?([^()\s<>\[\]]{0,1000})>?(?:[ \t]+\"[^\"\n]{0,300}\")?\)")
_MD_MARKS = re.compile(r"\*\*|__(?=\w)|(?<=\w)__|~~|`+")
_MD_STAR = re.compile(r"(?<![\w*\\])[*_](?=[^\s*_])([^*_\n]{1,300})(?<=\S)[*_](?![\w*])")
_MD_ESCAPE = re.compile(r"\\([!-/:-@\[-`{-~])")


def _link_text(match: re.Match[str]) -> str:
    text, url = match.group(1), match.group(2)
    return text if not url or url == text else f"{text} ({url})" if text else url


def plain_markdown(text: str) -> str:
    """The text of Markdown without its syntax, for snippets: no fence marks, rules, heading,
    quote or list marks, emphasis, code ticks or escapes; a link as its text (and its
    target in brackets, so its words stay searchable); table cells apart."""
    text = _MD_FENCE.sub(r"\1", text)
    text = _MD_RULE_OR_TABLE.sub("", text)
    text = _MD_LINE_START.sub("", text)
    text = _MD_LINK.sub(_link_text, text)
    text = _MD_MARKS.sub("", text)
    text = _MD_STAR.sub(r"\1", text)
    text = text.replace(" | ", "  ").replace("|", " ")
    return _MD_ESCAPE.sub(r"\1", text)


def _indexable(word: str) -> bool:
    return MIN_LEN <= len(word) <= MAX_LEN and not _HEXISH.match(word) \
        and not _LONG_NUMBER.match(word)


def words(text: str) -> Iterator[str]:
    """Indexable words of a text, lower-cased (the search page splits queries the same way)."""
    return filter(_indexable, WORD.findall(text.lower()))


def terms(title: str, found: list[Passage]) -> list[str]:
    """Distinct words, sorted; at most MAX_TERMS (the most frequent, then alphabetical).
    Every word is counted, then each distinct one checked once (a session repeats its words:
    W2's sessions average ~10 occurrences per distinct word)."""
    every: Counter[str] = Counter()
    for text in [title] + [p[2] for p in found]:
        every.update(WORD.findall(text.lower()))
    counts = {word: n for word, n in every.items() if _indexable(word)}
    if len(counts) > MAX_TERMS:
        kept = sorted(counts, key=lambda w: (-counts[w], w))[:MAX_TERMS]
        return sorted(kept)
    return sorted(counts)


def pack_terms(found: list[str]) -> bytes:
    return zlib.compress("\n".join(found).encode("utf-8"), 6)


def unpack_terms(blob: bytes) -> list[str]:
    text = zlib.decompress(blob).decode("utf-8") if blob else ""
    return text.split("\n") if text else []


def js_data(value: object) -> str:
    """JSON that is also a safe JS expression in a file of its own."""
    text = marked_json(json.dumps(value, ensure_ascii=False, separators=(",", ":")))
    return text.replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")


def text_rel(page: str) -> str:
    """The passages file of a session page (`<project>/<stem>.html`), relative to OUT."""
    return f"{FOLDER}/text/{page[: -len('.html')]}.js"


def text_js(page: str, found: list[Passage]) -> str:
    return f"cc2htmlSearch.text({js_data(page)},{js_data(found)});\n"
