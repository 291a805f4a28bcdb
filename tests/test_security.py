"""Hostile transcripts: nothing from a transcript may run script, load anything or add elements.

`test_data/hostile.jsonl` (built by make_fixtures.hostile) puts script, element and URL
payloads in every place a transcript carries text. The page is checked statically (every
element and attribute must be one our templates make, with safe values) and in headless
Chromium (no dialog, no request, no injected element), both with and without the page's
Content-Security-Policy, so that escaping alone is tested, not just the CSP.
"""

from __future__ import annotations

import html.parser
import json
import re
import shutil
from collections import Counter
from pathlib import Path

import pytest

from cc2html.pipeline import convert
from cc2html.render.html import PageRenderer

from helpers import TEST_DATA, visible_text
from chromium import launched, playwright_api

HOSTILE = TEST_DATA / "hostile.jsonl"
#: a project-folder/file name is page text too
HOSTILE_NAME = "<img src=x onerror=alert(60)>\"'><svg onload=alert(61)>.jsonl"

ALLOWED_TAGS = {
    "html", "head", "meta", "title", "style", "body", "header", "nav", "a", "h1", "h2", "h3",
    "h4", "h5", "h6", "p", "details", "summary", "ul", "ol", "li", "div", "button", "main",
    "section", "article", "span", "time", "code", "pre", "dl", "dt", "dd", "table", "thead",
    "tbody", "tr", "th", "td", "em", "strong", "s", "del", "blockquote", "hr", "br", "figure",
    "img", "footer", "script", "figcaption", "q", "kbd", "ins",
}
ALLOWED_ATTRS = {"class", "id", "href", "src", "alt", "title", "lang", "charset", "name",
                 "content", "http-equiv", "type", "rel", "datetime", "loading", "open",
                 "hidden", "aria-hidden", "scope", "start", "style"}
#: elements Markdown and the message templates make, any number of times
CONTENT_TAGS = {
    "a", "h1", "h2", "h3", "h4", "h5", "h6", "p", "details", "summary", "ul", "ol", "li", "div",
    "section", "article", "span", "time", "code", "pre", "dl", "dt", "dd", "table", "thead",
    "tbody", "tr", "th", "td", "em", "strong", "s", "del", "blockquote", "hr", "br", "figure",
    "img", "button", "meta", "figcaption", "q", "kbd", "ins",
}
ONCE = {"script", "style", "title", "body", "main", "html", "head", "header", "footer", "nav"}
META = {"Content-Security-Policy", "referrer", "generator", "viewport", None}
SAFE_ID = re.compile(r"[A-Za-z][A-Za-z0-9_-]*")
IMG_SRC = re.compile(r"data:image/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+=*")
SCHEME = re.compile(r"^([a-zA-Z][a-zA-Z0-9+.\-]*):")
STYLE = re.compile(r"text-align:(left|right|center)")


