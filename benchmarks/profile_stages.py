#!/usr/bin/env python3
"""Where one session's conversion goes, stage by stage, in CPU seconds on one core.

    python benchmarks/profile_stages.py FILE.jsonl [--repeat 3] [--out page.html]

Each repeat is a fresh interpreter (imports counted) converting FILE as `cc2html FILE -o
OUT` does (with the command's garbage-collector settings: cli/app.py collect_less), on
one core (CC2HTML_JOBS=1: no forked render child, so every CPU second is in this
process) and with no template cache (CC2HTML_CACHE_DIR=""). The stages are
timed by wrapping the functions that do them; a wrapped call's time excludes the wrapped
calls inside it (a fence's Pygments inside Markdown counts as Pygments), and generators
are timed per item, so the stages add up to the total:

  imports     cc2html's modules and their dependencies, before any work
  read        the file's lines, decoding, the line loop (read/transcript.py iter_entries)
  json        decoding each line's JSON (read/fastjson.py, json.loads where it falls back)
  entries     the entry models and their checks (entry_from_object, a generator: its
              items are timed, not only the call; pydantic builds each model's validator
              at its first use, so that build counts here too)
  classify    entries -> content models, steering pairing
  tree        build_document (sidecars' reading counts as read/json/entries/classify)
  markdown    markdown-it and the plain-paragraph shortcut (render/text/markdown.py)
  pygments    lexer lookup and highlighting (render/text/highlight.py lexer_for, _render)
  jinja       the rest of rendering: templates, escaping, helpers, controls
  split       a page cut into head and parts (render/to_html/split.py): each part's
              words, ids and script twin (the part's page itself counts as jinja/write)
  write       the atomic writer's own work (encoding, sanitising, the file; a part's
              page is rendered as it is written, so its template counts here)
  other       the total less all the above (the CLI's set-up, the report)

The checkout's modules are byte-compiled first (an installed copy has its bytecode).
Prints the median of each stage over the repeats, and the page's SHA-256 (the same page
before and after a speed change is the check that it changed nothing).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
STAGES = ("imports", "read", "json", "entries", "classify", "tree", "markdown", "pygments",
          "jinja", "split", "write", "other")


class Clock:
    """Exclusive CPU time per label: a timed call's time less the timed calls within it."""

    def __init__(self) -> None:
        self.spent = {name: 0.0 for name in STAGES}
        self.stack: list[list] = []  # [label, start, time of timed calls within]

    def enter(self, label: str) -> None:
        self.stack.append([label, time.process_time(), 0.0])

    def leave(self) -> None:
        label, start, inner = self.stack.pop()
        took = time.process_time() - start
        self.spent[label] += took - inner
        if self.stack:
            self.stack[-1][2] += took

    def call(self, owner: object, name: str, label: str) -> None:
        """Time every call of `owner.name` as `label`."""
        inner = getattr(owner, name)

        def timed(*args, **kwargs):
            self.enter(label)
            try:
                return inner(*args, **kwargs)
            finally:
                self.leave()
        setattr(owner, name, timed)

    def items(self, owner: object, name: str, label: str) -> None:
        """Time the call of `owner.name` and each item of the iterator it returns."""
        inner = getattr(owner, name)

        def timed(*args, **kwargs):
            self.enter(label)
            try:
                iterator = iter(inner(*args, **kwargs))
            finally:
                self.leave()
            return self._each(iterator, label)
        setattr(owner, name, timed)

    def _each(self, iterator, label):
        while True:
            self.enter(label)
            try:
                item = next(iterator)
            except StopIteration:
                return
            finally:
                self.leave()
            yield item


def _instrument(clock: Clock) -> None:
    from cc2html import pipeline, write
    from cc2html.read import transcript
    from cc2html.render.text import highlight, markdown
    from cc2html.render.to_html import html, split

    json_module = transcript.json
    clock.call(json_module, "loads", "json")
    if hasattr(transcript, "object_of"):  # the C decoder's fast path (read/fastjson.py)
        clock.call(transcript, "object_of", "json")
    clock.items(transcript, "entry_from_object", "entries")  # a generator: timed per item
    clock.items(pipeline, "_split", "read")  # the format's reader, entries, problems
    clock.items(pipeline, "classify", "classify")
    clock.call(pipeline, "pair_steering", "classify")
    clock.items(pipeline, "classify_sdk", "classify")
    clock.call(pipeline, "build_document", "tree")
    clock.call(markdown, "_render_markdown", "markdown")
    clock.call(markdown, "plain_paragraphs", "markdown")
    clock.call(highlight, "_render", "pygments")
    clock.call(highlight, "lexer_for", "pygments")
    clock.items(html.PageRenderer, "page", "jinja")
    clock.call(pipeline, "write_atomic", "write")
    clock.call(write, "write_atomic", "write")  # a split page's parts (write.PartWriter)
    clock.call(split, "chunk_words", "split")
    clock.call(split, "_script", "split")


def one_run(path: Path, out: Path) -> dict:
    """In this (fresh) interpreter: import, convert `path` to `out`, return stage times."""
    os.environ["CC2HTML_JOBS"] = "1"
    os.environ["CC2HTML_CACHE_DIR"] = ""
    start = time.process_time()
    sys.path.insert(0, str(REPO / "src"))
    import cc2html.cli.app  # (what `python -m cc2html` imports)
    cc2html.cli.app.collect_less()  # as the command's run() does, before the pipeline loads
    from cc2html import pipeline
    clock = Clock()
    clock.spent["imports"] = time.process_time() - start
    _instrument(clock)
    wall = time.perf_counter()
    result = pipeline.convert(path, out)
    wall = time.perf_counter() - wall
    total = time.process_time() - start
    clock.spent["other"] = total - sum(clock.spent.values())
    digest = hashlib.sha256(out.read_bytes()).hexdigest()
    return {"stages": clock.spent, "total": total, "wall_convert": wall, "sha256": digest,
            "bytes": result.bytes_written}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("file", type=Path)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--out", type=Path, default=Path("/tmp/cc2html-profile.html"))
    ap.add_argument("--one", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.one:
        print(json.dumps(one_run(args.file.resolve(), args.out)))
        return
    # the templates' generated code and bytecode first, as an installed copy has them
    # (PYTHONDONTWRITEBYTECODE=1 would otherwise compile every module from source again in
    # each run: benchmarks/run.py)
    subprocess.run([sys.executable, "-m", "cc2html.render.to_html.engine.compile_templates"], check=True,
                   env={**os.environ, "PYTHONPATH": str(REPO / "src")})
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(REPO / "src")], check=True)
    runs = []
    for _ in range(args.repeat):
        done = subprocess.run([sys.executable, __file__, "--one", str(args.file),
                               "--out", str(args.out)], capture_output=True, text=True,
                              check=True)
        runs.append(json.loads(done.stdout.splitlines()[-1]))
    print(f"{args.file} ({args.file.stat().st_size / 2**20:.1f} MiB), median of "
          f"{len(runs)} fresh runs, CPU seconds on one core:")
    for stage in STAGES:
        print(f"  {stage:<9} {statistics.median(r['stages'][stage] for r in runs):6.3f}")
    print(f"  {'total':<9} {statistics.median(r['total'] for r in runs):6.3f}")
    digests = {r["sha256"] for r in runs}
    print(f"page: {runs[0]['bytes']} bytes, sha256 {' '.join(sorted(digests))}")


if __name__ == "__main__":
    main()
