"""The Markdown export: a built Document as one Markdown file, from the same tree as the page.

Prompts and answers are Markdown, written again from their parse (render/to_markdown/md_rewrite.py);
every other text of a transcript is escaped literal text or code (render/to_markdown/md_text.py), so
no transcript can add a heading, raw HTML, a link that runs script or fetches anything,
an image or an unclosed fence; thinking and notices are quotes; a tool call is
a short heading (name, key argument, outcome) with its input and output as fenced blocks
(`diff` for an edit, the shell's language for a command), each result stated once (its
typed fields, not its raw text beside them: md_fields.result_data); a subagent's transcript is a
sub-section of its call; the report (lines not read, warnings, what the harness hid, what
the detail level left out) ends the file. Per kind, the emitter is the one its registry
row names as its family (`Row.family`), so the kinds table stays the one table.
Only an unrecognised kind is shown as JSON, as on the page.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from ...model import OmittedThinkingMessage, ToolResultMessage, ToolUseMessage
from ...model.tools.files import EditInput, MultiEditInput
from ...model.text import counted
from ...model.tools.shell import BashInput
from ...tree.build import Document, Node, Session, Subagent
from ...tree.changes import FileChange
from ...tree.stats import SessionStats
from ..export_data import data
from ..facts import session_facts, stated
from ..text.formats import line_ranges, to_json
from ..page_info import PageInfo
from .md_anchors import link, mark, resolve
from .md_answers import answer_once
from .md_changes import changes_md
from .md_reads import read_diff
from .md_fields import FENCES, Fences, fields_md, numbered, result_data
from .md_rewrite import safe_markdown
from .md_text import MD_MARK, code, digest, escape_inline, fence, nav_line, one_line, quote
from ..registry import row_for

Emit = Callable[["MarkdownExport", Node, int], list[str]]
#: what a header fact counts, as the page's header says it (kinds/session_header.html)
_GLOSS = {"Injected": " (system reminders, command expansions, task notifications, "
                      "compaction continuations)"}


def _when(msg: Any) -> str:
    stamp = msg.meta.timestamp
    return f" · {escape_inline(stamp)}" if stamp else ""


def items_md(items: Any) -> list[str]:
    """A message body's items: text as safe Markdown, images and notes as one-line notes."""
    blocks = []
    for item in items:
        kind = row_for(item).family
        if kind == "text":
            if item.text.strip():
                blocks.append(safe_markdown(item.text))
        elif kind in ("image", "placed_image"):
            image = getattr(item, "image", item)
            blocks.append(f"*[image: {escape_inline(image.media_type)}]*")
        elif kind == "document":
            name = f" {escape_inline(item.title)}" if item.title else ""
            blocks.append(f"*[document{name}: {escape_inline(item.media_type)}, "
                          f"{item.size_text}]*")
            if item.text:
                blocks.append(fence(item.text))
        elif kind == "ide":
            blocks.append(quote(f"**IDE {escape_inline(item.kind)}**\n\n"
                                + fence(str(item.content))))
        else:  # a folded note (an envelope of the harness)
            blocks.append(quote(f"**{escape_inline(item.label)}**\n\n" + fence(item.body)))
    return blocks


