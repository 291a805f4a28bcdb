#!/usr/bin/env python3
"""What the "copy as Markdown" data block weighs on the corpus's pages.

    PYTHONPATH=src python benchmarks/copy_block.py [CORPUS] [--min-kb 50]

Converts every Claude Code transcript (`*.jsonl`, not a subagent's sidecar) under CORPUS
(default: $CC2HTML_SHARED/corpus) to a page in a temporary folder, and prints, over the
pages of transcripts above `--min-kb` KB, the block's share of the page and how much heavier the page is
than without it (average and worst), then the biggest page's figures. Run it with each
version's `src` on PYTHONPATH to compare them. CPU only; no timing.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

from cc2html.pipeline import convert

OPEN = b'id="cc2html-md">'


def block_bytes(page: bytes) -> int:
    start = page.find(OPEN)
    if start < 0:
        return 0
    start += len(OPEN)
    return page.index(b"</script>", start) - start


def sources(corpus: Path) -> list[Path]:
    return sorted(p for p in corpus.rglob("*.jsonl")
                  if "subagents" not in p.parts and not p.name.startswith("agent-"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpus", nargs="?", type=Path,
                        default=Path(os.environ.get("CC2HTML_SHARED", "/work/shared")) / "corpus")
    parser.add_argument("--min-kb", type=float, default=50)
    args = parser.parse_args()
    rows = []
    sizes: dict[Path, int] = {}
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "page.html"
        for src in sources(args.corpus):
            try:
                convert(src, out)
            except Exception as exc:  # a file the converter refuses: not a page
                print(f"skipped {src.name}: {exc}", file=sys.stderr)
                continue
            page = out.read_bytes()
            rows.append((len(page), block_bytes(page), src))
            sizes[src] = src.stat().st_size
    big = [(size, block, src) for size, block, src in rows if sizes[src] > args.min_kb * 1000]
    share = [block / size for size, block, _ in big]
    extra = [block / (size - block) for size, block, _ in big]
    print(f"{len(big)} pages of transcripts above {args.min_kb:g} KB (of {len(rows)})")
    print(f"block share of page: average {sum(share) / len(share):.1%}, worst {max(share):.1%}")
    print(f"page over the page without it: average +{sum(extra) / len(extra):.1%}, "
          f"worst +{max(extra):.1%}")
    size, block, src = max(rows)
    print(f"biggest page {src.name}: {size:,} bytes, block {block:,}, "
          f"without it {size - block:,}")


if __name__ == "__main__":
    main()
