#!/usr/bin/env python3
"""Benchmark cc2html against claude-code-log 1.7.0 and claude-code-transcripts 0.6.

Drives ../shared/tools/bench.py (which builds seeded workloads from the corpus with
make_workload.py, runs every tool cold, and measures wall time, CPU and peak memory)
with this checkout's cc2html as an extra tool, then prints the ratios of each peer to
cc2html from the same run. Workloads and outputs live under /tmp, never in the repo.

    python benchmarks/run.py --setup            # first time: peer venvs from PyPI, and a
                                                # venv for this checkout if this Python
                                                # lacks cc2html's dependencies
    python benchmarks/run.py                    # W1 5/20/50 MB, 3 repeats
    python benchmarks/run.py --sizes 5 --repeat 1
    python benchmarks/run.py --workloads W1,W2,W3,W4 --sizes 5,20,50 --repeat 1 \\
        -- --tree-mb 340                        # the archive workloads too
    python benchmarks/run.py --report /tmp/cc2html-bench/run/results.json   # table only
    python benchmarks/run.py --large            # opt-in: single sessions of 2, 20, 100 and
                                                # 500 MB, one run, 10-minute timeout, the
                                                # issue 34 ratios and the head page in Chromium;
                                                # every tool's run of one size back to back
    python benchmarks/run.py --large --large-sizes 100 --out-dir /tmp/cc2html-bench/large

Ratios: "speed-up" = peer median wall / cc2html median wall (> 1: cc2html is faster), and
in brackets the same by CPU seconds (steadier on a busy machine);
"memory" = cc2html peak RSS / peer peak RSS (< 1: cc2html uses less).

Before anything runs, the Python that will run cc2html is checked for cc2html's
dependencies (imported in a subprocess): this interpreter if it has them, else the venv
{venvs}/cc2html that --setup makes (`pip install -e` of this checkout). Without either
the run stops up front and prints the command to run, instead of timing a crash. Every
cc2html run gets a fresh empty CC2HTML_CACHE_DIR (no warm template cache), also W3/W4,
and the checkout's modules are byte-compiled first (as an install's are).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import large  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("CC2HTML_SHARED") or next(
    (p for p in (REPO.parent / "shared", REPO.parent.parent / "shared") if p.is_dir()),
    REPO.parent / "shared"))
BENCH = SHARED / "tools" / "bench.py"
SCRATCH = Path(os.environ.get("TMPDIR", "/tmp")) / "cc2html-bench"
VENVS = SCRATCH / "venvs"
PEERS = ("claude-code-log", "claude-code-transcripts")
# pyproject's [project] dependencies: distribution -> (module, needed only below this
# Python); tests/unit/bench checks that the two lists agree
DEPENDENCIES = {"typer": ("typer", None), "jinja2": ("jinja2", None),
                "markupsafe": ("markupsafe", None), "mdurl": ("mdurl", None),
                "markdown-it-py": ("markdown_it", None), "pygments": ("pygments", None),
                "pydantic": ("pydantic", None), "msgspec": ("msgspec", None),
                "isal": ("isal", None),
                "rich": ("rich", None),
                "tomli": ("tomli", (3, 11)),
                # one module from two distributions: cp310 wheels below 3.11, abi3 from it
                "markdown-it-pyrs": ("markdown_it_pyrs", (3, 11)),
                "markdown-it-pyrs-abi3": ("markdown_it_pyrs", None)}
PROBE = """import importlib, sys
missing = []
for dist, (module, below) in {deps!r}.items():
    if below is not None and sys.version_info >= tuple(below):
        continue
    try:
        importlib.import_module(module)
    except Exception:
        missing.append(dist)
print(" ".join(missing))
"""
# the shell gives each run its own empty cache folder, W3/W4 too (mktemp -d: mode 0700,
# which the template cache asks of a folder whose code it loads)
FRESH_CACHE = 'CC2HTML_CACHE_DIR="$(mktemp -d {state}/cc2html-cache.XXXXXX)"'


@dataclass(frozen=True)
class Plan:
    """Which Python runs cc2html, and whether --setup must make its venv first."""
    python: str | None
    create_venv: bool = False
    refusal: str = ""


def missing_dependencies(python: str | Path) -> list[str] | None:
    """cc2html's dependencies that `python` cannot import; None if it does not run."""
    try:
        done = subprocess.run([str(python), "-c", PROBE.format(deps=DEPENDENCIES)],
                              capture_output=True, text=True, timeout=120)
    except OSError:
        return None
    if done.returncode != 0:
        return None
    return done.stdout.split()


def venv_python(venvs: Path) -> Path:
    return venvs / "cc2html" / "bin" / "python"


