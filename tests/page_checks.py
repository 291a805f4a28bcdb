"""Is a page inert? Static checks of the HTML (elements, attributes, links, class tokens,
the <head> and its Content-Security-Policy) and the Chromium probe that looks at the page
as the browser built it. The security and browser tests share them.
"""

from __future__ import annotations

import base64
import hashlib
import html.parser
import json
import re
from collections import Counter
from pathlib import Path

from cc2html.resources import static_text

from chromium import is_live_probe, launched, playwright_api

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

#: an archive's session pages load the colour script they share from OUT (archive/shared_assets.py)
SHARED_SRC = re.compile(r"(\.\./)*cc2html-colour\.js")


class _Elements(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.elements: list[tuple[str, dict[str, str | None]]] = []
        self.scripts: list[str] = []
        self.data_blocks: list[str] = []  # <script type="application/json">: never run
        self.shared = 0  # <script src> of the archive's shared colour script
        self._in_script = False
        self._target: list[str] = self.scripts

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.elements.append((tag, dict(attrs)))
        if tag == "script":
            self._in_script = True
            found = dict(attrs)
            self.shared += SHARED_SRC.fullmatch(found.get("src") or "") is not None
            self._target = (self.data_blocks if found.get("type") == "application/json"
                            else [] if "src" in found else self.scripts)
            self._target.append("")

    handle_startendtag = handle_starttag

    def handle_endtag(self, tag: str) -> None:
        if tag == "script":
            self._in_script = False

    def handle_data(self, data: str) -> None:
        if self._in_script:
            self._target[-1] += data


def _coloured(scripts: list[str]) -> list[str]:
    """A harmless page's scripts as a page with code to colour carries them: the <body>
    script (the last) followed by highlight.js and paint.js (render/to_html/colour_script.py colour_js)."""
    colour = static_text("vendor/hljs.js") + static_text("paint.js")
    return scripts[:-1] + [scripts[-1] + colour] if scripts else scripts


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
    counts["script"] -= min(parsed.shared, 1)  # at most one shared script, the last
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
            if tag == "script" and name == "src" and SHARED_SRC.fullmatch(value):
                continue
            if name == "src" and not (tag == "img" and IMG_SRC.fullmatch(value)):
                found.append(f"src {value[:80]!r} on <{tag}>")
            if name == "style" and not STYLE.fullmatch(value):
                found.append(f"style {value!r}")
        if tag == "meta" and attrs.get("http-equiv") not in (None, "Content-Security-Policy"):
            found.append(f"meta http-equiv={attrs.get('http-equiv')!r}")
        if tag == "meta" and attrs.get("name") not in META:
            found.append(f"meta name={attrs.get('name')!r}")
        if tag == "script" and "src" in attrs and not SHARED_SRC.fullmatch(attrs["src"] or ""):
            found.append("script with src")
    chrome = {t for t in counts | base_counts if t not in CONTENT_TAGS}
    for tag in sorted(chrome | {"script", "style", "title", "body", "main"}):
        want = base_counts.get(tag, 0) if base else (1 if tag in ONCE else 0)
        if counts.get(tag, 0) != want:
            found.append(f"{counts.get(tag, 0)} <{tag}> elements (expected {want})")
    if base is not None and parsed.scripts not in (base.scripts, _coloured(base.scripts)):
        found.append("script text differs from a harmless page's")
    found.extend(_data_problems(parsed.data_blocks))
    return found


def _data_problems(blocks: list[str]) -> list[str]:
    """A data block (the page's Markdown entries) is JSON text of strings with no `<`, so
    no transcript text can end the element or start another."""
    found = []
    for text in blocks:
        if "<" in text:
            found.append("a data block holds '<'")
            continue
        try:
            value = json.loads(text)
        except ValueError:
            found.append("a data block is not JSON")
            continue
        if not isinstance(value, dict) or not all(map(_entry_ok, value.values())):
            found.append("a data block is not an object of entries")
    return found


#: a reference to the page's own text (render/to_html/copy_refs.py): numbers, and strings the
#: page script only ever puts into the copied text
_REF_NUMBERS, _REF_STRINGS = {"f", "n", "h", "gn", "gh", "li", "k"}, {"l", "s", "d"}


def _entry_ok(entry: object) -> bool:
    """An entry is a string, or a list of strings and references."""
    if isinstance(entry, str):
        return True
    return isinstance(entry, list) and all(
        isinstance(part, str) or isinstance(part, dict) and all(
            type(v) is int if k in _REF_NUMBERS else isinstance(v, str) and k in _REF_STRINGS
            for k, v in part.items()) for part in entry)


MARK = "zqinj"


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


def page_problems(page: str, baseline: str) -> list[str]:
    return unsafe_parts(page, baseline) + foreign_classes(page)


def href_problems(page: str) -> list[str]:
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
                 r"frame-src '(?:none|self)'; object-src 'none'")


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


