"""The scripts of a split page's parts folder (render/to_html/split.py), each written a
piece at a time, never held whole (a 2 GB session's ids and words are tens of MB).

Each calls what the head's loader (static/parts.js) defines, so they load from file://
as `<script src>`: a part's twin (`cc2htmlPart(n, "its messages")`), the id map's
shards (`cc2htmlParts.ids({...}, shard)`, part_ids.py) and the words index
(`cc2htmlParts.words([...])`, part_words.py).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from typing import Any

#: how every script in a parts folder begins (ownership.py knows them as cc2html's by it)
SCRIPT_MARK = "/*cc2html-parts*/"


def js(value: object) -> str:
    """`value` as a JavaScript literal (JSON; U+2028/9 escaped for older engines)."""
    return (json.dumps(value, ensure_ascii=False, separators=(",", ":"))
            .replace("\u2028", "\\u2028").replace("\u2029", "\\u2029"))


def by_part(name: str, values: Iterable[tuple[object, object]], *more: str) -> Iterator[str]:
    """`cc2htmlParts.<name>({"2":…,"3":…}, …more);` an entry at a time: the text `js`
    gives the whole map."""
    yield f"{SCRIPT_MARK}cc2htmlParts.{name}({{"
    for n, (number, value) in enumerate(values):
        yield ("," if n else "") + js({number: value})[1:-1]
    yield "}" + "".join("," + arg for arg in more) + ");\n"


def listed_runs(name: str, runs: Iterable[list[Any]]) -> Iterator[str]:
    """`cc2htmlParts.<name>([…,…]);` of the runs' items one after the other, a run at a
    time (one `js` call a run: a list's text is its items' texts comma apart, as `js`
    puts no space after a separator)."""
    yield f"{SCRIPT_MARK}cc2htmlParts.{name}(["
    first = True
    for run in runs:
        if run:
            yield ("" if first else ",") + js(run)[1:-1]
            first = False
    yield "]);\n"


def part_script(number: int, texts: list[str]) -> Iterator[str]:
    """A part's .js twin: its messages as the part's page shows them (`texts`: invisible
    controls made visible markers already, as every page's text is: render/text/
    controls.py), so what the loader inserts is what the part's page reads."""
    yield f'{SCRIPT_MARK}cc2htmlPart({number},"'
    for text in texts:
        yield _escaped(text)
    yield '");\n'


def _escaped(text: str) -> str:
    """A text inside a JavaScript string literal. As ASCII (`\\uXXXX` beyond it): a third
    of the time `js` takes on a part's text, and written to the file as it is; U+2028/9
    are escaped so too. A lone surrogate, which the page's file has as "?" (write.py
    writes with errors="replace"), is left to `js` and so to the same replacement."""
    if not text.isascii():
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            return js(text)[1:-1]
    return _ASCII(text)[1:-1]


_ASCII = json.encoder.encode_basestring_ascii
