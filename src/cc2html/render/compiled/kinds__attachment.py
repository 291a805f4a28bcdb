from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'kinds/attachment.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    parent_template = None
    l_0_fields = missing
    pass
    parent_template = environment.get_template('_partials/message.html', 'kinds/attachment.html')
    for name, parent_block in parent_template.blocks.items():
        context.blocks.setdefault(name, []).append(parent_block)
    included_template = environment.get_template('_partials/fields.html', 'kinds/attachment.html')._get_default_module(context)
    l_0_fields = getattr(included_template, 'fields', missing)
    if l_0_fields is missing:
        l_0_fields = undefined(f"the template {included_template.__name__!r} (imported on line 2 in 'kinds/attachment.html') does not export the requested name 'fields'", name='fields')
    context.vars['fields'] = l_0_fields
    context.exported_vars.discard('fields')
    yield from parent_template.root_render_func(context)

def block_open(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    pass

def block_title(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_row = resolve('row')
    l_0_msg = resolve('msg')
    pass
    yield printed(environment.getattr((undefined(name='row') if l_0_row is missing else l_0_row), 'title'))
    yield ' <code class="subtype">'
    yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'kind'))
    yield '</code>'

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
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'content'):
        pass
        yield '<span class="hint">'
        yield printed(t_1(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'content'), 80))
        yield '</span>'

def block_body(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_msg = resolve('msg')
    l_0_fields = resolve('fields')
    try:
        t_2 = environment.filters['markdown']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'markdown' found.")
    pass
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'content'):
        pass
        yield '<div class="md">'
        yield printed(t_2(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'content')))
        yield '</div>'
    yield printed(context.call((undefined(name='fields') if l_0_fields is missing else l_0_fields), environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'fields'), _block_vars=_block_vars))
    yield '\n'

blocks = {'open': block_open, 'title': block_title, 'hint': block_hint, 'body': block_body}
debug_info = '1=13&2=16&3=24&4=33&5=48&6=69&7=85&8=90'
from cc2html.render.codegen import printed
