"""Assistant content blocks only the API stream carries: server tools, MCP connector,
their result blocks, citations, container uploads and compaction summaries.

The transcript factory turns blocks it does not know into `UnknownMessage`s; the
SDK factory hands those here by their block type (`SERVER_BLOCKS`).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

from ...model import MessageContent, MessageMeta, ToolUseMessage
from ..context import ClassifyContext
from ...model.sdk import (AttachmentMessage, CalledToolUseMessage, CodeRunOutput,
                      McpToolInput, McpToolUseMessage, NoticeMessage, SearchHit,
                      ServerResultOutput, ServerToolInput, ServerToolResultMessage,
                      ServerToolUseMessage, WebSearchOutput)
from ...model.tools.base import ToolOutput
from ...read.jsonsafe import fallback_text

BlockFactory = Callable[[dict[str, Any], MessageMeta, ClassifyContext, dict[str, Any]],
                        Iterator[MessageContent]]


def text_of(value: Any) -> str:
    """Text of a string, a list of text blocks, or (as JSON) anything else."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, list) and all(isinstance(v, dict) and v.get("type") == "text"
                                       for v in value):
        return "\n".join(str(v.get("text", "")) for v in value)
    try:
        return json.dumps(value, ensure_ascii=False, indent=2, default=str)
    except (ValueError, RecursionError):
        return fallback_text(value, 2)


def _str(value: Any) -> str:
    return value if isinstance(value, str) else ("" if value is None else str(value))