class MarkdownExport:
    """One document's Markdown (the sessions as the detail level keeps them)."""
    changes: tuple[FileChange, ...] | None = None  # a session's, when not from its nodes
    def __init__(self, stats: list[SessionStats], brief_tools: bool = False,
                 nest_subagents: bool = True, fences: Fences = FENCES,
                 anchors: bool = False) -> None:
        self.stats = stats  # the whole sessions' facts, one per session
        self.brief_tools = brief_tools  # --detail conversation: one line per tool call
        self.nest_subagents = nest_subagents  # False: the page's entries (copy_markdown.py)
        self.fences = fences  # how tool inputs' and outputs' long strings are written
        #: the whole file (md_anchors.resolve reads it): calls' headings marked, linked to
        self.anchors = anchors
        #: a long result's Markdown (its digest) -> the call that first had it, its tool
        self.results: dict[bytes, tuple[str, str]] = {}
        #: a file's last read written whole: (call's DOM id, its first line, its lines)
        self.reads: dict[str, tuple[str, int, list[str]]] = {}

    def node(self, node: Node, depth: int) -> list[str]:
        blocks = [b for child in node.children[:node.lead] for b in self.node(child, depth)]
        family = row_for(node.msg).family
        blocks.extend(MARKDOWN_RULES.get(family, _generic)(self, node, depth))
        if node.subagent is not None and family != "tool" and self.nest_subagents:
            blocks.extend(self.subagent(node.subagent, depth + 1))  # a compaction agent's
        for child in node.children[node.lead:]:
            blocks.extend(self.node(child, depth))
        return blocks

    def thread(self, nodes: list[Node], depth: int) -> list[str]:
        return [b for n in nodes for b in self.node(n, depth)]

    def subagent(self, sub: Subagent, depth: int, title: str = "Subagent") -> list[str]:
        level = "#" * min(6, 3 + 2 * depth)
        name = f" {escape_inline(sub.name)}" if sub.name else ""
        head = (f"{mark(sub.anchor) if self.anchors else ''}{level} ❖ {title}:{name} "
                f"{escape_inline(sub.key)} "
                f"({escape_inline(sub.source)})")
        notes = [f"*{escape_inline(sub.aside)}: not part of the conversation*"] \
            if sub.aside else []
        if sub.task is not None:
            notes.append(f"*task {escape_inline(sub.task.status)}: "
                         f"{one_line(sub.task.description or sub.task.summary)}*")
        return [head, *notes, *self.thread(sub.nodes, depth + 1)]

    # --- the document ----------------------------------------------------------
    def session(self, session: Session, n: int) -> Iterator[str]:
        yield f"## Session {n}: {one_line(session.title, 200) or '(untitled)'}"
        stats = self.stats[n - 1]
        facts = [("Session", session.session_id or "")]  # then render/facts.py's, in order
        facts += [(fact.label, fact.text) for fact in stated(session_facts(stats))]
        yield "\n".join(f"- {k}: {code(v)}{_GLOSS.get(k, '')}" for k, v in facts if v)
        yield from changes_md(session, stats.cwd, self.anchors, self.changes)  # what it changed
        if session.summary:
            yield quote("**Summary**\n\n" + safe_markdown(session.summary))
        if session.snapshot is not None:
            yield "\n\n".join(["**Session snapshot**", *fields_md(data(session.snapshot))])
        yield from self.thread(session.nodes, 0)
        for sub in session.unlinked:
            yield from self.subagent(sub, 0, "Subagent (no call names it)")

    def document(self, doc: Document, info: PageInfo) -> Iterator[str]:
        yield f"# {one_line(info.title, 200) or escape_inline(info.source_name)}"
        level = "" if info.detail == "full" else f", detail: {info.detail}"
        yield (f"*{escape_inline(info.source_name)}: {counted(len(doc.sessions), 'session')}"
               f"{level}{MD_MARK}")
        if nav_line(info.nav):  # a file of an archive (archive/export_tree.py)
            yield nav_line(info.nav)
        if info.last_seen:  # an archive keeps it: Claude Code deleted its transcript
            yield quote(f"Source deleted: a run last saw this transcript on "
                        f"{escape_inline(info.last_seen)}; the archive keeps its export.")
        for n, session in enumerate(doc.sessions, 1):
            yield from self.session(session, n)
        yield from self.report(doc, info)

    def report(self, doc: Document, info: PageInfo) -> Iterator[str]:
        rows = [f"- line {p.line}: {escape_inline(p.reason)}"
                + (" (shown raw)" if p.kept else " (not read)") for p in info.problems]
        rows += [f"- warning, line {line}: {escape_inline(text)}" for line, text in info.warnings]
        rows += [f"- hidden: {len(where)} × {escape_inline(kind)}"
                 f"{', ' + line_ranges(where) if line_ranges(where) else ''} "
                 f"({escape_inline(reason)})" for kind, h in sorted(doc.hidden.items())
                 for reason, where in h.reasons.items()]
        rows += [f"- left out by the detail level: {n} × {escape_inline(kind)}"
                 for kind, n in sorted(info.left_out.items())]
        rows += [f"- summary of another session: {escape_inline(text)}"
                 for text in doc.other_summaries]
        rows += [f"- masked: {n} × {escape_inline(kind)}"
                 for kind, n in sorted(info.redactions.items())]
        if rows:
            yield "## Report"
            yield "\n".join(rows)


