"""Hostile transcripts, second round: payload places and shapes test_security.py does not
cover. Each test names the hole it closes; the static checker is test_security's."""

from __future__ import annotations

import html.parser
import json
import re
from functools import partial
from pathlib import Path

import pytest

from cc2html.pipeline import convert
from cc2html.render.filters import css_token
from cc2html.render.html import PageRenderer

from helpers import TEST_DATA, call_lines, render_lines, user_line, visible_text
from test_security import benign_page, benign_probe, run_in_chromium, unsafe_parts  # noqa: F401

MARK = "zqinj"
SID = "s1"


class _Classes(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tokens: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name == "class" and value:
                self.tokens.extend(value.split())


def class_tokens(page: str) -> list[str]:
    parser = _Classes()
    parser.feed(page)
    parser.close()
    return parser.tokens


def foreign_classes(page: str) -> list[str]:
    """Class tokens a transcript chose: the marker as a token of its own, or odd characters."""
    return sorted({t for t in class_tokens(page)
                   if t == MARK or not re.fullmatch(r"[A-Za-z0-9_-]+", t)})


@pytest.fixture(scope="module")
def benign() -> str:
    return render_lines([{"type": "user", "uuid": "u0", "sessionId": SID,
                          "message": {"role": "user", "content": "hello"}}])


_user = partial(user_line, sid=SID)
_call = partial(call_lines, sid=SID)


# --------------------------------------------------------------------------- class attributes

def test_css_token() -> None:
    assert css_token("completed") == "completed"
    assert css_token(f'x {MARK}"><svg onload=1>') == f"x-{MARK}-svg-onload-1"
    assert css_token("") == css_token(None) == css_token("  ") == "other"
    assert css_token(5) == "5" and len(css_token("a" * 500)) == 40


def test_transcript_data_never_adds_a_class(benign: str) -> None:
    """Values that end up in class attributes (status-…, color-…, todo-…, priority-…, a
    tagged output's field name) carried spaces through: `status="x hidden"` added a class
    of the transcript's choosing (CSS injection). Each is now one sanitised token."""
    bad = f"running {MARK} msg user hidden"
    lines = [
        _user(1, f"<task-notification><task-id>bg1</task-id><status>{bad}</status>"
                 f"<summary>s</summary></task-notification>"),
        _user(2, f'<teammate-message teammate_id="t1" color="red {MARK}">hi</teammate-message>'),
        *_call(3, "TodoWrite", {"todos": [{"content": "c", "status": bad, "priority": bad,
                                           "activeForm": "a", "id": "1"}]}, "ok"),
        *_call(4, "BashOutput", {"bash_id": "b1"},
               f"<status>{bad}</status><{MARK}>line one\nline two</{MARK}>"),
        *_call(5, "Bash", {"command": "sleep 9", "run_in_background": True},
               "Command running in background with ID: bg1",
               toolUseResult={"backgroundTaskId": "bg1"}),
        *_call(6, "Task", {"prompt": "p", "description": "d"}, "done",
               toolUseResult={"status": bad, "agentId": "ag1"}),
        {"type": "system", "uuid": "s1", "sessionId": SID, "subtype": "informational",
         "level": bad, "content": "c"},
    ]
    page = render_lines(lines)
    assert foreign_classes(page) == []
    assert unsafe_parts(page, benign) == []
    assert MARK in visible_text(page)  # shown as text, not dropped


@pytest.mark.parametrize("fixture", ["sdk_subagent.jsonl", "sdk_turns.jsonl",
                                     "sdk_notices.jsonl"])
def test_stream_json_statuses_never_add_a_class(fixture: str, tmp_path: Path) -> None:
    """Agent SDK task cards and MCP server badges put `status` into classes too."""

    def poison(value: object, key: str = "") -> object:
        if isinstance(value, dict):
            return {k: poison(v, k) for k, v in value.items()}
        if isinstance(value, list):
            return [poison(v, key) for v in value]
        if key in ("status", "level", "subtype") and isinstance(value, str) and key != "type":
            return value if key == "subtype" and value == "init" else f"{value} {MARK} x\"y"
        return value

    src = tmp_path / fixture
    src.write_text("".join(json.dumps(poison(json.loads(line))) + "\n" for line in
                           (TEST_DATA / fixture).read_text(encoding="utf-8").splitlines()))
    out = tmp_path / "page.html"
    convert(src, out, PageRenderer())
    assert foreign_classes(out.read_text(encoding="utf-8")) == []


# --------------------------------------------------------------------------- every place, new payloads

PAYLOADS = [
    '"><svg/onload=alert(101)>', "'><img src=x onerror=alert(102)>",
    "</script><script>alert(103)</script>",
    "</style><style>body{background:url(//evil.example/104)}</style>",
    "<!--<script>alert(105)//-->",
    "<base href=//evil.example/><meta http-equiv=refresh content='0;url=//evil.example/106'>",
    "<iframe srcdoc='&lt;script&gt;alert(107)&lt;/script&gt;'></iframe><form action=//evil."
    "example><button formaction=javascript:alert(108)>x</button></form>",
    "<img srcset='//evil.example/109 1x'><video poster=//evil.example/110>"
    "<object data=//evil.example/111>",
    "[l](jav&#x09;ascript:alert(112)) [m](&#106;avascript:alert(113)) <javascript:alert(114)> "
    "[n](\x01javascript:alert(115)) [o](vbscript:msgbox(116)) "
    "[p](data:text/html;base64,PHNjcmlwdD5hbGVydCgxMTcpPC9zY3JpcHQ+)",
    "[r][1]\n\n[1]: javascript:alert(118)\n\n![i](https://evil.example/119.png) "
    "![j](javascript:alert(120))",
    "\u202egnp.exe\u202c \u2066x\u2069 \x00 \ud800 \x1b]8;;javascript:alert(121)\x1b\\click"
    "\x1b]8;;\x1b\\ \x1b]52;c;YWxlcnQ=\x07",
    f" {MARK} hidden msg",
    "{{7*7}} ${alert(122)} {% raw %}",
    'x" onmouseover="alert(123)" data-x="',
]
HSID = 'search"><svg onload=alert(130)>'
TOOLS = ["Bash", "Read", "Write", "Edit", "Task", "WebFetch", "TodoWrite", "Grep", "Glob",
         "BashOutput", "WebSearch", "MultiEdit", "Agent", "TaskOutput"]


def _entry(kind: str, n: int, **extra: object) -> dict:
    p = PAYLOADS[n % len(PAYLOADS)]
    return {"type": kind, "uuid": f"u{n}-{p}", "parentUuid": None, "sessionId": HSID,
            "timestamp": f"2026-01-01T00:{n // 60 % 60:02d}:{n % 60:02d}Z", "cwd": f"/home/{p}",
            "gitBranch": p, "version": p, **extra}


def _payload_lines(k: int, p: str, n: int) -> list[dict]:
    """Payload `p` in every place one round of a conversation carries text."""
    tid = f"toolu_{k}_{p}"
    tool = [*TOOLS, p, f"mcp__{p}__x"][k % (len(TOOLS) + 2)]
    inp = {"command": p, "file_path": f"/tmp/{p}", "url": p, "pattern": p, "prompt": p,
           "description": p, "content": p, "old_string": p, "new_string": p,
           "todos": [{"content": p, "status": p, "priority": p, "activeForm": p, "id": p}],
           "edits": [{"old_string": p, "new_string": p}], p: {p: [p]}}
    media = ["image/png", p, "image/svg+xml", "text/html"][k % 4]
    result = [{"type": "text", "text": f"\x1b[31m{p}\x1b[0m <status>{p}</status><stdout>{p}\n"
                                       f"{p}</stdout> Links: [{{\"title\": \"x\", \"url\": "
                                       f"\"javascript:alert(131)\"}}]"},
              {"type": "image", "source": {"type": "base64", "media_type": media,
                                           "data": ["iVBORw0KGgo=", p, "PHN2Zz4="][k % 3]}}]
    user = lambda text, **x: _entry("user", n, message={"role": "user", "content": text}, **x)  # noqa: E731
    said = lambda blocks: _entry("assistant", n, message={  # noqa: E731
        "role": "assistant", "id": f"m{n}", "model": p, "content": blocks,
        "usage": {"input_tokens": -5, "output_tokens": 10 ** 25}})
    return [
        user(p),
        said([{"type": "text", "text": f"# {p}\n\n{p}\n\n```{p}\n{p}\n```\n\n| {p} | b |\n"
                                       f"|--|--|\n| `{p}` | {p} |"}]),
        said([{"type": "thinking", "thinking": p, "signature": p},
              {"type": "redacted_thinking", "data": p}, {"type": p, "x": p}]),
        said([{"type": "tool_use", "id": tid, "name": tool, "input": inp}]),
        user([{"type": "tool_result", "tool_use_id": tid, "is_error": bool(k % 2),
               "content": result}],
             toolUseResult={"agentId": p, "status": p, "stdout": p, "stderr": p, "url": p,
                            "code": 200, "filePath": p, "backgroundTaskId": p,
                            "file": {"filePath": p, "content": p}}),
        user(f"<command-name>/{p}</command-name><command-message>{p}</command-message>"
             f"<command-args>{p}</command-args>"),
        user(f"<bash-input>{p}</bash-input>"),
        user(f"<bash-stdout>{p}</bash-stdout><bash-stderr>{p}</bash-stderr>"),
        user(f"<local-command-stdout>{p}</local-command-stdout>"),
        user(f"<ide_opened_file>{p}</ide_opened_file><ide_selection>{p}</ide_selection>"
             f"<ide_diagnostics>[{json.dumps(p)}]</ide_diagnostics>"),
        user(f"<task-notification><task-id>{p}</task-id><tool-use-id>{tid}</tool-use-id>"
             f"<status>{p}</status><summary>{p}</summary><result>{p}</result>"
             f"</task-notification>"),
        user(f'<teammate-message teammate_id="{p}" color="{p}" summary="{p}">{p}'
             f'</teammate-message>'),
        user(f"<system-reminder>{p}</system-reminder> [Image #1] {p}", isMeta=True),
        user(p, isSidechain=True, agentId=p, parentUuid=p),
        _entry("system", n, subtype=p, level=p, content=p),
        _entry("system", n, subtype=["turn_duration", "api_error", "compact_boundary",
                                     "stop_hook_summary", "local_command"][k % 5],
               level="error", content=p, durationMs=-5 if k % 2 else 10 ** 20,
               error={"message": p}, hookInfos=[{"command": p}],
               compactMetadata={"trigger": p, "preTokens": p}),
        _entry("attachment", n, attachment={"type": ["hook_success", "queued_command", p,
                                                     "goal_status", "skill_listing"][k % 5],
                                            "content": p, "hookName": p, "prompt": p,
                                            "stdout": p}),
        _entry("progress", n, parentToolUseID=tid, data={
            "type": "agent_progress", "agentId": p, "message": {
                "type": "assistant", "uuid": p, "message": {
                    "role": "assistant", "content": [{"type": "text", "text": p}]}}}),
        _entry("queue-operation", n, operation="enqueue", content=p),
        {"type": "summary", "summary": p, "leafUuid": p},
        {"type": "custom-title", "customTitle": p, "sessionId": HSID},
        {"type": p, "payload": p},
    ]


def write_hostile(folder: Path) -> Path:
    """A session with every payload in every place, and sidecar files named after them."""
    lines = [_entry("user", 0, message={"role": "user", "content": " ".join(PAYLOADS)})]
    for k, p in enumerate(PAYLOADS):
        lines += _payload_lines(k, p, len(lines))
    src = folder / "session.jsonl"
    src.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    agents = folder / "session" / "subagents"
    agents.mkdir(parents=True)
    for k, p in enumerate(PAYLOADS[:6]):
        said = {"type": "assistant", "uuid": f"s{k}", "isSidechain": True, "agentId": p,
                "sessionId": HSID, "message": {"role": "assistant", "content": [
                    {"type": "text", "text": p}]}}
        name = re.sub(r"[/\x00]", "_", p)
        (agents / f"agent-{name}.jsonl").write_text(json.dumps(said))
    return src


@pytest.fixture(scope="module")
def hostile2(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("hostile2")
    out = folder / "page.html"
    convert(write_hostile(folder), out, PageRenderer())
    return out


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


@pytest.mark.browser
@pytest.mark.parametrize("csp", [True, False], ids=["with-csp", "without-csp"])
def test_new_payloads_in_chromium(hostile2: Path, benign_probe: dict, tmp_path: Path,
                                  csp: bool) -> None:
    page_file = hostile2
    if not csp:  # escaping alone must hold
        page_file = tmp_path / "nocsp.html"
        page_file.write_text(re.sub(r'<meta http-equiv="Content-Security-Policy"[^>]*>', "",
                                    hostile2.read_text(encoding="utf-8")), encoding="utf-8")
    dialogs, requests, probe = run_in_chromium(page_file)
    assert dialogs == [] and requests == []
    assert probe == benign_probe  # (test_security's: a harmless page's elements)


# --------------------------------------------------------------------------- archive mode

ARCHIVE_PROJECTS = ['-home-x-"><img src=x onerror=alert(201)>', "javascript:alert(202)", "proj"]


@pytest.fixture(scope="module")
def hostile_archive(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from cc2html.archive.build import ArchiveOptions, build_archive

    root = tmp_path_factory.mktemp("archive2")
    for name in ARCHIVE_PROJECTS:
        (root / "src" / name).mkdir(parents=True)
        write_hostile(root / "src" / name)
    build_archive(ArchiveOptions(root / "src", root / "out"))
    return root / "out"


def test_archive_pages_with_new_payloads(hostile_archive: Path, benign: str) -> None:
    pages = sorted(hostile_archive.rglob("*.html"))
    assert len(pages) == 2 + 2 * len(ARCHIVE_PROJECTS)  # index, search, per project 2
    for page in pages:
        text = page.read_text(encoding="utf-8")
        assert foreign_classes(text) == [], page
        if page.name == "session.html":
            assert [p for p in unsafe_parts(text, benign) if "<nav>" not in p] == [], page
        elif page.name == "index.html":
            assert [p for p in unsafe_parts(text) if not p.startswith("0 <script>")] == []
    for data in (hostile_archive / "cc2html-search").rglob("*.js"):
        text = data.read_text(encoding="utf-8")
        assert text.startswith("cc2htmlSearch.") and text.endswith(");\n")
        assert "\u2028" not in text and "\u2029" not in text


@pytest.mark.browser
def test_archive_search_results_in_chromium(hostile_archive: Path) -> None:
    """Result links are "./"-relative: a project named `javascript:alert(202)` linked as
    `javascript%3Aalert(202)/…` (relative, but read as a script URL by naive checks)."""
    from chromium import launched, playwright_api
    from test_security import PROBE, watch

    api = playwright_api()
    with launched(api) as browser:
        page = browser.new_page()
        dialogs, requests = watch(page)
        for query in ("alert", "svg onload", "javascript", "hidden msg"):
            page.goto((hostile_archive / "search.html").as_uri() + "?q=" + query)
            page.wait_for_function("() => !document.getElementById('archive-q').disabled")
            page.wait_for_function("() => document.querySelectorAll('#archive-results a').length"
                                   " > 0")
            hrefs = page.evaluate("() => [...document.querySelectorAll('#archive-results a')]"
                                  ".map(a => a.getAttribute('href'))")
            assert hrefs and all(h.startswith("./") for h in hrefs), hrefs
            probe = page.evaluate(PROBE)
            assert probe["onAttrs"] == probe["jsLinks"] == 0 and not probe["pwned"]
    assert dialogs == []
    assert all(r.startswith(hostile_archive.as_uri()) for r in requests), requests


# --------------------------------------------------------------------------- bidi controls

BIDI = re.compile("[\u202a-\u202e\u2066-\u2069]")


def test_bidi_controls_are_shown_not_obeyed(tmp_path: Path) -> None:
    """An RLO in a file name or code made the page read other than the transcript
    ("Trojan Source"); the terminal view marked them, the page and archive now do too."""
    rlo = "invoice\u202egnp.exe \u2066isolate\u2069"
    lines = [_user(1, f"Open {rlo}"), *_call(2, "Read", {"file_path": f"/tmp/{rlo}"},
                                             f"     1\tprint('{rlo}')\n"),
             *_call(3, "TodoWrite", {"todos": [{"content": rlo, "status": rlo}]}, "ok")]
    src = tmp_path / "projects" / "p" / "s.jsonl"
    src.parent.mkdir(parents=True)
    src.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    page = render_lines(lines)
    assert not BIDI.search(page)
    assert "&lt;U+202E&gt;gnp.exe" in page and "&lt;U+2066&gt;isolate&lt;U+2069&gt;" in page
    from typer.testing import CliRunner

    from cc2html.cli.app import app

    out = tmp_path / "site"
    assert CliRunner().invoke(app, [str(tmp_path / "projects"), "-o", str(out), "-q"]).exit_code == 0
    for written in out.rglob("*"):
        if written.is_file() and written.suffix in (".html", ".js"):
            assert not BIDI.search(written.read_text(encoding="utf-8")), written
