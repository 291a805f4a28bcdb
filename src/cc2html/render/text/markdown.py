"""Markdown: raw HTML off, only safe link schemes, no remote images.

markdown-it-py with the rules below is the reference; markdown_rs.py gives the same HTML
from markdown-it.rs's tree about ten times faster, and hands back what it cannot be sure
of, which markdown-it-py then renders.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from markdown_it import MarkdownIt
from markdown_it.common.utils import escapeHtml
from markupsafe import Markup

from . import budget, markdown_rs
from .deferred import fence
from .file_refs import add_file_refs

SAFE_SCHEMES = frozenset({"http", "https", "mailto"})
_SCHEME = re.compile(r"^\s*([a-zA-Z][a-zA-Z0-9+.\-]*):")
#: characters browsers drop from URLs before reading the scheme (tabs, newlines, controls)
_IGNORED = re.compile(r"[\x00-\x20\x7f]")


#: a network-path reference (`//host/x`; browsers read `\\` as `/`): from a page opened as a
#: file it is `file://host/x`, which Windows opens over SMB (sending the user's NTLM hash)
_NETWORK_PATH = re.compile(r"^\s*[/\\]{2}")


def safe_link(url: str) -> bool:
    """http, https, mailto, or relative (no scheme, no host); nothing else can be a link target."""
    bare = _IGNORED.sub("", url)
    match = _SCHEME.match(bare)
    if match is None:
        return not _NETWORK_PATH.match(bare)
    return match.group(1).lower() in SAFE_SCHEMES


def _fence(self: Any, tokens: Any, idx: int, options: Any, env: Any) -> str:
    """A fenced code block: its language shown as a label, highlighted when Pygments knows it."""
    token = tokens[idx]
    lang = token.info.strip().split(maxsplit=1)[0] if token.info.strip() else ""
    return code_block(token.content, lang)


def code_block(code: str, lang: str) -> str:
    """A fenced code block's HTML: its language as a label, then the code (deferred.py)."""
    label = f'<div class="code-lang">{escapeHtml(lang)}</div>' if lang else ""
    return f'<div class="code-block">{label}{fence(code, lang)}</div>\n'


def _image_as_link(self: Any, tokens: Any, idx: int, options: Any, env: Any) -> str:
    """A Markdown image would load a remote file; show it as a link to it instead,
    with its address (image_source)."""
    token = tokens[idx]
    src = token.attrGet("src") or ""
    alt = escapeHtml(token.content or src)
    if not safe_link(src):
        return f'<span class="md-image">▣ {alt}</span>'
    return (f'<a class="md-image" href="{escapeHtml(src)}" rel="nofollow noopener noreferrer">'
            f"▣ {alt}{markdown_rs.image_source(src, token.content)}</a>")



def _align_classes(state: Any) -> None:
    """Table-cell alignment as classes: the page's CSP forbids style attributes."""
    for token in state.tokens:
        if token.type in ("th_open", "td_open") and "style" in token.attrs:
            align = str(token.attrs.pop("style")).replace("text-align:", "").strip()
            if align in ("left", "center", "right"):
                token.attrSet("class", f"align-{align}")


def _make() -> MarkdownIt:
    md = MarkdownIt("commonmark", {"html": False, "linkify": False, "typographer": False})
    md.enable(["table", "strikethrough"])
    # Show entity references as typed ("&quot;" stays visible), as the terminal showed them.
    md.disable("entity")
    add_file_refs(md, safe_link)  # `[app.py](src/app.py:12)`: a file reference, no link
    md.add_render_rule("image", _image_as_link)
    md.add_render_rule("fence", _fence)
    md.core.ruler.push("align_classes", _align_classes)
    return md


_MD = _make()


def _step(*args: Any) -> bool:
    """A rule that matches nothing: a budget step each time markdown-it tries its rules."""
    budget.check()
    return False


@lru_cache(maxsize=1)
def _stepped() -> MarkdownIt:
    """`_MD` with a budget step before each block and inline rule attempt, for budgets
    kept by a deadline (budget.py); the same HTML, made a little slower."""
    md = _make()
    for ruler in (md.block.ruler, md.inline.ruler):
        ruler.before(ruler.get_all_rules()[0], "budget_step", _step)
    return md


#: only short texts are memoised (repeats are short); long ones would pin memory
CACHE_CHARS = 4_000
#: texts memoised: a repeat is mostly a near one. Full, 4,096 held ~10 MB a process (a
#: large session's workers each filled it: the 500 MB workload's peak over its processes
#: 232 MB, 212 MB with this and highlight.CACHE_SIZE a quarter of what they were)
CACHE_SIZE = 1_024


#: a line Markdown reads as plain paragraph text: no syntax character anywhere, not starting
#: with whitespace or a digit (indented code, ordered lists), not ending in whitespace (breaks)
_LINE = r"(?![\s\d])[^\\`*_\[\]<>#+\-=|~!&\x00-\x1f\x7f]+(?<!\s)"
_PLAIN_TEXT = re.compile(rf"\n*{_LINE}(?:\n+{_LINE})*\n*")
_PARAGRAPHS = re.compile(r"\n{2,}")


def plain_paragraphs(text: str) -> Markup:
    """What markdown-it renders for text without Markdown syntax: escaped paragraphs.

    Short chat messages often have none (about 40% of Markdown calls on the corpus, mostly
    short ones); this skips markdown-it's per-call setup for them.
    tests/unit/render/test_markdown_fast.py checks it against markdown-it.
    """
    return Markup("".join(f"<p>{escapeHtml(part)}</p>\n"
                          for part in _PARAGRAPHS.split(text.strip("\n"))))


def render_markdown(text: str) -> Markup:
    if _PLAIN_TEXT.fullmatch(text):
        return plain_paragraphs(text)
    return _cached_markdown(text) if len(text) <= CACHE_CHARS else _render_markdown(text)


@lru_cache(maxsize=CACHE_SIZE)
def _cached_markdown(text: str) -> Markup:
    return _render_markdown(text)


def _render_markdown(text: str) -> Markup:
    try:
        html = budget.within(_budget(text), lambda: _html(text))
    except Exception:  # markdown-it recursion limits on hostile input
        html = None
    if html is None:  # that, or input it could not finish in its CPU budget
        return Markup("<pre class=\"plain\">") + Markup.escape(text) + Markup("</pre>")
    return Markup(html)


def _html(text: str) -> str:
    """markdown-it.rs's tree written as markdown-it-py's HTML (markdown_rs.py), or where it
    cannot be sure of that, markdown-it-py's own."""
    html = markdown_rs.render(text, safe_link, code_block)
    if html is not None:
        return html
    return (_stepped() if budget.stepped() else _MD).render(text)


def _budget(text: str) -> float:
    """CPU seconds for one text: 2 s plus 20 µs a character, ~80 times what Markdown
    with highlighted code blocks takes."""
    return 2.0 + len(text) / 50_000
