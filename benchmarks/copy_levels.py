#!/usr/bin/env python3
"""CPU seconds and bytes of gzip-compressing a tree's transcripts at each level, with the
stdlib's zlib and with ISA-L's igzip (isal), which the archive's kept copies use
(archive/sources.py).

    python benchmarks/copy_levels.py TREE [--levels 1,2,6,9] [--isal-levels 0,1,2,3]

Every *.jsonl under TREE is read into memory first, then compressed whole at each level
(gzip framing, one process); prints CPU seconds and the compressed size per level.
"""

from __future__ import annotations

import argparse
import time
import zlib
from pathlib import Path
from typing import Any

from isal import isal_zlib


def _measure(name: str, module: Any, level: int, datas: list[bytes], total: int) -> None:
    """Compress each of `datas` whole with `module` (zlib's interface) and print the CPU
    seconds and the bytes."""
    started, size = time.process_time(), 0
    for data in datas:
        gz = module.compressobj(level, module.DEFLATED, 16 + module.MAX_WBITS)
        size += len(gz.compress(data)) + len(gz.flush())
    print(f"{name} level {level}: {time.process_time() - started:.2f} CPU s, "
          f"{size / 1e6:.1f} MB ({size / total:.3f} of the input)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("tree", type=Path)
    parser.add_argument("--levels", default="1,2,6,9")
    parser.add_argument("--isal-levels", default="0,1,2,3")
    args = parser.parse_args()
    datas = [path.read_bytes() for path in sorted(args.tree.rglob("*.jsonl"))]
    total = sum(map(len, datas))
    print(f"{len(datas)} files, {total / 1e6:.1f} MB")
    for level in (int(n) for n in args.levels.split(",") if n):
        _measure("zlib", zlib, level, datas, total)
    for level in (int(n) for n in args.isal_levels.split(",") if n):
        _measure("igzip", isal_zlib, level, datas, total)


if __name__ == "__main__":
    main()
