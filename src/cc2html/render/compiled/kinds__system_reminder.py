from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'kinds/system_reminder.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    parent_template = None
    l_0_items = missing
    pass
    parent_template = environment.get_template('_partials/message.html', 'kinds/system_reminder.html')
    for name, parent_block in parent_template.blocks.items():
        context.blocks.setdefault(name, []).append(parent_block)
    included_template = environment.get_template('_partials/items.html', 'kinds/system_reminder.html')._get_default_module(context)
    l_0_items = getattr(included_template, 'items', missing)
    if l_0_items is missing:
        l_0_items = undefined(f"the template {included_template.__name__!r} (imported on line 2 in 'kinds/system_reminder.html') does not export the requested name 'items'", name='items')
    context.vars['items'] = l_0_items
    context.exported_vars.discard('items')
    yield from parent_template.root_render_func(context)

def block_open(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    pass

def block_hint(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_msg = resolve('msg')
    try:
        t_1 = environment.filters['first_line']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'first_line' found.")
    try:
        t_2 = environment.filters['replace']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'replace' found.")
    pass
    yield '<span class="hint">'
    yield printed(t_1(t_2(context.eval_ctx, environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'text'), '<system-reminder>', ''), 90))
    yield '</span>'

def block_badges(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    pass
    yield '<span class="badge meta-text" title="Injected by Claude Code (isMeta) as a system reminder, not typed by the user">reminder</span>'

def block_body(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_items = resolve('items')
    l_0_msg = resolve('msg')
    pass
    yield printed(context.call((undefined(name='items') if l_0_items is missing else l_0_items), environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'items'), _block_vars=_block_vars))

blocks = {'open': block_open, 'hint': block_hint, 'badges': block_badges, 'body': block_body}
debug_info = '1=13&2=16&3=24&4=33&5=58&6=68'
from cc2html.render.codegen import printed
