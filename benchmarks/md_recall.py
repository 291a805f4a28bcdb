#!/usr/bin/env python3
"""Does the Markdown export hold every word its page shows, and what does it weigh?

    PYTHONPATH=src python benchmarks/md_recall.py TRANSCRIPT [--show 20]

Converts TRANSCRIPT to a page and to a Markdown export in a temporary folder and prints
the export's size, then its word recall against the page: the share of the page's
visible words (its text outside script and style, as ../shared/tools/recall.py reads a
page: runs of 4+ letters or digits) that the Markdown holds anywhere (`recall`). The
page's own chrome (button labels, the legend) counts there too; `content` leaves out the
words of a one-prompt page's chrome and counts a page word the Markdown holds a longer
word beginning with as held (a preview the page cut mid-word). The words missing are
listed with --show. Run it with each version's `src` on PYTHONPATH to compare them. CPU
only; no timing.
"""

from __future__ import annotations

import argparse
import html
import json
import re
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from helpers import visible_text  # noqa: E402  (the suite's reader of a page's text)

from cc2html.options import Options  # noqa: E402
from cc2html.pipeline import convert  # noqa: E402

WORD = re.compile(r"[A-Za-z0-9]{4,}")


def page_words(page: str) -> set[str]:
    return set(WORD.findall(visible_text(page)))


def markdown_words(text: str) -> set[str]:
    return set(WORD.findall(html.unescape(text)))


def main() -> None:
    args = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    args.add_argument("transcript", type=Path)
    args.add_argument("--show", type=int, default=0, help="list this many missing words")
    opts = args.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        page, md = Path(tmp) / "page.html", Path(tmp) / "page.md"
        tiny = Path(tmp) / "tiny.jsonl"
        tiny.write_text(json.dumps({"type": "user", "uuid": "u1", "sessionId": "s1",
                                    "message": {"role": "user", "content": "x"}}) + "\n")
        convert(tiny, page)
        chrome = page_words(page.read_text(encoding="utf-8"))
        convert(opts.transcript, page)
        convert(opts.transcript, md, options=Options(output_format="md"))
        want = page_words(page.read_text(encoding="utf-8"))
        text = md.read_text(encoding="utf-8")
        got = markdown_words(text)
        size = len(text.encode("utf-8"))
    missing = sorted(want - got)
    recall = 1.0 if not want else 1 - len(missing) / len(want)
    content = want - chrome
    starts = {w[:n] for w in got for n in range(4, len(w))}
    lost = sorted(w for w in content - got if w not in starts)
    if opts.show:
        print("missing sample:", " ".join(missing[:opts.show]))
        print("content missing:", " ".join(lost[:opts.show]))
    print(f"markdown={size / 1000:.1f} KB recall={recall:.4f} words={len(want)} "
          f"missing={len(missing)} content={1 - len(lost) / max(1, len(content)):.4f} "
          f"content_missing={len(lost)}")


if __name__ == "__main__":
    main()