def _params(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else ({} if value is None else {"input": value})


def server_tool_use(raw: dict, meta: MessageMeta, ctx: ClassifyContext,
                    common: dict) -> Iterator[MessageContent]:
    name, ident = _str(raw.get("name")), _str(raw.get("id"))
    ctx.tool_names[ident] = name
    yield ServerToolUseMessage(meta=meta, tool_use_id=ident, tool_name=name,
                               input=ServerToolInput(tool_name=name,
                                                     params=_params(raw.get("input"))),
                               **common)


def mcp_tool_use(raw: dict, meta: MessageMeta, ctx: ClassifyContext,
                 common: dict) -> Iterator[MessageContent]:
    name, ident = _str(raw.get("name")), _str(raw.get("id"))
    ctx.tool_names[ident] = name
    tool_input = McpToolInput(tool_name=name, params=_params(raw.get("input")),
                              mcp_server=_str(raw.get("server_name")))
    yield McpToolUseMessage(meta=meta, tool_use_id=ident, tool_name=name, input=tool_input,
                            **common)


def _error(content: Any) -> str:
    if isinstance(content, dict) and str(content.get("type", "")).endswith("error"):
        code = _str(content.get("error_code")) or "error"
        message = _str(content.get("error_message"))
        return f"{code}: {message}" if message else code
    return ""


def _web_search(content: Any) -> ToolOutput:
    hits = tuple(SearchHit(_str(h.get("title")), _str(h.get("url")), _str(h.get("page_age")))
                 for h in (content if isinstance(content, list) else [])
                 if isinstance(h, dict))
    return WebSearchOutput(hits=hits, error_code=_error(content))


def _code_run(content: Any) -> ToolOutput:
    if not isinstance(content, dict) or _error(content):
        return CodeRunOutput(error_code=_error(content), text=text_of(content) if
                             not isinstance(content, dict) else "")
    files = tuple(_str(f.get("file_id")) for f in content.get("content") or []
                  if isinstance(f, dict))
    code = content.get("return_code")
    return CodeRunOutput(stdout=_str(content.get("stdout")), stderr=_str(content.get("stderr")),
                         return_code=code if isinstance(code, int) else None, files=files)


def _web_fetch(content: Any) -> ToolOutput:
    if not isinstance(content, dict) or _error(content):
        return ServerResultOutput(error_code=_error(content))
    doc = content.get("content") if isinstance(content.get("content"), dict) else {}
    source = doc.get("source") if isinstance(doc.get("source"), dict) else {}
    text = source.get("data") if source.get("type") == "text" else ""
    facts = tuple((k, _str(v)) for k, v in (("URL", content.get("url")),
                                             ("Title", doc.get("title")),
                                             ("Retrieved", content.get("retrieved_at")),
                                             ("Type", source.get("media_type"))) if v)
    return ServerResultOutput(text=_str(text), facts=facts)


def _generic_result(content: Any) -> ToolOutput:
    """Text editor and tool search results: known fields as facts, text as text."""
    if not isinstance(content, dict) or _error(content):
        return ServerResultOutput(error_code=_error(content),
                                  text="" if isinstance(content, dict) else text_of(content))
    refs = [r.get("tool_name") for r in content.get("tool_references") or []
            if isinstance(r, dict)]
    facts = [(k, _str(v)) for k, v in content.items()
             if k not in ("type", "content", "tool_references", "lines") and v is not None]
    if refs:
        facts.append(("Tools found", ", ".join(_str(r) for r in refs)))
    lines = content.get("lines")
    text = "\n".join(map(_str, lines)) if isinstance(lines, list) else _str(content.get("content"))
    return ServerResultOutput(text=text, facts=tuple(facts))


RESULT_PARSERS: dict[str, Callable[[Any], ToolOutput]] = {
    "web_search_tool_result": _web_search,
    "web_fetch_tool_result": _web_fetch,
    "code_execution_tool_result": _code_run,
    "bash_code_execution_tool_result": _code_run,
    "text_editor_code_execution_tool_result": _generic_result,
    "tool_search_tool_result": _generic_result,
    "mcp_tool_result": lambda content: ToolOutput(text=text_of(content)),
}


def server_tool_result(raw: dict, meta: MessageMeta, ctx: ClassifyContext,
                       common: dict) -> Iterator[MessageContent]:
    btype = _str(raw.get("type"))
    content = raw.get("content")
    output = RESULT_PARSERS[btype](content)
    ident = _str(raw.get("tool_use_id"))
    code = getattr(output, "return_code", None)
    is_error = bool(raw.get("is_error")) or bool(_error(content)) or bool(code)
    yield ServerToolResultMessage(meta=meta, tool_use_id=ident, output=output, is_error=is_error,
                                  tool_name=ctx.tool_names.get(ident), block_type=btype)


def container_upload(raw: dict, meta: MessageMeta, ctx: ClassifyContext,
                     common: dict) -> Iterator[MessageContent]:
    yield AttachmentMessage(meta=meta, kind="container_upload", title=_str(raw.get("file_id")))


def compaction(raw: dict, meta: MessageMeta, ctx: ClassifyContext,
               common: dict) -> Iterator[MessageContent]:
    body = text_of(raw.get("content") if raw.get("content") is not None else raw.get("summary"))
    yield NoticeMessage(meta=meta, kind="compaction", title="Compaction",
                        text="earlier turns summarised", body=body)


SERVER_BLOCKS: dict[str, BlockFactory] = {
    "server_tool_use": server_tool_use,
    "mcp_tool_use": mcp_tool_use,
    "container_upload": container_upload,
    "compaction": compaction,
    **{name: server_tool_result for name in RESULT_PARSERS},
}


def with_caller(msg: ToolUseMessage, blocks: list[Any]) -> ToolUseMessage:
    """The call, as a `CalledToolUseMessage` when its block names a caller other than the model."""
    block = blocks[msg.meta.block] if msg.meta.block < len(blocks) else None
    caller = getattr(block, "caller", None)
    kind = _str(caller.get("type")) if isinstance(caller, dict) else _str(caller)
    if not kind or kind == "direct":
        return msg
    ident = _str(caller.get("tool_id")) if isinstance(caller, dict) else ""
    return CalledToolUseMessage(meta=msg.meta, tool_use_id=msg.tool_use_id,
                                tool_name=msg.tool_name, input=msg.input, model=msg.model,
                                message_id=msg.message_id, usage=msg.usage, caller=kind,
                                caller_id=ident)
