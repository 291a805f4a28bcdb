"""Hostile transcripts, third round: shapes the first two rounds (test_security.py,
test_security_more.py) do not try, and the holes they found.

Holes closed here (each test names its own):
- `cc2html show`: Markdown character references (`&#x202e;`, `&#13;`) were decoded by
  rich's markdown-it after the source was cleaned, so a bidi override reached the terminal.
- Links: a network-path reference (`//host/share`, `\\\\host\\share`) was a link; from a
  page opened as a file it is `file://host/share`, which Windows opens over SMB.
- `--json`: a file name that is not UTF-8 came out as a lone surrogate escape (`\\udcff`),
  which strict JSON parsers refuse.
- `-o -` on a terminal: the page carried the transcript's escape sequences raw (OSC 52
  clipboard writes, title changes) to the terminal.

Guards kept for the future: every fixture with a payload key added to every object, with
strings swapped for objects/lists (type confusion) and with strings replaced by obfuscated
URLs; Markdown URL obfuscations; the Content-Security-Policy's place and hashes whatever the
title; archive mode (indexes, session pages, search page and data) with payload ids, titles
and names, statically and in Chromium; random text in every field (hypothesis).
"""

from __future__ import annotations

import base64
import hashlib
import html.parser
import io
import json
import os
import re
import tempfile
from pathlib import Path
from typing import Any, Callable
from urllib.parse import quote, urljoin

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from cc2html.cli import app as cli
from cc2html.archive.search_text import js_data
from cc2html.cli.show import show_app
from cc2html.pipeline import build, convert
from cc2html.render.controls import visible
from cc2html.render.html import PageRenderer
from cc2html.render.markdown import render_markdown, safe_link
from cc2html.render.urls import local_href

from chromium import launched, playwright_api
from helpers import TEST_DATA, render_lines, terminal_outputs, visible_text
from test_security import PROBE, elements, unsafe_parts, watch
from test_security_more import foreign_classes
from test_show_more import FORBIDDEN, SGR

runner = CliRunner()
FIXTURES = sorted(p.name for p in TEST_DATA.glob("*.jsonl"))
STRUCTURAL = {"type", "subtype", "role"}
#: keys that pair lines (tool ids, uuids): kept so a poisoned call still meets its result
PAIRING = {"uuid", "parentUuid", "sessionId", "session_id", "tool_use_id", "id", "leafUuid",
           "parent_tool_use_id", "timestamp"}
PAYLOADS = [
    '"><svg onload=alert(301)>', "java\tscript:alert(302)", "</title><script>alert(303)</script>",
    " JAVASCRIPT:alert(304)", "//evil.example/305", "&#106;avascript:alert(306)", "<!--",
    "]]><script>alert(307)</script>", "\u2028</script>\u2029", "x\x00y", "\\\\evil.example\\308",
    "<base href=//evil.example/><meta http-equiv=refresh content='0;url=//evil.example/309'>",
    "`'\"><iframe src=//evil.example/310>", "data:text/html,<script>alert(311)</script>",
    "<style>@import url(//evil.example/312);</style>", "java\nscript:alert(313)",
    "vbscript:msgbox(314)", "\ud800\u202e<img src=x onerror=alert(315)>",
]
SID = "s3"


def pick(seed: str) -> str:
    return PAYLOADS[sum(map(ord, seed)) % len(PAYLOADS)]


BENIGN = render_lines([{"type": "user", "uuid": "u0", "sessionId": SID,
                        "message": {"role": "user", "content": "hello"}}])


def page_problems(page: str, baseline: str) -> list[str]:
    return unsafe_parts(page, baseline) + foreign_classes(page)


def terminal_text(src: Path) -> str:
    """What `cc2html show` prints for a file, in colour and piped (one string)."""
    doc, _, _ = build(src)
    return SGR.sub("", "".join(terminal_outputs(doc)))


# --------------------------------------------------------------------------- mutations

def add_keys(value: Any) -> Any:
    """A payload-named key beside every object's own (generic views show unknown keys)."""
    if isinstance(value, dict):
        out = {k: v if k in STRUCTURAL else add_keys(v) for k, v in value.items()}
        bad = pick(json.dumps(sorted(value)))
        out[bad] = {bad: [bad]} if len(out) % 2 else bad
        return out
    if isinstance(value, list):
        return [add_keys(v) for v in value]
    return value


def confuse_types(value: Any, key: str = "") -> Any:
    """Strings swapped for objects, lists and numbers that carry payloads."""
    if isinstance(value, dict):
        return {k: v if k in STRUCTURAL else confuse_types(v, k) for k, v in value.items()}
    if isinstance(value, list):
        return [confuse_types(v, key) for v in value]
    if isinstance(value, str) and key not in PAIRING:
        bad = pick(value)
        return [{bad: bad}, [bad, {bad: [bad]}], bad, -1e308][sum(map(ord, value)) % 4]
    return value