def plan_interpreter(current: str, current_missing: list[str] | None, venv: str,
                     venv_missing: list[str] | None, setup: bool) -> Plan:
    """This Python if it has everything, else the checkout's venv, else make it or refuse."""
    if current_missing == []:
        return Plan(current)
    if venv_missing == []:
        return Plan(venv)
    if setup:
        return Plan(venv, create_venv=True)
    lacking = ", ".join(current_missing or ["(does not run)"])
    return Plan(None, refusal=(
        f"{current} lacks cc2html's dependencies ({lacking}), so every cc2html row would "
        f"be a crash. Run one of:\n"
        f"    {current} benchmarks/run.py --setup      # a venv for this checkout\n"
        f"    {current} -m pip install -e {REPO}      # or into this Python"))


def make_venv(venvs: Path) -> None:
    """The checkout installed editable into {venvs}/cc2html, as bench.py makes the peers'."""
    target = venv_python(venvs)
    if not target.exists():
        subprocess.run([sys.executable, "-m", "venv", str(target.parent.parent)], check=True)
    subprocess.run([str(target), "-m", "pip", "install", "-q", "-e", str(REPO)], check=True)


def resolve_python(setup: bool, venvs: Path = VENVS) -> str:
    venv = venv_python(venvs)
    current_missing = missing_dependencies(sys.executable)
    venv_missing = (missing_dependencies(venv) if current_missing != [] and venv.exists()
                    else None)
    plan = plan_interpreter(sys.executable, current_missing, str(venv), venv_missing, setup)
    if plan.refusal:
        sys.exit(plan.refusal)
    if plan.create_venv:
        make_venv(venvs)
        if missing_dependencies(venv):
            sys.exit(f"{venv} still lacks cc2html's dependencies after pip install -e")
    return str(plan.python)


def generate_templates(python: str, src: Path = REPO / "src") -> None:
    """Generate the templates' code into the checkout (git ignores it) before anything is
    timed: a wheel carries it (hatch_build.py), so an installed cc2html compiles no
    template in a cold run; a checkout without it would pay ~0.25 CPU s a run."""
    subprocess.run([python, "-m", "cc2html.render.to_html.engine.compile_templates"], check=True,
                   env={**os.environ, "PYTHONPATH": str(src)})


def compile_checkout(python: str, src: Path = REPO / "src") -> None:
    """Byte-compile the checkout's modules before anything is timed. The peers' venvs hold
    their bytecode from pip's install, as an installed cc2html would; a checkout run with
    PYTHONDONTWRITEBYTECODE=1 (this machine's environment) compiled its ~140 modules from
    source in every run instead, ~0.1 CPU s per process that no installed copy pays."""
    subprocess.run([python, "-m", "compileall", "-q", str(src)], check=True)


def cc2html_command(python: str, extra: str, tree: bool = False) -> str:
    """This checkout's cc2html (PYTHONPATH: our src first), with an empty cache."""
    out = "{out}" if tree else "{out}/transcript.html"
    return f"{FRESH_CACHE} {python} -m cc2html {{in}} -o {out} -q {extra}".strip()


def run_bench(args: argparse.Namespace, python: str) -> Path:
    out_dir = Path(args.out_dir)
    cmd = [sys.executable, str(BENCH), "--out-dir", str(out_dir),
           "--workloads", args.workloads, "--w1-sizes", args.sizes,
           "--repeat", str(args.repeat), "--seed", args.seed,
           "--tool", f"cc2html={cc2html_command(python, args.cc2html_args)}",
           "--tool-env", f"cc2html:PYTHONPATH={REPO / 'src'}",
           "--tool-version", f"cc2html=PYTHONPATH={REPO / 'src'} {python} -m cc2html "
                             "--version"]
    tree_cmd = args.tree_cmd or (
        cc2html_command(python, args.cc2html_args, tree=True)
        if any(w in args.workloads.upper() for w in ("W2", "W3", "W4")) else "")
    if tree_cmd:  # archive mode: this checkout again (PYTHONPATH above), a folder out
        cmd += ["--tool-tree", f"cc2html={tree_cmd}"]
    if args.setup:
        cmd.append("--setup")
    if args.peers is not None:
        cmd += ["--peers", args.peers]
    cmd += args.bench_args
    if not args.large:
        print("+", " ".join(cmd), flush=True)
        subprocess.run(cmd, check=True)
        return out_dir / "results.json"
    # --large: one bench.py call a size, merged into one results.json, so that the peer's
    # run and cc2html's of the same session are back to back (bench.py runs one tool over
    # every size before the next: the 500 MB runs put a minute or two between the two runs
    # of 100 MB, over which this machine's speed was seen to move by a third)
    at = cmd.index("--w1-sizes") + 1  # (where the size goes)
    for n, mb in enumerate(s for s in args.sizes.split(",") if s.strip()):
        each = cmd[:at] + [mb] + cmd[at + 1:] + (["--merge"] if n else [])
        if n and "--setup" in each:
            each.remove("--setup")
        print("+", " ".join(each), flush=True)
        subprocess.run(each, check=True)
    return out_dir / "results.json"


