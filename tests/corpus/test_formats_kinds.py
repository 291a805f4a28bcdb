"""Every Claude Code kind ../shared/formats.md lists (§3a entry types, §3b system subtypes,
§3d content blocks: the backticked names that open a row's first cell) is handled or
deliberately folded by cc2html: `cc2html survey` does not list it as unknown.

Each kind is probed with the row's own example line where the example is JSON (so a model
that reads its fields reads them), else with the least line of that kind, through the
survey library (which asks cc2html's classify stage, survey/known.py).

NOT_YET holds the kinds cc2html does not handle, each an expected failure, strict: a kind
that becomes handled shows as XPASS (a failure) until it is taken off the list. A kind formats.md gains
later fails here until it is handled or listed.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from cc2html.survey import survey
from helpers import SHARED

FORMATS_MD = SHARED / "formats.md"
SECTIONS = {"3a": "kind", "3b": "system", "3d": "block"}
SID = "f0f0f0f0-0000-4000-8000-000000000001"

#: formats.md kinds cc2html does not handle, each with why (an expected failure, strict:
#: one that becomes known fails here until it is taken off this list)
NOT_YET = {
    ("kind", "session-id"): "formats.md: hand-made, one line in the shared corpus; not re-checked",
}

_LEAD = re.compile(r"^[^`|]*(`[^`]+`(?:\s*,\s*`[^`]+`)*)")
_PARENS = re.compile(r"\([^)]*\)")


def _rows(text: str, section: str) -> list[tuple[str, str]]:
    """(first cell, second cell) of each row of the table under `### <section>.`."""
    start = text.index(f"### {section}.")
    end = text.find("\n### ", start + 1)
    rows = [line for line in text[start:end if end > 0 else None].splitlines()
            if line.startswith("|")][2:]  # the header and its rule
    return [tuple(cell.strip() for cell in row.strip("|").split("|")[:2]) for row in rows]


def _names(cell: str) -> list[str]:
    """The backticked names that open `cell` (`a`, `b` …), not those in parentheses or
    after other words (`last-prompt` with `leafUuid`: last-prompt)."""
    lead = _LEAD.match(_PARENS.sub("", cell))
    return re.findall(r"`([^`]+)`", lead.group(1)) if lead else []


def _examples(cell: str) -> list[dict[str, Any]]:
    found = []
    for code in re.findall(r"`(\{[^`]*\})`", cell):
        try:
            obj = json.loads(code)
        except ValueError:
            continue
        if isinstance(obj, dict):
            found.append(obj)
    return found


def listed() -> list[tuple[str, str, str, dict[str, Any]]]:
    """(category, name, first cell, its example or {}) of each kind formats.md lists."""
    if not FORMATS_MD.is_file():
        return []
    text = FORMATS_MD.read_text(encoding="utf-8")
    out = []
    for section, category in SECTIONS.items():
        for first, example in _rows(text, section):
            for name in _names(first):
                shapes = [e for e in _examples(example) if e.get("type") == name
                          or e.get("subtype") == name]
                out.append((category, name, first, shapes[0] if shapes else {}))
    return out


def probe(category: str, name: str, where: str, example: dict[str, Any]) -> dict[str, Any]:
    """One line of that kind, the row's example where it gives one."""
    base = {"sessionId": SID, "uuid": "f0f0f0f0-0000-4000-8000-000000000002",
            "timestamp": "2026-12-01T10:00:00.000Z", "version": "2.1.280"}
    if category == "kind":
        return {**base, **example, "type": name}
    if category == "system":
        return {**base, "content": "x", "level": "info", **example, "type": "system",
                "subtype": name}
    block = example or {"type": name}
    if "tool_result" in where:
        content: list[Any] = [{"type": "tool_result", "tool_use_id": "toolu_1",
                               "content": [block]}]
    else:
        content = [block]
    role = "user" if "user" in where or "tool_result" in where else "assistant"
    return {**base, "type": role, "message": {"role": role, "content": content}}


def _param(row: tuple[str, str, str, dict[str, Any]]) -> Any:
    reason = NOT_YET.get((row[0], row[1]))
    marks = [pytest.mark.xfail(reason=reason, strict=True)] if reason else []
    return pytest.param(*row, marks=marks, id=f"{row[0]}:{row[1]}")


ROWS = listed()


def test_formats_md_is_there_and_its_tables_are_read():
    if not FORMATS_MD.is_file():
        pytest.skip(f"{FORMATS_MD} not found (set CC2HTML_SHARED)")
    names = {(c, n) for c, n, _, _ in ROWS}
    assert {("kind", "ai-title"), ("kind", "last-prompt"), ("kind", "fork-context-ref"),
            ("system", "bridge_status"), ("system", "compact_boundary"),
            ("block", "document"), ("block", "tool_reference"), ("block", "thinking")} <= names
    assert not {n for _, n in names} & {"leafUuid", "logicalParentUuid", "tool_result",
                                         "signature", "error.error.code"}
    assert set(NOT_YET) <= names, set(NOT_YET) - names  # a stale row here is noticed


@pytest.mark.parametrize("category, name, where, example", [_param(r) for r in ROWS])
def test_each_kind_formats_md_lists_is_known_to_cc2html(tmp_path: Path, category: str, name: str,
                                                       where: str, example: dict[str, Any]):
    path = tmp_path / "probe.jsonl"
    path.write_text(json.dumps(probe(category, name, where, example)) + "\n", encoding="utf-8")
    report = survey([path])
    unknown = [(f.category, f.name) for g in report.groups for f in g.findings
               if f.category in ("kind", "system", "block", "shape")]
    assert report.files == 1 and unknown == []