def replace_strings(value: Any, key: str = "") -> Any:
    """Every string one whole payload: URL fields get an obfuscated scheme as their start."""
    if isinstance(value, dict):
        return {k: v if k in STRUCTURAL else replace_strings(v, k) for k, v in value.items()}
    if isinstance(value, list):
        return [replace_strings(v, key) for v in value]
    if isinstance(value, str) and key not in PAIRING:
        return pick(value + key)
    return value


MUTATIONS: dict[str, Callable[[Any], Any]] = {
    "keys": add_keys, "types": confuse_types, "whole": replace_strings}


def mutated(fixture: str, mutation: str, folder: Path) -> Path:
    src = folder / fixture
    lines = []
    for raw in (TEST_DATA / fixture).read_bytes().decode("utf-8", "replace").splitlines():
        try:
            lines.append(json.dumps(MUTATIONS[mutation](json.loads(raw))))
        except ValueError:
            lines.append(raw)
    src.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return src


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


# --------------------------------------------------------------------------- terminal

def test_terminal_markdown_character_references(tmp_path: Path) -> None:
    """Hole: `&#x202e;` in an answer printed a raw RLO (and `&#13;` a carriage return):
    the source was cleaned, then rich's markdown-it decoded the references. Every parsed
    token is cleaned now: text, link targets and titles, code-fence info, table cells."""
    refs = "&#x202e; &#X2066; &#8238; &#13; &#x0c; &#x85; &#x1b;[2J &#1;"
    text = (f"plain {refs}\n\n*em {refs}* [link {refs}](http://a/{refs} \"title {refs}\") "
            f"![img {refs}](http://a/&#x202e;.png)\n\n```py{refs}\nx\n```\n\n| h {refs} |\n|--|\n"
            f"| c {refs} |\n\n[ref][r]\n\n[r]: http://b/&#x202e; \"t &#x202e;\"\n\n# head &#x202e;")
    src = tmp_path / "s.jsonl"
    src.write_text(json.dumps({"type": "assistant", "uuid": "a", "sessionId": SID, "message": {
        "role": "assistant", "content": [{"type": "text", "text": text}]}}) + "\n")
    shown = terminal_text(src)
    found = FORBIDDEN.findall(shown)
    assert not found, sorted({hex(ord(c)) for c in found})
    assert "<U+202E>" in shown and "<U+2066>" in shown  # shown, not dropped
    result = runner.invoke(show_app, [str(src), "-w", "120"])
    assert result.exit_code == 0 and not FORBIDDEN.search(result.stdout)


# --------------------------------------------------------------------------- links

NETWORK_PATHS = ["//evil.example/a", "\\\\evil.example\\b", "/\\evil.example/c",
                 "\\/evil.example/d", " //evil.example/e", "\t//evil.example/f",
                 "\n\\\\evil.example\\g"]


def test_safe_link() -> None:
    for url in NETWORK_PATHS + ["javascript:x", " JaVaScRiPt:x", "java\tscript:x",
                                "java\nscript:x", "\x00javascript:x", "vbscript:x",
                                "data:text/html,x", "file:///etc/passwd", "blob:x"]:
        assert not safe_link(url), url
    for url in ["https://a.example/x", "HTTP://a", "mailto:a@b", "src/x.py", "/home/u/x",
                "../x", "#frag", "?q=1", "x?y=//z", "/%2f/x"]:
        assert safe_link(url), url


def _href_problems(page: str) -> list[str]:
    bad = []
    for tag, attrs in elements(page):
        href = attrs.get("href")
        if href is None:
            continue
        bare = re.sub(r"[\x00-\x20\x7f]", "", href)
        scheme = re.match(r"([A-Za-z][A-Za-z0-9+.\-]*):", bare)
        if scheme and scheme.group(1).lower() not in ("http", "https", "mailto"):
            bad.append(href)
        elif not scheme and re.match(r"[/\\]{2}", bare):
            bad.append(href)
    return bad