class _Elements(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.elements: list[tuple[str, dict[str, str | None]]] = []
        self.scripts: list[str] = []
        self._in_script = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.elements.append((tag, dict(attrs)))
        if tag == "script":
            self._in_script = True
            self.scripts.append("")

    handle_startendtag = handle_starttag

    def handle_endtag(self, tag: str) -> None:
        if tag == "script":
            self._in_script = False

    def handle_data(self, data: str) -> None:
        if self._in_script:
            self.scripts[-1] += data


def _parse(page: str) -> _Elements:
    parser = _Elements()
    parser.feed(page)
    parser.close()
    return parser


def elements(page: str) -> list[tuple[str, dict[str, str | None]]]:
    return _parse(page).elements


def unsafe_parts(page: str, baseline: str | None = None) -> list[str]:
    """Everything in the page a payload could have created; empty when the page is clean.

    `baseline` is a page of a harmless transcript: the page chrome (toolbar, search box,
    help dialog, scripts) is what it has; elements outside the content vocabulary must
    appear exactly as often as there, and scripts must be byte-identical to its scripts."""
    found: list[str] = []
    parsed = _parse(page)
    base = _parse(baseline) if baseline is not None else None
    base_counts = Counter(tag for tag, _ in base.elements) if base else Counter()
    base_attrs = {name for _, attrs in base.elements for name in attrs} if base else set()
    counts = Counter(tag for tag, _ in parsed.elements)
    ids: set[str] = set()
    for tag, attrs in parsed.elements:
        if tag not in ALLOWED_TAGS and tag not in base_counts:
            found.append(f"element <{tag}>")
        for name, value in attrs.items():
            value = value or ""
            if name.startswith("on") or name in ("srcdoc", "formaction", "action"):
                found.append(f"attribute {name}= on <{tag}>")
            elif (name not in ALLOWED_ATTRS and name not in base_attrs
                  and not name.startswith(("data-", "aria-"))):
                found.append(f"attribute {name}= on <{tag}>")
            if name == "id":
                if not SAFE_ID.fullmatch(value) or value in ids:
                    found.append(f"unsafe or duplicate id {value!r}")
                ids.add(value)
            if name == "href":
                clean = re.sub(r"[\x00-\x20\x7f]", "", value)
                scheme = SCHEME.match(clean)
                if scheme and scheme.group(1).lower() not in ("http", "https", "mailto"):
                    found.append(f"href {value!r}")
            if name == "src" and not (tag == "img" and IMG_SRC.fullmatch(value)):
                found.append(f"src {value[:80]!r} on <{tag}>")
            if name == "style" and not STYLE.fullmatch(value):
                found.append(f"style {value!r}")
        if tag == "meta" and attrs.get("http-equiv") not in (None, "Content-Security-Policy"):
            found.append(f"meta http-equiv={attrs.get('http-equiv')!r}")
        if tag == "meta" and attrs.get("name") not in META:
            found.append(f"meta name={attrs.get('name')!r}")
        if tag == "script" and "src" in attrs:
            found.append("script with src")
    chrome = {t for t in counts | base_counts if t not in CONTENT_TAGS}
    for tag in sorted(chrome | {"script", "style", "title", "body", "main"}):
        want = base_counts.get(tag, 0) if base else (1 if tag in ONCE else 0)
        if counts.get(tag, 0) != want:
            found.append(f"{counts.get(tag, 0)} <{tag}> elements (expected {want})")
    if base is not None and parsed.scripts != base.scripts:
        found.append("script text differs from a harmless page's")
    return found


@pytest.fixture(scope="module")
def benign_page(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A harmless transcript's page: the chrome every page has (see unsafe_parts)."""
    out = tmp_path_factory.mktemp("benign") / "page.html"
    convert(TEST_DATA / "user_text.jsonl", out, PageRenderer())
    return out


@pytest.fixture(scope="module")
def hostile_page(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("proj")
    src = folder / HOSTILE_NAME
    shutil.copyfile(HOSTILE, src)
    out = folder / "page.html"
    convert(src, out, PageRenderer())
    return out


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


def test_navigation_links_to_hostile_file_names(benign_page: Path) -> None:
    """Archive pages link to siblings named after sessions/projects: never a scheme."""
    from cc2html.pipeline import build
    from cc2html.render.html import PageInfo

    doc, problems, _ = build(HOSTILE)
    nav = {"up": "javascript:alert(70)//index.html", "prev": "JaVaScRiPt:alert(71).html",
           "next": '//evil.example/"><script>alert(72)</script>.html'}
    page = "".join(PageRenderer().page(doc, PageInfo("t", "s", problems, nav=nav)))
    benign, _, _ = build(TEST_DATA / "user_text.jsonl")
    base = "".join(PageRenderer().page(benign, PageInfo("t", "s", nav=nav)))
    assert unsafe_parts(page, base) == []
    hrefs = [a.get("href") for tag, a in elements(page) if tag == "a" and a.get("rel") in ("up", "prev", "next")]
    assert len(hrefs) == 3 and all(h and not SCHEME.match(h) and not h.startswith("//") for h in hrefs)


#: keys whose value decides what a line *is*: kept, so the poisoned line keeps its kind
STRUCTURAL = {"type", "subtype", "role"}
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


# --------------------------------------------------------------------------- browser

PROBE = """() => {
  const all = [...document.querySelectorAll('*')];
  const onAttrs = all.filter(e => [...e.attributes].some(a => a.name.startsWith('on')));
  const jsLinks = [...document.querySelectorAll('[href],[src],[action],[formaction]')].filter(
    e => /^\\s*(javascript|vbscript|data:text)/i.test(
      e.getAttribute('href') || e.getAttribute('action') || e.getAttribute('formaction') ||
      (e.tagName === 'IMG' ? '' : e.getAttribute('src') || '')));
  return {
    scripts: document.querySelectorAll('script').length,
    styles: document.querySelectorAll('style').length,
    bad: document.querySelectorAll(
      'iframe,frame,form,base,object,embed,link,svg,math,input,textarea,video,audio,' +
      'meta[http-equiv=refresh],[srcdoc]').length,
    onAttrs: onAttrs.length,
    jsLinks: jsLinks.length,
    pwned: typeof window.__pwned !== 'undefined',
  };
}"""


def watch(page) -> tuple[list[str], list[str]]:
    """Record (and dismiss) every dialog and every request the page makes from now on."""
    dialogs: list[str] = []
    requests: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    page.on("request", lambda r: requests.append(r.url))
    return dialogs, requests


def run_in_chromium(page_file: Path) -> tuple[list[str], list[str], dict]:
    """Open a page with every fold open and every button pressed: dialogs, requests, probe."""
    sync_api = playwright_api()
    url = page_file.as_uri()
    with launched(sync_api) as browser:
        page = browser.new_page()
        dialogs, requests = watch(page)
        page.goto(url)
        page.evaluate("() => document.querySelectorAll('details')"
                      ".forEach(d => d.open = true)")
        page.evaluate("() => document.querySelectorAll('[data-action]')"
                      ".forEach(b => b.click())")
        page.wait_for_timeout(300)
        probe = page.evaluate(PROBE)
        probe["moved"] = page.url != url
    others = [r for r in requests if r != url and not r.startswith("data:")]
    return dialogs, others, probe


CLEAN = {"scripts": 1, "styles": 1, "bad": 0, "onAttrs": 0, "jsLinks": 0, "pwned": False,
         "moved": False}


@pytest.fixture(scope="module")
def benign_probe(benign_page: Path) -> dict:
    """What the probe sees on a harmless transcript's page (its chrome: scripts, search box)."""
    dialogs, requests, probe = run_in_chromium(benign_page)
    assert dialogs == [] and requests == []
    assert probe["onAttrs"] == probe["jsLinks"] == 0 and not probe["pwned"] and not probe["moved"]
    return probe


@pytest.mark.browser
def test_chromium_probe_sees_injection(tmp_path: Path) -> None:
    """The harness itself: an unescaped payload page must be caught."""
    bad = tmp_path / "bad.html"
    bad.write_text("<html><head><style></style></head><body><img src=x onerror=alert(1)>"
                   "<iframe></iframe><script>window.__pwned=1</script></body></html>")
    dialogs, requests, probe = run_in_chromium(bad)
    assert dialogs and requests and probe != CLEAN


@pytest.mark.browser
@pytest.mark.parametrize("csp", [True, False], ids=["with-csp", "without-csp"])
def test_hostile_page_in_chromium(hostile_page: Path, benign_probe: dict, tmp_path: Path,
                                  csp: bool) -> None:
    page_file = hostile_page
    if not csp:  # escaping alone must hold: drop the CSP that would block most payloads
        text = re.sub(r'<meta http-equiv="Content-Security-Policy"[^>]*>', "",
                      hostile_page.read_text(encoding="utf-8"))
        page_file = tmp_path / "nocsp.html"
        page_file.write_text(text, encoding="utf-8")
    dialogs, requests, probe = run_in_chromium(page_file)
    assert dialogs == []
    assert requests == []
    assert probe == benign_probe


def test_archive_with_hostile_names(tmp_path: Path) -> None:
    """Archive mode: project folders, session file names and cwd carry payloads into index
    pages, titles and prev/next links."""
    from typer.testing import CliRunner

    from cc2html.cli.app import app

    src = tmp_path / "projects"
    names = ['-home-dev-"><img src=x onerror=alert(90)>', "javascript:alert(91)",
             "<script>alert(92)<"]
    for n, project in enumerate(names):
        folder = src / project
        folder.mkdir(parents=True)
        for m, stem in enumerate(["javascript:alert(93)", '"><svg onload=alert(94)>']):
            shutil.copyfile(HOSTILE, folder / f"{stem}{n}{m}.jsonl")
    out = tmp_path / "site"
    result = CliRunner().invoke(app, [str(src), "-o", str(out)])
    assert result.exit_code in (0, 3), result.output
    pages = sorted(out.rglob("*.html"))
    assert len(pages) >= 7
    benign = tmp_path / "benign.html"
    convert(TEST_DATA / "user_text.jsonl", benign, PageRenderer())
    calm = tmp_path / "calm"
    (calm / "-home-dev-app").mkdir(parents=True)
    shutil.copyfile(TEST_DATA / "user_text.jsonl", calm / "-home-dev-app" / "s.jsonl")
    CliRunner().invoke(app, [str(calm), "-o", str(tmp_path / "calm-site")])
    benign_search = (tmp_path / "calm-site" / "search.html").read_text(encoding="utf-8")
    for page in pages:
        text = page.read_text(encoding="utf-8")
        if page.name == "search.html":  # our own search page: the same chrome as a calm one
            problems = unsafe_parts(text, benign_search)
        elif "<main" in text and 'class="session"' in text:
            problems = [p for p in unsafe_parts(text, benign.read_text(encoding="utf-8"))
                        if "<nav>" not in p]  # session pages of an archive add prev/next nav
        else:  # an index page: no script at all, otherwise the same rules
            problems = [p for p in unsafe_parts(text) if not p.startswith("0 <script>")]
        assert problems == [], page.relative_to(out)
