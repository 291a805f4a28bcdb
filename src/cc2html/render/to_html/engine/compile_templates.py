"""Generate each template of templates/ as Jinja's Python code (render/to_html/engine/compiled/).

    python -m cc2html.render.to_html.engine.compile_templates          # into this checkout's render/to_html/engine/compiled/
    python -m cc2html.render.to_html.engine.compile_templates FOLDER   # into FOLDER

The wheel's build hook (hatch_build.py) calls `generated()`, so an installed cc2html holds
this code and compiles no template at run time; it is never kept in git (.gitignore), and a
checkout without it compiles its templates on first use into the template cache. A checkout
may generate it by hand (the benchmarks do, to time what an install runs); stale code is
never used (render/to_html/engine/compiled_templates.py checks each template's source SHA-1). The code is
Jinja's output for the pages' environment (make_environment, whose code generator is
render/to_html/engine/codegen.py's), one module per template, so a template's line numbers in tracebacks
stay right; the package's __init__ records each template's source SHA-1 and the
environment stamp the code is valid for.
"""

from __future__ import annotations

import sys
from pathlib import Path

import jinja2

from .compiled_templates import environment_stamp, module_name, source_digest
from ..html import make_environment

FOLDER = Path(__file__).resolve().parent / "compiled"

INDEX_DOC = '''"""Templates compiled to Python ahead of time: GENERATED, do not edit.

Every other module in this folder is Jinja's code (with render/to_html/engine/codegen.py's generator)
for one template of templates/, written by the wheel's build hook or by
`python -m cc2html.render.to_html.engine.compile_templates` (render/to_html/engine/compile_templates.py); the loader
(render/to_html/engine/compiled_templates.py) uses a module only while SOURCES' SHA-1 matches the
template's source and STAMP the environment's.
"""
'''


def generated() -> dict[str, str]:
    """File name -> text of every file render/to_html/engine/compiled/ should hold."""
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


def write(folder: Path = FOLDER) -> None:
    want = generated()
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("*.py"):
        if old.name not in want:
            old.unlink()
    for name, text in want.items():
        path = folder / name
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")


def main(argv: list[str]) -> int:
    write(Path(argv[0]) if argv else FOLDER)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
