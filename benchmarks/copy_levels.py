#!/usr/bin/env python3
"""CPU seconds and bytes of gzip-compressing a tree's transcripts at each level, as the
archive's kept copies (archive/sources.py) compress them.

    python benchmarks/copy_levels.py TREE [--levels 1,2,6,9]

Every *.jsonl under TREE is read into memory first, then compressed whole at each level
(gzip framing, one process); prints CPU seconds and the compressed size per level.
"""

from __future__ import annotations

import argparse
import time
import zlib
from pathlib import Path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("tree", type=Path)
    parser.add_argument("--levels", default="1,2,6,9")
    args = parser.parse_args()
    datas = [path.read_bytes() for path in sorted(args.tree.rglob("*.jsonl"))]
    total = sum(map(len, datas))
    print(f"{len(datas)} files, {total / 1e6:.1f} MB")
    for level in (int(n) for n in args.levels.split(",")):
        started, size = time.process_time(), 0
        for data in datas:
            gz = zlib.compressobj(level, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
            size += len(gz.compress(data)) + len(gz.flush())
        print(f"level {level}: {time.process_time() - started:.2f} CPU s, "
              f"{size / 1e6:.1f} MB ({size / total:.3f} of the input)")


if __name__ == "__main__":
    main()