def test_network_path_links_are_not_links() -> None:
    """Hole: `[docs](//host/share)` and a WebFetch of `\\\\host\\share` were links; opened
    from a file:// page on Windows they are SMB paths (the click sends an NTLM hash)."""
    lines: list[dict] = []
    md = " ".join(f"[n{k}]({u.strip()})" for k, u in enumerate(NETWORK_PATHS)
                  if "\n" not in u and "\t" not in u)
    md += "\n\n[ref][r] ![img](//evil.example/i.png)\n\n[r]: //evil.example/ref\n"
    lines.append({"type": "assistant", "uuid": "a0", "sessionId": SID, "message": {
        "role": "assistant", "content": [{"type": "text", "text": md}]}})
    for n, url in enumerate(NETWORK_PATHS, 1):
        tid = f"toolu_{n}"
        links = json.dumps([{"title": "docs", "url": url}])
        lines += [
            {"type": "assistant", "uuid": f"a{n}", "sessionId": SID, "message": {
                "role": "assistant", "id": f"m{n}", "content": [
                    {"type": "tool_use", "id": tid, "name": "WebFetch",
                     "input": {"url": url, "prompt": "p"}}]}},
            {"type": "user", "uuid": f"r{n}", "sessionId": SID, "message": {
                "role": "user", "content": [{"type": "tool_result", "tool_use_id": tid,
                                             "content": f"Links: {links}\n\nbody"}]},
             "toolUseResult": {"url": url, "code": 200, "codeText": "OK", "result": "b",
                               "bytes": 1, "durationMs": 1}}]
    page = render_lines(lines)
    assert _href_problems(page) == []
    assert "evil.example/a" in visible_text(page)  # shown as text


MD_URLS = [
    "javascript:alert(1)", "JaVaScRiPt:alert(1)", "java&#x09;script:alert(1)",
    "&#106;avascript:alert(1)", "&#x6A;avascript:alert(1)", "javascript&colon;alert(1)",
    "javascript&#58;alert(1)", "%6Aavascript:alert(1)", "vbscript:msgbox(1)",
    "data:text/html,<script>alert(1)</script>", "data:image/svg+xml,<svg onload=alert(1)>",
    "jav&#x0A;ascript:alert(1)", "\x01javascript:alert(1)", "&#x6a&#x61vascript:alert(1)",
    "java%0ascript:alert(1)", "file:///etc/passwd", "//evil.example/x", "\\\\evil.example\\x",
    "java\u00adscript:alert(1)", "\ufeffjavascript:alert(1)", "javascript\u200b:alert(1)",
    'http://x" onmouseover="alert(1)', "mailto:x@y\"onmouseover=alert(1)",
    "javascript:/*http://*/x",
]


@pytest.mark.parametrize("url", MD_URLS)
def test_markdown_link_obfuscations(url: str) -> None:
    """Inline links, angle-bracket destinations, images, autolinks and reference definitions
    (with hostile titles): only http(s)/mailto or relative, never a network path; no attribute
    but href/rel/class."""
    forms = [f"[a]({url})", f"[a](<{url}>)", f"![a]({url})", f"<{url}>",
             f"[r][1]\n\n[1]: {url}\n", f"[r][1]\n\n[1]: <{url}> 'x\" onclick=\"y'\n",
             f'[a](http://x "{url}\\" onmouseover=alert(1) x=\\"")', f"[{url}](http://ok.example/)"]
    for text in forms:
        html = str(render_markdown(text))
        assert _href_problems(html) == [], (text, html)
        for tag, attrs in elements(html):
            assert tag not in ("img", "script", "iframe", "svg"), (text, html)
            assert set(attrs) <= {"href", "rel", "class", "title"}, (text, html)


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
    assert _href_problems(html) == []


# --------------------------------------------------------------------------- --json

def _non_utf8_file(folder: Path) -> Path:
    name = os.fsencode(folder) + b"/bad\xff\x1b[2J\xe2\x80\xae.jsonl"
    try:
        with open(name, "wb") as fh:
            fh.write(b'{"type": "user", "uuid": "u", "sessionId": "s\\ud800", "message": '
                     b'{"role": "user", "content": "hi"}}\nnot json \x1b[2J \xff\n')
    except OSError:
        pytest.skip("this file system refuses names that are not UTF-8")
    return Path(os.fsdecode(name))


def _clean_json(stdout: str) -> dict:
    stdout.encode("ascii")  # no raw control, C1, bidi character or surrogate
    assert not re.search(r"\\ud[89a-f][0-9a-f]{2}", stdout, re.I), stdout
    return json.loads(stdout)


def test_json_summary_without_lone_surrogates(tmp_path: Path) -> None:
    """Hole: a file name that is not UTF-8 came out as `"\\udcff"` in --json (a lone
    surrogate escape: serde_json and other strict parsers refuse the whole summary)."""
    src = _non_utf8_file(tmp_path)
    result = runner.invoke(cli.app, [str(src), "-o", str(tmp_path / "p.html"), "--json"])
    assert result.exit_code == 0, result.output
    data = _clean_json(result.stdout)
    assert data["input"].endswith("bad\\xff\x1b[2J\u202e.jsonl")  # JSON-escaped on stdout
    assert "\\u001b" in result.stdout and "\\u202e" in result.stdout


