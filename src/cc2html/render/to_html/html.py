"""One Jinja environment (autoescape on) and the page renderer built on it.

Each node is rendered by the template its registry row names; templates call
back into `PageRenderer` (as `r`) for children, tool inputs and outputs, so
nesting has no depth limit and no HTML is assembled in Python strings.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, MutableMapping
from dataclasses import replace
from typing import Any, Optional

from jinja2 import Environment, StrictUndefined
from markupsafe import escape

from ... import __version__
from .hot_kinds import hot_emitter
from .rendered import Later, Rendered, joined, uncopied
from ..facts import fact_line, session_facts
from ..registry import FILTER_LABELS, css_classes, group_counts, row_for
from ...resources import static_text, templates_dir
from ...tree.stats import SessionStats, tool_seconds
from ...tree.build import Document, Node, Session, dom_id
from ...tree.cost import Cost
from ...tree.changes import FileChange, session_changes
from ...tree.turns import TurnSummary, turn_summaries
from ..text.diff import diff_rows, unified_diff
from ..text.ansi import ansi_to_html, has_ansi, strip_ansi
from ..page_info import PageInfo
from .engine.codegen import PageCodeGenerator
from .engine.compiled_templates import TemplateLoader
from .copy_markdown import markdown_data
from .page_assets import part_assets, session_assets
from .split import PartPage, Splitter
from ..text.deferred import MARK, code_view, diff_language
from .filters import FILTERS
from ..text.highlight import highlight
from .engine.jinja_context import PageContext
from ..text.hints import tool_hint
from ..text.markdown import render_markdown, safe_link
from .parallel import render_in_order, subtree_size
from .engine.template_cache import template_cache
from .urls import local_href
from .usage import MessageBadge, PageCosts, page_costs


class FlatGlobalsEnvironment(Environment):
    """Each template's globals as one plain dict rather than Jinja's ChainMap over the
    environment's: every render copies them into a new context, and iterating a ChainMap
    (twice per context) was a tenth of render time. Globals are all set before any template
    loads (make_environment), so nothing is missed by the copy. Templates compile to
    render/to_html/engine/codegen.py's cheaper code, and render with render/to_html/engine/jinja_context.py's context."""

    code_generator_class = PageCodeGenerator
    context_class = PageContext

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._loaded: dict[tuple[Any, str], Any] = {}

    def make_globals(self, d: Optional[MutableMapping[str, Any]]) -> MutableMapping[str, Any]:
        return {**self.globals, **(d or {})}

    def get_template(self, name: Any, parent: Optional[str] = None,
                     globals: Optional[MutableMapping[str, Any]] = None) -> Any:
        """Loaded templates in a plain dict, the one cache of them: a page looks one up
        ~21,000 times (each node, tool view, include, import and extends), and Jinja's LRU
        cache takes a lock and scans a deque each time. Only while templates cannot change
        (auto_reload off)."""
        if globals or self.auto_reload or not isinstance(name, str):
            return super().get_template(name, parent, globals)
        key = (self.loader, name)  # join_path is Jinja's: the name alone
        found = self._loaded.get(key)
        if found is None:
            found = self._loaded[key] = super().get_template(name, parent)
        return found


def make_environment() -> Environment:
    env = FlatGlobalsEnvironment(
        loader=TemplateLoader(str(templates_dir())),
        autoescape=True,  # (what select_autoescape(default=True) answers for every name)
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        auto_reload=False,  # templates do not change during a run: no stat per lookup
    )
    env.filters.update(FILTERS)
    env.filters.update(markdown=render_markdown, ansi=ansi_to_html, strip_ansi=strip_ansi,
                       css_classes=css_classes, dom_id=dom_id, local_href=local_href,
                       uncopied=uncopied)
    env.globals.update(row_for=row_for, group_counts=group_counts, highlight=highlight, code_view=code_view,
                       diff_language=diff_language, has_ansi=has_ansi,
                       unified_diff=unified_diff, diff_rows=diff_rows, safe_link=safe_link,
                       tool_seconds=tool_seconds, tool_hint=tool_hint,
                       filter_labels=FILTER_LABELS, session_facts=session_facts,
                       fact_line=fact_line,
                       version=__version__)
    env.bytecode_cache = template_cache(env)  # compiled templates reused between runs
    return env


#: where a part's page prints its messages (page/part.html): a tag of no page's, so in no
#: text (a text's "<" is escaped) and not in the template's own markup
_PART_BODY = "<cc2html-part-body/>"


class PageRenderer:
    def __init__(self, env: Optional[Environment] = None, split: bool = True) -> None:
        self.env = env or make_environment()
        self.split = split  # may a long session render on two cores (False in pool workers)
        self._costs = PageCosts({}, {})  # set per page (render/to_html/usage.py)
        self._turns: dict[str, TurnSummary] = {}  # set per page: turn-starting node id -> summary
        self._answers: frozenset[str] = frozenset()  # the turns' last assistant texts
        self._changes: dict[int, tuple[FileChange, ...]] = {}  # set per page: by id(session)
        self._marked = False  # has this page a block its script colours (render/text/deferred.py)
        self._md_data = Later(list)  # set per page: its copy data (render/to_html/copy_markdown.py)
        self._split: Optional[Splitter] = None  # set per page: a large session's parts (split.py)
        self._bodies: dict[int, Iterator[Rendered]] = {}  # set per page: bodies begun early

    def badge(self, node: Node) -> Optional[MessageBadge]:
        """The token and cost badge this node carries (one per API message), if any."""
        return self._costs.badges.get(node.id)

    def page_badges(self) -> dict[str, MessageBadge]:
        """The badges of the nodes the page state is set for (render/to_html/stream_page.py)."""
        return self._costs.badges

    def has_badges(self) -> bool:
        """Does this page show any token badge (then it explains them once: page/token_legend.html)."""
        return bool(self._costs.badges)

    def turn_cost(self, node: Node) -> Optional[Cost]:
        """The cost of the turn this node starts, if it starts one that has any."""
        return self._costs.turns.get(node.id)

    def turn(self, node: Node) -> Optional[TurnSummary]:
        """The summary of the main-thread turn this node starts (None: it starts none)."""
        return self._turns.get(node.id)

    def changes(self, session: Session) -> tuple[FileChange, ...]:
        """The files the session's main agent changed (tree/changes.py): its Changes list."""
        return self._changes.get(id(session), ())

    def turn_mark(self, node: Node) -> str:
        """Classes for the "Prompts + answers" view: " turn-start" on a main-thread turn's
        first card, " last-answer" on its last assistant text, "" on any other."""
        if node.id in self._turns:
            return " turn-start"
        return " last-answer" if node.id in self._answers else ""

    # --- called from templates -------------------------------------------------
    def node(self, node: Node, depth: int = 1) -> Rendered:
        row = row_for(node.msg)
        emit = hot_emitter(type(node.msg))  # the hottest kinds' templates as Python
        if emit is not None:
            return Rendered(emit(self, node, row, depth))
        return Rendered(self.by_template(node, row, depth))

    def by_template(self, node: Node, row: Any, depth: int) -> str:
        """`node` written by its registry row's template (for the hot kinds, the reference
        their Python is checked against: tests/hot_kinds_check.py)."""
        return self.env.get_template(row.template).render(node=node, msg=node.msg, row=row,
                                                          r=self, depth=depth)

    def session_link(self, session_id: str) -> str:
        """The archive page of session `session_id` this page links ("" for none): a Codex
        fork's parent, a subagent thread's parent or child (archive/indexes.lineage_nav)."""
        return getattr(self, "_nav", {}).get(f"thread:{session_id}", "")

    def nodes(self, nodes: list[Node], depth: int = 1) -> Rendered:
        return joined(self.node(n, depth) for n in nodes)

    def tool_input(self, tool_input: Any) -> Rendered:
        template = self.env.get_template(row_for(tool_input).template)
        return Rendered(template.render(inp=tool_input, r=self))

    def tool_output(self, output: Any, result: Any, inp: Any = None) -> Rendered:
        """A result's view; `inp` is the call's typed input when the call is known."""
        template = self.env.get_template(row_for(output).template)
        body = template.render(out=output, result=result, inp=inp, r=self)
        moved = getattr(result, "persisted", None)  # Claude Code moved it to tool-results/
        if moved is not None:
            kind = "" if moved.shown == "whole" else " missing"
            body = f'<p class="note persisted{kind}">{escape(moved.note)}</p>\n{body}'
        return Rendered(body)

    # --- the page --------------------------------------------------------------
    def session_body(self, session: Session) -> Iterator[Rendered]:
        started = self._bodies.pop(id(session), None)  # (begun by `page`: a split page's)
        if started is not None:
            yield from self._noting_marks(started)
            return
        nodes = session.nodes  # a long session renders on two cores (render/to_html/parallel.py)
        if not self.split:
            yield from self._noting_marks(map(self.node, nodes))
            return
        yield from self._noting_marks(render_in_order(
            self.node, nodes, [subtree_size(n) for n in nodes], self._md_data.make))

    def _start_bodies(self, doc: Document) -> None:
        """With parts possible, each session's body rendered up to the split's threshold
        now, so the outline knows which turns are in parts (a split page's copy data
        covers its head only)."""
        self._bodies = {}
        split = self._split
        if split is None:
            return
        for s in doc.sessions:  # copy data made while a child renders, as on any page, unless
            chunks: Iterable[Rendered] = map(self.node, s.nodes) if not self.split else \
                render_in_order(self.node, s.nodes, [subtree_size(n) for n in s.nodes],
                                lambda: split.past or self._md_data.make())  # past: split
            self._bodies[id(s)] = split.body(id(s), s.nodes, chunks)
            if id(s) in split.head_nodes:
                self._md_data.forget()  # made for the whole page before the split was known

    def later_turn(self, node: Node) -> bool:
        """Is this turn in a part (a split page's outline folds it)?"""
        return self._split is not None and node.id in self._split.later

    def parts_src(self) -> str:
        """The address of the loader of this page's parts ("" when it has none: the page
        is whole). Called once, after the body: it writes the parts' map and words."""
        if self._split is None:
            return ""
        return self._split.loader(static_text("parts.js")) or ""

    def body_nodes(self, nodes: list[Node], depth: int = 1) -> Rendered:
        """`nodes` for a part of the page outside the session's body (a subagent's log)."""
        return next(self._noting_marks([self.nodes(nodes, depth)]))

    def _noting_marks(self, chunks: Iterable[Rendered]) -> Iterator[Rendered]:
        """The chunks, noting whether any holds a block the page's script colours: the
        page carries highlight.js (~100 KB) only then (page/page.html, at its end)."""
        for chunk in chunks:
            if not self._marked and MARK in chunk:
                self._marked = True
            yield chunk

    def colours(self) -> bool:
        """Does the page carry the colour script: a block of its own or of a part needs it."""
        return self._marked or (self._split is not None and self._split.marked)

    def page(self, doc: Document, info: PageInfo,
             stats: list[SessionStats]) -> Iterator[str]:
        """The page's chunks; `stats`: one per session (tree/stats.document_stats)."""
        self._nav = dict(info.nav)
        self.segment(doc, info.prices)
        self._changes = {id(s): session_changes(s) for s in doc.sessions}
        self._marked = False
        self._split = None if info.parts is None else Splitter(info.parts, self.part_page(info))
        self._md_data = Later(lambda: markdown_data(self._shown(doc)))  # made while a child renders
        self._start_bodies(doc)
        return self._generate(doc, info, stats)

    def segment(self, doc: Document, prices: Any) -> None:
        """The per-page state the nodes of `doc` render with (badges, turn costs and
        summaries, answers); render/to_html/stream_page.py sets it per segment."""
        self._costs = page_costs(doc, prices)
        self._turns = turn_summaries(doc.sessions)
        self._answers = frozenset(t.answer for t in self._turns.values() if t.answer)

    def streamed_head(self, doc: Document, info: PageInfo, stats: list[SessionStats],
                      state: dict[str, Any]) -> Iterator[str]:
        """A streamed page's head (render/to_html/stream_page.py), its bodies rendered
        already: `state` gives its changes, splitter, copy data, bodies and a badge."""
        self._nav = dict(info.nav)
        self._costs = PageCosts(state["badges"], {})
        self._changes, self._split = state["changes"], state["split"]
        self._md_data, self._bodies = state["md_data"], state["bodies"]
        self._marked = False
        return self._generate(doc, info, stats)

    def _generate(self, doc: Document, info: PageInfo,
                  stats: list[SessionStats]) -> Iterator[str]:
        sessions = [(n, s, st) for n, (s, st) in enumerate(zip(doc.sessions, stats), 1)]
        template = self.env.get_template("page/page.html")
        # the page's own colour script, unless an archive's pages share one file
        assets, marked = session_assets(not info.colour_src)
        chunks = template.generate(doc=doc, info=info, sessions=sessions, r=self,
                                   md_data=self._md_data, **assets)
        return map(marked, chunks)  # invisible controls made visible (controls.py)

    def _shown(self, doc: Document) -> Document:
        """`doc` as the page shows it: a split session holds only its head's turns."""
        kept = self._split.head_nodes if self._split is not None else {}
        if not kept:
            return doc
        return replace(doc, sessions=[replace(s, nodes=s.nodes[:kept[id(s)]]) if id(s) in kept
                                      else s for s in doc.sessions])

    def part_page(self, info: PageInfo) -> PartPage:
        """How a part's own page is written: the page's style, no script, its messages."""
        assets, marked = part_assets()

        def page(texts: list[str], label: str, prev: Optional[str], next_: Optional[str]
                 ) -> Iterator[str]:
            template = self.env.get_template("page/part.html")
            chunks = template.generate(
                info=info, label=label, prev=prev, next=next_, body=Rendered(_PART_BODY),
                up=info.parts.head if info.parts is not None else "", **assets)
            # the messages put where the template printed the mark, a chunk at a time: not
            # joined into one string and copied (~10 ms a part of 2 M characters), and
            # not searched for controls again (they are markers already)
            for chunk in chunks:
                before, found, after = chunk.partition(_PART_BODY)
                if not found:
                    yield marked(chunk)
                    continue
                yield marked(before)
                yield from texts
                yield marked(after)
        return page
