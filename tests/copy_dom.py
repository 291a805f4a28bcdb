"""The page's "copy as Markdown" entries as static/copy_md.js makes them, from the page as
html.parser reads it: each reference (render/to_html/copy_refs.py) resolved from the page's own
text, so a test can check it against the Markdown export's text for the same message.
"""

from __future__ import annotations

import html.parser
import json
import zlib
from typing import Any, Optional

from cc2html.render.text.controls import marked_json

VOID = {"br", "img", "meta", "link", "hr", "input", "wbr", "source", "col", "area"}


class El:
    def __init__(self, tag: str, attrs: dict[str, Any]) -> None:
        self.tag, self.attrs, self.kids = tag, attrs, []  # kids: El or str

    def text(self) -> str:
        return "".join(k if isinstance(k, str) else k.text() for k in self.kids)

    def all(self, tag: str, cls: str = "") -> list["El"]:
        out = []
        for k in self.kids:
            if isinstance(k, El):
                if k.tag == tag and cls in (k.attrs.get("class") or "").split() + [""]:
                    out.append(k)
                out.extend(k.all(tag, cls))
        return out


class Tree(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack, self.ids, self.data = [El("#root", {})], {}, ""

    def handle_starttag(self, tag: str, attrs: Any) -> None:
        el = El(tag, dict(attrs))
        self.stack[-1].kids.append(el)
        if "id" in el.attrs:
            self.ids[el.attrs["id"]] = el
        if tag not in VOID:
            self.stack.append(el)

    def handle_endtag(self, tag: str) -> None:
        while len(self.stack) > 1 and self.stack.pop().tag != tag:
            pass

    def handle_data(self, data: str) -> None:
        self.stack[-1].kids.append(data)
        if self.stack[-1].attrs.get("id") == "cc2html-md":
            self.data += data


def _key(text: str) -> tuple[int, int]:
    units = text.encode("utf-16-le")
    return len(units) // 2, zlib.crc32(units)


def _found(texts: list[str], n: int, h: int) -> Optional[str]:
    return next((t for t in texts if _key(t) == (n, h)), None)


def _body(article: El, ref: dict[str, Any]) -> Optional[str]:
    if "k" in ref:
        rows = article.all("div", "tool-input")[0].all("pre", "diff-rows")[ref["k"]].text()
        rows = rows[:-1] if rows.endswith("\n") else rows
        return ref["d"] + "\n" + rows if ref["d"] else rows
    if ref.get("li"):
        lists = ["\n".join(li.text() for li in ul.all("li")) for ul in article.all("ul")]
        listed = _found(lists, ref["n"], ref["h"])
        return None if listed is None else listed + ref.get("s", "")
    pres = [pre.text() for pre in article.all("pre")]
    text = _found(pres, ref["n"], ref["h"])
    if text is None or "gn" not in ref:
        return text
    numbers = _found(pres, ref["gn"], ref["gh"])
    assert numbers is not None
    return "\n".join(f"{n}\t{c}" for n, c in zip(numbers.split("\n"), text.split("\n")))


def resolved(page: str) -> tuple[dict[str, str], int]:
    """The page's entries as the page script makes them, and how many references."""
    tree = Tree()
    tree.feed(page)
    entries, refs = json.loads(tree.data), 0
    out = {}
    for key, entry in entries.items():
        if isinstance(entry, str):
            out[key] = entry
            continue
        parts = []
        for part in entry:
            if isinstance(part, str):
                parts.append(part)
                continue
            refs += 1
            body = _body(tree.ids[key], part)
            assert body is not None, (key, part)
            end = "\n" if body and not body.endswith("\n") else ""
            parts.append("`" * part["f"] + part["l"] + "\n" + body + end + "`" * part["f"])
        out[key] = "".join(parts)
    return out, refs


def as_shown(entries: dict[str, str]) -> dict[str, str]:
    """The export's entries with invisible controls as the page's markers, as the data
    block carries them (render/text/controls.py marked_json)."""
    return json.loads(marked_json(json.dumps(entries, ensure_ascii=False)))