def test_archive_json_summary_without_lone_surrogates(tmp_path: Path) -> None:
    """(A guard: archive mode already named such files `\\xff`; its summary now goes through
    the same ASCII, surrogate-free JSON.)"""
    folder = tmp_path / "projects" / "proj"
    folder.mkdir(parents=True)
    _non_utf8_file(folder)
    out = tmp_path / "site"
    result = runner.invoke(cli.app, [str(tmp_path / "projects"), "-o", str(out), "--json", "-q"])
    assert result.exit_code == 0, result.output
    data = _clean_json(result.stdout)
    assert any("bad\\xff" in p["file"] for p in data["problems"]), data["problems"]


# --------------------------------------------------------------------------- CSP and <head>

class _Head(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.order: list[tuple[str, dict[str, str | None]]] = []
        self.text: dict[str, str] = {}
        self._in: str | None = None
        self.done = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self.done:
            return
        if tag == "body":
            self.done = True
            return
        self.order.append((tag, dict(attrs)))
        self._in = tag if tag in ("title", "style", "script") else None

    def handle_endtag(self, tag: str) -> None:
        self._in = None

    def handle_data(self, data: str) -> None:
        if self._in and not self.done:
            self.text[self._in] = self.text.get(self._in, "") + data


def _sha(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


CSP = re.compile(r"default-src 'none'; img-src data:; style-src ('sha256-[A-Za-z0-9+/=]+'); "
                 r"script-src ((?:'sha256-[A-Za-z0-9+/=]+' ?)+|'none')(?: 'self')?; "
                 r"(?:connect-src 'none'; )?base-uri 'none'; form-action 'none'; "
                 r"frame-src 'none'; object-src 'none'")


def head_problems(page: str, title: str | None = None) -> list[str]:
    """The <head> is ours whatever the transcript: charset first, the CSP next to it and
    before the title, exactly our policy, hashing exactly the page's own style and script."""
    head = _Head()
    head.feed(page)
    tags = [t for t, _ in head.order]
    found = []
    if tags[:2] != ["html", "head"] or head.order[2] != ("meta", {"charset": "utf-8"}):
        found.append(f"head starts {tags[:3]}")
    csp = [a for t, a in head.order if t == "meta" and a.get("http-equiv")]
    if len(csp) != 1 or csp[0].get("http-equiv") != "Content-Security-Policy":
        return found + [f"CSP metas {csp}"]
    at = head.order.index(("meta", csp[0]))
    if at > 4 or "title" in tags[:at]:
        found.append(f"CSP at {at}: {tags}")
    match = CSP.fullmatch(csp[0].get("content") or "")
    if not match:
        return found + [f"CSP {csp[0].get('content')!r}"]
    if match.group(1) != _sha(head.text.get("style", "")):
        found.append("style hash")
    if "script" in head.text and _sha(head.text["script"]) not in match.group(2):
        found.append("head script hash")
    if tags.count("title") != 1 or set(tags) - {"html", "head", "meta", "title", "style", "script"}:
        found.append(f"head elements {tags}")
    if title is not None and title not in head.text.get("title", ""):
        found.append(f"title {head.text.get('title')!r}")
    return found


TITLES = ["</title><meta http-equiv=Content-Security-Policy content=\"script-src *\">",
          "<script>alert(320)</script>", "</head><body onload=alert(321)>", "<!--",
          "\u2028x\u2029<base href=//evil.example/>", "<title>x</title>", "'\"><style>x{}</style>"]


@pytest.mark.parametrize("title", TITLES)
def test_csp_first_and_intact_whatever_the_title(title: str, tmp_path: Path) -> None:
    src = tmp_path / f"{title.replace('/', '_')[:60]}.jsonl"
    src.write_text("\n".join(json.dumps(x) for x in [
        {"type": "user", "uuid": "u1", "sessionId": SID, "message": {
            "role": "user", "content": title}},
        {"type": "custom-title", "customTitle": title, "sessionId": SID},
        {"type": "summary", "summary": title, "leafUuid": "u1"}]) + "\n", encoding="utf-8")
    out = tmp_path / "page.html"
    convert(src, out, PageRenderer())
    page = out.read_text(encoding="utf-8")
    assert head_problems(page, title) == []
    assert page.count("<script>") == 2  # the head's and the page's own, nothing else


# --------------------------------------------------------------------------- archive mode

#: every link as the browser resolved it: a scheme we allow, and no host for file: links
#: (PROBE's pattern also flags `javascript%3Aalert(1)/index.html`, a relative link)
LINKS = """() => [...document.querySelectorAll('[href]')].map(a => {
  const u = new URL(a.getAttribute('href'), document.baseURI);
  return [u.protocol, u.protocol === 'file:' ? u.host : ''];
}).filter(([p, h]) => !['file:', 'http:', 'https:', 'mailto:'].includes(p) || h)"""

ARCHIVE_NAMES = ['"><img src=x onerror=alert(330)>', "javascript:alert(331)", "x..%2f..%2fy",
                 "<script>alert(332)<", "%3Cscript%3E", "\u202eevil"]


def _archive_session(n: int, bad: str) -> list[dict]:
    sid = f"{bad}-{n}"
    base = {"sessionId": sid, "cwd": f"/home/{bad}", "gitBranch": bad, "version": bad}
    tid = f"toolu_{n}"
    return [
        {"type": "user", "uuid": f"{bad}u{n}", "timestamp": f"2026-01-0{n % 9 + 1}T00:00:00Z",
         "message": {"role": "user", "content": f"prompt {bad} hidden msg {n}"}, **base},
        {"type": "assistant", "uuid": f"{bad}a{n}", "timestamp": f"2026-01-0{n % 9 + 1}T00:01:00Z",
         "message": {"role": "assistant", "id": f"m{n}", "model": bad, "content": [
             {"type": "text", "text": f"answer [x]({bad}) {bad}"},
             {"type": "tool_use", "id": tid, "name": bad, "input": {bad: bad}}]}, **base},
        {"type": "user", "uuid": f"{bad}r{n}", "message": {"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": tid, "content": bad}]}, **base},
        {"type": "user", "uuid": f"{bad}s{n}", "isSidechain": True, "agentId": bad,
         "message": {"role": "user", "content": f"side {bad}"}, **base},
        {"type": "custom-title", "customTitle": f"{bad} title {n}", "sessionId": sid},
        {"type": "summary", "summary": f"{bad} summary", "leafUuid": f"{bad}a{n}"},
    ]


