"""A large session's body as a head plus parts (issue 34, docs/decisions/large-sessions.md).

The body is rendered as today, one chunk per top-level node. While it stays under
`THRESHOLD` characters it is yielded whole and unchanged: the page is today's, byte for
byte. Past it, the page keeps its first turns (about `HEAD_CHARS`) and every later node
goes to a part of about `PART_CHARS`, cut only where a main-thread turn starts. A part
is handed to `PartFiles.part` as soon as the next one begins (so it can link to it), and
the head gets one slot per part: a link to the part's own page, which the head's loader
(static/parts.js) replaces with the part's messages when they are wanted. Memory stays
bounded by the threshold plus two parts, whatever the session weighs.

Besides the parts, each part's element ids (for a `#msg-…` the head does not hold:
part_ids.py) and its words (for the in-page search over the whole session:
part_words.py) are gathered here and written last, with the loader.
"""

from __future__ import annotations

import html
import re
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Optional, Protocol

from markupsafe import escape

from ...tree.build import Node
from ..text.controls import has_controls, marked_html
from ..text.deferred import MARK
from .part_scripts import SCRIPT_MARK, by_part, js, listed_runs, part_script
from .packed import Ids, Unpacked, pack
from .part_ids import id_shards, shard_count, shard_name
from .part_words import in_ranges, range_bounds, ranged_groups
from .rendered import Rendered

#: a body larger than this (characters of HTML) is split. The largest page of the shared
#: corpora is 1.9 MB (corpus/marot-spotter, 3.5 MB of input), so every one of them keeps
#: its single page; a page of 8 MB still opens in ~0.5 s in Chromium on this machine
#: (the issue's table: 17 MB, load event 1.2 s)
THRESHOLD = 8_000_000
#: how much of the body the head keeps: its first turns. With the outline of every turn
#: and the copy data of its own, a 100 MB session's head is then 1.8 MB, a 2 MB session's
#: page 1.9 MB: it opens as fast (benchmarks/parts_page.py; at 1 MB of body the head was
#: 2.35 MB and its load event 1.6x the small page's)
HEAD_CHARS = 500_000
#: a part's size: one script the head loads in well under a second
PART_CHARS = 2_000_000

_ID = re.compile(r' id="([^"<>]{1,200})"')
#: a card's filter group, as app.js collectGroups counts `[data-filter]` (text in a page
#: is escaped, so only the renderer's own attributes match)
_FILTER = re.compile(r' data-filter="([^"<>]{1,100})"')
_WORD = re.compile(r"\w{2,}")
#: chunk_words' patterns over UTF-8: a tag; the escapes the renderer writes (markupsafe,
#: html.escape, and the turn line's narrow no-break space: each of a character that is no
#: word character); a run of ASCII word
#: characters and non-ASCII bytes (UTF-8 bytes of non-ASCII characters are all >= 0x80):
#: every other byte made a space, then split (a third quicker than finding them)
_BTAG = re.compile(rb"<[^>]*>")
_ESCAPE = re.compile(rb"&(?:amp|lt|gt|quot|#x27|#39|#34|#8239);")
_RUNS = bytes(byte if byte >= 0x80 or chr(byte).isalnum() or byte == 0x5F else 0x20
              for byte in range(256))
_SIGMA = "\u03a3".encode()
_ONE = frozenset(map(chr, range(128)))  # (an ASCII run of one character is no word)


class PartFiles(Protocol):
    """Where parts go (write.py's PartWriter in a run; a dict in tests)."""

    #: the parts' folder as the head addresses it ("<stem>.parts/")
    folder: str

    def write(self, name: str, chunks: Iterable[str]) -> None:
        """Write the file `name` in the parts' folder."""


#: a part's own page: (its messages' HTML, a chunk at a time with every control made a
#: visible marker already; its label; previous and next page or None)
PartPage = Callable[[list[str], str, Optional[str], Optional[str]], Iterable[str]]


