"""Pygments' CSS for both page schemes in one stylesheet.

One rule per token class, each colour written light-dark(light style, dark style), so the
root's color-scheme picks it as it picks the page palette (static/style.css): the dark
style is not generated again for the theme toggle and again for the system preference.
The merge keeps the look the cascade of a light and a dark stylesheet gave: in dark mode
a property only the light style sets shows through (a comment's italics, an error's
border), and a colour only the dark style sets leaves the light scheme's inherited one.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from pygments.formatters import HtmlFormatter

from ..text.highlight import CSS_CLASS, DARK_STYLE, LIGHT_STYLE

#: what a colour is in a scheme whose style does not set it
_UNSET = {"color": "currentColor", "background": "transparent",
          "background-color": "transparent"}


def _declarations(style: str) -> dict[str, str]:
    """'color: #008000; font-weight: bold' (Pygments' class2style) as a dict."""
    return dict(part.split(": ", 1) for part in style.split("; ") if part)


def _rules(formatter: HtmlFormatter) -> dict[str, tuple[Any, dict[str, str]]]:
    """Selector -> (sort key, declarations) as Pygments writes them for one style."""
    style, prefix = formatter.style, f".{CSS_CLASS}"
    text = formatter.class2style.get("", ("", None, 0))[0]  # Text: the block's own colour
    rules: dict[str, tuple[Any, dict[str, str]]] = {
        f"{prefix} .hll": ((-2,), {"background-color": style.highlight_color}),
        prefix: ((-1,), {"background": style.background_color, **_declarations(text)}),
    }
    for cls, (css, ttype, level) in formatter.class2style.items():
        if cls:  # as Pygments: by depth, then type, so a parent's rule comes first
            rules[f"{prefix} .{cls}"] = ((level, ttype), _declarations(css))
    return rules


def _merged(light: dict[str, str], dark: dict[str, str], selector: str) -> dict[str, str]:
    merged = {}
    for prop in {**light, **dark}:
        day, night = light.get(prop), dark.get(prop, light.get(prop))
        if day == night:
            merged[prop] = day
        elif prop in _UNSET:
            merged[prop] = f"light-dark({day or _UNSET[prop]}, {night})"
        else:  # a font or border that differs by scheme: light-dark() holds colours only
            raise ValueError(f"{selector} {prop}: {day} in {LIGHT_STYLE}, {night} in {DARK_STYLE}")
    return {prop: value for prop, value in merged.items() if value is not None}


@lru_cache(maxsize=1)
def pygments_css() -> str:
    """The light style's rules with each colour light-dark(light, dark)."""
    light_formatter = HtmlFormatter(style=LIGHT_STYLE)
    light, dark = _rules(light_formatter), _rules(HtmlFormatter(style=DARK_STYLE))
    lines = light_formatter.get_linenos_style_defs()  # no scheme in them (`pre` line height)
    for selector in sorted(light.keys() | dark.keys(),
                           key=lambda sel: (light.get(sel) or dark[sel])[0]):
        rule = _merged(light.get(selector, (0, {}))[1], dark.get(selector, (0, {}))[1], selector)
        if rule:
            lines.append(f"{selector} {{ " + "; ".join(f"{k}: {v}" for k, v in rule.items()) + " }")
    return "\n".join(lines) + "\n"
