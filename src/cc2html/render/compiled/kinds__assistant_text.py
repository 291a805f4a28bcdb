from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'kinds/assistant_text.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    parent_template = None
    l_0_items = l_0_usage_badge = missing
    pass
    parent_template = environment.get_template('_partials/message.html', 'kinds/assistant_text.html')
    for name, parent_block in parent_template.blocks.items():
        context.blocks.setdefault(name, []).append(parent_block)
    included_template = environment.get_template('_partials/items.html', 'kinds/assistant_text.html')._get_default_module(context)
    l_0_items = getattr(included_template, 'items', missing)
    if l_0_items is missing:
        l_0_items = undefined(f"the template {included_template.__name__!r} (imported on line 2 in 'kinds/assistant_text.html') does not export the requested name 'items'", name='items')
    context.vars['items'] = l_0_items
    context.exported_vars.discard('items')
    included_template = environment.get_template('_partials/usage.html', 'kinds/assistant_text.html')._get_default_module(context)
    l_0_usage_badge = getattr(included_template, 'usage_badge', missing)
    if l_0_usage_badge is missing:
        l_0_usage_badge = undefined(f"the template {included_template.__name__!r} (imported on line 3 in 'kinds/assistant_text.html') does not export the requested name 'usage_badge'", name='usage_badge')
    context.vars['usage_badge'] = l_0_usage_badge
    context.exported_vars.discard('usage_badge')
    yield from parent_template.root_render_func(context)

def block_badges(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_msg = resolve('msg')
    l_0_r = resolve('r')
    l_0_node = resolve('node')
    l_0_usage_badge = resolve('usage_badge')
    l_0_badge = missing
    try:
        t_1 = environment.filters['replace']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'replace' found.")
    pass
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'model'):
        pass
        yield '<span class="badge model">'
        yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'model'))
        yield '</span>'
    l_0_badge = context.call(environment.getattr((undefined(name='r') if l_0_r is missing else l_0_r), 'badge'), (undefined(name='node') if l_0_node is missing else l_0_node), _block_vars=_block_vars)
    _block_vars['badge'] = l_0_badge
    if (undefined(name='badge') if l_0_badge is missing else l_0_badge):
        pass
        yield printed(context.call((undefined(name='usage_badge') if l_0_usage_badge is missing else l_0_usage_badge), (undefined(name='badge') if l_0_badge is missing else l_0_badge), _block_vars=_block_vars))
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'phase'):
        pass
        yield '<span class="badge">'
        yield printed(t_1(context.eval_ctx, environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'phase'), '_', ' '))
        yield '</span>'
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'is_api_error'):
        pass
        yield '<span class="badge error">API error</span>'

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

blocks = {'badges': block_badges, 'body': block_body}
debug_info = '1=13&2=16&3=22&4=30&5=68'
from cc2html.render.codegen import printed