# --------------------------------------------------------------------------- per kind


def _user(md: MarkdownExport, node: Node, depth: int) -> list[str]:
    row = row_for(node.msg)
    level = "#" * min(6, 3 + 2 * depth)
    return [f"{level} {row.icon} {escape_inline(row.title)}{_when(node.msg)}",
            *items_md(node.msg.items)]  # type: ignore[attr-defined]


def _assistant(md: MarkdownExport, node: Node, depth: int) -> list[str]:
    msg: Any = node.msg
    model = f" ({escape_inline(msg.model)})" if msg.model else ""
    blocks = [f"**✦ Assistant**{model}{_when(msg)}", *items_md(msg.items)]
    if msg.is_api_error:
        blocks.append("*(API error)*")
    for n, cite in enumerate(getattr(msg, "citations", ()), 1):
        blocks.append(f"[{n}] {escape_inline(cite.title or cite.kind)} {code(cite.url)}")
    return blocks


def _thinking(md: MarkdownExport, node: Node, depth: int) -> list[str]:
    text = getattr(node.msg, "thinking", "")
    if isinstance(node.msg, OmittedThinkingMessage):
        return [quote("**∴ Thinking not recorded** (omitted by the API)")]
    if not text:
        return [quote("**∴ Thinking** (redacted)")]
    return [quote("**∴ Thinking**\n\n" + safe_markdown(text))]


def _state(node: Node) -> str:
    result = node.result.msg if node.result else None
    if not isinstance(result, ToolResultMessage):
        return "… no result"
    if result.is_error:
        return "✗ denied" if result.denied else "✗ error"
    return "✓"


#: a call's heading shows its key argument whole up to this long (else cut at 100)
HEAD_MAX = 300


def shown_whole(inp: Any) -> str:
    """The key argument's name (`key_param`) when the call's heading shows its value whole
    (one line, no edge spaces, in the summary, which fits HEAD_MAX): the fields then leave
    it out, as it is stated once. "" otherwise."""
    key = type(inp).key_param
    value = getattr(inp, key, None) if key else None
    summary = inp.summary
    if (isinstance(value, str) and value and value == value.strip() and "\n" not in value
            and value in summary and len(summary) <= HEAD_MAX and summary == summary.strip()):
        return key or ""
    return ""


def tool_input_md(inp: Any, out: Fences = FENCES, omit: str = "") -> list[str]:
    """A call's input: an edit as a diff, a command as shell, any other by its fields
    (without `omit`, the field its heading shows whole: `shown_whole`)."""
    fields = {k: v for k, v in data(inp).items() if k != omit}
    if isinstance(inp, (EditInput, MultiEditInput)):
        file = [] if omit == "file_path" else [f"- *file*: {code(inp.file_path)}"]
        edits = inp.edits if isinstance(inp, MultiEditInput) else (inp,)
        return [*file, *(out.diff(e.old_string, e.new_string) for e in edits),
                *fields_md({k: v for k, v in fields.items()
                            if k not in ("file_path", "old_string", "new_string", "edits")})]
    if isinstance(inp, BashInput):
        rest = {k: v for k, v in fields.items() if k != "command"}
        return [fence(inp.command, "bash"), *fields_md(rest)]
    return fields_md(fields, out=out)


