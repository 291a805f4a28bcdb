"""`cc2html schema`: the JSON export's shape as JSON Schema (draft 2020-12).

The envelope (document, session, turn, part, tool call, subagent, report) is written out
here; each content model is described from its class's field annotations
(render/model_types.py), so a field added to a model is in the schema at once. A model
object is `{"type": <kind tag>, ...its fields}`; a field typed with a class accepts that
class and its subclasses. Fields are optional (the export leaves out defaults); unknown
keys are refused except where the model keeps a tool's own parameters (`params`, nested
items) or a kind cc2html does not recognise (`raw`).
"""

from __future__ import annotations

import dataclasses
import json
import types
import typing
from typing import Any, Union

from pydantic import BaseModel

from ...model import MessageContent
from ...model.tools.base import ToolInput
from ..facts import FACTS
from .json_export import SCHEMA_ID, SCHEMA_VERSION
from ..model_types import (annotations_of, family, is_model_class, is_named_tuple, kind_tag,
                          model_classes)

_SCALARS: dict[Any, dict[str, Any]] = {
    str: {"type": "string"}, int: {"type": "integer"}, float: {"type": "number"},
    bool: {"type": "boolean"}, type(None): {"type": "null"},
}
ANY: dict[str, Any] = {}


def ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/$defs/{name}"}


#: the modules of a message body's items: a field typed with one holds any of them (classify
#: puts IDE notices, folded notes and placed images where the annotation says text or image)
ITEM_MODULES = ("cc2html.model.items", "cc2html.model.inline")


def _item_classes() -> list[type]:
    return [c for c in model_classes() if c.__module__ in ITEM_MODULES
            and dataclasses.is_dataclass(c)]


def _classes(cls: type) -> dict[str, Any]:
    if cls.__module__ in ITEM_MODULES:
        return ref("Item")
    members = family(cls)
    refs = [ref(kind_tag(c)) for c in members]
    return refs[0] if len(refs) == 1 else {"anyOf": refs}


def hint_schema(hint: Any) -> dict[str, Any]:
    """The schema of one annotation (Any, and anything unforeseen, accepts anything)."""
    if hint in _SCALARS:
        return dict(_SCALARS[hint])
    if is_model_class(hint):
        return _classes(hint)
    if is_named_tuple(hint):
        return {"type": "array", "prefixItems": [
            hint_schema(h) for h in typing.get_type_hints(hint).values()]}
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (Union, types.UnionType):
        return {"anyOf": [hint_schema(a) for a in args]}
    if origin in (tuple, list):
        if origin is tuple and args and args[-1] is not Ellipsis:
            return {"type": "array", "prefixItems": [hint_schema(a) for a in args],
                    "minItems": len(args), "maxItems": len(args)}
        return {"type": "array", "items": hint_schema(args[0]) if args else ANY}
    if origin is dict:
        return {"type": "object", "additionalProperties": hint_schema(args[1]) if args else ANY}
    if origin is typing.Literal:
        return {"enum": list(args)}
    return ANY


def class_schema(cls: type) -> dict[str, Any]:
    """One model class: its tag and its fields (those `data` writes)."""
    props: dict[str, Any] = {"type": {"const": kind_tag(cls)}}
    for name, hint in annotations_of(cls).items():
        if name in ("meta", "raw", "sidecar") or (name == "params" and issubclass(cls, BaseModel)):
            continue
        props[name] = hint_schema(hint)
    extra = issubclass(cls, BaseModel) and cls.model_config.get("extra") == "allow"
    if issubclass(cls, BaseModel) and "params" in cls.model_fields:
        props["params"] = {"type": "object", "description": "parameters the typed fields "
                           "do not hold"}
    schema: dict[str, Any] = {"type": "object", "properties": props, "required": ["type"],
                              "additionalProperties": bool(extra)}
    doc = (cls.__doc__ or "").strip().split("\n\n")[0]
    if doc and not (dataclasses.is_dataclass(cls) and doc.startswith(cls.__name__ + "(")):
        schema["description"] = " ".join(doc.split())
    return schema


def _obj(props: dict[str, Any], required: tuple[str, ...] = (),
         extra: bool = False) -> dict[str, Any]:
    return {"type": "object", "properties": props, "required": list(required),
            "additionalProperties": extra}


_STR, _INT, _BOOL, _NUM = ({"type": "string"}, {"type": "integer"}, {"type": "boolean"},
                           {"type": "number"})


def _nullable(schema: dict[str, Any]) -> dict[str, Any]:
    return {"anyOf": [schema, {"type": "null"}]}


