"""ANSI terminal output -> escaped HTML with colour classes; every other escape removed.

A carriage return that does not end a line starts a new one: a terminal would draw the
next text over it (a progress bar redrawn in place), but the model read all of it, so the
page keeps every redraw as a line of its own, as the terminal view does (sanitize.py)."""

from __future__ import annotations

import re

from markupsafe import Markup, escape

#: CSI sequences (colours, cursor moves), OSC (titles, hyperlinks), and other ESC forms
_ESCAPES = re.compile(
    r"\x1b\[[0-?]*[ -/]*[@-~]"          # CSI
    r"|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?"  # OSC … BEL / ST
    r"|\x1b[PX^_][^\x1b]*(?:\x1b\\)?"    # DCS, SOS, PM, APC
    r"|\x1b[@-Z\\-_]"                    # two-byte escapes
    r"|\x9b[0-?]*[ -/]*[@-~]"            # 8-bit CSI
)
_SGR = re.compile(r"\x1b\[([0-9;]*)m")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1a\x1c-\x1f\x7f]")
_LONE_CR = re.compile(r"\r(?!\n)")

COLOURS = ("black", "red", "green", "yellow", "blue", "magenta", "cyan", "white")


def has_ansi(text: str) -> bool:
    return "\x1b" in text or "\x9b" in text


def strip_ansi(text: str) -> str:
    return _CONTROL.sub("", _ESCAPES.sub("", text))


def _classes(params: str, state: dict[str, str]) -> None:
    codes = [int(c) if c.isdigit() else 0 for c in params.split(";")] if params else [0]
    i = 0
    while i < len(codes):
        code = codes[i]
        if code == 0:
            state.clear()
        elif code == 1:
            state["b"] = "ansi-bold"
        elif code in (2, 22):
            state.pop("b", None)
        elif code == 3:
            state["i"] = "ansi-italic"
        elif code == 4:
            state["u"] = "ansi-underline"
        elif 30 <= code <= 37:
            state["fg"] = f"ansi-{COLOURS[code - 30]}"
        elif 90 <= code <= 97:
            state["fg"] = f"ansi-bright-{COLOURS[code - 90]}"
        elif code == 39:
            state.pop("fg", None)
        elif 40 <= code <= 47:
            state["bg"] = f"ansi-bg-{COLOURS[code - 40]}"
        elif code == 49:
            state.pop("bg", None)
        elif code in (38, 48):  # 256-colour / truecolour: skip their arguments
            i += 2 if i + 1 < len(codes) and codes[i + 1] == 5 else 4
        i += 1


def ansi_to_html(text: str) -> Markup:
    """Escaped text with SGR colours as <span class="ansi-…">; nothing raw reaches the page."""
    if "\r" in text:
        text = _LONE_CR.sub("\n", text)  # progress redraws: each one kept, on its own line
    if not has_ansi(text):
        return escape(_CONTROL.sub("", text))
    out: list[str] = []
    state: dict[str, str] = {}
    pos = 0
    open_span = False
    for match in _SGR.finditer(text):
        out.append(str(escape(strip_ansi(text[pos:match.start()]))))
        if open_span:
            out.append("</span>")
            open_span = False
        _classes(match.group(1), state)
        if state:
            out.append(f'<span class="{" ".join(sorted(state.values()))}">')
            open_span = True
        pos = match.end()
    out.append(str(escape(strip_ansi(text[pos:]))))
    if open_span:
        out.append("</span>")
    return Markup("".join(out))
