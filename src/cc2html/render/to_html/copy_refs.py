"""References to the page's own text in the "copy as Markdown" data (render/to_html/copy_markdown.py).

A tool's long verbatim text (a command's output, a file read or written, an edit's lines)
is on the page already, whole, in a `<pre>`; writing it into the data block as well made
pages up to 72% heavier. Where the Markdown export (markdown_export.py, md_fields.py)
fences such a text, the copy's `PageFences` writes a reference instead: the text's length
and CRC-32 (over UTF-16 code units, as the page script reads it), the fence's backticks
and info string. static/copy_md.js finds the `<pre>` of the message with that text and
writes the fence around it exactly as md_text.fence does.

Only texts the page is known to hold as they are become references: the fields below,
rendered by templates that escape the text and nothing else (an output's ANSI colours,
a carriage return, a control character or a line separator other than `\\n` would change
what the page shows, so such a text stays in the block), and code only where highlight.js
colours it in the page (deferred.keeps_text). tests/unit/render/test_copy_refs.py checks
every reference against the page's own `<pre>` texts.
"""

from __future__ import annotations

import re
import zlib
from typing import Any, Optional

from ..text.ansi import has_ansi, strip_ansi
from ..text.deferred import keeps_text
from ..text.diff import _span
from ..to_markdown.md_fields import Fences
from ..to_markdown.md_text import clean, fence_ticks, info_string

#: shorter texts stay in the block (a reference costs ~60 bytes)
MIN_CHARS = 200
#: what would make the page's text differ from the Markdown's (controls, ESC, CR, line
#: separators `str.splitlines` splits on, bidi controls the page marks, lone surrogates)
_CHANGED = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069"
                      "\ud800-\udfff]")
#: outputs shown as `<pre><code>{{ text|ansi }}</code></pre>` (render/text/ansi.py: colours
#: as spans, every other escape removed: the text is `strip_ansi`'s, as md_text.clean's)
PLAIN = frozenset({"ShellOutput.stdout", "ShellOutput.stderr", "ToolOutput.text"})
#: a field the export writes as well as one of those, when it holds the same text
SAME = {"ShellOutput.text": "stdout"}
#: code shown by `code_view(text, filename=owner's file_path)`
CODE = frozenset({"WriteInput.content"})
#: numbered lines shown as a gutter and `code_view` (tools/read_output.html and
#: file_change_output.html, whose file is the output's, else the call's)
ROWS = frozenset({"ReadOutput.lines", "FileChangeOutput.snippet"})
#: one-line strings shown as the items of a `<ul>` (tools/file_list_output.html), and
#: the output's text when it is just those lines
LIST = frozenset({"FileListOutput.files"})
LIST_TEXT = {"FileListOutput.text": "files"}
#: the marker a reference leaves in an entry's text (no NUL survives md_text.clean)
MARK = "\x00"


def _key(text: str) -> tuple[int, int]:
    """(length, CRC-32) of `text` as UTF-16 code units: what the page script computes."""
    units = text.encode("utf-16-le")
    return len(units) // 2, zlib.crc32(units)


def plain(text: str) -> bool:
    """Whether the page's escaped text reads exactly as `text`."""
    return _CHANGED.search(text) is None


def _lines(text: str) -> int:
    return text.count("\n") + (0 if not text or text.endswith("\n") else 1)


def _one_end(text: str) -> str:
    """`text` without the one line end `str.splitlines` drops."""
    return text[:-1] if text.endswith("\n") else text


def parts(text: str, refs: list[dict[str, Any]]) -> Optional[list[Any]]:
    """An entry's text with its markers replaced by their references: literal text and
    references in turn; None when the markers are not exactly the references in order."""
    pieces: list[Any] = text.split(MARK)
    if pieces[1::2] != [str(n) for n in range(len(refs))]:
        return None
    pieces[1::2] = refs
    return pieces


