"""The model classes as types: which classes the exports can meet, their tags, their fields.

Shared by the JSON export (render/export_data.py), which writes a model object with its
kind tag, and the schema (render/to_json/json_schema.py), which describes each class from its
field annotations. The set of classes is the registry's rows, their subclasses and the
classes their fields hold, so a kind added to the registry is in both at once.
"""

from __future__ import annotations

import dataclasses
import sys
import typing
from functools import lru_cache
from typing import Any

from pydantic import BaseModel

from .registry import REGISTRY


def is_model_class(cls: Any) -> bool:
    """A dataclass or pydantic model of cc2html's own (what the export writes as an object)."""
    return isinstance(cls, type) and cls.__module__.startswith("cc2html.") and (
        dataclasses.is_dataclass(cls) or issubclass(cls, BaseModel))


def is_named_tuple(cls: Any) -> bool:
    return isinstance(cls, type) and issubclass(cls, tuple) and hasattr(cls, "_fields")


@lru_cache(maxsize=None)
def annotations_of(cls: type) -> dict[str, Any]:
    """Field name -> resolved annotation (dataclass fields, or a pydantic model's)."""
    if issubclass(cls, BaseModel):
        return {name: info.annotation for name, info in cls.model_fields.items()}
    hints: dict[str, Any] = {}
    for base in reversed(cls.__mro__):  # each class's annotations in its own module
        namespace = vars(sys.modules[base.__module__])
        for name, text in vars(base).get("__annotations__", {}).items():
            hints[name] = _resolve(text, namespace)
    return {f.name: hints.get(f.name, Any) for f in dataclasses.fields(cls)}


def _resolve(annotation: Any, namespace: dict[str, Any]) -> Any:
    """A string annotation evaluated in its module (Any when it names nothing there)."""
    if not isinstance(annotation, str):
        return annotation
    try:
        return eval(annotation, dict(namespace))  # noqa: S307 - cc2html's own annotations
    except (NameError, TypeError, AttributeError, SyntaxError):
        return Any


def classes_in(hint: Any) -> list[type]:
    """The model classes an annotation names (inside Optional, tuple, dict, unions)."""
    if is_model_class(hint):
        return [hint]
    if is_named_tuple(hint):
        return [c for h in typing.get_type_hints(hint).values() for c in classes_in(h)]
    return [c for arg in typing.get_args(hint) for c in classes_in(arg)]


def _all_subclasses(cls: type) -> list[type]:
    found = []
    for sub in cls.__subclasses__():
        found.append(sub)
        found.extend(_all_subclasses(sub))
    return found


@lru_cache(maxsize=None)
def model_classes() -> tuple[type, ...]:
    """Every model class the export can meet, in a stable order (module, name)."""
    found: set[type] = set()
    todo = list(REGISTRY)
    while todo:
        cls = todo.pop()
        if cls in found or not is_model_class(cls):
            continue
        found.add(cls)
        todo.extend(_all_subclasses(cls))
        todo.extend(c for hint in annotations_of(cls).values() for c in classes_in(hint))
    return tuple(sorted(found, key=lambda c: (c.__module__, c.__qualname__)))


def family(cls: type) -> list[type]:
    """`cls` and its subclasses among the model classes (what a field of type `cls` holds)."""
    return [c for c in model_classes() if issubclass(c, cls)]


@lru_cache(maxsize=None)
def _clashing_names() -> frozenset[str]:
    seen: dict[str, set[str]] = {}
    for cls in model_classes():
        seen.setdefault(cls.__name__, set()).add(cls.__module__)
    return frozenset(name for name, modules in seen.items() if len(modules) > 1)


def kind_tag(cls: type) -> str:
    """A model class's `type` in the export: its name, module-qualified on a clash
    (`sdk.AttachmentMessage` beside `AttachmentMessage`)."""
    name = cls.__name__
    if name in _clashing_names():
        return f"{cls.__module__.rsplit('.', 1)[-1]}.{name}"
    return name


__all__ = ["annotations_of", "classes_in", "family", "is_model_class", "is_named_tuple",
           "kind_tag", "model_classes"]
