"""Links inside the Markdown export to its own headings, as GitHub (and most readers that
follow it) anchors them: no raw HTML, so a heading's id is the one the reader derives
from its text.

The export (markdown_export.py) marks the heading of a call it may link to with the
call's DOM id (`mark`), and writes a link to one with `link`; `resolve` then reads every
heading of the whole export in order, gives each GitHub's id, and writes those ids into
the links (a link whose heading is not in the export keeps its label, as plain text).
The markers are control characters md_text.clean turns into visible ones in any
transcript text, so only the export writes them.

GitHub's id of a heading (html-pipeline's TableOfContentsFilter, as github-slugger does
it): its text lower-cased, every character that is not a letter, a mark, a number, `_`,
`-` or a space removed, each space a `-`; a repeated id gets `-1`, `-2` … after it.
"""

from __future__ import annotations

import html
import re
import unicodedata
from collections.abc import Iterable

#: before a heading's text: the DOM id it is marked with, between two of these
HEAD = "\x00"
#: a link's target: the DOM id of the heading it goes to, between two of these
TARGET = "\x01"
#: before a link's `[`: where its label starts (a label may hold `]` in a code span)
START = "\x02"
_LINK = re.compile(r"\x02\[([^\x02]*?)\]\(\x01([^\x01\x02]*)\x01\)")
_CODE = re.compile(r"(`+) ?(.*?) ?\1")
_ESCAPED = re.compile(r"\\([!-/:-@\[-`{-~])")


def mark(dom_id: str) -> str:
    """What goes before a heading's `#` marks so links can reach it by `dom_id`."""
    return f"{HEAD}{dom_id}{HEAD}"


def link(label: str, dom_id: str) -> str:
    """A link (its `label` already Markdown) to the heading marked with `dom_id`."""
    return f"{START}[{label}]({TARGET}{dom_id}{TARGET})"


def heading_text(line: str) -> str:
    """The text a reader shows for one heading line cc2html wrote: without its `#` marks,
    code spans as their text, escapes and entities read."""
    text = line.lstrip("#").strip()
    parts = []
    for n, piece in enumerate(_CODE.split(text)):
        if n % 3 == 0:
            parts.append(html.unescape(_ESCAPED.sub(r"\1", piece)))
        elif n % 3 == 2:
            parts.append(piece)
    return "".join(parts)


def _kept(char: str) -> bool:
    return char in " -_" or unicodedata.category(char)[0] in "LMN"


class Slugger:
    """GitHub's heading ids, each once (see the module docstring)."""

    def __init__(self) -> None:
        self.seen: dict = {}  # each id given (its `key`) -> the last suffix of it as a base

    @staticmethod
    def key(slug: str) -> object:
        return slug

    def slug(self, text: str) -> str:
        base = "".join(c for c in text.lower() if _kept(c)).replace(" ", "-")
        slug, key = base, self.key
        while key(slug) in self.seen:
            self.seen[key(base)] += 1
            slug = f"{base}-{self.seen[key(base)]}"
        self.seen[key(slug)] = 0
        return slug


class HashedSlugger(Slugger):
    """A Slugger that remembers each id by its 64-bit hash, not its text (a long export's
    tool headings make ids of up to ~300 characters): two ids of one hash (~1e-8 at
    500,000 headings) would give the second a suffix the whole export does not."""

    key = staticmethod(hash)  # type: ignore[assignment]


class Resolver:
    """`resolve` in steps, for an export written a block group at a time (md_stream.py):
    `headings` takes the markers out of a group and gives its headings their ids, in
    order, after every earlier group's; `links` then writes the ids known so far into a
    group's links. It holds each marked heading's DOM id and id, and the Slugger's ids."""

    def __init__(self, slugger: Slugger | None = None) -> None:
        self.slugger = slugger or Slugger()
        self.ids: dict[str, str] = {}

    def headings(self, blocks: Iterable[str]) -> list[str]:
        out = []
        for block in blocks:
            dom_id = ""
            if block.startswith(HEAD):
                _, dom_id, block = block.split(HEAD, 2)
            if block.startswith("#"):
                slug = self.slugger.slug(heading_text(block.split("\n", 1)[0]))
                if dom_id:
                    self.ids[dom_id] = slug
            out.append(block)
        return out

    def links(self, blocks: list[str]) -> list[str]:
        ids = self.ids

        def target(match: re.Match[str]) -> str:
            slug = ids.get(match.group(2))
            return f"[{match.group(1)}](#{slug})" if slug else match.group(1)

        return [_LINK.sub(target, block) if TARGET in block else block for block in blocks]


def resolve(blocks: Iterable[str]) -> list[str]:
    """The export's blocks with heading markers taken out and links given their ids."""
    resolver = Resolver()
    return resolver.links(resolver.headings(blocks))
