"""Hostile transcripts in the page: nothing from a transcript may run script, load anything
or add elements. `test_data/hostile.jsonl` and payloads in every place and every fixture
(mutated: payload keys, payload-typed values, whole-payload strings), typed tool results
and raw HTML in Markdown; checked statically (page_checks.unsafe_parts) and, for the
terminal, against what `cc2html show` prints. The Chromium side is tests/browser/.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from cc2html.pipeline import convert
from cc2html.render.to_html.html import PageRenderer
from cc2html.render.text.markdown import render_markdown

from helpers import FORBIDDEN, TEST_DATA, render_lines, visible_text
from hostile import MUTATION_PAYLOADS, MUTATIONS, STRUCTURAL, benign_text, mutated, terminal_text
from page_checks import (
    elements,
    foreign_classes,
    head_problems,
    href_problems,
    page_problems,
    unsafe_parts,
)

FIXTURES = sorted(p.name for p in TEST_DATA.glob("*.jsonl"))
SID = "s3"
BENIGN = benign_text(SID)


def test_checker_sees_payloads() -> None:
    """The static checker itself: a raw payload page must fail it."""
    bad = ('<html><head><title>t</title><style></style></head><body><main>'
           '<img src=x onerror=alert(1)><a href=" JaVa&#x53;cript:x">y</a><iframe></iframe>'
           '<p id="a b">x</p></main><script></script><script>1</script></body></html>')
    found = " ".join(unsafe_parts(bad))
    for expected in ("onerror", "href", "<iframe>", "id", "2 <script>"):
        assert expected in found


def test_hostile_page_is_clean(hostile_page: Path, benign_page: Path) -> None:
    page = hostile_page.read_text(encoding="utf-8")
    assert unsafe_parts(page, benign_page.read_text(encoding="utf-8")) == []


def test_hostile_payloads_are_visible_as_text(hostile_page: Path) -> None:
    """Escaped, not dropped: the payload text is on the page for a reader to see."""

    text = visible_text(hostile_page.read_text(encoding="utf-8"))
    for needle in ("<script>alert(1)</script>", "<img src=x onerror=alert(3)>",
                   "<svg onload=alert(4)>", "javascript:alert(20)", "alert(60)"):
        assert needle in text


POISON = ["<script>alert(80)</script>", '"><img src=x onerror=alert(81)>',
          "</script><svg onload=alert(82)>", "javascript:alert(83)",
          "[x](javascript:alert(84)) <iframe src=//evil.example>", "'><form action=//evil.example>"]


def _poison(value: object, key: str = "") -> object:
    """Every string of a line with payloads around it and after every opening tag inside it;
    the same input always gets the same payload, so ids that pair lines still pair."""
    if isinstance(value, dict):
        return {k: v if k in STRUCTURAL else _poison(v, k) for k, v in value.items()}
    if isinstance(value, list):
        return [_poison(v, key) for v in value]
    if isinstance(value, str):
        bad = POISON[sum(map(ord, value)) % len(POISON)]
        return bad + re.sub(r"(<[A-Za-z_-]+>)", lambda m: m.group(1) + bad, value) + bad
    return value


@pytest.mark.parametrize("fixture", sorted(p.name for p in TEST_DATA.glob("*.jsonl")))
def test_poisoned_fixture_is_clean(fixture: str, benign_page: Path, tmp_path: Path) -> None:
    """Every fixture (every kind any feature renders) with payloads in all of its strings."""
    src = tmp_path / fixture
    with src.open("w", encoding="utf-8") as out:
        for raw in (TEST_DATA / fixture).read_bytes().decode("utf-8", "replace").splitlines():
            try:
                line = json.loads(raw)
            except ValueError:
                out.write(raw + POISON[0] + "\n")
                continue
            out.write(json.dumps(_poison(line)) + "\n")
    for sidecar in (TEST_DATA / fixture).parent.glob(f"{src.stem}/subagents/*.jsonl"):
        target = tmp_path / src.stem / "subagents" / sidecar.name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text("".join(json.dumps(_poison(json.loads(x))) + "\n"
                                  for x in sidecar.read_text().splitlines() if x.strip()))
    page = tmp_path / "page.html"
    convert(src, page, PageRenderer())
    text = page.read_text(encoding="utf-8")
    assert unsafe_parts(text, benign_page.read_text(encoding="utf-8")) == []
    assert "alert(8" in visible_text(text)  # the payloads did reach the page, as text


def test_image_attribute_context() -> None:
    from cc2html.model.items import make_image

    assert make_image('image/png" onerror="x', "AAAA").data is None
    assert make_image("image/svg+xml", "AAAA").data is None
    assert make_image("image/png", 'AAAA" onerror="x').data is None
    assert make_image("image/png", "AAA").data is None
    assert make_image("image/png", "AAAA\n").data is None
    assert make_image("IMAGE/PNG", "AAAA").data_uri == "data:image/png;base64,AAAA"


# --------------------------------------------------------------------------- every place, payloads of their own


def test_new_payloads_everywhere_are_inert(hostile2: Path, benign: str) -> None:
    page = hostile2.read_text(encoding="utf-8")
    assert unsafe_parts(page, benign) == []  # (duplicate subagent/session ids were found)
    assert foreign_classes(page) == []
    text = visible_text(page)
    for needle in ("alert(101)", "</script><script>alert(103)</script>", "alert(107)",
                   "javascript:alert(118)", "alert(123)", "{{7*7}}"):
        assert needle in text, needle


def test_duplicate_ids_cannot_be_forced() -> None:
    """A session without an id beside one whose id is "1" both became id="session-1"; an
    agent id that is both an in-file sidechain and a sidecar gave two equal subagent ids."""
    page = render_lines([
        {"type": "user", "uuid": "a", "message": {"role": "user", "content": "no id"}},
        {"type": "user", "uuid": "b", "sessionId": "1",
         "message": {"role": "user", "content": "id 1"}},
        {"type": "user", "uuid": "c", "sessionId": "1", "isSidechain": True, "agentId": "ag",
         "message": {"role": "user", "content": "side"}},
        {"type": "user", "uuid": "d", "sessionId": "1", "isSidechain": True, "agentId": "ag",
         "parentUuid": "nowhere", "timestamp": "garbage",
         "message": {"role": "user", "content": "side again"}}])
    assert [p for p in unsafe_parts(page) if " id " in p] == []


def test_sidechain_and_sidecar_with_one_agent_id(tmp_path: Path) -> None:
    src = tmp_path / "s.jsonl"
    side = {"type": "user", "uuid": "c", "sessionId": "s", "isSidechain": True, "agentId": "ag",
            "message": {"role": "user", "content": "in-file sidechain"}}
    src.write_text(json.dumps({"type": "user", "uuid": "a", "sessionId": "s", "message": {
        "role": "user", "content": "main"}}) + "\n" + json.dumps(side) + "\n")
    (tmp_path / "s" / "subagents").mkdir(parents=True)
    (tmp_path / "s" / "subagents" / "agent-ag.jsonl").write_text(
        json.dumps({**side, "uuid": "z", "message": {"role": "user", "content": "sidecar"}}))
    out = tmp_path / "p.html"
    convert(src, out, PageRenderer())
    page = out.read_text(encoding="utf-8")
    assert [p for p in unsafe_parts(page) if " id " in p] == []
    assert "in-file sidechain" in page and "sidecar" in page


# --------------------------------------------------------------------------- mutated fixtures


@pytest.mark.parametrize("mutation", sorted(MUTATIONS))
@pytest.mark.parametrize("fixture", FIXTURES)
def test_mutated_fixture_is_inert(fixture: str, mutation: str, tmp_path: Path) -> None:
    """Every kind, with payload keys / payload-typed values / whole-payload strings: the page
    keeps only our own elements, attributes and links; the terminal gets nothing raw."""
    src = mutated(fixture, mutation, tmp_path)
    page = tmp_path / "page.html"
    convert(src, page, PageRenderer())
    assert page_problems(page.read_text(encoding="utf-8"), BENIGN) == []
    found = FORBIDDEN.findall(terminal_text(src))
    assert not found, sorted({hex(ord(c)) for c in found})


# --------------------------------------------------------------------------- typed tool results


def _typed_calls(p: str, k: int) -> list[dict]:
    """One call of every typed tool, payload `p` in its input and its structured result."""
    todo = [{"content": p, "status": "in_progress", "activeForm": p, p: p}]
    question = {"question": p, "header": p, "multiSelect": True,
                "options": [{"label": p, "description": p}, {"label": "b", p: p}]}
    calls = [
        ("Bash", {"command": p, "description": p},
         {"stdout": f"\x1b[31m{p}\x1b[0m", "stderr": p, "interrupted": False,
          "backgroundTaskId": p}),
        ("Edit", {"file_path": f"/x/{p}.py", "old_string": p, "new_string": p + "2"},
         {"filePath": p, "oldString": p, "newString": p, "originalFile": p, "userModified": True,
          "structuredPatch": [{"oldStart": 1, "oldLines": 1, "newStart": 1, "newLines": 2,
                               "lines": [f"-{p}", f"+{p}", f" {p}"]}]}),
        ("Read", {"file_path": f"/x/{p}.html"},
         {"type": "text", "file": {"filePath": p, "content": p, "numLines": 1, "startLine": 1,
                                   "totalLines": 1}}),
        ("Grep", {"pattern": p, "path": p, "output_mode": "content"},
         {"mode": "content", "filenames": [p, f"/x/{p}"], "content": f"{p}:1:{p}",
          "numFiles": 2, "numLines": 1}),
        ("Glob", {"pattern": p}, {"filenames": [p], "numFiles": 1, "truncated": False}),
        ("WebFetch", {"url": p, "prompt": p},
         {"url": p, "code": 200, "codeText": p, "result": p, "bytes": 5, "durationMs": 1}),
        ("WebSearch", {"query": p, "allowed_domains": [p]},
         {"query": p, "results": [{"tool_use_id": "x", "content": [{"title": p, "url": p}]}, p]}),
        ("TodoWrite", {"todos": todo}, {"oldTodos": todo, "newTodos": todo}),
        ("AskUserQuestion", {"questions": [question]},
         {"questions": [question], "answers": {p: p, "q2": [p]}}),
        ("ExitPlanMode", {"plan": p}, {"plan": p, "isAgent": False, p: p}),
        ("Task", {"description": p, "prompt": p, "subagent_type": p},
         {"status": p, "agentId": p, "content": [{"type": "text", "text": p}],
          "totalDurationMs": 5, "totalTokens": 7, "totalToolUseCount": 1, "prompt": p}),
        ("NotebookEdit", {"notebook_path": p, "new_source": p, "cell_id": p}, {"new_source": p}),
        ("Skill", {"skill": p, "args": p}, {"success": True, "commandName": p}),
        ("KillShell", {"shell_id": p}, {"message": p, "shell_id": p}),
    ]
    lines = []
    for n, (name, inp, side) in enumerate(calls):
        tid = f"toolu_{k}_{n}"
        lines += [
            {"type": "assistant", "uuid": f"a{k}-{n}", "sessionId": SID, "message": {
                "role": "assistant", "id": f"m{k}-{n}", "content": [
                    {"type": "tool_use", "id": tid, "name": name, "input": inp}]}},
            {"type": "user", "uuid": f"r{k}-{n}", "sessionId": SID, "toolUseResult": side,
             "message": {"role": "user", "content": [{"type": "tool_result", "tool_use_id": tid,
                                                      "is_error": n == 3 and k % 2 == 1,
                                                      "content": [{"type": "text", "text": (
                                                          f"     1\t{p}\n     2\t{p}\n"
                                                          if name == "Read" else p)}]}]}}]
    return lines


def test_typed_tool_results_with_payloads(tmp_path: Path) -> None:
    """Structured results of every typed tool (a Bash run's streams, an Edit's patch, a
    Read's file, Grep/Glob file lists, WebFetch/WebSearch, TodoWrite before/after,
    AskUserQuestion's options and answers, a Task's report) carry payloads: page and
    terminal stay inert, the payload shows as text."""
    lines = [line for k, p in enumerate(MUTATION_PAYLOADS) for line in _typed_calls(p, k)]
    page = render_lines(lines)
    assert page_problems(page, BENIGN) == [] and head_problems(page) == []
    assert href_problems(page) == []
    assert "<svg onload=alert(301)>" in visible_text(page)
    src = tmp_path / "s.jsonl"
    src.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    found = FORBIDDEN.findall(terminal_text(src))
    assert not found, sorted({hex(ord(c)) for c in found})


# --------------------------------------------------------------------------- raw HTML in Markdown


RAW_HTML = [
    "<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "<!-- <script>x</script> -->",
    "<![CDATA[<script>alert(1)</script>]]>", "<?php echo 1 ?>", "<style>@import url(//e.x)</style>",
    "<meta http-equiv=refresh content=0;url=//e.x>", "<base href=//e.x/>", "<iframe src=//e.x>",
    "<form action=//e.x><button>x</button></form>", "<svg><script>alert(1)</script></svg>",
    "<math><mi xlink:href=javascript:alert(1)>x</mi></math>", "<a href=javascript:alert(1)>x</a>",
    "<details open ontoggle=alert(1)>", "<object data=//e.x>", "<embed src=//e.x>",
    "<div style=background:url(//e.x)>", "</title><script>alert(1)</script>", "<textarea>",
    "```\"><script>alert(1)</script>\nx\n```", "```html onload=alert(1)\nx\n```",
    "```{.x onclick=alert(1)}\nx\n```", "~~~<img src=x onerror=alert(1)>\nx\n~~~",
    "| a | b |\n|:-:|--:|\n| <script>alert(1)</script> | `</td><script>` |",
    "| a |\n|:--\" onmouseover=alert(1) |\n| b |",
]


@pytest.mark.parametrize("text", RAW_HTML)
def test_markdown_raw_html_and_fences(text: str) -> None:
    html = str(render_markdown(text))
    for tag, attrs in elements(html):
        assert tag in {"p", "a", "div", "pre", "code", "span", "table", "thead", "tbody", "tr",
                       "th", "td", "em", "strong", "del", "s", "br", "h1", "h2"}, (tag, html)
        assert not any(a.startswith("on") or a in ("style", "src") for a in attrs), html
    assert href_problems(html) == []
