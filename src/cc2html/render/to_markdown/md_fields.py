"""A model value's fields as Markdown: what the Markdown export shows of a tool's input and
output, and of a kind it has no emitter of its own for (render/to_markdown/markdown_export.py).

Works on the export's data (render/export_data.py: the model's fields, never a line), so
the Markdown shows what the JSON holds. A short one-line string is an inline code span, a
longer one a fenced block; numbers and flags as they are; a list of values one per line;
nested objects by the same rule, their field names as `parent.field`.

How a long string is written is the `Fences` object's: the export fences it; the page's
"copy as Markdown" (render/to_html/copy_markdown.py) writes, for a text the page already holds
verbatim, a reference the page script fills from the page's own text (same fence).
"""

from __future__ import annotations

from typing import Any

from ..results import result_data
from ..text.diff import unified_diff
from .md_text import code, escape_inline, fence

__all__ = ["FENCES", "Fences", "fields_md", "result_data"]

#: strings up to this long on one line are inline code; longer ones are fenced
SHORT = 100
#: numbered lines are written without their numbers only below this line: past it, a
#: reader finds a line by its number (`numbered`)
NUMBERED_MAX = 1000
#: fields a view shows in its own way, or that say nothing to a reader
SKIP = frozenset({"type", "tool_name"})


class Fences:
    """The export's long strings: fenced blocks. `where` is the model's kind tag and field
    (`ShellOutput.stdout`) for a top-level field, "" deeper; `owner` that model's data."""

    def text(self, value: str, lang: str, where: str, owner: dict[str, Any]) -> str:
        return fence(value, lang)

    def rows(self, values: list[Any], lang: str, where: str, owner: dict[str, Any],
             gutter: bool = True) -> str:
        """Rows one a line, their cells joined by a tab; `gutter` False: numbered lines
        whose numbers run on by one (`numbered`), their texts alone (the label says
        where they start)."""
        if not gutter:
            return fence("\n".join(row[1] for row in values), lang)
        return fence("\n".join(["\t".join([x if type(x) is str else _plain(x) for x in row])
                                for row in values]), lang)

    def lines(self, values: list[str], lang: str, where: str) -> str:
        return fence("\n".join(values), lang)

    def diff(self, old: str, new: str) -> str:
        return fence(unified_diff(old, new), "diff")


#: the export's
FENCES = Fences()


def fields_md(value: Any, prefix: str = "", lang: str = "", out: Fences = FENCES,
              owner: Any = None) -> list[str]:
    """The Markdown blocks of one data value (see the module docstring)."""
    if isinstance(value, dict):
        blocks: list[str] = []
        for key, item in value.items():
            if key in SKIP:
                continue
            # a tool's own input may name its fields anything; `![n]` after one is no image
            name = escape_inline(str(key)).replace("!", "\\!")
            blocks.extend(fields_md(item, f"{prefix}.{name}" if prefix else name, lang, out,
                                    None if prefix else value))
        return blocks
    if isinstance(value, list):
        return _list(value, prefix, lang, out, owner)
    return [_scalar(value, prefix, lang, out, owner)]


def _where(prefix: str, owner: Any) -> str:
    """`Kind.field` of a model's own field (its data's `type` and the key), else ""."""
    kind = owner.get("type") if isinstance(owner, dict) else None
    return f"{kind}.{prefix}" if isinstance(kind, str) else ""


def _label(prefix: str) -> str:
    return f"*{prefix}*" if prefix else ""


def _scalar(value: Any, prefix: str, lang: str, out: Fences, owner: Any) -> str:
    if isinstance(value, str):
        if "\n" not in value and len(value) <= SHORT:
            return f"- {_label(prefix)}: {code(value)}" if prefix else code(value)
        return ((f"{_label(prefix)}:\n\n" if prefix else "")
                + out.text(value, lang or "text", _where(prefix, owner), owner or {}))
    text = "null" if value is None else str(value).lower() if isinstance(value, bool) \
        else str(value)
    return f"- {_label(prefix)}: {text}" if prefix else text


def _list(values: list[Any], prefix: str, lang: str, out: Fences, owner: Any) -> list[str]:
    if not values:
        return []
    kinds = {type(v) for v in values}  # the isinstance checks per type, not per value
    if all(issubclass(k, list) for k in kinds) and not _nested(
            {type(x) for v in values for x in v}):  # rows: numbered lines
        span = numbered(values) if prefix else None
        label = _label(prefix) + ("" if span is None else f" {span[0]}" if span[0] == span[1]
                                  else f" {span[0]}–{span[1]}")
        return [(f"{label}:\n\n" if prefix else "")
                + out.rows(values, lang or "text", _where(prefix, owner), owner or {},
                           gutter=span is None)]
    if not _nested(kinds):
        if len(values) <= 20 and all(isinstance(v, str) and "\n" not in v for v in values):
            return [f"- {_label(prefix)}: " + ", ".join(code(v) for v in values)]
        return [(f"{_label(prefix)}:\n\n" if prefix else "")
                + out.lines([_plain(v) for v in values], lang or "text", _where(prefix, owner))]
    blocks = []
    for n, item in enumerate(values, 1):
        blocks.extend(fields_md(item, f"{prefix}[{n}]" if prefix else f"[{n}]", lang, out))
    return blocks


def numbered(values: list[Any]) -> tuple[int, int] | None:
    """(first, last) of rows that are numbered lines (a whole number, then a string)
    whose numbers run on by one, as a Read's `cat -n` listing does; None otherwise."""
    first = values[0][0] if values and len(values[0]) == 2 else None
    if type(first) is not int:
        return None
    for n, row in enumerate(values, first):
        if len(row) != 2 or row[0] != n or type(row[0]) is not int or type(row[1]) is not str:
            return None
    last = first + len(values) - 1
    return (first, last) if last < NUMBERED_MAX else None


def _nested(kinds: set[type]) -> bool:
    """Is a value of one of these types a dict or a list (as `isinstance` says)?"""
    return any(issubclass(k, (dict, list)) for k in kinds)


def _plain(value: Any) -> str:
    return "" if value is None else value if isinstance(value, str) else str(value)

