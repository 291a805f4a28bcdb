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

from collections.abc import Callable, Iterable, Iterator
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
    """HTML made when first needed, in pieces kept as UTF-8: by `make()` (render_in_order
    calls it in the parent while a forked child renders), or else when a template
    iterates over it. Each piece is printed by itself (`{% for part in later %}{{ part
    }}{% endfor %}`), decoded only then, so no one string holds them all. Made once."""

    __slots__ = ("_build", "_pieces")

    def __init__(self, build: Callable[[], list[bytes]]) -> None:
        self._build: Callable[[], list[bytes]] = build
        self._pieces: Optional[list[bytes]] = None

    def make(self) -> list[bytes]:
        if self._pieces is None:
            self._pieces = self._build()
        return self._pieces

    def forget(self) -> None:
        """Made again when next needed (what it is made from has changed)."""
        self._pieces = None

    def __iter__(self) -> Iterator[Rendered]:
        for piece in self.make():
            yield Rendered(piece.decode("utf-8", "surrogatepass"))

    def __html__(self) -> str:
        """All pieces as one string (the same text; page.html iterates instead)."""
        return b"".join(self.make()).decode("utf-8", "surrogatepass")
