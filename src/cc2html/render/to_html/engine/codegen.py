"""The code Jinja generates for our templates, made cheaper where it provably means the same.

`PageCodeGenerator` is the environment's `code_generator_class` (render/to_html/html.py), so the
code a wheel carries in render/to_html/engine/compiled/ (render/to_html/engine/compile_templates.py) and any template compiled
from its source at run time are the same code. It changes one thing of Jinja's output:
what autoescape prints goes through `printed` (below) instead of markupsafe's `escape`,
the same text for every value without building a Markup copy of it (Markup's
constructor is Python code: ~1 us a call, ~150,000 calls on a 20 MB page), since printed
parts are only joined into the page's string (or a macro's, which Jinja wraps itself).

Escaping is never skipped: a plain string is escaped by markupsafe's own function, and
only values that are HTML already (Markup, Rendered) are printed as they are.
"""

from __future__ import annotations

from typing import Any

import markupsafe
from jinja2 import nodes
from jinja2.compiler import CodeGenerator, Frame
from markupsafe import Markup, escape

from ..rendered import Rendered

#: markupsafe's escaping of a plain string to a plain string (markupsafe 3), else None
_escape_inner = getattr(markupsafe, "_escape_inner", None)


def printed(value: Any) -> str:
    """What Jinja's autoescape prints for `value`, as text: `str(escape(value))`."""
    kind = type(value)
    if kind is str and _escape_inner is not None:
        return _escape_inner(value)  # type: ignore[no-any-return]
    if kind is Rendered:
        return value.text  # type: ignore[no-any-return]
    if kind is Markup:
        return value  # type: ignore[no-any-return]
    return escape(value)


class PageCodeGenerator(CodeGenerator):
    """Jinja's code generator printing as the module docstring says."""

    #: changed whenever the code generated for the same template changes: it is part of
    #: the environment's fingerprint (render/to_html/engine/template_cache.py), so neither the shipped
    #: code nor the bytecode cache is used for another generator's
    STAMP = "cc2html-2"

    def _output_child_pre(self, node: nodes.Expr, frame: Frame, finalize: Any) -> None:
        if frame.eval_ctx.volatile or not frame.eval_ctx.autoescape \
                or finalize.src is not None or self.environment.is_async:
            super()._output_child_pre(node, frame, finalize)
            return
        self.write("printed(")

    def visit_Template(self, node: nodes.Template, frame: Any = None) -> None:
        super().visit_Template(node, frame)
        # at the end, so the template's line numbers (debug_info) stay as Jinja's
        self.writeline(f"from {__name__} import printed")
