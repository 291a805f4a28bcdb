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


# Jinja's code for templates/ (its __init__ says); present only where it was built
GENERATED = PACKAGE / "render" / "to_html" / "engine" / "compiled"


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


def _name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_name(p): p for p in _modules()}


def _imports(path: Path) -> set[str]:
    """The cc2html modules `path` imports, at its top or inside a function: `from . import
    x` names module `x`, `from .x import f` module `x` (not its package)."""
    name = _name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")[:len(package.split(".")) - node.level + 1] if node.level else []
            module = ".".join([*base, *([node.module] if node.module else [])])
            subs = {f"{module}.{alias.name}" for alias in node.names} & MODULES.keys()
            found.update(subs if len(subs) == len(node.names) else {*subs, module})
    return {m for m in found if m in MODULES and m != name}


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        while work:
            node, edges = work[-1]
            nxt = next((m for m in edges if m not in index or m in stack), None)
            if nxt is not None and nxt not in index:
                index[nxt] = low[nxt] = len(index)
                stack.append(nxt)
                work.append((nxt, iter(sorted(graph[nxt]))))
                continue
            if nxt is not None:
                low[node] = min(low[node], index[nxt])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = stack[stack.index(node):]
                del stack[stack.index(node):]
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_no_module_imports_form_a_cycle():
    """Not even through an import inside a function (the way a cycle is usually hidden)."""
    graph = {name: _imports(path) for name, path in MODULES.items()}
    assert _cycles(graph) == []


def test_no_packages_import_each_other_in_a_cycle():
    """The packages form layers: cli/ over archive/ and watch/ over the stages; a library
    that imported cli/ back (archive/'s command bodies once did) closes a cycle."""
    def layer(module: str) -> str:  # cc2html.archive.build -> archive; cc2html.options -> options
        return module.partition(".")[2].partition(".")[0]

    graph: dict[str, set[str]] = {layer(name): set() for name in MODULES}
    for name, path in MODULES.items():
        graph[layer(name)].update(layer(m) for m in _imports(path) if layer(m) != layer(name))
    assert _cycles(graph) == []


def test_the_cycle_check_finds_a_cycle():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []
    assert _cycles({"a": {"b"}, "b": {"a", "c"}, "c": {"d"}, "d": {"c"}}) == [["c", "d"], ["a", "b"]]


OUTPUTS = ("to_html", "to_markdown", "to_json", "to_terminal")
#: the one import between outputs: the page embeds the Markdown export for "copy as Markdown"
OUTPUT_IMPORTS = {("to_html", "to_markdown")}


def _render_room(module: str) -> str:
    """cc2html.render.to_html.engine.codegen -> to_html; cc2html.render.facts -> (top)."""
    parts = module.split(".")
    if parts[:2] != ["cc2html", "render"] or len(parts) < 4:
        return "(top)"
    return parts[2]


def test_render_has_one_folder_per_output_and_few_modules_at_its_top():
    render = PACKAGE / "render"
    folders = {p.name for p in render.iterdir() if (p / "__init__.py").exists()}
    assert folders == {"text", *OUTPUTS}
    assert len(list(render.glob("*.py"))) <= 10


def test_outputs_import_no_other_output_and_text_imports_none():
    """One room per output over text/, as Pygments keeps one formatter per output: the
    Markdown, JSON and terminal outputs stand alone, text/ serves them all and reads no
    row of theirs."""
    offenders = []
    for name, path in MODULES.items():
        room = _render_room(name)
        if not name.startswith("cc2html.render.") or room == "(top)":
            continue
        for target in _imports(path):
            other = _render_room(target)
            if not target.startswith("cc2html.render.") or other in (room, "text"):
                continue
            if room == "text" or (other in OUTPUTS and (room, other) not in OUTPUT_IMPORTS):
                offenders.append(f"{name} imports {target}")
    assert offenders == []


LIBRARIES = ("archive", "watch", "survey", "ci", "audit", "share")  # they return reports and raise; cli/ speaks and exits
SPEAKING = {"print", "exit", "quit", "sys.exit", "os._exit", "typer.Exit", "Console",
            "rich.console.Console", "typer.echo", "click.echo", "sys.stdout.write",
            "sys.stderr.write", "sys.__stdout__.write", "sys.__stderr__.write"}


def _library_modules() -> list[Path]:
    return [p for name, p in MODULES.items() if name.split(".")[1:2] in ([n] for n in LIBRARIES)]


def _called(node: ast.AST) -> str:
    """`sys.exit` for `sys.exit(…)`, `print` for `print(…)`; "" for anything else."""
    parts: list[str] = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    return ".".join([node.id, *reversed(parts)]) if isinstance(node, ast.Name) else ""


@pytest.mark.parametrize("path", _library_modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_libraries_neither_speak_nor_exit(path: Path):
    """archive/, watch/ and survey/ import nothing from cli/, print nothing (no print, nothing of
    rich's, typer's or click's) and pick no exit code (no sys.exit, typer.Exit): command bodies in
    cli/ say what a report holds and choose the code."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    cli = sorted(m for m in _imports(path) if m == "cc2html.cli" or m.startswith("cc2html.cli."))
    outside = sorted({name for node in ast.walk(tree)
                      for name in ([a.name for a in node.names] if isinstance(node, ast.Import)
                                   else [node.module or ""] if isinstance(node, ast.ImportFrom)
                                   and not node.level else [])
                      if name.split(".")[0] in {"typer", "click", "rich"}})
    calls = sorted({f"{_called(node.func)} (line {node.lineno})" for node in ast.walk(tree)
                    if isinstance(node, ast.Call) and _called(node.func) in SPEAKING})
    assert (cli, outside, calls) == ([], [], [])


def test_the_speaking_check_sees_a_call():
    source = "import sys\ndef f(): print(1); sys.exit(2); sys.stderr.write('x')\n"
    tree = ast.parse(source)
    calls = [_called(n.func) for n in ast.walk(tree) if isinstance(n, ast.Call)]
    assert calls == ["print", "sys.exit", "sys.stderr.write"]
    assert set(calls) <= SPEAKING
    assert _library_modules() and all("cli" not in p.parts for p in _library_modules())


def test_ruff_finds_nothing():
    """pyproject.toml's [tool.ruff] rules (pyflakes and more) over code and tests."""
    run = subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", "."],
                         cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
