"""The terminal view (`cc2html show`): a built Document as rich renderables.

Works from the same tree as the HTML page, so both input formats print the
same way: the snapshot as a header, roles, Markdown answers, one summary line
per tool call (with its subagent's summary), notices as "System:" lines.
Every string that comes from a transcript goes through `sanitize()` and into a
`Text` (or Markdown) object — never into rich markup.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, Optional

from rich.console import RenderableType
from rich.padding import Padding
from rich.text import Text

from ...model import (AssistantTextMessage, CompactedSummaryMessage, OmittedThinkingMessage,
                        RedactedThinkingMessage, RewoundBranch, SystemMessage, ThinkingMessage,
                        ToolResultMessage, ToolUseMessage, UnknownMessage, UserTextMessage)
from ...model.sdk import (AttachmentMessage, CitedTextMessage, InjectedContextMessage,
                           NoticeMessage, ReplayedUserMessage)
from ...model.text import counted, first_line
from ..text.hints import plain_hint
from ...tree.stats import SessionStats, thread_counts
from ...tree.build import Document, Node, Session, Subagent
from ..registry import row_for
from ..text.sanitize import sanitize
from .terminal_calls import call_details, call_numbers, reading_order
from .terminal_header import one_line, snapshot_panel
from .terminal_markdown import markdown
from .terminal_workflow import journal_result_lines, workflow_lines

INTERRUPT = "[Request interrupted by user"
Emit = Callable[[Node], Iterator[RenderableType]]
ItemEmit = Callable[[Any, bool], RenderableType]


def clean(value: Any) -> str:
    return sanitize(value)


def clean_line(value: Any, limit: int) -> str:
    """The first line of `value` made terminal-safe, cut to `limit` characters."""
    return first_line(clean(value), limit)


def indent(renderable: RenderableType, left: int = 2) -> Padding:
    return Padding(renderable, (0, 0, 0, left), expand=False)


def label(role: str, style: str, extra: str = "") -> Text:
    text = Text(role + ":", style=style)
    if extra:
        text.append(" " + one_line(extra), style="dim")
    return text


def system_line(title: str, text: str, level: str = "info") -> Text:
    style = {"warning": "yellow", "error": "red"}.get(level, "dim")
    line = Text("System: ", style="bold " + style)
    line.append(clean(title), style=style)
    if text:
        line.append(" — " + clean(text), style=style)
    return line


# --------------------------------------------------------------------------- per kind


def _user(node: Node) -> Iterator[RenderableType]:
    msg = node.msg
    assert isinstance(msg, UserTextMessage)
    yield label("User", "bold cyan", "(replayed)" if isinstance(msg, ReplayedUserMessage) else "")
    for item in msg.items:
        yield indent(item_renderable(item))


def _peer(node: Node) -> Iterator[RenderableType]:
    msg: Any = node.msg  # (a PeerMessage: another agent's words, not the user's)
    yield label("Agent message", "bold magenta", f"from {msg.sender or 'another agent'}")
    yield indent(Text(clean(msg.text)))


# one item of a message body: text (Markdown in an answer), or a dim one-line note
def _text_item(item: Any, md: bool) -> RenderableType:
    return markdown(item.text) if md else Text(clean(item.text))


def _image_item(item: Any, md: bool) -> RenderableType:
    return Text(f"[image: {clean(item.media_type)}]", style="dim")


def _document_item(item: Any, md: bool) -> RenderableType:
    head = f"[document: {clean(item.media_type)}" + (f" {clean(item.title)}" if item.title
                                                      else "") + f", {item.size_text}]"
    if not item.text:
        return Text(head, style="dim")
    return Text(head + "\n" + clean(item.text))


def _placed_image(item: Any, md: bool) -> RenderableType:
    return _image_item(item.image, md)


def _ide_notice(item: Any, md: bool) -> RenderableType:
    return Text(f"[IDE {clean(item.kind)}: {clean_line(item.content, 80)}]", style="dim")


def _folded_note(item: Any, md: bool) -> RenderableType:
    return Text(f"[{clean_line(item.label, 60)}: {clean_line(item.body, 60)}]", style="dim")


#: an item's family (its row's `family`) -> function(item, markdown?) giving its renderable
TERMINAL_ITEM_RULES: dict[str, ItemEmit] = {
    "text": _text_item,
    "image": _image_item,
    "document": _document_item,
    "placed_image": _placed_image,
    "ide": _ide_notice,
    "folded": _folded_note,
}


def item_renderable(item: Any, md: bool = False) -> RenderableType:
    """An item of a message body by its registry row; `md`: text as Markdown (answers)."""
    return TERMINAL_ITEM_RULES[row_for(item).family](item, md)


def _interruption(node: Node) -> Iterator[RenderableType]:
    yield Text("(interrupted)", style="bold yellow")


def _assistant(node: Node) -> Iterator[RenderableType]:
    msg = node.msg
    assert isinstance(msg, AssistantTextMessage)
    yield label("Assistant", "bold green", " · ".join(
        x for x in (msg.model or "", msg.phase.replace("_", " ")) if x))
    for item in msg.items:
        yield indent(item_renderable(item, md=True))
    if msg.is_api_error:
        yield indent(Text("(API error)", style="red"))
    if isinstance(msg, CitedTextMessage):
        for n, cite in enumerate(msg.citations, 1):
            yield indent(Text(f"[{n}] {clean(cite.title or cite.kind)} {clean(cite.url)}",
                              style="dim"))


def _thinking(node: Node) -> Iterator[RenderableType]:
    msg = node.msg
    assert isinstance(msg, ThinkingMessage)
    if isinstance(msg, OmittedThinkingMessage):
        yield Text("Thinking not recorded (omitted by the API)", style="dim italic")
        return
    if isinstance(msg, RedactedThinkingMessage) or not msg.thinking:
        yield Text("Thinking: (redacted)", style="dim italic")
        return
    yield Text("Thinking:", style="dim italic")
    yield indent(Text(clean(msg.thinking), style="dim italic"))


def _rewound(node: Node) -> Iterator[RenderableType]:
    """A rewound branch is folded: one line, its messages not printed (see `_walk`)."""
    msg = node.msg
    assert isinstance(msg, RewoundBranch)
    fork = node.fork
    where = (f" at the {row_for(fork.msg).title.lower()} message of {fork.msg.meta.timestamp}"
             if fork is not None and fork.msg.meta.timestamp else "")
    yield Text(f"↶ Rewound{where}: an abandoned branch of {counted(msg.prompts, 'prompt')}, "
               f"{counted(msg.count, 'message')}, not shown", style="dim")


def _state(node: Node) -> Text:
    result = node.result.msg if node.result else None
    if result is None:
        return Text("… no result", style="yellow")
    assert isinstance(result, ToolResultMessage)
    if result.is_error:
        reason = clean_line(result.output.text or getattr(result.output, "error_code", ""), 80)
        state = "denied" if result.denied else "error"
        return Text(f"✗ {state}" + (f": {reason}" if reason else ""), style="red")
    return Text("✓", style="green")


def subagent_line(sub: Subagent) -> Text:
    count, tools, _agents = thread_counts(sub.nodes)
    line = Text("↳ task: " if sub.source == "task" else "↳ subagent: ", style="magenta")
    parts = [counted(count, "message"), counted(tools, "tool call")]
    if sub.name:
        parts.insert(0, clean(sub.name))
    task = sub.task
    if task is not None:
        parts.insert(0, clean(task.status))
        if task.description:
            parts.insert(0, clean(task.description))
        if task.summary or task.latest:
            parts.append(clean_line(task.summary or task.latest, 80))
    final = next((n.msg for n in reversed(list(reading_order(sub.nodes)))
                  if isinstance(n.msg, AssistantTextMessage)), None)
    if final is not None and not (task and task.summary):
        parts.append("“" + clean_line(final.text, 80) + "”")
    line.append(" · ".join(parts), style="magenta")
    return line


def _tool(node: Node, number: Optional[int] = None) -> Iterator[RenderableType]:
    """A call's line; `number`: the view's number for it (`#N` before the tool's name)."""
    msg = node.msg
    assert isinstance(msg, ToolUseMessage)
    line = Text("⏺ ", style="blue")
    if number is not None:
        line.append(f"#{number} ", style="dim")
    line.append(clean(msg.tool_name) or "(unnamed tool)", style="bold blue")
    server = msg.input.server
    if server:
        line.append(f" [{clean(server)}]", style="blue")
    hint = clean_line(plain_hint(msg.input, 80), 80)
    if hint:
        line.append("  " + hint)
    line.append("  ")
    line.append_text(_state(node))
    yield indent(line)
    if node.subagent is not None:
        yield indent(subagent_line(node.subagent), 4)


def _orphan_result(node: Node) -> Iterator[RenderableType]:
    msg = node.msg
    assert isinstance(msg, ToolResultMessage)
    text = msg.output.text or getattr(msg.output, "code", "")  # a Read keeps only its lines
    yield indent(Text(f"⎿ result of a call not in this file: {clean_line(text, 80)}",
                      style="dim"))


def _system(node: Node) -> Iterator[RenderableType]:
    msg = node.msg
    assert isinstance(msg, SystemMessage)
    # a subtype without a view may carry its text in other fields only
    text = msg.text.strip() or "; ".join(f"{key}: {value}" for key, value
                                         in getattr(msg, "fields", ()))
    if text:
        yield system_line(msg.subtype or msg.level, clean_line(text, 200), msg.level)


def _notice(node: Node) -> Iterator[RenderableType]:
    msg = node.msg
    assert isinstance(msg, NoticeMessage)
    if msg.text.strip():
        yield system_line(msg.title or msg.kind, msg.text, msg.level)


def _injected(node: Node) -> Iterator[RenderableType]:
    msg = node.msg
    assert isinstance(msg, InjectedContextMessage)
    yield Text(f"Context ({clean(msg.reason)}): {clean_line(msg.text, 90)}", style="dim")


def _attachment(node: Node) -> Iterator[RenderableType]:
    msg = node.msg
    assert isinstance(msg, AttachmentMessage)
    yield indent(Text(f"📎 {clean(msg.kind)} {clean(msg.title)}", style="dim"))


def _unknown(node: Node) -> Iterator[RenderableType]:
    msg = node.msg
    assert isinstance(msg, UnknownMessage)
    yield system_line("unrecognised", f"{msg.kind} (see the HTML page)", "warning")


def _generic(node: Node) -> Iterator[RenderableType]:
    text = getattr(node.msg, "text", "")
    if isinstance(text, str) and text.strip():
        yield system_line(type(node.msg).__name__, clean_line(text, 200))


#: a kind's family (its registry row's `family`) -> emitter; "generic" prints a kind's text as a
#: System line, the deliberate choice for kinds the terminal has no view of its own for
TERMINAL_RULES: dict[str, Emit] = {
    "user": _user,
    "interruption": _interruption,
    "assistant": _assistant,
    "thinking": _thinking,
    "rewound": _rewound,
    "tool": _tool,
    "orphan_result": _orphan_result,
    "system": _system,
    "notice": _notice,
    "injected": _injected,
    "attachment": _attachment,
    "unknown": _unknown,
    "generic": _generic,
    "peer": _peer,
    "workflow": workflow_lines,
    "journal_result": journal_result_lines,
}


def is_interrupt(msg: Any) -> bool:
    """The CLI's abort marker, whichever user kind classified it (it marks the answer above)."""
    text = getattr(msg, "text", None)
    return isinstance(text, str) and text.lstrip().startswith(INTERRUPT)


def emitter(msg: Any) -> Emit:
    if is_interrupt(msg) and not isinstance(msg, (AssistantTextMessage, NoticeMessage)):
        return _interruption
    return TERMINAL_RULES[row_for(msg).family]


# --------------------------------------------------------------------------- the document
def one_call(doc: Document, number: int, first: int = 1) -> Optional[list[RenderableType]]:
    """Call `number` of the view (its `#N`) expanded: its line, input and result; None when
    the document has no such call. `first`: the number of `doc`'s first call (a segment
    of a large session: cli/show.py)."""
    numbers = call_numbers(doc)
    node = next((n for session in doc.sessions for n in reading_order(session.nodes)
                 if numbers.get(n.id) == number - first + 1), None)
    return None if node is None else [*_tool(node, number), *call_details(node)]


def nodes_renderables(nodes: list[Node], calls: bool = False,
                      numbers: Optional[dict[str, int]] = None) -> Iterator[RenderableType]:
    """A session's nodes in reading order (`calls`, `numbers`: `session_renderables`'); a
    large session's view prints them a segment at a time (cli/show.py)."""
    for node in reading_order(nodes):
        emit = emitter(node.msg)
        yield from (_tool(node, (numbers or {}).get(node.id)) if emit is _tool else emit(node))
        if calls and isinstance(node.msg, ToolUseMessage):
            yield from call_details(node)
        if node.subagent is not None and isinstance(node.msg, CompactedSummaryMessage):
            yield indent(subagent_line(node.subagent), 4)  # the compaction agent, by its card


def session_renderables(session: Session, stats: SessionStats, calls: bool = False,
                        numbers: Optional[dict[str, int]] = None) -> Iterator[RenderableType]:
    """`calls`: each tool call with its input and result (terminal_calls.py); `numbers`:
    the calls' numbers by node id (terminal_calls.call_numbers)."""
    yield snapshot_panel(session, stats)
    yield from nodes_renderables(session.nodes, calls, numbers)
    for sub in session.unlinked:
        if sub.aside:
            continue
        if sub.source == "workflow":  # a run no Workflow call names: its lines, as at a call
            yield Text("Workflow run no Workflow call of this session names:", style="magenta")
            yield from (out for node in reading_order(sub.nodes) for out in emitter(node.msg)(node))
        else:
            yield subagent_line(sub)
    aside = [sub for sub in session.unlinked if sub.aside]
    if aside:  # warm-up and out-of-time agents (tree/placement.py): one muted line
        warm = sum(1 for sub in aside if sub.aside == "warm-up")
        parts = [counted(warm, "warm-up agent") if warm else "",
                 f"{counted(len(aside) - warm, 'agent')} from outside the conversation's time"
                 if len(aside) > warm else ""]
        yield Text(" and ".join(p for p in parts if p) + ", not part of the conversation",
                   style="dim")


def document_renderables(doc: Document, stats: list[SessionStats], calls: bool = False,
                         numbers: Optional[dict[str, int]] = None) -> Iterator[RenderableType]:
    """`stats`: one per session (tree/stats.document_stats); `calls`: expanded; `numbers`:
    the calls' numbers (shown as `#N`), from the whole document when `doc` is a selection."""
    numbers = call_numbers(doc) if numbers is None else numbers
    for session, session_stats in zip(doc.sessions, stats):
        yield from session_renderables(session, session_stats, calls, numbers)
        yield Text("")
    if not doc.sessions:
        yield Text("This transcript has no messages.", style="dim")
    if doc.hidden:
        counts = ", ".join(f"{clean(kind)} ×{h.count}" for kind, h in sorted(doc.hidden.items()))
        yield Text(f"Not shown: {counts}", style="dim")

