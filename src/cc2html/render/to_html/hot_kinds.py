"""The templates of the most frequent kinds, compiled by hand to Python.

A tool call, an assistant text, a thinking block and a user's text are nine in ten of a
long session's nodes. Jinja renders each one through a fresh context, the base template
its kind extends, an import of the badge macros and an include of the link buttons: about
a quarter of a page's CPU went to that machinery, not to the page. The functions here
write what these templates write, with the same helpers and filters:

    kinds/tool_use.html        (with _partials/tool_head.html, _partials/links.html)
    kinds/assistant_text.html  (with _partials/message.html, _partials/links.html)
    kinds/thinking.html        (the same)
    kinds/user_text.html       (the same)

The rare parts they hold (a subagent's log, background results, commit cards, a turn's
line) and the shared macros (a body's items, the token badges) are still the templates'
own, called from here. The templates stay the reference and are what every other kind
uses: tests/unit/render/test_hot_kinds.py renders every node of the fixtures and of the
corpus both ways and compares the bytes, so a change to a template says which function
here must change with it. `hot_emitter` finds a node's function by its class (HOT_KINDS);
PageRenderer.node uses it (render/to_html/html.py).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any, Optional

from ...model.text import first_line
from ...tree.stats import tool_seconds
from .engine.codegen import printed as esc
from .filters import fmt_time, msg_key
from ..text.formats import fmt_elapsed
from ..text.hints import Hint, tool_hint
from ..registry import REGISTRY, css_classes, row_for
from .rendered import Rendered

#: what a function here is given: the page's renderer, the node, its registry row, its depth
Emitter = Callable[[Any, Any, Any, int], str]


def _links(node_id: str) -> str:
    """_partials/links.html."""
    key = esc(node_id)
    return (f'<span class="links"><a class="permalink" href="#{key}" title="Link to this '
            f'message" aria-label="Link to this message">#</a><button type="button" '
            f'class="copy-link" data-copy="{key}" title="Copy a link to this message" '
            f'aria-label="Copy a link to this message"><span class="link-icon" '
            f'aria-hidden="true"></span></button></span>')


def _macro(r: Any, template: str, name: str) -> Any:
    """A macro of one of the templates (without context, as `{% from %}` imports it)."""
    return getattr(r.env.get_template(template).module, name)


def _usage_badge(r: Any, badge: Any) -> str:
    return str(_macro(r, "_partials/usage.html", "usage_badge")(badge))


def _included(template: str, names: dict[str, Any]) -> str:
    """An `{% include %}` of a rare part, given the names the including template has."""
    env = names["r"].env
    return str(env.get_template(template).render(names))


def _children(r: Any, nodes: list[Any], depth: int) -> str:
    rendered = r.nodes(nodes, depth)
    return rendered.text if type(rendered) is Rendered else esc(rendered)


def _msg_attr(msg: Any) -> str:
    message_id = getattr(msg, "message_id", None)
    return f' data-msg="{esc(msg_key(message_id))}"' if message_id else ""


# --- kinds/tool_use.html ---------------------------------------------------------------

def _cut(hint: Hint) -> str:
    """tool_head.html's `cut` macro."""
    if hint.tail:
        return (f'<span class="cut-head">{esc(hint.head)}</span>'
                f'<span class="cut-tail">{esc(hint.tail)}</span>')
    return esc(hint.head)