@pytest.fixture(scope="module")
def hostile_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("round3")
    for k, project in enumerate(ARCHIVE_NAMES):
        folder = root / "src" / project
        folder.mkdir(parents=True)
        for m, stem in enumerate(ARCHIVE_NAMES[:3]):
            n = k * 3 + m
            (folder / f"{stem}{n}.jsonl").write_text(
                "".join(json.dumps(x) + "\n" for x in _archive_session(n, ARCHIVE_NAMES[n % 6])),
                encoding="utf-8")
    result = runner.invoke(cli.app, [str(root / "src"), "-o", str(root / "site"), "-q"])
    assert result.exit_code == 0, result.output
    return root / "site"


@pytest.fixture(scope="module")
def calm_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("calm3")
    (root / "src" / "proj").mkdir(parents=True)
    (root / "src" / "proj" / "s.jsonl").write_text(json.dumps(
        {"type": "user", "uuid": "u", "sessionId": "s", "message": {
            "role": "user", "content": "hello"}}) + "\n")
    runner.invoke(cli.app, [str(root / "src"), "-o", str(root / "site"), "-q"])
    return root / "site"


def test_archive_pages_are_inert(hostile_site: Path, calm_site: Path) -> None:
    calm_session = (calm_site / "proj" / "s.html").read_text(encoding="utf-8")
    calm_search = (calm_site / "search.html").read_text(encoding="utf-8")
    calm_index = (calm_site / "index.html").read_text(encoding="utf-8")
    pages = sorted(p for p in hostile_site.rglob("*.html") if p.is_file())
    assert len(pages) == 2 + len(ARCHIVE_NAMES) * 4
    for page in pages:
        text = page.read_text(encoding="utf-8")
        if page.name == "search.html":
            baseline = calm_search
        elif page.name == "index.html":
            baseline = calm_index
        else:
            baseline = calm_session
        problems = [p for p in page_problems(text, baseline)
                    if not re.fullmatch(r"\d <(nav|table|thead|tbody|tr|th|td)> elements.*", p)]
        assert problems == [], (page.relative_to(hostile_site), problems)
        assert head_problems(text) == [], page.relative_to(hostile_site)
        assert _href_problems(text) == [], page.relative_to(hostile_site)
        assert not re.search("[\u202a-\u202e\u2066-\u2069\x00]", text)


def test_archive_search_data_is_plain_json_calls(hostile_site: Path) -> None:
    """Each data file is one call with JSON arguments: nothing but string data from a
    transcript, no line or paragraph separator (a JS string ends there in old engines)."""
    files = sorted((hostile_site / "cc2html-search").rglob("*.js"))
    assert files
    for data in files:
        text = data.read_text(encoding="utf-8")
        match = re.fullmatch(r"cc2htmlSearch\.(sessions|shard|text)\((.*)\);\n", text, re.S)
        assert match, data
        json.loads("[" + match.group(2) + "]")
        assert not re.search("[\u2028\u2029\u202a-\u202e\u2066-\u2069\x00-\x1f]",
                             match.group(2)), data


