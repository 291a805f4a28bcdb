"""Digests of the pages cc2html makes from every corpus file, to compare interpreters.

`python .ci/pages_digest.py write OUT [--corpus DIR ...] [--jobs N]` renders every
transcript (.jsonl, .json) under each DIR (default: `corpus` and `corpus-agents` in
`../shared`, or in `$CC2HTML_SHARED`), plain and with `--redact`, in one process per core
(`--jobs`), and writes one line per page to OUT: its sha256 (or the error that stopped
it), the mode, the file; the list does not depend on the number of processes.
`python .ci/pages_digest.py compare MAIN OTHER` lists every page whose digest differs, by
file, and exits 1 if any does (2 if the two lists hold different files).

`.ci/run` writes the list on its main interpreter and compares each other one's with it.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import sys
import tempfile
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from cc2html.pipeline import Options, convert
from cc2html.render.to_html.html import PageRenderer

MODES = {"plain": Options(), "redact": Options(redact=True)}
SUFFIXES = (".jsonl", ".json")


def default_corpora() -> list[Path]:
    repo = Path(__file__).resolve().parent.parent
    shared = Path(os.environ.get("CC2HTML_SHARED", repo.parent / "shared"))
    return [shared / "corpus", shared / "corpus-agents"]


def transcripts(corpora: list[Path]) -> list[tuple[Path, str]]:
    """Every transcript with the name it is listed under (its corpus folder's name first)."""
    return [(p, f"{corpus.name}/{p.relative_to(corpus).as_posix()}")
            for corpus in corpora if corpus.is_dir()
            for p in sorted(corpus.rglob("*")) if p.is_file() and p.suffix in SUFFIXES]


def page_digest(src: Path, options: Options, renderer: PageRenderer, out: Path) -> str:
    """The page's sha256; an exception's type and message when the conversion fails (an
    error on one interpreter only is a difference like any other)."""
    try:
        convert(src, out, renderer, options=options)
        return hashlib.sha256(out.read_bytes()).hexdigest()
    except Exception as exc:  # noqa: BLE001 - recorded, compared, reported
        return f"error:{type(exc).__name__}:{exc}".replace("\n", " ")


_WORKER: dict[str, object] = {}


def _cores() -> int:
    """The cores this process may run on (one process each)."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def _start_worker(scratch: str) -> None:
    """Each worker process: one renderer and one page file of its own in `scratch`."""
    _WORKER["renderer"] = PageRenderer()
    _WORKER["out"] = Path(scratch) / f"page-{os.getpid()}.html"


def _file_lines(job: tuple[Path, str]) -> str:
    """Both modes' lines of one transcript (in a worker process)."""
    src, name = job
    renderer, out = _WORKER["renderer"], _WORKER["out"]
    return "".join(f"{page_digest(src, options, renderer, out)}\t{mode}\t{name}\n"
                   for mode, options in MODES.items())


def write(corpora: list[Path], target: Path, jobs: int | None = None) -> int:
    files = transcripts(corpora)
    if not files:
        print(f"pages_digest: no transcripts under {', '.join(map(str, corpora))}",
              file=sys.stderr)
        return 2
    jobs = jobs or _cores()
    # map keeps the files' order: the list is the same bytes whatever the number of processes
    with tempfile.TemporaryDirectory() as scratch, ProcessPoolExecutor(
            jobs, initializer=_start_worker, initargs=(scratch,)) as pool:
        lines = list(pool.map(_file_lines, files))
    target.write_text("".join(lines), encoding="utf-8")
    print(f"pages_digest: {len(MODES) * len(files)} pages from {len(files)} files, "
          f"Python {sys.version.split()[0]}, {jobs} processes")
    return 0


def _read(path: Path) -> dict[tuple[str, str], str]:
    pages = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        digest, mode, name = line.split("\t", 2)
        pages[(name, mode)] = digest
    return pages


def compare(main: Path, other: Path) -> int:
    want, got = _read(main), _read(other)
    if want.keys() != got.keys():
        for key in sorted(want.keys() ^ got.keys()):
            print(f"pages_digest: only in {main if key in want else other}: {key[0]} ({key[1]})")
        return 2
    differ = sorted(key for key in want if want[key] != got[key])
    for name, mode in differ:
        print(f"pages_digest: page differs ({mode}): {name}\n"
              f"  {main}: {want[(name, mode)]}\n  {other}: {got[(name, mode)]}")
    print(f"pages_digest: {len(want) - len(differ)} of {len(want)} pages identical")
    return 1 if differ else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    writer = commands.add_parser("write", help="render the corpus and write the digests")
    writer.add_argument("out", type=Path)
    writer.add_argument("--corpus", type=Path, action="append", help="a folder of "
                        "transcripts (repeatable; default: the shared corpus folders)")
    writer.add_argument("--jobs", type=int, help="processes (default: one per core)")
    comparer = commands.add_parser("compare", help="compare two digest lists")
    comparer.add_argument("main", type=Path)
    comparer.add_argument("other", type=Path)
    args = parser.parse_args(argv)
    if args.command == "write":
        return write(args.corpus or default_corpora(), args.out, args.jobs)
    return compare(args.main, args.other)


if __name__ == "__main__":
    sys.exit(main())
