"""Build hook: the wheel carries each template's Jinja code, generated at build time.

A cold run compiles no template when the package holds `cc2html/render/to_html/engine/compiled/`
(render/to_html/engine/compiled_templates.py): ~0.25 CPU s of every first conversion after an install.
That code is generated from templates/ here, when a wheel is built, and is never kept in
git. An editable install or a plain checkout has none and compiles its templates on first
use into the template cache (render/to_html/engine/template_cache.py).

The generator is cc2html's own (render/to_html/engine/compile_templates.py), run from this tree's src/
with the runtime dependencies that pyproject.toml has hatch install for this hook.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

TARGET = "cc2html/render/to_html/engine/compiled"


class CompiledTemplates(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel" or version == "editable":
            return
        self._folder = Path(tempfile.mkdtemp(prefix="cc2html-compiled-"))
        for name, text in _generated(Path(self.root) / "src").items():
            path = self._folder / name
            path.write_text(text, encoding="utf-8")
            build_data["force_include"][str(path)] = f"{TARGET}/{name}"

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        folder = getattr(self, "_folder", None)
        if folder is not None:
            shutil.rmtree(folder, ignore_errors=True)


def _generated(src: Path) -> dict[str, str]:
    """File name -> text of the compiled package, from the cc2html in `src` (imported
    for this call only, then forgotten, so the build process keeps no half of it)."""
    sys.path.insert(0, str(src))
    try:
        from cc2html.render.to_html.engine.compile_templates import generated
        return generated()
    finally:
        sys.path.remove(str(src))
        for module in [m for m in sys.modules if m == "cc2html" or m.startswith("cc2html.")]:
            del sys.modules[module]
