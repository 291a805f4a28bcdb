"""benchmarks/run.py checks the Python that will run cc2html before timing anything:
it uses one that has cc2html's dependencies, makes a venv with --setup, or refuses
with the command to run; and every cc2html run gets its own empty cache folder.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys

import pytest

from helpers import REPO

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib


def _load_run():
    spec = importlib.util.spec_from_file_location("bench_run", REPO / "benchmarks" / "run.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_run"] = module
    spec.loader.exec_module(module)
    return module


run = _load_run()


def test_a_python_with_every_dependency_runs_cc2html_itself():
    plan = run.plan_interpreter("/py", [], "/venv/py", None, setup=False)
    assert plan == run.Plan("/py")


def test_a_python_without_them_falls_back_to_the_checkouts_venv():
    plan = run.plan_interpreter("/py", ["typer", "rich"], "/venv/py", [], setup=False)
    assert plan == run.Plan("/venv/py")


@pytest.mark.parametrize("venv_missing", [None, ["pygments"]])
def test_setup_makes_the_venv_when_no_python_has_them(venv_missing):
    plan = run.plan_interpreter("/py", ["typer"], "/venv/py", venv_missing, setup=True)
    assert plan == run.Plan("/venv/py", create_venv=True)


@pytest.mark.parametrize("current_missing", [["jinja2", "pydantic"], None])
def test_without_setup_it_refuses_up_front_with_the_commands_to_run(current_missing):
    plan = run.plan_interpreter("/py", current_missing, "/venv/py", None, setup=False)
    assert plan.python is None and not plan.create_venv
    assert "/py benchmarks/run.py --setup" in plan.refusal
    assert f"/py -m pip install -e {REPO}" in plan.refusal
    for name in current_missing or ["does not run"]:
        assert name in plan.refusal


def test_the_probe_names_what_this_python_cannot_import(monkeypatch):
    monkeypatch.setattr(run, "DEPENDENCIES", {"jinja2": ("jinja2", None),
                                              "no-such-dist": ("no_such_module_xyz", None),
                                              "old-only": ("no_such_module_abc", (3, 0))})
    assert run.missing_dependencies(sys.executable) == ["no-such-dist"]


def test_the_probe_says_none_for_a_python_that_does_not_run(tmp_path):
    assert run.missing_dependencies(tmp_path / "no-python") is None


def test_the_probe_lists_every_dependency_pyproject_declares():
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    declared = {req.split(";")[0].split(">")[0].split("=")[0].split("<")[0].strip().lower()
                for req in project["dependencies"]}
    assert declared == set(run.DEPENDENCIES)


def test_every_cc2html_run_gets_its_own_empty_cache_folder(tmp_path):
    command = run.cc2html_command("/py", "")
    assert command.startswith(run.FRESH_CACHE)
    assert run.cc2html_command("/py", "", tree=True).startswith(run.FRESH_CACHE)
    prefix = run.FRESH_CACHE.replace("{state}", str(tmp_path))
    folders = [subprocess.run(["/bin/sh", "-c", f'{prefix} sh -c \'echo "$CC2HTML_CACHE_DIR"\''],
                              capture_output=True, text=True, check=True).stdout.strip()
               for _ in range(2)]
    assert folders[0] != folders[1]
    for folder in folders:
        assert folder.startswith(str(tmp_path)) and not any((tmp_path / folder).iterdir())


def test_the_checkout_is_byte_compiled_before_timing_even_where_bytecode_is_not_written(
        tmp_path, monkeypatch):
    package = tmp_path / "src" / "pkg"
    package.mkdir(parents=True)
    (package / "mod.py").write_text("X = 1\n")
    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "1")
    run.compile_checkout(sys.executable, tmp_path / "src")
    assert list((package / "__pycache__").glob("mod.*.pyc"))
