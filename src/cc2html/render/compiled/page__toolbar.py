from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'page/toolbar.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_filter_labels = resolve('filter_labels')
    try:
        t_1 = environment.filters['list']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'list' found.")
    try:
        t_2 = environment.filters['tojson']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'tojson' found.")
    pass
    yield '<div class="toolbar" id="toolbar" role="toolbar" aria-label="Page controls" hidden>\n<div class="tb-row">\n<span class="search-box" role="search">\n<input type="search" id="search" placeholder="Search  ( / )" aria-label="Search this page" autocomplete="off" spellcheck="false">\n<span class="search-count" id="search-count" aria-live="polite"></span>\n<button type="button" data-action="search-prev" title="Previous match (Shift+Enter)" aria-label="Previous match">↑</button>\n<button type="button" data-action="search-next" title="Next match (Enter)" aria-label="Next match">↓</button>\n</span>\n<span class="tb-group">\n<button type="button" data-action="expand-all" title="Unfold everything" aria-label="Expand all"><span aria-hidden="true">⊞</span><span class="label"> Expand all</span></button>\n<button type="button" data-action="collapse-all" title="Fold everything" aria-label="Collapse all"><span aria-hidden="true">⊟</span><span class="label"> Collapse all</span></button>\n<button type="button" data-action="theme" id="theme-toggle" title="Switch light / dark theme" aria-label="Switch light / dark theme">◐</button>\n<button type="button" data-action="help" title="Keyboard shortcuts (?)" aria-label="Keyboard shortcuts">?</button>\n</span>\n</div>\n<div class="tb-row filters" id="filters" role="group" aria-label="Show or hide kinds of message" data-groups=\''
    yield printed(t_2(context.eval_ctx, t_1(context.eval_ctx, context.call(environment.getattr((undefined(name='filter_labels') if l_0_filter_labels is missing else l_0_filter_labels), 'items')))))
    yield '\'>\n<button type="button" data-action="prompts-only" aria-pressed="false" title="Show only the user\'s prompts">❯ Prompts only</button>\n<button type="button" data-action="answers" aria-pressed="false" title="Show each prompt with its turn\'s last answer and a line of what the turn did">❯✦ Prompts + answers</button>\n<button type="button" data-action="show-all" title="Show every kind">Show all</button>\n</div>\n<p class="status" id="status" role="status" aria-live="polite"></p>\n</div>'

blocks = {}
debug_info = '19=25'
from cc2html.render.codegen import printed
