"""cc2html installed the ways the README names gives a working command: pip from the
wheel into a fresh venv, pipx from the wheel, `uv tool install .`, and `python -m cc2html`
from the wheel on every Python the package claims."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import cc2html
from helpers import REPO
from installs import (
    DEMO, SUPPORTED, Dists, bin_path, check_demo_page, clean_env, find_python, need_module,
    need_pypi, run,
)


def _imported_from(python: Path, cwd: Path) -> Path:
    where = run([python, "-c", "import cc2html; print(cc2html.__file__)"], cwd=cwd)
    return Path(where.stdout.strip())


def test_pip_installs_the_wheel_into_a_fresh_venv_and_the_quick_start_runs(
        dists: Dists, tmp_path: Path):
    venv = tmp_path / "venv"
    # this pip, run for the venv's interpreter (--python), spares a copy of pip in the venv;
    # --no-compile: byte-compiling the dependencies is half the time and checks nothing
    run([sys.executable, "-m", "venv", "--without-pip", venv], cwd=tmp_path)
    python = bin_path(venv, "python")
    run([sys.executable, "-m", "pip", "--python", python, "install", "-q", "--no-compile",
         dists.wheel], cwd=tmp_path)
    assert _imported_from(python, tmp_path).is_relative_to(venv)
    # the README's first command, after its `pip install`
    done = run([bin_path(venv, "cc2html"), "--demo", "-o", "demo-out"], cwd=tmp_path)
    check_demo_page(tmp_path / "demo-out" / "demo.html", done)
    # the wheel's generated template code serves every template: a cold run compiles none
    uncompiled = run([python, "-c", UNCOMPILED], cwd=tmp_path)
    assert uncompiled.stdout.strip() == "[]", uncompiled.stdout


# the templates an installed cc2html would compile from source (none: hatch_build.py put
# their generated code in the wheel)
UNCOMPILED = """
from cc2html.render.to_html.html import make_environment
env = make_environment()
print([name for name in env.list_templates(extensions=["html"])
       if env.loader._compiled(env, name, env.loader.get_source(env, name)[0]) is None])
"""


def test_pipx_installs_the_wheel(dists: Dists, tmp_path: Path):
    need_module("pipx")
    home = tmp_path / "pipx"
    # pipx picks its backend as it would for a user: uv beside it (the test extras), else
    # pip. The wheel, not the checkout: uv reuses a checkout's cached build until its
    # pyproject.toml changes (`uv tool install` below builds the checkout, refreshed)
    env = clean_env(PIPX_HOME=str(home), PIPX_BIN_DIR=str(tmp_path / "bin"),
                    PIPX_MAN_DIR=str(tmp_path / "man"), PIP_NO_COMPILE="1")
    run([sys.executable, "-m", "pipx", "install", "--python", sys.executable, dists.wheel],
        cwd=tmp_path, env=env)
    done = run([bin_path(tmp_path / "bin", "cc2html"), DEMO, "-o", "page.html"], cwd=tmp_path)
    check_demo_page(tmp_path / "page.html", done)
    assert _imported_from(bin_path(home / "venvs" / "cc2html", "python"),
                          tmp_path).is_relative_to(home)


def test_uv_tool_installs_the_checkout(tmp_path: Path):
    need_module("uv")
    need_pypi()
    tools = tmp_path / "tools"
    env = clean_env(UV_TOOL_DIR=str(tools), UV_TOOL_BIN_DIR=str(tmp_path / "bin"))
    # --refresh-package: build this checkout anew, never a wheel cached from an older one
    run([sys.executable, "-m", "uv", "tool", "install", "--python", sys.executable,
         "--refresh-package", "cc2html", REPO], cwd=tmp_path, env=env)
    done = run([bin_path(tmp_path / "bin", "cc2html"), DEMO, "-o", "page.html"], cwd=tmp_path)
    check_demo_page(tmp_path / "page.html", done)
    assert _imported_from(bin_path(tools / "cc2html", "python"),
                          tmp_path).is_relative_to(tools)


@pytest.mark.parametrize("minor", SUPPORTED)
def test_the_wheel_runs_as_python_dash_m_on_every_claimed_python(
        dists: Dists, tmp_path: Path, minor: str):
    need_module("uv")
    found = find_python(minor)
    if found is None:
        pytest.skip(f"no Python {minor} on this machine")
    venv = tmp_path / "venv"
    run([sys.executable, "-m", "uv", "venv", "-q", "--python", found, venv], cwd=tmp_path)
    python = bin_path(venv, "python")
    run([sys.executable, "-m", "uv", "pip", "install", "-q", "--python", python, dists.wheel],
        cwd=tmp_path)
    version = run([python, "-m", "cc2html", "--version"], cwd=tmp_path)
    assert version.stdout.strip() == f"cc2html {cc2html.__version__}"
    # --redact too: the masking rules are the likeliest to lean on a newer `re`
    done = run([python, "-m", "cc2html", DEMO, "-o", "page.html", "--redact"], cwd=tmp_path)
    check_demo_page(tmp_path / "page.html", done)
