"""HTML our own templates rendered, handed from one template to the next uncopied.

A node's HTML is printed by its parent's template, whose HTML its parent prints, and so on
up the tree. As Markup, each step copied every byte several times (Markup() of a string
copies it; Markup.join escapes, so copies, each part, then copies the joined result), so a
deep node's bytes were copied ~6 times per level. `Rendered` holds the plain string:
Jinja prints it through its `__html__` (one copy, as for any Markup), and joining siblings
copies once. Only what templates produced is ever wrapped: it is HTML already escaped.
Where a template prints a whole subtree, `uncopied` skips even the one copy.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Optional

from markupsafe import escape


class Rendered:
    """Template output: printed as is by Jinja (autoescape reads `__html__`)."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text

    def __html__(self) -> str:
        return self.text

    def __str__(self) -> str:
        return self.text

    def __bool__(self) -> bool:
        return bool(self.text)

    def __contains__(self, part: str) -> bool:
        return part in self.text


def joined(parts: Iterable[Rendered]) -> Rendered:
    return Rendered("".join([part.text for part in parts]))


def uncopied(value: object) -> str:
    """The `uncopied` filter, for the few places a template prints a whole subtree:
    `{% autoescape false %}{{ r.nodes(...)|uncopied }}{% endautoescape %}` prints a
    Rendered's own string (autoescape would copy it once more, ~30 M characters a W1 page);
    anything else is escaped exactly as autoescape would."""
    if type(value) is Rendered:
        return value.text
    return escape(value)


class Later:
    """HTML made when first needed: by `make()` (render_in_order calls it in the parent
    while a forked child renders), or else when a template prints it. Made once."""

    __slots__ = ("_build", "_text")

    def __init__(self, build: Callable[[], str]) -> None:
        self._build: Callable[[], str] = build
        self._text: Optional[str] = None

    def make(self) -> str:
        if self._text is None:
            self._text = str(self._build())
        return self._text

    def __html__(self) -> str:
        return self.make()

    def __str__(self) -> str:
        return self.make()
