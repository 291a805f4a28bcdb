"""Links and URLs: only http(s), mailto or relative links, never a script URL or a network
path, however obfuscated (Markdown, WebFetch links, archive navigation, any file name).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from urllib.parse import urljoin

import pytest
from hypothesis import given, settings

from cc2html.render.to_html.html import PageRenderer
from cc2html.render.text.markdown import render_markdown, safe_link
from cc2html.render.to_html.urls import local_href
from cc2html.tree.stats import document_stats

from helpers import TEST_DATA, examples, render_lines, visible_text
from hostile import HOSTILE, NAME
from page_checks import SCHEME, elements, href_problems, unsafe_parts

SID = "s3"


def test_navigation_links_to_hostile_file_names(benign_page: Path) -> None:
    """Archive pages link to siblings named after sessions/projects: never a scheme."""
    from cc2html.pipeline import build
    from cc2html.render.to_html.html import PageInfo

    doc, problems, _ = build(HOSTILE)
    nav = {"up": "javascript:alert(70)//index.html", "prev": "JaVaScRiPt:alert(71).html",
           "next": '//evil.example/"><script>alert(72)</script>.html'}
    page = "".join(PageRenderer().page(doc, PageInfo("t", "s", problems, nav=nav),
                                         document_stats(doc)))
    benign, _, _ = build(TEST_DATA / "user_text.jsonl")
    base = "".join(PageRenderer().page(benign, PageInfo("t", "s", nav=nav),
                                         document_stats(benign)))
    assert unsafe_parts(page, base) == []
    hrefs = [a.get("href") for tag, a in elements(page) if tag == "a" and a.get("rel") in ("up", "prev", "next")]
    assert len(hrefs) == 3 and all(h and not SCHEME.match(h) and not h.startswith("//") for h in hrefs)


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
    assert href_problems(page) == []
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
        assert href_problems(html) == [], (text, html)
        for tag, attrs in elements(html):
            assert tag not in ("img", "script", "iframe", "svg"), (text, html)
            assert set(attrs) <= {"href", "rel", "class", "title"}, (text, html)


@settings(max_examples=examples(300), deadline=None, derandomize=True)
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