def _tool(md: MarkdownExport, node: Node, depth: int) -> list[str]:
    msg = node.msg
    assert isinstance(msg, ToolUseMessage)
    row = row_for(msg.input)
    whole = shown_whole(msg.input)
    hint = one_line(msg.input.summary, HEAD_MAX if whole else 100)
    head = (f"{row.icon or '⚒'} {escape_inline(msg.tool_name) or '(unnamed tool)'}"
            + (f": {hint}" if hint else "") + f" — {_state(node)}")
    if md.brief_tools:
        return [f"- {head}"]
    blocks = [(mark(node.id) if md.anchors else "") + "#" * min(6, 4 + 2 * depth) + " " + head,
              *tool_input_md(msg.input, md.fences, whole)]
    result = node.result.msg if node.result else None
    if isinstance(result, ToolResultMessage):
        blocks.append("**Result**" + (" (error)" if result.is_error else ""))
        blocks.extend(_moved(result))
        call_file = getattr(msg.input, "target_file", "") or ""
        shown = result_data(data(result.output), call_file)
        said = answer_once(node.subagent, shown) if node.subagent is not None \
            and md.nest_subagents and md.anchors else None
        blocks.extend([*(said or ()), *_result_once(
            md, node, {k: v for k, v in shown.items() if k != "answer"} if said else shown,
            call_file)])
    if node.subagent is not None and md.nest_subagents:
        blocks.extend(md.subagent(node.subagent, depth + 1))
    return blocks


#: a result whose Markdown is at least this long is written once, later ones link to it
SAME_MIN = 300


def _read_again(md: MarkdownExport, node: Node, shown: dict[str, Any], file: str) -> str:
    """A Read's lines as a diff against the file's last read written whole, when both
    start at the same line and the diff is much shorter (md_reads.py); "" otherwise (and
    this read, written whole, is the file's last)."""
    lines = shown.get("lines")
    span = numbered(lines) if shown.get("type") == "ReadOutput" and file and lines else None
    if span is None:
        return ""
    texts = [row[1] for row in lines]  # type: ignore[union-attr]
    base = md.reads.get(file)
    diff = read_diff(base[2], texts, span[0]) if base and base[1] == span[0] else None
    if diff is None or base is None:
        md.reads[file] = (node.id, span[0], texts)
        return ""
    last = base[1] + len(base[2]) - 1
    return (f"*lines* {span[0]}–{span[1]}: the lines {base[1]}–{last} of "
            f"{link('an earlier Read call', base[0])} with these changes:\n\n"
            + fence(diff, "diff"))


def _result_once(md: MarkdownExport, node: Node, shown: dict[str, Any],
                 file: str = "") -> list[str]:
    """A result's fields; in the whole file (`md.anchors`), a long field whose Markdown an
    earlier call's result wrote exactly so (a file read again unchanged) is its label and
    a link to that call instead, and a file read again changed a diff (`_read_again`)."""
    blocks = fields_md(shown, out=md.fences)
    if not md.anchors:
        return blocks
    again = _read_again(md, node, shown, file)
    out = []
    for block in blocks:
        if again and block.startswith("*lines* "):
            out.append(again)
            continue
        first = md.results.setdefault(digest(block), (node.id, node.msg.tool_name)) \
            if len(block) >= SAME_MIN else (node.id, "")  # type: ignore[attr-defined]
        if first[0] == node.id:
            out.append(block)
            continue
        label = block.split(":\n\n", 1)[0] if block.startswith("*") else \
            block.split(": ", 1)[0] if block.startswith("- *") else ""
        same = (f"the same, character for character, as in the result of "
                f"{link('an earlier ' + escape_inline(first[1]) + ' call', first[0])}")
        out.append(f"{label}: {same}" if label else same[0].upper() + same[1:])
    return out


def _orphan_result(md: MarkdownExport, node: Node, depth: int) -> list[str]:
    msg: Any = node.msg
    return ["**↩ Result of a call not in this file**", *_moved(msg),
            *fields_md(result_data(data(msg.output)))]


