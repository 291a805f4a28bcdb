"""Build cc2html's wheel and sdist once per run, and run what people's installs give them.

tests/install/ installs the package the ways the README names (pip from the wheel, pipx,
uv tool, `python -m`); the fixtures in conftest.py call these helpers. Installs need
PyPI for the dependencies: without it the tests skip, except on CI (`CI` set), where a
skip would hide a broken install, so they fail.

Every command runs without PYTHONPATH (a worktree sets it to its `src/`, which would
import the checkout instead of what was installed) and outside any active virtualenv.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import pytest

from helpers import REPO

DEMO = REPO / "src" / "cc2html" / "demo" / "demo.jsonl"
#: the Pythons the package claims (its classifiers, the README's install section)
SUPPORTED = ("3.10", "3.11", "3.12", "3.13")
#: how long a worker waits for another worker's build of the distributions
BUILD_WAIT_S = 600
_DROPPED = ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "CONDA_PREFIX", "PIP_REQUIRE_VIRTUALENV")


@dataclass(frozen=True)
class Dists:
    wheel: Path
    sdist: Path


def on_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def need(ok: bool, reason: str) -> None:
    """Skip with `reason` unless `ok`; on CI fail instead: CI must run every install."""
    if ok:
        return
    if on_ci():
        pytest.fail(f"{reason} (CI is set, so this fails instead of skipping)")
    pytest.skip(reason)


def clean_env(**extra: str) -> dict[str, str]:
    """This environment less what would redirect an install or its imports."""
    env = {key: value for key, value in os.environ.items()
           if key not in _DROPPED and not key.startswith(("PIPX_", "UV_"))}
    # uv must never download an interpreter of its own; no colour or bars in the logs
    env.update(UV_PYTHON_DOWNLOADS="never", UV_NO_PROGRESS="1", NO_COLOR="1")
    env.update(extra)
    return env


def run(cmd: list[str], cwd: Path, env: dict[str, str] | None = None,
        timeout: int = 600) -> subprocess.CompletedProcess[str]:
    """Run `cmd`; on a non-zero exit, fail with the ends of its stdout and stderr."""
    done = subprocess.run([str(part) for part in cmd], cwd=cwd, env=env or clean_env(),
                          capture_output=True, text=True, timeout=timeout)
    if done.returncode:
        pytest.fail(f"{' '.join(map(str, cmd))} exited {done.returncode}\n"
                    f"--- stdout\n{done.stdout[-3000:]}\n--- stderr\n{done.stderr[-3000:]}")
    return done


@lru_cache(maxsize=None)
def pypi_reachable() -> bool:
    """Can pip fetch a small dependency from its default index (no config file, no
    local wheel folders: only the network)?"""
    env = {key: value for key, value in clean_env().items()
           if key not in ("PIP_FIND_LINKS", "PIP_INDEX_URL", "PIP_EXTRA_INDEX_URL", "PIP_NO_INDEX")}
    env["PIP_CONFIG_FILE"] = os.devnull
    with tempfile.TemporaryDirectory() as dest:
        try:
            done = subprocess.run(
                [sys.executable, "-m", "pip", "download", "--no-deps", "--no-cache-dir", "-q",
                 "--timeout", "15", "--retries", "1", "-d", dest, "typer"],
                env=env, capture_output=True, timeout=120)
        except subprocess.TimeoutExpired:
            return False
    return done.returncode == 0


def need_pypi() -> None:
    need(pypi_reachable(), "PyPI is unreachable: installs cannot fetch the dependencies")


@lru_cache(maxsize=None)
def _importable(name: str) -> bool:
    return subprocess.run([sys.executable, "-c", f"import {name}"]).returncode == 0


def need_module(name: str) -> None:
    """`build`, `pipx` and `uv` come with the test extras (`pip install -e '.[test]'`)."""
    need(_importable(name), f"{name} is not installed: pip install -e '.[test]'")


def built_dists(tmp_path_factory: pytest.TempPathFactory) -> Dists:
    """The sdist, and the wheel built from it (`python -m build`), once per run: the
    first xdist worker builds into the run's shared temporary folder, the others wait."""
    base = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        base = base.parent  # one folder for all workers of this run
    out, claim = base / "cc2html-dists", base / "cc2html-dists.claim"
    try:
        claim.mkdir()
    except FileExistsError:
        _wait_for(out)
    else:
        _build(out)
    failed = out / "FAILED"
    if failed.exists():
        pytest.fail(f"building the distributions failed:\n{failed.read_text()}")
    (wheel,), (sdist,) = list(out.glob("*.whl")), list(out.glob("*.tar.gz"))
    return Dists(wheel, sdist)


def _build(out: Path) -> None:
    """Build into `out`; DONE is written whatever happens, so no other worker waits in vain."""
    # sdist first, then the wheel from the unpacked sdist: proves the sdist builds too;
    # uv (when installed) sets up the isolated build environment in half pip's CPU time
    cmd = [sys.executable, "-m", "build", "--outdir", str(out), str(REPO)]
    if _importable("uv"):
        cmd[3:3] = ["--installer", "uv"]
    failure = ""
    try:
        done = subprocess.run(cmd, cwd=out.parent, env=clean_env(), capture_output=True,
                              text=True, timeout=600)
        if done.returncode:
            failure = done.stdout[-3000:] + done.stderr[-3000:]
    except BaseException as error:
        failure = f"{type(error).__name__}: {error}"
        raise
    finally:
        out.mkdir(exist_ok=True)
        if failure:
            (out / "FAILED").write_text(failure)
        (out / "DONE").write_text("")


def _wait_for(out: Path) -> None:
    deadline = time.monotonic() + BUILD_WAIT_S
    while not (out / "DONE").exists():
        if time.monotonic() > deadline:
            pytest.fail(f"no distributions in {out} after {BUILD_WAIT_S}s")
        time.sleep(0.2)


def bin_path(env_dir: Path, name: str) -> Path:
    """An executable inside a virtualenv or a tool's bin folder."""
    sub = "Scripts" if os.name == "nt" else "bin"
    folder = env_dir if env_dir.name == sub else env_dir / sub
    return folder / (f"{name}.exe" if os.name == "nt" else name)


def find_python(minor: str) -> str | None:
    """A working `python3.X`: on PATH, or in pyenv's versions folder (pyenv's shims run
    only the selected versions, so a shim on PATH may refuse)."""
    name = f"python{minor}"
    root = Path(os.environ.get("PYENV_ROOT", Path.home() / ".pyenv"))
    found = [shutil.which(name), *map(str, sorted(root.glob(f"versions/{minor}.*/bin/{name}")))]
    for candidate in filter(None, found):
        check = subprocess.run([candidate, "-c", "import sys; print('%d.%d' % sys.version_info[:2])"],
                               capture_output=True, text=True)
        if check.returncode == 0 and check.stdout.strip() == minor:
            return candidate
    return None


def check_demo_page(page: Path, done: subprocess.CompletedProcess[str]) -> None:
    """What an installed `cc2html` wrote for the demo is a whole page, found its
    templates and static files, and said nothing alarming."""
    assert "Traceback" not in done.stderr and "Error" not in done.stderr, done.stderr
    html = page.read_text(encoding="utf-8")
    assert html.startswith("<!DOCTYPE html>") and html.rstrip().endswith("</html>")
    title = html[html.index("<title>") + len("<title>"):html.index("</title>")]
    assert title.strip() and "slugify" in title
    assert "<main" in html and "accented letters" in html  # the demo's first prompt
    assert "<style" in html and "<script" in html  # static/ was found and inlined