class PageFences(Fences):
    """The export's fences, but a reference where the page holds the text (`refs`)."""

    def __init__(self) -> None:
        self.refs: list[dict[str, Any]] = []
        self.diffs = 0  # diffs of the current message so far (`k`: the page's k-th)
        self.file = ""  # the call's file (`target_file`: the page's, for an output without)

    def start(self, file: str = "") -> None:
        """A new message (a call on `file`): references and diffs counted from zero."""
        self.refs, self.diffs, self.file = [], 0, file

    def _ref(self, ref: dict[str, Any]) -> str:
        self.refs.append(ref)
        return f"{MARK}{len(self.refs) - 1}{MARK}"

    def _text(self, text: str, shown: str, lang: str) -> str:
        """A reference to `shown`, the page's text of `text`, in the fence md_text.fence
        puts around `text` (its ticks counted in the text as cleaned: removing an escape
        can join two backtick runs)."""
        n, crc = _key(shown)
        return self._ref({"f": fence_ticks(clean(text)), "l": info_string(lang), "n": n,
                          "h": crc})

    def text(self, value: str, lang: str, where: str, owner: dict[str, Any]) -> str:
        if len(value) >= MIN_CHARS and (where in PLAIN or owner.get(SAME.get(where, "")) == value):
            shown = strip_ansi(value) if has_ansi(value) else value  # as |ansi shows it
            if plain(shown):
                return self._text(value, shown, lang)
        if len(value) >= MIN_CHARS and where in CODE and plain(value) \
                and keeps_text(value, owner.get("file_path")):
            return self._text(value, value, lang)
        items = owner.get(LIST_TEXT.get(where, ""))
        if isinstance(items, list) and all(isinstance(v, str) for v in items):
            listed = "\n".join(items)  # the text is the list, then maybe a note or two
            if len(listed) >= MIN_CHARS and value.startswith(listed) and plain(listed) \
                    and "\n" not in "".join(items) and len(value) - len(listed) < MIN_CHARS:
                n, crc = _key(listed)
                ref = {"f": fence_ticks(clean(value)), "l": info_string(lang), "n": n, "h": crc,
                       "li": 1}
                if len(value) > len(listed):
                    ref["s"] = value[len(listed):]
                return self._ref(ref)
        return super().text(value, lang, where, owner)

    def rows(self, values: list[Any], lang: str, where: str, owner: dict[str, Any],
             gutter: bool = True) -> str:
        if where in ROWS and len(values) > 3 and set(map(len, values)) == {2}:
            numbers, texts = zip(*values)
            code = "\n".join(texts) if set(map(type, texts)) == {str} else ""
            if (set(map(type, numbers)) == {int} and plain(code)
                    and code.count("\n") == len(values) - 1
                    and keeps_text(code, owner.get("file_path") or self.file)):
                (n, crc), (gn, gcrc) = _key(code), _key("\n".join(map(str, numbers)))
                ref = {"f": fence_ticks(code), "l": info_string(lang), "n": n, "h": crc}
                return self._ref({**ref, "gn": gn, "gh": gcrc} if gutter else ref)
        return super().rows(values, lang, where, owner, gutter)

    def lines(self, values: list[str], lang: str, where: str) -> str:
        text = "\n".join(values)
        if where in LIST and len(text) >= MIN_CHARS and plain(text) and "\n" not in "".join(values):
            n, crc = _key(text)
            return self._ref({"f": fence_ticks(text), "l": info_string(lang), "n": n,
                              "h": crc, "li": 1})
        return super().lines(values, lang, where)

    def diff(self, old: str, new: str) -> str:
        """The page's diff rows (tools/*edit_input.html) hold every line of both sides
        with its sign; the unified diff is those lines under a hunk header (none when
        both sides have the same lines), so no diff is computed here."""
        k, self.diffs = self.diffs, self.diffs + 1
        if len(old) + len(new) < MIN_CHARS or not plain(old) or not plain(new):
            return super().diff(old, new)
        same = _one_end(old) == _one_end(new) and (old == "") == (new == "")
        head = "" if same else f"@@ -{_span(_lines(old))} +{_span(_lines(new))} @@"
        return self._ref({"f": max(fence_ticks(old), fence_ticks(new)), "l": "diff",
                          "d": head, "k": k})
