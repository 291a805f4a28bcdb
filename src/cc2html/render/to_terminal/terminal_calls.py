"""A tool call expanded in the terminal (`cc2html show --detail full`): under its one
line, its input (an edit as a coloured diff, a command as `$ …`, a file written as its
text, any other input by its fields) and its result, each thing once (render/results.py
`result_data`, as the Markdown export states it). Every string is sanitized and put in a
`Text`, never read as markup.

The view numbers the tool calls it shows (`#N` before the tool's name in a call's line: the main
thread's calls in reading order, over the file's sessions; a subagent's calls are not
shown, so not numbered); `cc2html show SOURCE --call N` prints call N expanded alone.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from rich.console import RenderableType
from rich.padding import Padding
from rich.text import Text

from ...model import RewoundBranch, ToolResultMessage, ToolUseMessage
from ...model.tools.files import EditInput, MultiEditInput, WriteInput
from ...model.tools.shell import BashInput
from ...tree.build import Document, Node
from ..export_data import data
from ..results import result_data
from ..text.diff import unified_diff
from ..text.sanitize import sanitize

#: fields that say nothing to a reader, or that the call's line states already
SKIP = frozenset({"type", "tool_name"})
#: a string up to this long on one line is printed beside its label
SHORT = 100
_DIFF_STYLES = {"+": "green", "-": "red", "@": "cyan"}


def _pad(renderable: RenderableType, left: int = 4) -> Padding:
    return Padding(renderable, (0, 0, 0, left), expand=False)


def diff_text(old: str, new: str) -> Text:
    """An edit as a unified diff, its lines coloured by their sign."""
    text = Text()
    for n, line in enumerate(sanitize(unified_diff(old, new)).split("\n")):
        text.append(("\n" if n else "") + line, style=_DIFF_STYLES.get(line[:1], ""))
    return text


def _rows(values: list[Any]) -> str:
    """Numbered lines ([number, text] pairs, a Read's) as a listing."""
    return "\n".join(f"{row[0]:>5}  {row[1]}" if len(row) == 2 else "\t".join(map(str, row))
                     for row in values)


def field_lines(value: Any, prefix: str = "") -> Iterator[tuple[str, str]]:
    """(label, text) of each field of a data value: nested objects as `parent.field`."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key not in SKIP:
                yield from field_lines(item, f"{prefix}.{key}" if prefix else str(key))
    elif isinstance(value, list):
        if value and all(isinstance(v, list) for v in value):
            yield prefix, _rows(value)
        elif all(not isinstance(v, (dict, list)) for v in value):
            if value:
                yield prefix, "\n".join("" if v is None else str(v) for v in value)
        else:
            for n, item in enumerate(value, 1):
                yield from field_lines(item, f"{prefix}[{n}]")
    elif value is not None:
        yield prefix, str(value).lower() if isinstance(value, bool) else str(value)


def fields_renderables(value: Any) -> Iterator[RenderableType]:
    """A data value's fields: a short one beside its label, a longer one under it."""
    for label, text in field_lines(value):
        shown = sanitize(text)
        if "\n" not in shown and len(shown) <= SHORT:
            line = Text(f"{sanitize(label)}: ", style="dim")
            line.append(shown)
            yield line
        else:
            yield Text(f"{sanitize(label)}:", style="dim")
            yield _pad(Text(shown), 2)


def _input(inp: Any) -> Iterator[RenderableType]:
    if isinstance(inp, (EditInput, MultiEditInput)):
        yield Text(sanitize(inp.file_path), style="dim")
        edits = inp.edits if isinstance(inp, MultiEditInput) else (inp,)
        for edit in edits:
            yield diff_text(edit.old_string, edit.new_string)
        return
    if isinstance(inp, BashInput):
        yield Text("$ " + sanitize(inp.command), style="bold")
        yield from fields_renderables({k: v for k, v in data(inp).items() if k != "command"})
        return
    if isinstance(inp, WriteInput):
        yield Text(sanitize(inp.file_path), style="dim")
        yield Text(sanitize(inp.content))
        return
    yield from fields_renderables(data(inp))


def call_details(node: Node) -> Iterator[RenderableType]:
    """What a tool call's node holds beyond its line: its input, then its result."""
    msg = node.msg
    assert isinstance(msg, ToolUseMessage)
    yield from (_pad(r) for r in _input(msg.input))
    result = node.result.msg if node.result else None
    if isinstance(result, ToolResultMessage):
        yield _pad(Text("⎿ result" + (" (error)" if result.is_error else ""), style="dim"))
        call_file = getattr(msg.input, "target_file", "") or ""
        shown = result_data(data(result.output), call_file)
        yield from (_pad(r, 6) for r in fields_renderables(shown))


def reading_order(nodes: list[Node]) -> Iterator[Node]:
    """Nodes in reading order: a node's lead children (its reply's thinking) before it; a
    rewound branch without its messages."""
    for node in nodes:
        yield from reading_order(node.children[:node.lead])
        yield node
        if not isinstance(node.msg, RewoundBranch):  # folded: its header line only
            yield from reading_order(node.children[node.lead:])


def call_numbers(doc: Document) -> dict[str, int]:
    """The number the view gives each tool call it shows, by the call's node id: 1, 2, …
    over the main threads of the document's sessions, in reading order."""
    calls = (node for session in doc.sessions for node in reading_order(session.nodes)
             if isinstance(node.msg, ToolUseMessage))
    return {node.id: n for n, node in enumerate(calls, 1)}
