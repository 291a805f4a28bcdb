from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'kinds/thinking.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    parent_template = None
    l_0_usage_badge = missing
    pass
    parent_template = environment.get_template('_partials/message.html', 'kinds/thinking.html')
    for name, parent_block in parent_template.blocks.items():
        context.blocks.setdefault(name, []).append(parent_block)
    included_template = environment.get_template('_partials/usage.html', 'kinds/thinking.html')._get_default_module(context)
    l_0_usage_badge = getattr(included_template, 'usage_badge', missing)
    if l_0_usage_badge is missing:
        l_0_usage_badge = undefined(f"the template {included_template.__name__!r} (imported on line 2 in 'kinds/thinking.html') does not export the requested name 'usage_badge'", name='usage_badge')
    context.vars['usage_badge'] = l_0_usage_badge
    context.exported_vars.discard('usage_badge')
    yield from parent_template.root_render_func(context)

def block_open(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    pass

def block_badges(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_r = resolve('r')
    l_0_node = resolve('node')
    l_0_usage_badge = resolve('usage_badge')
    l_0_badge = missing
    pass
    l_0_badge = context.call(environment.getattr((undefined(name='r') if l_0_r is missing else l_0_r), 'badge'), (undefined(name='node') if l_0_node is missing else l_0_node), _block_vars=_block_vars)
    _block_vars['badge'] = l_0_badge
    if (undefined(name='badge') if l_0_badge is missing else l_0_badge):
        pass
        yield printed(context.call((undefined(name='usage_badge') if l_0_usage_badge is missing else l_0_usage_badge), (undefined(name='badge') if l_0_badge is missing else l_0_badge), _block_vars=_block_vars))

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
    pass
    yield '<span class="hint">'
    yield printed(t_1(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'thinking'), 90))
    yield '</span>'

def block_body(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_msg = resolve('msg')
    try:
        t_2 = environment.filters['markdown']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'markdown' found.")
    pass
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'thinking'):
        pass
        yield '<div class="md">'
        yield printed(t_2(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'thinking')))
        yield '</div>'
    else:
        pass
        yield '<p class="note">The thinking was redacted (encrypted by the API).</p>'

blocks = {'open': block_open, 'badges': block_badges, 'hint': block_hint, 'body': block_body}
debug_info = '1=13&2=16&3=24&4=33&5=51&6=70'
from cc2html.render.codegen import printed