@dataclass
class PartRef:
    """One part as the head knows it."""

    number: int
    first_turn: int
    last_turn: int
    href: str = ""
    ids: Sequence[str] = field(default_factory=Ids)
    #: its words a range at a time (part_words.in_ranges), compressed: words.js is written
    #: at the page's end
    packed_words: tuple[bytes, ...] = ()
    counts: dict[str, int] = field(default_factory=dict)  # filter group -> cards

    @property
    def word_ranges(self) -> Sequence[str]:
        return Unpacked(self.packed_words)

    @property
    def label(self) -> str:
        turns = (f"turn {self.first_turn}" if self.first_turn == self.last_turn
                 else f"turns {self.first_turn}–{self.last_turn}")
        return f"Part {self.number}: {turns}"


def chunk_words(body: str) -> set[str]:
    """The distinct words (2+ word characters, lower case) of a piece of the page's HTML
    (whole elements): a part's are what the head's search looks a query's words up in
    (substring match, as the page's search matches). Tags join text, as the page's search
    reads it; entities are read as their characters.

    Worked on the UTF-8 bytes (a fifth of a large page's conversion was spent here on the
    text): the escapes the renderer writes become a space (each stands for a character
    that is no word character, so the words are the same), and the runs of ASCII word
    characters and non-ASCII bytes are the candidates: an ASCII one is a word as it is;
    one holding other characters is decoded and read with the `_WORD` rule. A run ends at an
    ASCII character that is no word character, so reading a run alone gives the words
    reading the whole text gives, except for the one lower-casing that depends on what
    follows a letter (a final capital sigma): a text holding one is read whole."""
    return _words(body.encode("utf-8", "surrogatepass"))


def _words(encoded: bytes) -> set[str]:
    """`chunk_words` of a chunk's UTF-8 bytes."""
    stripped = _BTAG.sub(b"", encoded)
    data = _ESCAPE.sub(b" ", stripped)
    if b"&" in data or _SIGMA in data:  # (another entity, or a capital sigma: read whole,
        text = stripped.decode("utf-8", "surrogatepass")  # its escapes as their characters)
        return set(_WORD.findall((html.unescape(text) if "&" in text else text).lower()))
    # the runs decoded and lower-cased at once (case is per character here: no sigma); an
    # all-ASCII text's runs are its words, less the one-character ones (C calls only)
    text = data.translate(_RUNS).decode("utf-8", "surrogatepass").lower()
    if text.isascii():
        words = set(text.split())
        words.difference_update(_ONE)
        return words
    words = set()
    for run in set(text.split()):
        if run.isascii():
            if len(run) > 1:
                words.add(run)
        else:
            words.update(_WORD.findall(run))
    return words


#: what the Splitter takes from one node's HTML for its part: its element ids ("\n"
#: apart), its cards' filter groups, its distinct words (one space apart, any order) and
#: whether it holds a block the colour script colours, and whether it holds no control
#: character (`marked_html` would return it as it is). A worker computes it with the HTML
#: (render/to_html/stream_pool.py), so the parent only sums: strings pickle cheaply
Facts = tuple[str, tuple[str, ...], str, bool, bool]


def chunk_facts(text: str) -> Facts:
    """A node's HTML's `Facts` (what `Splitter._parts` gathers for a chunk of its own)."""
    # its words are read in its UTF-8 bytes, its controls in the text (one character class
    # over a str: ~7x quicker than the alternation the same search needs over UTF-8)
    data = text.encode("utf-8", "surrogatepass")
    return ("\n".join(_ID.findall(text)), tuple(_FILTER.findall(text)),
            " ".join(_words(data)), MARK in text, not has_controls(text))


class Gathered(Rendered):
    """A node's HTML with its `Facts` computed where it was rendered (a worker)."""

    __slots__ = ("facts",)

    def __init__(self, text: str, facts: Facts) -> None:
        super().__init__(text)
        self.facts = facts


def part_words(body: str) -> str:
    """A part's words as words.js holds them: sorted, one space apart."""
    return " ".join(sorted(chunk_words(body)))


