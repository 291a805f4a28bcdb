"""Templates loaded from Python code compiled ahead of time, or from their source.

Compiling the templates a page uses (Jinja's lexing, parsing and code generation, then
Python's compile) cost ~0.25 CPU s of every cold run. An installed cc2html holds that code
in `render/to_html/engine/compiled/`, generated when its wheel was built (hatch_build.py, through
render/to_html/engine/compile_templates.py) and byte-compiled by pip like any module. It is code, not a
cache: nothing in it depends on a run or a transcript. Git holds none of it; a checkout or
an editable install compiles each template on first use, into the template cache.

A template's compiled code is used only when it was generated from the very source on
disk (its SHA-1 is recorded) by this Jinja version for an environment with these settings;
otherwise the template is compiled from its source as before (and the bytecode cache,
render/to_html/engine/template_cache.py, keeps that code between runs). An edited template is therefore
never rendered from stale code, only compiled more slowly until the code is regenerated.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
from collections.abc import MutableMapping
from typing import Any, Optional

import jinja2
from jinja2 import Environment, FileSystemLoader, Template, TemplateNotFound

from ....resources import broken
from .template_cache import fingerprint

PACKAGE = __name__.rpartition(".")[0] + ".compiled"


def environment_stamp(env: Environment) -> str:
    """What shapes the generated code besides the source: Jinja's version and the
    environment's syntax, escaping and code-generation settings."""
    settings = f"{jinja2.__version__}|{fingerprint(env)}|{env.finalize is None}|{env.is_async}"
    return hashlib.sha1(settings.encode("utf-8")).hexdigest()


def source_digest(source: str) -> str:
    return hashlib.sha1(source.encode("utf-8")).hexdigest()


def module_name(template: str) -> str:
    """`kinds/sdk/notice.html` -> `kinds__sdk__notice` (one module per template)."""
    stem = template[:-len(".html")] if template.endswith(".html") else template
    return "".join(c if c.isalnum() or c == "_" else "_" for c in stem.replace("/", "__"))


def _index() -> Optional[Any]:
    try:
        return importlib.import_module(PACKAGE)
    except ImportError:  # a checkout or editable install: compile templates from source
        return None


class TemplateLoader(FileSystemLoader):
    """cc2html's templates folder. A template missing from it is a broken installation
    (jinja's TemplateNotFound is an OSError, which callers report as the input's or
    output's). Templates load from their generated code when it matches (module doc)."""

    def __init__(self, searchpath: str) -> None:
        super().__init__(searchpath)
        self._index = _index()

    def get_source(self, environment: Environment, template: str) -> Any:
        try:
            return super().get_source(environment, template)
        except TemplateNotFound as exc:
            raise broken(f"template {template!r}") from exc

    def load(self, environment: Environment, name: str,
             globals: Optional[MutableMapping[str, Any]] = None) -> Template:
        source, filename, _ = self.get_source(environment, name)
        code = self._compiled(environment, name, source)
        if code is None:
            return super().load(environment, name, globals)
        namespace: dict[str, Any] = {"__file__": filename}
        exec(code, namespace)  # noqa: S102  (our own generated module's code object)
        return environment.template_class.from_module_dict(environment, namespace,
                                                           globals or {})

    def _compiled(self, environment: Environment, name: str, source: str) -> Any:
        """The code object generated from exactly `source` for this environment, or None."""
        index = self._index
        if index is None:
            return None
        entry = index.SOURCES.get(name)
        if entry is None or entry[1] != source_digest(source):
            return None
        if index.STAMP != environment_stamp(environment):
            return None
        full = f"{PACKAGE}.{entry[0]}"
        spec = importlib.util.find_spec(full)
        if spec is None or spec.loader is None:
            return None
        return spec.loader.get_code(full)  # type: ignore[attr-defined]