def _envelope() -> dict[str, Any]:
    common = {"id": _STR, "label": _STR, "role": _STR, "timestamp": _STR, "uuid": _STR,
              "content": ref("Content"), "raw": ANY}
    need = ("type", "id", "label", "role", "content")
    return {
        "Part": {"anyOf": [ref("MessagePart"), ref("ToolCallPart")]},
        "MessagePart": _obj({"type": {"const": "message"}, "forked_from": _STR, **common},
                            need),
        "ToolCallPart": _obj({"type": {"const": "tool-call"}, **common,
                              "call": ref("ToolCall")}, need + ("call",)),
        "Notice": _obj({"type": {"const": "notice"}, "turn": _STR, **common}, need),
        "Result": _obj({"type": {"const": "result"}, **common}, need),
        "ToolCall": _obj({
            "tool_call_id": _STR, "name": _STR, "mcp_server": _STR,
            "caller": _STR,
            "state": {"enum": ["pending", "success", "error", "approval-denied"]},
            "input": _classes(ToolInput), "output": ANY, "result": ref("Result"),
            "error_text": _STR, "sidecar": ANY, "persisted": ANY, "subagent": ref("Subagent"),
            "skill": _obj({"name": _STR}, ("name",)),
            "parts": {"type": "array", "items": ref("Part")},
        }, ("tool_call_id", "name", "caller", "state", "input")),
        "Origin": _obj({"kind": {"enum": ["user-input", "subagent-prompt", "replay",
                                          "synthetic", "continuation"]},
                        "reason": _STR}, ("kind",)),
        "Turn": _obj({"id": _STR, "origin": ref("Origin"), "timestamp": _STR,
                      "parts": {"type": "array", "items": ref("Part")}},
                     ("id", "origin", "parts")),
        "Subagent": _obj({
            "key": _STR, "id": _STR, "source": _STR, "linked": _BOOL, "name": _STR,
            "colour": _STR, "aside": _STR,
            "too_deep": _BOOL, "task": ANY, "turns": {"type": "array", "items": ref("Turn")},
            "notices": {"type": "array", "items": ref("Notice")}},
            ("key", "id", "source", "linked", "turns", "notices")),
        "Facts": _obj({key: hint_schema(hint) for key, (_, hint) in FACTS.items()},
                      tuple(FACTS)),  # render/facts.py's: every key, always written
        "Session": _obj({
            "session_id": _STR, "title": _STR, "summary": _STR, "continues": _STR,
            "snapshot": _nullable(ANY), "facts": ref("Facts"),
            "turns": {"type": "array", "items": ref("Turn")},
            "notices": {"type": "array", "items": ref("Notice")},
            "unlinked_subagents": {"type": "array", "items": ref("Subagent")}},
            ("session_id", "title", "snapshot", "facts", "turns", "notices",
             "unlinked_subagents")),
        "Report": _report(),
    }


def _report() -> dict[str, Any]:
    counts = {"type": "object", "additionalProperties": _INT}
    return _obj({
        "problems": {"type": "array", "items": _obj(
            {"line": _INT, "reason": _STR, "kept": _BOOL}, ("line", "reason", "kept"))},
        "warnings": {"type": "array", "items": _obj({"line": _INT, "text": _STR},
                                                    ("line", "text"))},
        "hidden": {"type": "object", "additionalProperties": _obj(
            {"count": _INT, "reason": _STR, "by_reason": {"type": "array", "items": _obj(
                {"reason": _STR, "count": _INT, "lines": {"type": "array", "items": _INT},
                 "agent_lines": {"type": "object", "additionalProperties": {
                     "type": "array", "items": _INT}}},
                ("reason", "count", "lines", "agent_lines"))}},
            ("count", "reason", "by_reason"))},
        "other_summaries": {"type": "array", "items": _STR},
        "left_out": counts, "redactions": counts, "redacting": _BOOL,
    }, ("problems", "warnings", "hidden", "left_out", "redactions"))


def schema() -> dict[str, Any]:
    """The whole schema, as `cc2html schema` prints it."""
    defs = _envelope()
    messages = [c for c in model_classes() if kind_tag(c) not in defs]
    defs.update({kind_tag(c): class_schema(c) for c in messages})
    content = [ref(kind_tag(c)) for c in messages if issubclass(c, MessageContent)]
    defs["Content"] = {"anyOf": content}
    defs["Item"] = {"anyOf": [ref(kind_tag(c)) for c in _item_classes()]}
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": SCHEMA_ID,
        "title": f"cc2html session export, schema version {SCHEMA_VERSION}",
        "type": "object",
        "properties": {
            "$schema": {"const": SCHEMA_ID}, "schema_version": {"const": SCHEMA_VERSION},
            "generator": _STR, "source": _STR, "title": _STR,
            "detail": {"enum": ["full", "conversation", "prompts"]},
            "sessions": {"type": "array", "items": ref("Session")}, "report": ref("Report"),
        },
        "required": ["$schema", "schema_version", "sessions", "report"],
        "additionalProperties": False,
        "$defs": dict(sorted(defs.items())),
    }


def schema_text() -> str:
    return json.dumps(schema(), indent=2, ensure_ascii=False) + "\n"
