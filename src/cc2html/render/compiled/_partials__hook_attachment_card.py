from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = '_partials/hook_attachment_card.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    parent_template = None
    l_0_fields = missing
    pass
    parent_template = environment.get_template('_partials/message.html', '_partials/hook_attachment_card.html')
    for name, parent_block in parent_template.blocks.items():
        context.blocks.setdefault(name, []).append(parent_block)
    included_template = environment.get_template('_partials/fields.html', '_partials/hook_attachment_card.html')._get_default_module(context)
    l_0_fields = getattr(included_template, 'fields', missing)
    if l_0_fields is missing:
        l_0_fields = undefined(f"the template {included_template.__name__!r} (imported on line 2 in '_partials/hook_attachment_card.html') does not export the requested name 'fields'", name='fields')
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
    l_0_msg = resolve('msg')
    pass
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'is_error'):
        pass
        yield ' open'

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
    yield printed(((environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'hook_name') or environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'hook_event')) or environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'kind')))
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
    try:
        t_2 = environment.filters['replace']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'replace' found.")
    pass
    yield '<span class="hint">'
    yield printed(t_2(context.eval_ctx, environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'kind'), '_', ' '))
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'command'):
        pass
        yield ' · '
        yield printed(t_1(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'command'), 60))
    yield '</span>'

def block_badges(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_msg = resolve('msg')
    try:
        t_3 = environment.filters['int']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'int' found.")
    try:
        t_4 = environment.tests['none']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No test named 'none' found.")
    pass
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'is_error'):
        pass
        yield '<span class="badge error">'
        yield printed(('blocking error' if (('blocking' in environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'kind')) and ('non' not in environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'kind'))) else 'error'))
        yield '</span>'
    if (not t_4(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'exit_code'))):
        pass
        yield '<span class="badge">exit '
        yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'exit_code'))
        yield '</span>'
    if (not t_4(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'duration_ms'))):
        pass
        yield '<span class="badge">'
        yield printed(t_3(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'duration_ms')))
        yield ' ms</span>'

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
        t_5 = environment.filters['ansi']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'ansi' found.")
    try:
        t_6 = environment.filters['markdown']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'markdown' found.")
    pass
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'command'):
        pass
        yield '<pre class="plain command-line"><code>'
        yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'command'))
        yield '</code></pre>'
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'content'):
        pass
        yield '<div class="md">'
        yield printed(t_6(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'content')))
        yield '</div>'
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'stdout'):
        pass
        yield '<pre class="plain ansi stdout"><code>'
        yield printed(t_5(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'stdout')))
        yield '</code></pre>'
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'stderr'):
        pass
        yield '<pre class="plain ansi stderr"><code>'
        yield printed(t_5(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'stderr')))
        yield '</code></pre>'
    yield printed(context.call((undefined(name='fields') if l_0_fields is missing else l_0_fields), environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'fields'), _block_vars=_block_vars))
    yield '\n'

blocks = {'open': block_open, 'title': block_title, 'hint': block_hint, 'badges': block_badges, 'body': block_body}
debug_info = '1=13&2=16&3=24&4=37&5=52&6=81&7=118&8=140&9=145&10=150&11=155&12=160'
from cc2html.render.codegen import printed
