"""The house's shape: stage packages, small modules and functions, lint-clean.

These are the limits the restructure set (docs/development.md): a newcomer finds a
stage by its folder, and no module or function grows past what one can read at once.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "src" / "cc2html"
STAGES = {"cli", "read", "redact", "model", "classify", "tree", "render", "archive"}
MAX_TOP_LEVEL = 8
MAX_MODULE_LINES = 400
MAX_FUNCTION_LINES = 60


GENERATED = PACKAGE / "render" / "compiled"  # Jinja's code for templates/ (its __init__ says)


def _modules() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py")
                  if p.parent != GENERATED or p.name == "__init__.py")


def test_the_top_level_holds_the_stage_packages_and_few_modules():
    top = sorted(p.name for p in PACKAGE.glob("*.py"))
    packages = {p.name for p in PACKAGE.iterdir() if (p / "__init__.py").is_file()}
    assert len(top) <= MAX_TOP_LEVEL, top
    assert STAGES <= packages, STAGES - packages


@pytest.mark.parametrize("path", _modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_every_module_is_small_and_says_what_it_is(path: Path):
    text = path.read_text(encoding="utf-8")
    tree = ast.parse(text)
    assert text.count("\n") <= MAX_MODULE_LINES
    if path.name != "__main__.py":
        assert ast.get_docstring(tree), "module docstring"
    long = [f"{node.name} ({node.end_lineno - node.lineno + 1} lines)"
            for node in ast.walk(tree)
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
            and node.end_lineno - node.lineno + 1 > MAX_FUNCTION_LINES]
    assert not long


def test_no_test_module_imports_another():
    tests = ROOT / "tests"
    names = {p.stem for p in tests.rglob("test_*.py")}
    offenders = []
    for path in tests.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets = ([a.name for a in node.names] if isinstance(node, ast.Import)
                       else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            for target in targets:
                if target.split(".")[-1] in names or target.startswith("tests."):
                    offenders.append(f"{path.relative_to(ROOT)} imports {target}")
    assert not offenders


def test_ruff_finds_nothing():
    """pyproject.toml's [tool.ruff] rules (pyflakes and more) over code and tests."""
    run = subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", "."],
                         cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