def head_cut(pairs: list[tuple[Node, Rendered]], head: int) -> tuple[int, int]:
    """Where a split body's head ends: the nodes it keeps (up to the first turn that starts
    past `head` characters, its first turn always) and the turns among them."""
    turn = size = kept = 0
    for node, chunk in pairs:
        if node.msg.starts_turn and size >= head and turn > 0:
            break
        turn += bool(node.msg.starts_turn)
        size += len(chunk.text)
        kept += 1
    return kept, turn


class Splitter:
    """Splits one page's session bodies (parts numbered from 2 across the page: the head
    is part 1)."""

    def __init__(self, files: PartFiles, page: PartPage) -> None:
        self.files, self.page = files, page  # (the sizes looked up now: tests lower them)
        self.threshold, self.head, self.part_size = THRESHOLD, HEAD_CHARS, PART_CHARS
        self.parts: list[PartRef] = []
        self.head_nodes: dict[int, int] = {}  # id(session) -> top-level nodes the head keeps
        self.later: set[str] = set()  # the ids of the turns in parts (the outline folds them)
        self.past = False  # has a body passed the threshold (then the page splits)
        self.marked = False  # does a part hold a block the colour script colours
        self.bounds: Optional[list[str]] = None  # where the parts' ranges of words start
        self.loading = False  # is a child writing the loader's files (`loader`)

    def body(self, session_key: int, nodes: list[Node],
             chunks: Iterable[Rendered]) -> Iterator[Rendered]:
        """The head's part of a session's body, the rest written as parts. Renders up to
        the threshold now (so the page knows, before its outline, whether it splits and
        which turns the head keeps: `later`); the rest as the result is read."""
        pairs = zip(nodes, chunks)
        buffered: list[tuple[Node, Rendered]] = []
        total = 0
        for pair in pairs:
            buffered.append(pair)
            total += len(pair[1].text)
            if total > self.threshold:
                self.past = True
                break
        else:
            return iter([chunk for _, chunk in buffered])
        kept, turn = head_cut(buffered, self.head)
        self.head_nodes[session_key] = kept
        self.later.update(n.id for n in nodes[kept:] if n.msg.starts_turn)
        return self._head_then_parts(buffered, kept, pairs, turn)

    def _head_then_parts(self, buffered: list[tuple[Node, Rendered]], kept: int,
                         rest: Iterable[tuple[Node, Rendered]], turn: int) -> Iterator[Rendered]:
        yield from (chunk for _, chunk in buffered[:kept])
        yield from self._parts(buffered[kept:], rest, turn)

    def rest(self, first: list[tuple[Node, Rendered]], rest: Iterable[tuple[Node, Rendered]],
             turn: int) -> Iterator[Rendered]:
        """Every node after the head's `turn` turns into parts (render/to_html/stream_page.py
        hands a streamed session's nodes here, segment after segment); the head's slots."""
        self.past = True
        return self._parts(first, rest, turn)

    def _parts(self, first: list[tuple[Node, Rendered]], rest: Iterable[tuple[Node, Rendered]],
               turn: int) -> Iterator[Rendered]:
        """Every remaining node into parts, each written as soon as it is cut (the node
        that cuts it starts the next: it links to it); then the head's slots."""
        mine: list[PartRef] = []
        part = _Part()
        start = turn + 1
        for node, chunk in _chained(first, rest):
            if node.msg.starts_turn:
                if part.texts and part.size >= self.part_size:
                    self._write(mine, part, (start, turn), True)
                    part, start = _Part(), turn + 1
                turn += 1
            part.add(chunk)
        if part.texts:
            self._write(mine, part, (start, max(start, turn)), False)
        for ref in mine:
            yield Rendered(slot_html(ref))

    def _write(self, mine: list[PartRef], part: _Part, turns: tuple[int, int],
               more: bool) -> None:
        """Write a part's page and its script twin; note it for the head."""
        number = len(self.parts) + 2
        name = _href(number)
        part.counts.pop("session", None)  # (not a filter: app.js skips it too)
        words = sorted(part.words)
        if self.bounds is None:  # (the same ranges for every part of the page)
            self.bounds = range_bounds(words)
        ref = PartRef(number, turns[0], turns[1], self.files.folder + name, Ids(part.ids),
                      tuple(map(pack, in_ranges(words, self.bounds))), part.counts)
        self.parts.append(ref)
        mine.append(ref)
        self.marked = self.marked or part.marked
        # each chunk's invisible controls made visible markers once, for the page and its
        # script alike (marking is per character: the chunks' marked texts joined are the
        # whole's); a chunk with none (its Facts say so) is not searched again
        texts = [text if clean else marked_html(text) for text, clean in zip(part.texts, part.clean)]
        self.files.write(name, self.page(texts, ref.label,
                                         _href(number - 1) if number > 2 else None,
                                         _href(number + 1) if more else None))
        # the part's messages as one JSON string, written a chunk at a time (escaping is
        # per character, so the chunks' escaped texts joined are the whole's)
        self.files.write(name[:-len(".html")] + ".js", part_script(number, texts))

    def loader(self, script: str) -> Optional[str]:
        """Write the parts' id map (part_ids.py), words and loader (`script`: static/
        parts.js), unless a child writes them (`loading`: render/to_html/loader_ahead.py);
        the loader's address for the head (None: nothing was split)."""
        if not self.parts:
            return None
        if not self.loading:
            self.write_loader(script)
        return self.files.folder + "loader.js"

    def loader_files(self) -> list[str]:
        """The names `write_loader` writes."""
        return [*map(shard_name, range(self._shards())), "words.js", "loader.js"]

    def _shards(self) -> int:
        """How many files the parts' id map is written in."""
        return shard_count(sum(len(r.ids) for r in self.parts))

    def write_loader(self, script: str) -> None:
        """`loader`'s files (`loader_files`), written."""
        manifest = [{"n": ref.number, "label": ref.label, "first": ref.first_turn,
                     "last": ref.last_turn, "counts": ref.counts} for ref in self.parts]
        count = self._shards()
        for n, shard in enumerate(id_shards(((r.number, r.ids) for r in self.parts), count)):
            self.files.write(shard_name(n), by_part("ids", ((number, list(ids)) for number, ids
                                                            in shard), str(n)))
        self.files.write("words.js", listed_runs("words", ranged_groups(
            [(r.number, r.word_ranges) for r in self.parts])))
        self.files.write("loader.js", [SCRIPT_MARK, "\n", script, "cc2htmlParts.init(",
                                       js(manifest), f",{js({'ids': count})});\n"])