@pytest.mark.browser
def test_archive_in_chromium(hostile_site: Path) -> None:
    """Every archive page, every fold open, and search results for the payload words:
    no dialog, no request outside the archive's own files, nothing injected."""
    api = playwright_api()
    root = hostile_site.as_uri()
    pages = sorted(p for p in hostile_site.rglob("*.html") if p.is_file())
    with launched(api) as browser:
        page = browser.new_page()
        dialogs, requests = watch(page)
        for file in pages:
            page.goto(file.as_uri())
            page.evaluate("() => document.querySelectorAll('details').forEach(d => d.open = true)")
            probe = page.evaluate(PROBE)
            text = file.read_text(encoding="utf-8")
            ours = text.count("<input ") + text.count("<form ")  # search boxes
            assert probe["onAttrs"] == 0 and probe["bad"] == ours, (file.name, probe)
            assert page.evaluate(LINKS) == [], file.name
            assert not probe["pwned"] and page.url == file.as_uri()
        for query in ("alert", "onerror", "script", "hidden msg", "title", "evil"):
            page.goto((hostile_site / "search.html").as_uri() + "?q=" + query)
            page.wait_for_function("() => !document.getElementById('archive-q').disabled")
            page.wait_for_timeout(200)
            probe = page.evaluate(PROBE)
            assert probe["onAttrs"] == 0 and not probe["pwned"], query
            assert page.evaluate(LINKS) == [], query
            hrefs = page.evaluate("() => [...document.querySelectorAll('#archive-results a')]"
                                  ".map(a => a.getAttribute('href'))")
            assert all(h.startswith("./") for h in hrefs), hrefs
    assert dialogs == []
    assert [r for r in requests if not r.startswith(root)] == []


@pytest.mark.browser
@pytest.mark.parametrize("mutation", sorted(MUTATIONS))
def test_mutated_fixtures_in_chromium(mutation: str, tmp_path: Path) -> None:
    """The hostile and tool fixtures, mutated, opened with every fold open and every button
    pressed, with and without the CSP (escaping alone must hold)."""
    api = playwright_api()
    files = []
    for fixture in ("hostile.jsonl", "tools_web.jsonl", "sdk_notices.jsonl", "tools_files.jsonl"):
        page = tmp_path / f"{fixture}.html"
        convert(mutated(fixture, mutation, tmp_path), page, PageRenderer())
        nocsp = tmp_path / f"{fixture}.nocsp.html"
        nocsp.write_text(re.sub(r'<meta http-equiv="Content-Security-Policy"[^>]*>', "",
                                page.read_text(encoding="utf-8")), encoding="utf-8")
        files += [page, nocsp]
    with launched(api) as browser:
        page = browser.new_page()
        dialogs, requests = watch(page)
        for file in files:
            page.goto(file.as_uri())
            page.evaluate("() => document.querySelectorAll('details').forEach(d => d.open = true)")
            page.evaluate("() => document.querySelectorAll('[data-action]')"
                          ".forEach(b => b.click())")
            page.wait_for_timeout(100)
            probe = page.evaluate(PROBE)
            assert probe["scripts"] == 2 and probe["onAttrs"] == probe["jsLinks"] == 0, file.name
            assert probe["bad"] == 1 and not probe["pwned"], (file.name, probe)  # 1: search box
            assert page.evaluate(LINKS) == [], file.name
    uris = {f.as_uri() for f in files}
    assert dialogs == []
    assert [r for r in requests if r not in uris and not r.startswith("data:")] == []


# --------------------------------------------------------------------------- random text

FRAGMENTS = ["<", ">", '"', "'", "`", "&", "#", ";", ":", "/", "\\", "=", "(", ")", "[", "]",
             "!", "*", "_", "|", "-", "\n", "\t", " ", "\x00", "\x1b", "\x1b]8;;", "\x07",
             "\x9b", "\r", "\u2028", "\u202e", "\ud800", "&#x202e;", "&#13;", "script", "img",
             "onerror=", "javascript:", "//", "```", "<!--", "-->", "]]>", "</title>",
             "</script>", "data:", "svg", "alert(1)", "{{", "}}", "%", "a", "é", "😀"]
TEXT = st.lists(st.sampled_from(FRAGMENTS), max_size=14).map("".join)


