"""Which part holds an element id, for a `#…` the head does not hold (issue 34).

The map is cut into shards by a hash of the id (CRC-32 of its UTF-8, which the loader,
static/parts.js, computes the same way), `ids-00.js`, `ids-01.js`…, each of about
`SHARD_IDS` ids: a permalink reads in one shard, not the map of every id. At 500 MB of
session the whole map was 4.9 MB (116 k ids), read in and run in ~0.25 s of a
permalink's 1.5 s; a shard of 8 k ids is ~0.35 MB.
"""

from __future__ import annotations

import zlib
from collections.abc import Iterable, Sequence

from .packed import Ids

#: ids per shard, about
SHARD_IDS = 8_000
#: shards at most (a 2 GB session has ~0.5 M ids: 64 shards). Names have two hex digits
#: (`shard_name`, parts.js `withIds`, write.py's PART_FILE): no more than 256
MAX_SHARDS = 256


def shard_count(ids: int) -> int:
    """How many shards `ids` ids are cut into: a power of two, 1 for up to SHARD_IDS."""
    count = 1
    while count * SHARD_IDS < ids and count < MAX_SHARDS:
        count *= 2
    return count


def shard_of(element_id: str, count: int) -> int:
    """The shard of an id (parts.js `shardOf`)."""
    return zlib.crc32(element_id.encode("utf-8", "surrogatepass")) % count if count > 1 else 0


def shard_name(shard: int) -> str:
    return f"ids-{shard:02x}.js"


def id_shards(parts: Iterable[tuple[int, Sequence[str]]], count: int
              ) -> list[list[tuple[int, Ids]]]:
    """Per shard, (part number, its ids in that shard) for each part holding any: one pass
    over the parts, a shard's ids kept compressed until it is written."""
    shards: list[list[tuple[int, Ids]]] = [[] for _ in range(count)]
    for number, ids in parts:
        buckets: list[list[str]] = [[] for _ in range(count)]
        for element_id in ids:
            buckets[shard_of(element_id, count)].append(element_id)
        for shard, bucket in enumerate(buckets):
            if bucket:
                shards[shard].append((number, Ids(bucket)))
    return shards