# --------------------------------------------------------------------------- in Chromium


PROBE = """() => {
  /* the page's own look for its `watch` live file (static/live.js): a hidden frame, a
     child of <body>, of .cc2html-live/<this page's name>?<time>, with no other attribute */
  const name = location.pathname.split('/').pop();
  const liveProbe = e => e.tagName === 'IFRAME' && e.parentElement === document.body &&
    e.hidden && [...e.attributes].every(a => ['src', 'hidden', 'tabindex', 'aria-hidden']
      .includes(a.name)) && /^\\.cc2html-live\\/([^/?#]+)\\?[0-9]+$/.test(e.getAttribute('src')) &&
    decodeURIComponent(e.getAttribute('src').split('/')[1].split('?')[0]) ===
      decodeURIComponent(name);
  const all = [...document.querySelectorAll('*')];
  const onAttrs = all.filter(e => [...e.attributes].some(a => a.name.startsWith('on')));
  const jsLinks = [...document.querySelectorAll('[href],[src],[action],[formaction]')].filter(
    e => /^\\s*(javascript|vbscript|data:text)/i.test(
      e.getAttribute('href') || e.getAttribute('action') || e.getAttribute('formaction') ||
      (e.tagName === 'IMG' ? '' : e.getAttribute('src') || '')));
  return {
    scripts: document.querySelectorAll('script:not([type="application/json"])').length,  // run
    styles: document.querySelectorAll('style').length,
    bad: [...document.querySelectorAll(
      'iframe,frame,form,base,object,embed,link,svg,math,input,textarea,video,audio,' +
      'meta[http-equiv=refresh],[srcdoc]')].filter(e => !liveProbe(e)).length,
    onAttrs: onAttrs.length,
    jsLinks: jsLinks.length,
    pwned: typeof window.__pwned !== 'undefined',
  };
}"""


def watch(page) -> tuple[list[str], list[str]]:
    """Record (and dismiss) every dialog and every request the page makes from now on (but
    for the look for a `watch` live file, chromium.is_live_probe)."""
    dialogs: list[str] = []
    requests: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    page.on("request", lambda r: is_live_probe(r.url) or requests.append(r.url))
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


#: every link as the browser resolved it: a scheme we allow, and no host for file: links
#: (PROBE's pattern also flags `javascript%3Aalert(1)/index.html`, a relative link)
LINKS = """() => [...document.querySelectorAll('[href]')].map(a => {
  const u = new URL(a.getAttribute('href'), document.baseURI);
  return [u.protocol, u.protocol === 'file:' ? u.host : ''];
}).filter(([p, h]) => !['file:', 'http:', 'https:', 'mailto:'].includes(p) || h)"""


#: code blocks on the page as the browser shows it, and how many carry colour: a tool
#: view's file (`.numbered`), a written file (`.file-content`), a command (`.command`), a
#: Markdown fence with a language (`.code-block` with `.code-lang`), an edit's diff
#: (`.diff-view`); coloured when a token span is inside (Pygments' or highlight.js').
#: Works on pages coloured on the server and in the browser alike (benchmarks/
#: highlight_coverage.py measures main and a branch with it).
COVERAGE = """() => {
  const blocks = [...document.querySelectorAll(
    '.numbered, .file-content, .command, .diff-view, .code-block')]
    .filter(b => !b.matches('.code-block') || b.querySelector('.code-lang'));
  const coloured = b => !!b.querySelector('.hl code span[class], code.painted span[class]');
  const kinds = {};
  for (const b of blocks) {
    const kind = b.className.split(' ')[0];
    const k = kinds[kind] || (kinds[kind] = [0, 0]);
    k[1] += 1; if (coloured(b)) k[0] += 1;
  }
  return {coloured: blocks.filter(coloured).length, total: blocks.length, kinds};
}"""


#: scrolls each shown block still to colour into view and waits until the page's script
#: coloured it (static/paint.js colours blocks as they come near the viewport)
_SCROLL_THROUGH = """async () => {
  const frame = () => new Promise(done => requestAnimationFrame(() => setTimeout(done, 0)));
  const left = () => [...document.querySelectorAll('code[data-hl]')]
    .filter(c => !c.parentNode.closest('details:not([open])'));
  for (let round = 0; round < 3; round++) {
    for (const code of left()) {
      if (!code.hasAttribute('data-hl')) continue;
      code.scrollIntoView({block: 'center'});
      for (let k = 0; k < 20 && code.hasAttribute('data-hl'); k++) await frame();
    }
  }
  window.scrollTo(0, 0);
  return left().length;
}"""


def open_every_fold(page) -> None:
    """Every <details> open, and the page's script given time to colour every shown block
    (each scrolled into view in turn: blocks are coloured as they come into view)."""
    page.evaluate("() => document.querySelectorAll('details').forEach(d => d.open = true)")
    assert page.evaluate(_SCROLL_THROUGH) == 0