def ratio_table(results: Path) -> str:
    data = json.loads(results.read_text())
    rows = {(r["tool"], r["workload"]): r for r in data["summary"]}
    workloads = list(dict.fromkeys(r["workload"] for r in data["summary"]))
    peers = [p for p in PEERS if any(t == p for t, _ in rows)]
    head = ["workload", "in MiB", "cc2html s", "cc2html MiB"]
    for peer in peers:
        short = "ccl" if peer == "claude-code-log" else "cct"
        head += [f"{short} s", f"{short} MiB", f"speed-up vs {short}", f"memory vs {short}"]
    lines = [head]
    for wl in workloads:
        mine = rows.get(("cc2html", wl))
        if mine is None:
            continue
        line = [wl, f"{mine['input_bytes'] / 2**20:.1f}", _wall(mine),
                f"{mine['maxrss_mb_max']:.0f}"]
        for peer in peers:
            other = rows.get((peer, wl))
            if other is None or other["status"] != "ok" or mine["status"] != "ok":
                line += [_wall(other) if other else "-", "-", "-", "-"]
                continue
            line += [_wall(other), f"{other['maxrss_mb_max']:.0f}",
                     f"{other['wall_s_median'] / mine['wall_s_median']:.1f}x "
                     f"({other['cpu_s_median'] / max(mine['cpu_s_median'], 0.01):.1f}x)",
                     f"{mine['maxrss_mb_max'] / other['maxrss_mb_max']:.2f}"]
        lines.append(line)
    widths = [max(len(row[i]) for row in lines) for i in range(len(head))]
    out = ["| " + " | ".join(c.ljust(widths[i]) for i, c in enumerate(row)) + " |"
           for row in lines]
    out.insert(1, "|" + "|".join("-" * (w + 2) for w in widths) + "|")
    meta = data.get("meta", {})
    out.append(f"\n{meta.get('date_utc', '?')}, {meta.get('machine', {})}, "
               f"repeat={meta.get('repeat')}, seed={meta.get('seed')}; s = median wall seconds "
               "(CPU seconds); speed-up = peer/cc2html by wall (by CPU); "
               "memory = cc2html/peer peak RSS of the largest process")
    return "\n".join(out)


def _wall(row: dict | None) -> str:
    if row is None:
        return "-"
    if row["status"] != "ok":
        return row["status"]
    return f"{row['wall_s_median']:.2f} ({row['cpu_s_median']:.2f})"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out-dir", default=str(SCRATCH / "run"))
    ap.add_argument("--workloads", default="W1")
    ap.add_argument("--sizes", default="5,20,50", help="W1 sizes in MB")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--seed", default="20251129")
    ap.add_argument("--peers", default=None, help="comma list; '' for cc2html alone")
    ap.add_argument("--setup", action="store_true", help="create the peers' venvs first, and cc2html's if needed")
    ap.add_argument("--cc2html-args", default="", help="extra cc2html options, e.g. --redact")
    ap.add_argument("--tree-cmd", default="",
                    help="cc2html command for W2-W4 (default: this checkout in archive mode)")
    ap.add_argument("--report", type=Path, help="only print the table of an earlier run")
    ap.add_argument("--large", action="store_true",
                    help="issue 34's single-session rows instead: 2, 20 and --large-sizes MB, "
                         "one run, each tool stopped after 10 minutes, ratios and page open")
    ap.add_argument("--large-sizes", default=large.LARGE_MB, help="MB, comma list (--large)")
    ap.add_argument("--no-browser", action="store_true", help="--large without Chromium")
    ap.add_argument("bench_args", nargs="*", help="after --: passed to bench.py as is")
    args = ap.parse_args()
    if args.large:
        use_large(args)
    if args.report is None and not BENCH.is_file():
        sys.exit(f"bench.py not found at {BENCH} (set CC2HTML_SHARED)")
    results = args.report
    if results is None:
        python = resolve_python(args.setup)
        generate_templates(python)
        compile_checkout(python)
        results = run_bench(args, python)
    print()
    print(ratio_table(results))
    if args.large:
        report_large(args, results)


def use_large(args: argparse.Namespace) -> None:
    """--large: W1 at the bases and the large sizes, one run, a 10-minute timeout."""
    args.workloads, args.repeat = "W1", 1
    args.sizes = large.sizes(args.large_sizes)
    args.bench_args = large.bench_args() + args.bench_args
    if args.out_dir == str(SCRATCH / "run"):
        args.out_dir = str(SCRATCH / "large")


def report_large(args: argparse.Namespace, results: Path) -> None:
    """The issue 34 rows with peak RSS, the ratios, and the head pages opened in Chromium."""
    sizes = [float(x) for x in args.large_sizes.split(",") if x.strip()]
    print()
    print(large.table(results, sizes))
    if not args.no_browser:
        print()
        print(large.page_open(results.parent, sizes))


if __name__ == "__main__":
    main()
