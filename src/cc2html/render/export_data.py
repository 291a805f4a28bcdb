"""The content models as plain JSON data, for the JSON export (render/json_export.py).

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
from typing import Any

from pydantic import BaseModel

from ..model.tools.base import ToolInput
from .model_types import kind_tag

#: fields never written by `data`: the line's metadata, and the copies of its JSON
OMITTED = frozenset({"meta", "raw", "sidecar"})


#: values `data` returns as they are (checked by exact type first: a Read result's
#: thousands of numbered lines are tuples of these)
_PLAIN = frozenset({str, int, float, bool, type(None)})


def data(value: Any) -> Any:
    """`value` as JSON data (see the module docstring)."""
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    if isinstance(value, (list, tuple)):  # before the model checks: no model is a sequence
        return [v if type(v) in _PLAIN else data(v) for v in value]
    if isinstance(value, BaseModel):
        return _pydantic(value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out: dict[str, Any] = {"type": kind_tag(type(value))}
        for f in dataclasses.fields(value):
            item = getattr(value, f.name)
            if f.name in OMITTED or _is_default(f, item):
                continue
            out[f.name] = data(item)
        return out
    if isinstance(value, dict):
        return {str(k): data(v) for k, v in value.items()}
    return str(value)


def _is_default(f: dataclasses.Field, value: Any) -> bool:
    if f.default is not dataclasses.MISSING:
        return bool(value == f.default)
    if f.default_factory is not dataclasses.MISSING:
        return bool(value == f.default_factory())
    return False


def _pydantic(value: BaseModel) -> dict[str, Any]:
    out: dict[str, Any] = {"type": kind_tag(type(value))}
    fields = type(value).model_fields
    for name, info in fields.items():
        if name == "params":
            continue
        item = getattr(value, name)
        if item == info.default:
            continue
        out[name] = data(item)
    if isinstance(value, ToolInput):
        rest = {k: v for k, v in value.params.items()  # what no typed field holds as given
                if k not in fields or k == "params" or getattr(value, k) != v}
        if rest:
            out["params"] = data(rest)
    elif value.model_extra:
        out.update({k: data(v) for k, v in value.model_extra.items() if k not in out})
    return out