def _random_session(f: dict[str, str]) -> list[dict]:
    meta = {"sessionId": f["sid"], "cwd": f["cwd"], "gitBranch": f["branch"], "version": "1"}
    return [
        {"type": "user", "uuid": f["uuid"], "message": {"role": "user", "content": f["user"]},
         **meta},
        {"type": "assistant", "uuid": "a1", "message": {
            "role": "assistant", "id": "m1", "model": f["model"], "content": [
                {"type": "thinking", "thinking": f["thinking"]},
                {"type": "text", "text": f["answer"]},
                {"type": "tool_use", "id": "t1", "name": f["tool"],
                 "input": {f["key"]: f["value"], "command": f["value"], "url": f["value"],
                           "file_path": f["value"]}}]}, **meta},
        {"type": "user", "uuid": "r1", "message": {"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": "t1", "content": [
                {"type": "text", "text": f["result"]},
                {"type": "image", "source": {"type": "base64", "media_type": f["media"],
                                             "data": f["data"]}}]}]},
         "toolUseResult": {"stdout": f["result"], "stderr": f["value"], "url": f["value"],
                           "file": {"filePath": f["value"], "content": f["result"]}}, **meta},
        {"type": "user", "uuid": "s1", "isSidechain": True, "agentId": f["agent"],
         "message": {"role": "user", "content": f["user"]}, **meta},
        {"type": "custom-title", "customTitle": f["title"], "sessionId": f["sid"]},
    ]


FIELDS = ["sid", "cwd", "branch", "uuid", "user", "model", "thinking", "answer", "tool", "key",
          "value", "result", "media", "data", "agent", "title"]


