"""What a split page keeps of each part until the page ends (render/to_html/split.py):
its element ids and its words, compressed, so that a session's thousands of parts do not
hold millions of small strings in memory."""

from __future__ import annotations

import zlib
from collections.abc import Iterable, Iterator, Sequence


def pack(text: str) -> bytes:
    return zlib.compress(text.encode("utf-8", "surrogatepass"), 1)


def unpack(data: bytes) -> str:
    return zlib.decompress(data).decode("utf-8", "surrogatepass")


class Ids(Sequence[str]):
    """A part's element ids, kept as one compressed string (a part has thousands: as many
    small strings they stayed in memory, scattered, until the page ended)."""

    __slots__ = ("_packed", "_count")

    def __init__(self, ids: Iterable[str] = ()) -> None:
        found = list(ids)
        self._packed, self._count = pack("\n".join(found)), len(found)

    def __len__(self) -> int:
        return self._count

    def __getitem__(self, index):  # type: ignore[no-untyped-def]
        return list(self)[index]

    def __iter__(self) -> Iterator[str]:
        return iter(unpack(self._packed).split("\n") if self._count else ())

    def __eq__(self, other: object) -> bool:
        return list(self) == list(other) if isinstance(other, (Ids, list)) else NotImplemented


class Unpacked(Sequence[str]):
    """Compressed texts, each unpacked as it is read."""

    def __init__(self, packed: tuple[bytes, ...]) -> None:
        self.packed = packed

    def __len__(self) -> int:
        return len(self.packed)

    def __getitem__(self, index):  # type: ignore[no-untyped-def]
        return unpack(self.packed[index])
