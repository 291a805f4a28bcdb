"""The content models as plain JSON data, for the JSON export (render/to_json/json_export.py).

One rule for every model: a dataclass or pydantic model becomes an object whose `type` is
its kind tag (`kind_tag`: the class name, prefixed with its module where two classes share
a name) and whose other keys are its fields, those left at their default omitted. A tool
input keeps its typed fields and, as `params`, only the parameters its typed fields do not
already hold (`other_params`), so nothing is written twice. `meta` is the caller's (the
export writes id and time beside the content). The fields that hold a copy of a line's
JSON are not written here: an unrecognised kind's `raw` is the caller's to write (the
export shows it as the page does), and a result's `sidecar` is written as the tool call's
`sidecar`.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel

from ..model.tools.base import ToolInput
from .model_types import kind_tag

#: fields never written by `data`: the line's metadata, and the copies of its JSON
OMITTED = frozenset({"meta", "raw", "sidecar"})


#: values `data` returns as they are (checked by exact type first: a Read result's
#: thousands of numbered lines are tuples of these); a float is not one (it may be inf)
_PLAIN = frozenset({str, int, bool, type(None)})

#: how `data` converts a value of each type met so far (`_how`): the type checks below run
#: once per type, not once per value (~60,000 values on a 20 MB page)
_HOW: dict[type, Callable[[Any], Any]] = {}


def data(value: Any) -> Any:
    """`value` as JSON data (see the module docstring)."""
    how = _HOW.get(type(value))
    if how is None:
        how = _HOW[type(value)] = _how(type(value))
    return how(value)


def _how(kind: type) -> Callable[[Any], Any]:
    """The conversion of a `kind` value, by the rules `isinstance` checks in this order:
    scalars as they are; sequences (before the models: no model is a sequence); pydantic
    models; dataclass instances (not the classes); dicts; anything else as text."""
    if issubclass(kind, float):
        return _finite
    if issubclass(kind, (str, int, bool)) or kind is type(None):
        return _same
    if issubclass(kind, (list, tuple)):
        return _sequence
    if issubclass(kind, BaseModel):
        return _pydantic_of(kind)
    if dataclasses.is_dataclass(kind) and not issubclass(kind, type):
        return _dataclass_of(kind)
    if issubclass(kind, dict):
        return _mapping
    return str


def _same(value: Any) -> Any:
    return value


def _finite(value: float) -> Any:
    """A float as JSON has it: a number when finite; else the text the page shows for it
    ("Infinity", "-Infinity", "NaN"), as JSON has no such number (a line's `1e999` is inf
    once read; typed fields never hold one: model/numbers.py)."""
    if math.isfinite(value):
        return value
    return "NaN" if value != value else "Infinity" if value > 0 else "-Infinity"


def _sequence(value: Any) -> list[Any]:
    how = _HOW.get  # (`data` inlined: thousands of numbered lines a page come through here)
    return [v if type(v) in _PLAIN else (how(type(v)) or data)(v) for v in value]


def _mapping(value: dict[Any, Any]) -> dict[str, Any]:
    return {str(k): data(v) for k, v in value.items()}


def _dataclass_of(kind: type) -> Callable[[Any], dict[str, Any]]:
    tag = kind_tag(kind)
    fields = [f for f in dataclasses.fields(kind) if f.name not in OMITTED]

    def convert(value: Any) -> dict[str, Any]:
        out: dict[str, Any] = {"type": tag}
        for f in fields:
            item = getattr(value, f.name)
            if not _is_default(f, item):
                out[f.name] = data(item)
        return out
    return convert


def _is_default(f: dataclasses.Field, value: Any) -> bool:
    if f.default is not dataclasses.MISSING:
        return bool(value == f.default)
    if f.default_factory is not dataclasses.MISSING:
        return bool(value == f.default_factory())
    return False


def _pydantic_of(kind: type[BaseModel]) -> Callable[[BaseModel], dict[str, Any]]:
    tag = kind_tag(kind)
    fields = kind.model_fields
    typed = [(name, info.default) for name, info in fields.items() if name != "params"]
    tool = issubclass(kind, ToolInput)

    def convert(value: BaseModel) -> dict[str, Any]:
        out: dict[str, Any] = {"type": tag}
        for name, default in typed:
            item = getattr(value, name)
            if not item == default:  # the old `if item == default: continue`, exactly
                out[name] = data(item)
        if tool:
            rest = {k: v for k, v in value.params.items()  # type: ignore[attr-defined]
                    if k not in fields or k == "params" or getattr(value, k) != v}
            if rest:  # what no typed field holds as given
                out["params"] = data(rest)
        elif value.model_extra:
            out.update({k: data(v) for k, v in value.model_extra.items() if k not in out})
        return out
    return convert