class _Part:
    """One part being gathered: its chunks' texts and their facts summed (a chunk at a
    time: no copies of a whole part)."""

    def __init__(self) -> None:
        self.texts: list[str] = []
        self.ids: list[str] = []
        self.words: set[str] = set()
        self.counts: dict[str, int] = {}  # filter group -> cards, in order of first card
        self.clean: list[bool] = []  # per text: it holds no control character
        self.size = 0
        self.marked = False

    def add(self, chunk: Rendered) -> None:
        text = chunk.text
        ids, groups, words, marked, clean = (chunk.facts if type(chunk) is Gathered
                                      else chunk_facts(text))
        self.texts.append(text)
        self.clean.append(clean)
        if ids:
            self.ids += ids.split("\n")
        if words:
            self.words.update(words.split(" "))
        for group in groups:
            self.counts[group] = self.counts.get(group, 0) + 1
        self.marked = self.marked or marked
        self.size += len(text)


def _href(number: int) -> str:
    return f"part-{number:04d}.html"


def _chained(first: list[tuple[Node, Rendered]], rest: Iterable[tuple[Node, Rendered]]
             ) -> Iterator[tuple[Node, Rendered]]:
    queue = deque(first)
    first.clear()  # each handed on freed, so a part's memory goes when it is written
    while queue:
        yield queue.popleft()
    yield from rest


def slot_html(ref: PartRef) -> str:
    """The head's place for a part: a link to its page (read without JavaScript), which
    the loader replaces with the part's messages."""
    return (f'<div class="part-slot" id="part-{ref.number}" data-part="{ref.number}">'
            f'<p class="note"><a href="{escape(ref.href)}">{escape(ref.label)} →</a></p></div>\n')