@settings(max_examples=40, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(st.fixed_dictionaries({name: TEXT for name in FIELDS}))
def test_random_text_in_every_field(fields: dict[str, str]) -> None:
    lines = _random_session(fields)
    page = render_lines(lines)
    assert page_problems(page, BENIGN) == []
    assert head_problems(page) == []
    assert not re.search("[\u202a-\u202e\u2066-\u2069]", page)
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "s.jsonl"
        src.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
        found = FORBIDDEN.findall(terminal_text(src))
    assert not found, sorted({hex(ord(c)) for c in found})



# --------------------------------------------------------------------------- -o - on a terminal

class _Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_page_on_a_terminal_is_neutralised(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Hole: `cc2html FILE -o -` in a terminal printed the page with the transcript's escape
    sequences raw (an OSC 52 clipboard write, a window title, a screen clear in a prompt or a
    title). On a terminal they are neutralised; piped, the page is the file's, byte for byte."""
    src = tmp_path / "s.jsonl"
    src.write_text(json.dumps({"type": "user", "uuid": "u", "sessionId": SID, "message": {
        "role": "user", "content": "a \x1b]52;c;cHduZWQ=\x07 b \x1b]0;PWNED\x07 c \x1b[2J "
                                   "d \x9d0;x\x9c e \x07\x08"}}) + "\n")
    tty = _Tty()
    monkeypatch.setattr("sys.stdout", tty)
    convert(src, None, PageRenderer())  # what `-o -` runs
    shown = tty.getvalue()
    # the page itself shows each control as a marker (render/controls.py): "␛]0;PWNED␇" is text
    assert "<title>" in shown and "\x1b]0;PWNED" not in shown and "␛]0;PWNED␇" in shown
    assert not FORBIDDEN.search(shown), sorted({hex(ord(c)) for c in FORBIDDEN.findall(shown)})
    piped = runner.invoke(cli.app, [str(src), "-o", "-"]).stdout
    file = tmp_path / "p.html"
    convert(src, file, PageRenderer())
    assert piped == file.read_text(encoding="utf-8") and "␛]52;" in piped


# --------------------------------------------------------------------------- names and data

NAME = st.text(st.characters(blacklist_categories=("Cs",)), max_size=30) | TEXT


@settings(max_examples=300, deadline=None, derandomize=True)
@given(NAME)
def test_search_data_round_trips_as_plain_json(text: str) -> None:
    """Search data files are JS calls with JSON arguments: any text stays string data, no
    line/paragraph separator ends a JS string early, no bidi control reads backwards, no
    control character is raw (C0 ones are JSON escapes, the others markers)."""
    data = js_data({"t": [text, {text: text}]})
    assert not re.search("[\u2028\u2029\u202a-\u202e\u2066-\u2069\x00-\x1f\x7f-\x9f]", data)
    want = "".join(visible(ch) if re.match("[\x7f-\x9f\u202a-\u202e\u2066-\u2069]", ch) else ch
                   for ch in text)
    assert json.loads(data) == {"t": [want, {want: want}]}


@settings(max_examples=300, deadline=None, derandomize=True)
@given(NAME.filter(lambda n: "/" not in n and n not in ("", ".", "..")  # (names are fs_text:
                   and not re.search("[\ud800-\udfff]", n)))          # no surrogates)
def test_archive_links_to_any_name_stay_relative(name: str) -> None:
    """Archive navigation links to files named after sessions and projects: relative, with no
    scheme or host a browser could read into them, whatever the name."""
    for path in (name + ".html", name + "/index.html", "../" + name + ".html"):
        href = local_href(path)
        assert safe_link(href) and not re.match(r"[A-Za-z][A-Za-z0-9+.\-]*:", href), href
        resolved = urljoin("file:///site/proj/page.html", href)
        assert resolved.startswith("file:///site/"), (href, resolved)


# --------------------------------------------------------------------------- shared URLs

@pytest.mark.browser
def test_hostile_url_parameters_in_chromium(hostile_site: Path, tmp_path: Path) -> None:
    """A shared link carries ?q= (search), ?hide= (filters) and #fragment (permalink) of the
    sender's choosing; with payloads there, and typed into the search box and keys pressed,
    nothing runs, loads or is injected (page script and archive search script)."""
    api = playwright_api()
    page_file = tmp_path / "page.html"
    convert(mutated("hostile.jsonl", "keys", tmp_path), page_file, PageRenderer())
    tails = ["?q=" + quote("<img src=x onerror=alert(340)>") + "&hide=" +
             quote("__proto__,constructor,toString,user"),
             "?q=alert#" + quote('"><img src=x onerror=alert(341)>'),
             "?q=" + quote("'\"><svg/onload=alert(342)>") + "#msg-" + quote("x') alert(343)//"),
             "#javascript:alert(344)", "?hide=" + "a," * 500]
    with launched(api) as browser:
        page = browser.new_page()
        dialogs, requests = watch(page)
        for target in (page_file, hostile_site / "search.html"):
            for tail in tails:
                page.goto(target.as_uri() + tail)
                page.wait_for_timeout(200)
                page.keyboard.press("/")
                page.keyboard.type("<script>alert(345)</script> alert")
                page.keyboard.press("Enter")
                for key in ("Escape", "j", "j", "o", "?"):
                    page.keyboard.press(key)
                page.wait_for_timeout(200)
                probe = page.evaluate(PROBE)
                assert probe["onAttrs"] == 0 and not probe["pwned"], (target.name, tail, probe)
                assert page.evaluate(LINKS) == [], (target.name, tail)
    assert dialogs == []
    allowed = (page_file.as_uri(), hostile_site.as_uri(), "data:")
    assert [r for r in requests if not r.startswith(allowed)] == []


def _fill(value: Any, texts: list[str], at: list[int], key: str = "") -> Any:
    """Every string of a line (but kinds and pairing ids) replaced by the next random text."""
    if isinstance(value, dict):
        return {k: v if k in STRUCTURAL else _fill(v, texts, at, k) for k, v in value.items()}
    if isinstance(value, list):
        return [_fill(v, texts, at, key) for v in value]
    if isinstance(value, str) and key not in PAIRING:
        at[0] += 1
        return texts[at[0] % len(texts)]
    return value


@pytest.mark.parametrize("fixture", ["sdk_notices.jsonl", "sdk_turns.jsonl", "tools_plan.jsonl",
                                     "sdk_server_tools.jsonl", "sdk_subagent.jsonl",
                                     "tools_files.jsonl", "tools_web.jsonl", "user_tags.jsonl"])
@settings(max_examples=40, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(texts=st.lists(TEXT, min_size=1, max_size=9))
def test_random_text_in_every_string_of_a_fixture(fixture: str, texts: list[str]) -> None:
    """Stream-json logs (init tools, MCP servers, plugins, hooks, results) and typed tool
    results, with random text in every string: page and terminal stay inert."""
    at = [0]
    lines = [json.dumps(_fill(json.loads(raw), texts, at))
             for raw in (TEST_DATA / fixture).read_text(encoding="utf-8").splitlines()
             if raw.strip()]
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / fixture
        src.write_text("\n".join(lines) + "\n", encoding="utf-8")
        page = Path(tmp) / "page.html"
        convert(src, page, PageRenderer())
        text = page.read_text(encoding="utf-8")
        found = FORBIDDEN.findall(terminal_text(src))
    assert page_problems(text, BENIGN) == [] and head_problems(text) == []
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
    lines = [line for k, p in enumerate(PAYLOADS) for line in _typed_calls(p, k)]
    page = render_lines(lines)
    assert page_problems(page, BENIGN) == [] and head_problems(page) == []
    assert _href_problems(page) == []
    assert "<svg onload=alert(301)>" in visible_text(page)
    src = tmp_path / "s.jsonl"
    src.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    found = FORBIDDEN.findall(terminal_text(src))
    assert not found, sorted({hex(ord(c)) for c in found})