def _moved(result: Any) -> list[str]:
    """The note on a result Claude Code moved to tool-results/ (model/core.py PersistedOutput)."""
    moved = getattr(result, "persisted", None)
    return [f"*{escape_inline(moved.note)}*"] if moved is not None else []


def _quoted(md: MarkdownExport, node: Node, depth: int) -> list[str]:
    """A system message or a notice: a quote with its title and fields."""
    row = row_for(node.msg)
    body = fields_md({k: v for k, v in data(node.msg).items()})
    return [quote("\n\n".join([f"**{row.icon} {escape_inline(row.title)}**{_when(node.msg)}",
                               *body]))]


def _generic(md: MarkdownExport, node: Node, depth: int) -> list[str]:
    row = row_for(node.msg)
    spawner: Any = node.spawner  # a task notification's call (kinds/task_notification.html)
    about = [] if spawner is None else [
        f"*Reports on {escape_inline(spawner.msg.tool_name)} call "
        + (link(code(spawner.msg.tool_use_id), spawner.id) if md.anchors
           else code(spawner.msg.tool_use_id)) + "*"]
    return [f"**{row.icon} {escape_inline(row.title)}**{_when(node.msg)}",
            *about, *fields_md(data(node.msg))]


def _unknown(md: MarkdownExport, node: Node, depth: int) -> list[str]:
    msg: Any = node.msg
    raw = to_json(msg.raw)  # as the page shows it: cut past SHOWN_DEPTH levels
    return [f"**? Unrecognised: {escape_inline(msg.kind)}** (shown as recorded)",
            fence(raw, "json")]


def _peer(md: MarkdownExport, node: Node, depth: int) -> list[str]:
    msg: Any = node.msg  # (a PeerMessage: another agent's words, not the user's)
    sender = escape_inline(msg.sender or "another agent")
    return [f"**⇄ Agent message from {sender}**{_when(msg)}", safe_markdown(msg.text)]


def _journal_result(md: MarkdownExport, node: Node, depth: int) -> list[str]:
    """A workflow journal's result line (WorkflowJournalResult): its Markdown, or its JSON."""
    msg: Any = node.msg
    agent = f" {code(msg.agent_id)}" if msg.agent_id else ""
    head = f"**❖ Workflow agent{agent} result**{_when(msg)}"
    if isinstance(msg.result, str):
        return [head, safe_markdown(msg.result)]
    return [head, fence(to_json(msg.result), "json")]


def _interruption(md: MarkdownExport, node: Node, depth: int) -> list[str]:
    return [f"*✕ {escape_inline(getattr(node.msg, 'text', '') or 'interrupted')}*"]


def _rewound(md: MarkdownExport, node: Node, depth: int) -> list[str]:
    msg: Any = node.msg
    return [quote(f"**↶ Rewound**: an abandoned branch of {counted(msg.prompts, 'prompt')}, "
                  f"{counted(msg.count, 'message')}; its messages follow")]


#: a kind's family (its registry row's `family`) -> emitter (families without one: `_generic`)
MARKDOWN_RULES: dict[str, Emit] = {
    "user": _user, "assistant": _assistant, "thinking": _thinking, "tool": _tool,
    "orphan_result": _orphan_result, "system": _quoted, "notice": _quoted,
    "injected": _quoted, "attachment": _generic, "unknown": _unknown, "generic": _generic,
    "peer": _peer, "journal_result": _journal_result,
    "workflow": _generic, "interruption": _interruption, "rewound": _rewound,
}


def markdown_chunks(doc: Document, info: PageInfo, stats: list[SessionStats]) -> Iterator[str]:
    """The export's text: blocks separated by a blank line, ending with one newline.
    `stats`: the whole sessions' (tree/stats.document_stats)."""
    export = MarkdownExport(stats, info.detail == "conversation", anchors=True)
    for n, block in enumerate(resolve(export.document(doc, info))):
        yield ("\n\n" if n else "") + block
    yield "\n"
