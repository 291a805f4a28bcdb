"""A folder run with nothing to do (issue 19, W3) loads the scan and the manifest only:
no render stack (Jinja, Pygments, markdown-it, render/'s filters and templates), no
content models or classifiers, no pipeline. Each of those costs tens of milliseconds of
a run that otherwise takes about a tenth of a second. Nor pydantic, which typer's own
coercion of the command line would load (cli/coerce.py), nor the worker pool's modules."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import cc2html
from md_tree import make_tree, run

#: the cc2html this test process runs (md_tree.run's first run is in-process): the probe's
#: run must load the same code, or its renderer fingerprint differs and every page is
#: stale (as when an editable install points at another checkout)
SRC = Path(cc2html.__file__).resolve().parents[1]

# Loaded only to convert a session or to write an index or search page.
RENDER_STACK = ("jinja2", "pygments", "markdown_it", "cc2html.pipeline", "cc2html.model",
                "cc2html.classify", "cc2html.tree.build", "cc2html.tree.nodes",
                "cc2html.render.to_html.html", "cc2html.render.to_html.filters", "cc2html.archive.worker",
                "cc2html.archive.export_index", "rich.progress",
                "pydantic",  # typer's coercion builds on it: cli/coerce.py
                "concurrent.futures.process", "multiprocessing",  # the pool: archive/pool.py
                "cc2html.redact")  # masking: with --redact / --redact-home, or a copy


def loaded_by_run(*argv: str) -> set[str]:
    """The modules `cc2html ARGV…` has loaded when it returns, in a fresh interpreter."""
    probe = ("import sys\nfrom cc2html.cli.app import main\n"
             f"sys.argv = ['cc2html', *{list(argv)!r}]\n"
             "try:\n    main()\nexcept SystemExit as exc:\n    assert not exc.code, exc.code\n"
             "print(' '.join(sorted(sys.modules)))\n")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": str(SRC)}, timeout=120)
    assert done.returncode == 0, done.stderr
    return set(done.stdout.split())


def heavy(loaded: set[str]) -> list[str]:
    return sorted(m for m in loaded if any(m == h or m.startswith(h + ".")
                                           for h in RENDER_STACK))


@pytest.mark.parametrize("fmt", ["html", "md"])
def test_a_run_with_nothing_to_do_loads_no_render_stack(tmp_path: Path, fmt: str):
    src, out = make_tree(tmp_path / "projects"), tmp_path / "out"
    run(src, out, "--format", fmt)
    loaded = loaded_by_run(str(src), "-o", str(out), "-q", "-j", "1", "--format", fmt)
    assert "cc2html.archive.manifest" in loaded and "cc2html.archive.scan" in loaded
    assert heavy(loaded) == []


def test_a_run_that_writes_a_page_still_loads_it(tmp_path: Path):
    """The check above sees imports: the same probe on a run with work finds them."""
    src, out = make_tree(tmp_path / "projects"), tmp_path / "out"
    loaded = loaded_by_run(str(src), "-o", str(out), "-q", "-j", "1")
    assert {"jinja2", "cc2html.render.to_html.html"} <= loaded
