"""Command-line values turned into their types without pydantic, where that is plain.

Typer (0.29 on) coerces every parameter through a pydantic TypeAdapter that it builds
before it looks at the value, even for an option left unset: importing pydantic and
building the adapters was ~0.1 CPU s of every run, a third of an archive re-run with
nothing to do (issue 19, W3). Here every parameter gets a coercion of its own: an unset
one stays unset (typer's rule, in `RuntimeParam`); for a `str`, `bool`, `int`, `Path` or
`list[Path]` with no choice, parser or bound, a text stays that text, a flag that flag, a
path goes to typer's own path check (`coerce_cli_path`) as a `Path`, a number in ASCII
digits is `int()`. Any other value (a sign, a space) or parameter goes to typer's
adapter as before, built when such a value arrives. With a typer whose internals
differ, nothing is changed and typer coerces everything itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional

try:  # typer's private coercion layer (0.29): absent, every parameter is left to typer
    from typer._coercion import RuntimeParam, build_runtime_param
    from typer._param_types import coerce_cli_path
except ImportError:  # pragma: no cover - another typer
    RuntimeParam = None  # type: ignore[assignment,misc]

PLAIN = (str, bool, int, Path, list[Path])


def _plain_text(value: Any) -> bool:
    return isinstance(value, str) and value != "" and "\0" not in value


def _plain_value(annotation: Any, value: Any) -> bool:
    """Whether `value` converts to `annotation` as typer's adapter would, without one."""
    if annotation is str or annotation is bool:
        return isinstance(value, annotation)
    if annotation is int:  # digits only: what int() and pydantic read alike
        return isinstance(value, str) and value.isascii() and value.isdigit() and len(value) < 19
    if annotation is Path:
        return _plain_text(value)
    return isinstance(value, (list, tuple)) and all(_plain_text(v) for v in value)


if RuntimeParam is not None:
    @dataclass(frozen=True)
    class PlainParam(RuntimeParam):  # type: ignore[misc,valid-type]
        """A parameter's coercion: a plain value here, any other with typer's own
        (built when such a value first arrives; an unset value never gets here)."""

        descriptor: Any = None
        plain: bool = False  # a str, bool, int, Path or list[Path]: no choice, parser, bound

        def _coerce_value(self, value: Any, param: Any, ctx: Any) -> Any:
            if not (self.plain and _plain_value(self.annotation, value)):
                return build_runtime_param(self.descriptor)._coerce_value(value, param, ctx)
            if self.annotation is Path:
                return self._path(value, param, ctx)
            if self.annotation == list[Path]:
                return [self._path(v, param, ctx) for v in value]
            if self.annotation is int:
                return int(value)
            return value  # a str, a bool

        def _path(self, value: str, param: Any, ctx: Any) -> Any:
            return coerce_cli_path(Path(value), self.parameter_info, path_type=Path,
                                   param=param, ctx=ctx)


def plain_param(param: Any) -> Optional[Any]:
    """The coercion to give `param` (a typer parameter), or None to leave it to typer."""
    descriptor = getattr(param, "type_descriptor", None)
    if (RuntimeParam is None or descriptor is None
            or getattr(param, "_runtime_param", "absent") is not None):
        return None
    info = descriptor.parameter_info
    plain = (descriptor.annotation in PLAIN and descriptor.file_annotation is None
             and not descriptor.is_choice and getattr(info, "parser", None) is None
             and getattr(info, "min", None) is None and getattr(info, "max", None) is None
             and getattr(info, "path_type", None) in (None, Path))
    return PlainParam(parameter_info=info, annotation=descriptor.annotation,
                      descriptor=descriptor, plain=plain)


class PlainCoercion:
    """A command mixin: its plain parameters are coerced here, before typer parses."""

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        for param in self.get_params(ctx):  # type: ignore[attr-defined]
            runtime = plain_param(param)
            if runtime is not None:
                param._runtime_param = runtime
        return super().parse_args(ctx, args)  # type: ignore[misc]
