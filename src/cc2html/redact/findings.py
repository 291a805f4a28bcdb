"""Where `--redact` masks a secret (`cc2html secrets`): the redactor itself, taking notes.

`Finder` is `Redactor(secrets=True)` (the same rules, the same code, the same calls from
the readers) that also records, for each secret it masks, a `Finding`: its kind, where
it was (the file and line the readers said: `Redactor.where`) and a preview cut from the
text *after* masking, so the value itself is never in it (every secret the rules know
is already a `[REDACTED:<kind>]` marker there). Its `counts` are what a `--redact` run
counts: a finding is noted exactly when a count goes up.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from .redactor import MARK, Redactor

#: characters of masked text kept either side of the marker in a preview
CONTEXT = 32


@dataclass(frozen=True, slots=True)
class Finding:
    kind: str
    file: str  # as the reader named it (a path)
    line: int  # 1-based; 0 when the text is no line of its own (a JSON document, a file)
    preview: str  # masked text around the marker, on one line (not yet sanitized)


def preview(masked: str, at: int, marker: str) -> str:
    """The marker at `at` in `masked` with up to CONTEXT characters either side, cut at
    line breaks (real or escaped), `…` where text was cut off."""
    start, end = max(0, at - CONTEXT), min(len(masked), at + len(marker) + CONTEXT)
    head, tail = masked[start:at], masked[at + len(marker):end]
    cut_head, cut_tail = start > 0, end < len(masked)
    for brk in ("\n", "\\n", "\r"):
        if brk in head:
            head, cut_head = head.rsplit(brk, 1)[1], True
        if brk in tail:
            tail, cut_tail = tail.split(brk, 1)[0], True
    return ("…" if cut_head else "") + head.lstrip() + marker + tail.rstrip() + (
        "…" if cut_tail else "")


class Finder(Redactor):
    """A secrets-only Redactor that keeps a `Finding` per secret masked (in `found`)."""

    def __init__(self) -> None:
        super().__init__(secrets=True, home=False)
        self.found: list[Finding] = []
        self._noted: Counter[str] = Counter()  # `counts` when the last findings were noted

    def text(self, value: str) -> str:
        out = super().text(value)
        if self.counts.total() != self._noted.total():
            self._note(out)
        return out

    def _note(self, masked: str) -> None:
        """One finding per count added by the last `text` call, each previewed at its own
        marker (a marker the text held already is not one: the first ones are taken)."""
        file, line = self.where
        for kind, added in (self.counts - self._noted).items():
            marker = MARK.format(kind)
            places: list[int] = []
            at = masked.find(marker)
            while at >= 0 and len(places) < added:
                places.append(at)
                at = masked.find(marker, at + len(marker))
            for n in range(added):
                shown = preview(masked, places[min(n, len(places) - 1)], marker) if places \
                    else marker
                self.found.append(Finding(kind, file, line, shown))
        self._noted = self.counts.copy()

    def take(self) -> list[Finding]:
        """The findings noted so far, forgotten here (the caller streams them out)."""
        found, self.found = self.found, []
        return found