def _tool_head(r: Any, node: Any, msg: Any, row: Any, result: Any) -> str:
    """tool_head.html's `tool_head` macro."""
    inp = msg.input
    out = ['<summary class="msg-head">\n<span class="icon" aria-hidden="true">',
           esc(row_for(inp).icon or row.icon), '</span>\n']
    server = inp.server
    if server:
        out += ['<span class="badge mcp" title="MCP server ', esc(server), '">', esc(server),
                '</span>\n<span class="title tool-name" title="', esc(msg.tool_name), '">',
                esc(inp.display_name), '</span>\n']
    else:
        out += ['<span class="title tool-name">', esc(msg.tool_name or "(unnamed tool)"),
                '</span>\n']
    if msg.caller:
        out += ['<span class="badge caller" title="Called by another tool, not directly by '
                'the model">via ', esc(msg.caller), '</span>\n']
    hint = tool_hint(inp)
    if hint.title:
        out += ['<span class="hint', ' file-hint' if hint.base else '', '"']
        if hint.base or hint.tail:
            out += [' title="', esc(hint.title), '"']
        out.append('>')
        if hint.base:
            out += ['<span class="hint-base">', esc(hint.base), '</span>']
            if hint.extra:
                out += ['<span class="hint-extra">', esc(hint.extra), '</span>']
            out += ['<span class="hint-dir">', _cut(hint), '</span>']
        else:
            out.append(_cut(hint))
        out.append('</span>\n')
    out.append('<span class="meta">')
    badge = r.badge(node)
    if badge:
        out.append(_usage_badge(r, badge))
    sub = node.subagent
    if sub:
        out.append('<span class="badge subagent">subagent')
        if sub.task:
            out += [' · ', esc(sub.task.status)]
            if sub.task.latest:
                out += [' · ', esc(first_line(sub.task.latest, 60))]
        out.append('</span>')
    out.append(_outcome(result))
    took = tool_seconds(node)
    if took is not None:
        out += ['<span class="badge took" title="Time from call to result">',
                esc(fmt_elapsed(took)), '</span>']
    out += [str(fmt_time(msg.meta.timestamp)), '</span>\n', _links(node.id), '\n</summary>']
    return "".join(out)


def _outcome(result: Any) -> str:
    if result is None:
        return ('<span class="badge pending" title="No result was recorded for this call">'
                'no result</span>')
    if result.is_error:
        return f'<span class="badge error">{"denied" if result.denied else "error"}</span>'
    output = result.output
    outcome = output.outcome
    text = f'<span class="outcome">{esc(outcome)}</span>' if outcome else ""
    if not output.ok:
        return text + ('<span class="badge error" title="The tool reported that it did not '
                       'succeed">✗</span>')
    return text + '<span class="badge ok" title="Succeeded">✓</span>'


def tool_use(r: Any, node: Any, row: Any, depth: int) -> str:
    """kinds/tool_use.html."""
    msg = node.msg
    rnode = node.result
    result: Any = rnode.msg if rnode else None
    error = " has-error" if result is not None and result.is_error else ""
    out = ['<article class="msg tool-pair ', esc(css_classes(msg)), error, '" id="',
           esc(node.id), '" data-filter="', esc(row.filter), '" data-tool="',
           esc(msg.tool_name), '"', _msg_attr(msg), '>\n<details>\n',
           _tool_head(r, node, msg, row, result), '\n<div class="tool-body">\n',
           '<div class="tool-input">', str(r.tool_input(msg.input)), '</div>\n']
    names: dict[str, Any] = {"node": node, "msg": msg, "row": row, "r": r, "depth": depth,
                             "result": result}
    if rnode:
        names["rnode"] = rnode
        out += ['<div class="', esc(css_classes(result)), '" id="', esc(rnode.id), '">\n',
                '<div class="result-head">', "Error" if result.is_error else "Result", ' ',
                str(fmt_time(result.meta.timestamp)), '</div>\n',
                str(r.tool_output(result.output, result, msg.input)), '\n</div>\n']
    else:
        out.append('<p class="note">No result for this call was recorded in the '
                   'transcript.</p>\n')
    if node.notifications:
        out.append(_included("_partials/background_results.html", names))
    out.append('</div>\n')
    if node.subagent:
        out.append(_included("page/subagent.html", {**names, "sub": node.subagent}))
    if node.children:
        out += ['<div class="children">', _children(r, node.children, depth + 1), '</div>\n']
    out.append('</details>\n')
    commits = getattr(result.output, "commits", ()) if result is not None else ()
    if commits:
        out.append(_included("_partials/commit_cards.html", {**names, "commits": commits}))
    out.append('</article>')
    return "".join(out)


# --- _partials/message.html and the kinds that extend it -------------------------------

