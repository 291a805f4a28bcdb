"""Generate render/compiled/ from templates/: each template as Jinja's Python code.

    python -m cc2html.render.compile_templates          # rewrite render/compiled/
    python -m cc2html.render.compile_templates --check  # exit 1 if it is out of date

Run it after editing a template (tests/unit/render/test_compiled_templates.py fails until
then; pages stay right meanwhile, see render/compiled_templates.py). The code is Jinja's
output for the pages' environment (make_environment, whose code generator is
render/codegen.py's), one module per template, so a template's line numbers in tracebacks
stay right; the package's __init__ records each
template's source SHA-1 and the environment stamp the code is valid for.
"""

from __future__ import annotations

import sys
from pathlib import Path

import jinja2

from .compiled_templates import environment_stamp, module_name, source_digest
from .html import make_environment

FOLDER = Path(__file__).resolve().parent / "compiled"

INDEX_DOC = '''"""Templates compiled to Python ahead of time: GENERATED, do not edit.

Every other module in this folder is Jinja's code (with render/codegen.py's generator)
for one template of templates/, written by `python -m cc2html.render.compile_templates`
(render/compile_templates.py); the loader (render/compiled_templates.py) uses a module
only while SOURCES' SHA-1 matches the template's source and STAMP the environment's.
"""
'''


def generated() -> dict[str, str]:
    """File name -> text of every file render/compiled/ should hold."""
    env = make_environment()
    env.bytecode_cache = None
    files: dict[str, str] = {}
    index: dict[str, tuple[str, str]] = {}
    for name in env.list_templates(extensions=["html"]):
        source, filename, _ = env.loader.get_source(env, name)  # type: ignore[union-attr]
        module = module_name(name)
        if f"{module}.py" in files:
            raise SystemExit(f"two templates share the module name {module!r}")
        files[f"{module}.py"] = env.compile(source, name, filename, raw=True,
                                            defer_init=True) + "\n"
        index[name] = (module, source_digest(source))
    lines = [INDEX_DOC, f"JINJA = {jinja2.__version__!r}",
             f"STAMP = {environment_stamp(env)!r}", "", "SOURCES = {"]
    lines += [f"    {name!r}: {entry!r}," for name, entry in sorted(index.items())]
    files["__init__.py"] = "\n".join(lines + ["}", ""])
    return files


def stale(folder: Path = FOLDER) -> list[str]:
    """Files that differ from what they should be, are missing, or should not exist."""
    want = generated()
    have = {p.name for p in folder.glob("*.py")} if folder.is_dir() else set()
    wrong = [n for n, text in want.items()
             if n not in have or (folder / n).read_text(encoding="utf-8") != text]
    return sorted(wrong + [n for n in have if n not in want])


def write(folder: Path = FOLDER) -> None:
    want = generated()
    folder.mkdir(exist_ok=True)
    for old in folder.glob("*.py"):
        if old.name not in want:
            old.unlink()
    for name, text in want.items():
        path = folder / name
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")


def main(argv: list[str]) -> int:
    if "--check" in argv:
        wrong = stale()
        if wrong:
            print("out of date: " + ", ".join(wrong), file=sys.stderr)
        return 1 if wrong else 0
    write()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
