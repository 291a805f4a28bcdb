from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'kinds/steering.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    parent_template = None
    l_0_items = missing
    pass
    parent_template = environment.get_template('_partials/message.html', 'kinds/steering.html')
    for name, parent_block in parent_template.blocks.items():
        context.blocks.setdefault(name, []).append(parent_block)
    included_template = environment.get_template('_partials/items.html', 'kinds/steering.html')._get_default_module(context)
    l_0_items = getattr(included_template, 'items', missing)
    if l_0_items is missing:
        l_0_items = undefined(f"the template {included_template.__name__!r} (imported on line 2 in 'kinds/steering.html') does not export the requested name 'items'", name='items')
    context.vars['items'] = l_0_items
    context.exported_vars.discard('items')
    yield from parent_template.root_render_func(context)

def block_badges(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_msg = resolve('msg')
    pass
    yield '<span class="badge steering" title="'
    yield printed(('Queued while Claude worked; recorded as a queued_command attachment' if (environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'source') == 'attachment') else ('Queued while Claude worked; recorded only by its queue-operation enqueue, shown where it left the queue' if (environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'source') == 'enqueue') else (markup_join(('Queued while Claude worked; recorded only by a queue-operation ', environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'source')[16:], ' that no enqueue accounts for, shown where it stands', )) if context.call(environment.getattr(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'source'), 'startswith'), 'queue-operation/', _block_vars=_block_vars) else 'Queued while Claude worked; recorded as a queue-operation remove'))))
    yield '">sent mid-turn</span>'

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
    yield printed(context.call((undefined(name='items') if l_0_items is missing else l_0_items), environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'items'), markdown=False, _block_vars=_block_vars))

blocks = {'badges': block_badges, 'body': block_body}
debug_info = '1=13&2=16&3=24&4=37'
from cc2html.render.codegen import printed