def _message(r: Any, node: Any, row: Any, depth: int, badges: str, body: str,
             hint: str = "", open_: bool = True) -> str:
    """_partials/message.html with its blocks filled (title: the row's)."""
    msg = node.msg
    out = ['<article class="msg ', esc(css_classes(msg)), esc(r.turn_mark(node)), '" id="',
           esc(node.id), '" data-filter="', esc(row.filter), '"', _msg_attr(msg),
           '>\n<details', ' open' if open_ else '', '>\n<summary class="msg-head">',
           '<span class="icon" aria-hidden="true">', esc(row.icon),
           '</span> <span class="title">', esc(row.title), '</span>', hint,
           '<span class="meta">', badges]
    cost = r.turn_cost(node)
    if cost and cost.label:
        out.append(str(_macro(r, "_partials/usage.html", "turn_cost")(cost)))
    out += [str(fmt_time(msg.meta.timestamp)), '</span>', _links(node.id), '</summary>\n']
    lead = node.lead
    if lead:
        out += ['<div class="children lead">',
                _children(r, node.children[:lead], depth + 1), '</div>\n']
    out += ['<div class="msg-body">\n', body, '</div>\n']
    turn = r.turn(node)
    if turn:
        out.append(_included("_partials/turn_line.html", {
            "node": node, "msg": msg, "row": row, "r": r, "depth": depth, "cost": cost,
            "turn": turn}))
    if len(node.children) > lead:
        out += ['<div class="children">', _children(r, node.children[lead:], depth + 1),
                '</div>\n']
    out.append('</details>\n</article>')
    return "".join(out)


def _items(r: Any, items: Any, markdown: bool = True) -> str:
    return str(_macro(r, "_partials/items.html", "items")(items, markdown=markdown))


def _token_badge(r: Any, node: Any) -> str:
    badge = r.badge(node)
    return _usage_badge(r, badge) if badge else ""


def assistant_text(r: Any, node: Any, row: Any, depth: int) -> str:
    """kinds/assistant_text.html."""
    msg = node.msg
    badges = [f'<span class="badge model">{esc(msg.model)}</span>' if msg.model else "",
              f'<span class="badge effort" title="Reasoning effort asked for">effort '
              f'{esc(msg.effort)}</span>' if msg.effort else "", _token_badge(r, node)]
    if msg.phase:
        badges.append(f'<span class="badge">{esc(msg.phase.replace("_", " "))}</span>')
    if msg.is_api_error:
        badges.append('<span class="badge error">API error</span>')
    return _message(r, node, row, depth, "".join(badges), _items(r, msg.items))


def thinking(r: Any, node: Any, row: Any, depth: int) -> str:
    """kinds/thinking.html."""
    msg = node.msg
    if msg.thinking:
        body = f'<div class="md">{esc(r.env.filters["markdown"](msg.thinking))}</div>'
    else:
        body = '<p class="note">The thinking was redacted (encrypted by the API).</p>'
    hint = f'<span class="hint">{esc(first_line(msg.thinking, 90))}</span>'
    return _message(r, node, row, depth, _token_badge(r, node), body, hint, open_=False)


def user_text(r: Any, node: Any, row: Any, depth: int) -> str:
    """kinds/user_text.html."""
    return _message(r, node, row, depth, "", _items(r, node.msg.items, markdown=False))


#: the template each function writes: its reference (tests/hot_kinds_check.py)
TEMPLATES: dict[Emitter, str] = {
    tool_use: "kinds/tool_use.html",
    assistant_text: "kinds/assistant_text.html",
    thinking: "kinds/thinking.html",
    user_text: "kinds/user_text.html",
}

#: registry class -> the function that writes it: every class whose row's template one of
#: the functions writes (a tool call of the API, a server's or an MCP server's; thinking,
#: redacted or not; a prompt, typed or replayed)
HOT_KINDS: dict[type, Emitter] = {
    kind: function for kind, row in REGISTRY.items()
    for function, template in TEMPLATES.items() if row.template == template}


@lru_cache(maxsize=None)
def hot_emitter(kind: type) -> Optional[Emitter]:
    """The function that writes a node of class `kind`, or None (its template writes it):
    the class that gives `kind` its registry row decides, as in `row_for`."""
    for cls in kind.__mro__:
        if cls in REGISTRY:
            return HOT_KINDS.get(cls)
    return None
