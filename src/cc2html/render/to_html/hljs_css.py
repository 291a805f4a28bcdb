"""Colours for the classes highlight.js gives tokens (static/paint.js), taken from the same
two Pygments styles as the server-side highlighting (highlight_css.py): a keyword in a
Read result coloured in the page looks like a keyword in a Markdown fence coloured by
Pygments, in the light scheme and in the dark one."""

from __future__ import annotations

from functools import lru_cache

from pygments.formatters import HtmlFormatter

from ..text.highlight import CSS_CLASS, DARK_STYLE, LIGHT_STYLE
from .highlight_css import _merged, _rules

#: highlight.js class -> the Pygments token class drawn the same way (short CSS names)
HLJS_TOKENS = {
    "keyword": "k", "built_in": "nb", "type": "kt", "literal": "kc", "number": "m",
    "operator": "o", "punctuation": "p", "property": "na", "regexp": "sr", "string": "s",
    "char.escape_": "se", "subst": "si", "symbol": "ss", "class": "nc", "function": "nf",
    "variable": "nv", "variable.language_": "bp", "variable.constant_": "no",
    "title": "nf", "title.class_": "nc", "title.class_.inherited__": "nc",
    "title.function_": "nf", "title.function_.invoke__": "nf", "params": "n",
    "comment": "c", "doctag": "cs", "meta": "cp", "meta .hljs-keyword": "cp",
    "meta .hljs-string": "s", "section": "gh", "tag": "nt", "name": "nt", "attr": "na",
    "attribute": "na", "bullet": "k", "code": "sb", "emphasis": "ge", "strong": "gs",
    "formula": "sx", "link": "sx", "quote": "c", "selector-tag": "nt",
    "selector-id": "nl", "selector-class": "nc", "selector-attr": "na",
    "selector-pseudo": "nd", "template-tag": "cp", "template-variable": "nv",
    "addition": "gi", "deletion": "gd",
}


def _selector(name: str) -> str:
    """`.hl .hljs-title.class_` for "title.class_", as paint.js writes its classes."""
    head, *rest = name.split(" ", 1)[0].split(".")
    tail = name.split(" ", 1)[1] if " " in name else ""
    own = f".{CSS_CLASS} .hljs-{head}" + "".join(f".{part}" for part in rest)
    return f"{own} {tail}".rstrip()


def _declarations(rules: dict[str, tuple[object, dict[str, str]]], token: str) -> dict[str, str]:
    """A token class's look in one style; a class the style leaves alone looks like text."""
    found = rules.get(f".{CSS_CLASS} .{token}")
    return dict(found[1]) if found else {}


@lru_cache(maxsize=1)
def hljs_css() -> str:
    light, dark = _rules(HtmlFormatter(style=LIGHT_STYLE)), _rules(HtmlFormatter(style=DARK_STYLE))
    lines = []
    for name, token in HLJS_TOKENS.items():
        selector = _selector(name)
        rule = _merged(_declarations(light, token), _declarations(dark, token), selector)
        rule.pop("background-color", None)  # a token's own background: not on a whole run
        rule.pop("border", None)
        if rule:
            lines.append(f"{selector} {{ " + "; ".join(f"{k}: {v}" for k, v in rule.items()) + " }")
    return "\n".join(lines) + "\n"
