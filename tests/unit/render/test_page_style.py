"""The page's look, checked without a browser: palette contrast (WCAG AA), glyph icons,
tool-call durations."""

from __future__ import annotations

import re
import unicodedata

import pytest

from cc2html.render.registry import REGISTRY
from cc2html.render.text.formats import fmt_elapsed
from cc2html.resources import static_text, templates_dir
from cc2html.tree.stats import tool_seconds
from cc2html.model import MessageMeta, ToolResultMessage, ToolUseMessage
from cc2html.tree.build import Node

#: (text colour, background) pairs that occur on the page: 4.5:1 (WCAG AA, normal text)
TEXT_PAIRS = [(fg, bg) for fg in ("fg", "muted")
              for bg in ("bg", "panel", "user", "tool", "thinking", "system", "error", "code",
                         "badge")] + [
    ("link", "bg"), ("link", "panel"), ("link", "user"), ("link", "tool"),
    ("ok", "badge"), ("ok", "tool"), ("ok", "panel"), ("error-edge", "error"),
    ("error-edge", "panel"), ("user-edge", "user"), ("mark-fg", "mark"),
    ("mark-fg", "mark-current"),
]
#: graphical objects (icons, edges that carry meaning, focus ring): 3:1 (WCAG 1.4.11)
GRAPHIC_PAIRS = [("user-edge", "bg"), ("assistant-edge", "bg"), ("assistant-edge", "panel"),
                 ("tool-edge", "bg"), ("error-edge", "tool"), ("focus", "bg"),
                 ("focus", "panel"), ("system-edge", "system")]


HEX = r"#[0-9a-fA-F]{6}"


def palettes() -> dict[str, dict[str, str]]:
    """Each scheme's colours from the one palette: `--name: light-dark(#light, #dark)`, or a
    plain `--name: #colour` for both schemes."""
    css = static_text("style.css")
    light: dict[str, str] = {}
    dark: dict[str, str] = {}
    for name, value in re.findall(r"--([\w-]+):\s*([^;]+);", css):
        pair = re.fullmatch(rf"light-dark\(({HEX}),\s*({HEX})\)", value.strip())
        if pair:
            light[name], dark[name] = pair.groups()
        elif re.fullmatch(HEX, value.strip()) and name not in light:
            light[name] = dark[name] = value.strip()
    assert light and light.keys() == dark.keys(), "no palette in style.css"
    return {"light": light, "dark": dark}


def luminance(hex_colour: str) -> float:
    channels = [int(hex_colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    lin = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: str, b: str) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_palette_meets_wcag_aa(theme):
    pal = palettes()[theme]
    low = [(fg, bg, round(contrast(pal[fg], pal[bg]), 2)) for fg, bg in TEXT_PAIRS
           if contrast(pal[fg], pal[bg]) < 4.5]
    low += [(fg, bg, round(contrast(pal[fg], pal[bg]), 2)) for fg, bg in GRAPHIC_PAIRS
            if contrast(pal[fg], pal[bg]) < 3.0]
    assert not low, f"{theme} palette pairs below WCAG AA: {low}"


ANSI = ("black", "red", "green", "yellow", "blue", "magenta", "cyan", "white")


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_terminal_colours_are_readable(theme):
    pal = palettes()[theme]
    fgs = [f"ansi-{n}" for n in ANSI] + [f"ansi-bright-{n}" for n in ANSI]
    low = [(fg, bg, round(contrast(pal[fg], pal[bg]), 2)) for fg in fgs for bg in ("code", "error")
           if contrast(pal[fg], pal[bg]) < 4.5]
    low += [("fg", bg, round(contrast(pal["fg"], pal[bg]), 2))
            for bg in (f"ansi-bg-{n}" for n in ANSI if n != "black")
            if contrast(pal["fg"], pal[bg]) < 4.5]
    assert not low, f"{theme} terminal colours below WCAG AA: {low}"


def test_contrast_formula():
    assert contrast("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)


def _is_emoji(ch: str) -> bool:
    return ord(ch) >= 0x1F000 or ch == "\ufe0f"


def test_icons_render_without_an_emoji_font():
    """Registry icons are plain glyphs (common fonts have them); emoji show as boxes
    on machines without an emoji font, such as headless Chromium on Debian."""
    bad = {cls.__name__: row.icon for cls, row in REGISTRY.items()
           if any(_is_emoji(ch) for ch in row.icon)}
    assert not bad, f"emoji icons: {bad}"
    for path in templates_dir().rglob("*.html"):
        text = path.read_text(encoding="utf-8")
        found = sorted({ch for ch in text if _is_emoji(ch)})
        assert not found, f"{path.name}: emoji {[unicodedata.name(c, hex(ord(c))) for c in found]}"


def _pair(start: str, end: str | None) -> Node:
    use = Node(ToolUseMessage(meta=MessageMeta(timestamp=start)), "u")
    if end is not None:
        use.result = Node(ToolResultMessage(meta=MessageMeta(timestamp=end)), "r")
    return use


def test_tool_duration_from_call_and_result_timestamps():
    assert tool_seconds(_pair("2026-01-01T10:00:00.000Z", "2026-01-01T10:00:02.500Z")) == 2.5
    assert tool_seconds(_pair("2026-01-01T10:00:00Z", None)) is None
    assert tool_seconds(_pair("2026-01-01T10:00:05Z", "2026-01-01T10:00:00Z")) is None
    # a stamp without a zone is taken as UTC (read/times.parse_time), never as local time
    assert tool_seconds(_pair("2026-01-01T10:00:00Z", "2026-01-01T10:00:03")) == 3.0
    assert tool_seconds(_pair("bad", "2026-01-01T10:00:00Z")) is None
    assert fmt_elapsed(0.42) == "0.4s" and fmt_elapsed(75) == "1m 15s"
    assert fmt_elapsed(None) == ""
