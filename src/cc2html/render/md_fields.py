"""A model value's fields as Markdown: what the Markdown export shows of a tool's input and
output, and of a kind it has no emitter of its own for (render/markdown_export.py).

Works on the export's data (render/export_data.py: the model's fields, never a line), so
the Markdown shows what the JSON holds. A short one-line string is an inline code span, a
longer one a fenced block; numbers and flags as they are; a list of values one per line;
nested objects by the same rule, their field names as `parent.field`.
"""

from __future__ import annotations

from typing import Any

from .md_text import code, fence

#: strings up to this long on one line are inline code; longer ones are fenced
SHORT = 100
#: fields a view shows in its own way, or that say nothing to a reader
SKIP = frozenset({"type", "tool_name"})


def fields_md(value: Any, prefix: str = "", lang: str = "") -> list[str]:
    """The Markdown blocks of one data value (see the module docstring)."""
    if isinstance(value, dict):
        blocks: list[str] = []
        for key, item in value.items():
            if key in SKIP:
                continue
            blocks.extend(fields_md(item, f"{prefix}.{key}" if prefix else key, lang))
        return blocks
    if isinstance(value, list):
        return _list(value, prefix, lang)
    return [_scalar(value, prefix, lang)]


def _label(prefix: str) -> str:
    return f"*{prefix}*" if prefix else ""


def _scalar(value: Any, prefix: str, lang: str) -> str:
    if isinstance(value, str):
        if "\n" not in value and len(value) <= SHORT:
            return f"- {_label(prefix)}: {code(value)}" if prefix else code(value)
        return (f"{_label(prefix)}:\n\n" if prefix else "") + fence(value, lang or "text")
    text = "null" if value is None else str(value).lower() if isinstance(value, bool) \
        else str(value)
    return f"- {_label(prefix)}: {text}" if prefix else text


def _list(values: list[Any], prefix: str, lang: str) -> list[str]:
    if not values:
        return []
    if all(isinstance(v, list) and all(not isinstance(x, (dict, list)) for x in v)
           for v in values):  # rows: numbered lines, (name, value) pairs
        return [(f"{_label(prefix)}:\n\n" if prefix else "")
                + fence("\n".join("\t".join(_plain(x) for x in row) for row in values),
                        lang or "text")]
    if all(not isinstance(v, (dict, list)) for v in values):
        if all(isinstance(v, str) and "\n" not in v for v in values) and len(values) <= 20:
            return [f"- {_label(prefix)}: " + ", ".join(code(v) for v in values)]
        return [(f"{_label(prefix)}:\n\n" if prefix else "")
                + fence("\n".join(_plain(v) for v in values), lang or "text")]
    blocks = []
    for n, item in enumerate(values, 1):
        blocks.extend(fields_md(item, f"{prefix}[{n}]" if prefix else f"[{n}]", lang))
    return blocks


def _plain(value: Any) -> str:
    return "" if value is None else value if isinstance(value, str) else str(value)
