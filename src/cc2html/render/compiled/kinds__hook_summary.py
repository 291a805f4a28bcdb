from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'kinds/hook_summary.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    parent_template = None
    pass
    parent_template = environment.get_template('_partials/message.html', 'kinds/hook_summary.html')
    for name, parent_block in parent_template.blocks.items():
        context.blocks.setdefault(name, []).append(parent_block)
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
    if (environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'hook_errors') or environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'prevented_continuation')):
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
    pass
    yield printed(environment.getattr((undefined(name='row') if l_0_row is missing else l_0_row), 'title'))

def block_hint(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_msg = resolve('msg')
    try:
        t_1 = environment.filters['counted']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'counted' found.")
    try:
        t_2 = environment.filters['first_line']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'first_line' found.")
    try:
        t_3 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    pass
    yield '<span class="hint">'
    yield printed(t_1(t_3(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'commands')), 'hook'))
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'commands'):
        pass
        yield ': '
        yield printed(t_2(environment.getitem(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'commands'), 0), 70))
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
        t_1 = environment.filters['counted']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'counted' found.")
    try:
        t_3 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    pass
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'hook_errors'):
        pass
        yield '<span class="badge error">'
        yield printed(t_1(t_3(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'hook_errors')), 'error'))
        yield '</span>'
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'prevented_continuation'):
        pass
        yield '<span class="badge error">stopped continuation</span>'

def block_body(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_msg = resolve('msg')
    try:
        t_4 = environment.filters['ansi']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'ansi' found.")
    pass
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'commands'):
        pass
        yield '<ul class="hook-commands">'
        for l_1_command in environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'commands'):
            _loop_vars = {}
            pass
            yield '<li><code>'
            yield printed(l_1_command)
            yield '</code></li>'
        l_1_command = missing
        yield '</ul>'
    for l_1_error in environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'hook_errors'):
        _loop_vars = {}
        pass
        yield '<pre class="plain ansi stderr"><code>'
        yield printed(t_4(l_1_error))
        yield '</code></pre>'
    l_1_error = missing
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'stop_reason'):
        pass
        yield '<p>Stop reason: '
        yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'stop_reason'))
        yield '</p>'
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'has_output'):
        pass
        yield '<p class="note">The hooks produced output.</p>'

blocks = {'open': block_open, 'title': block_title, 'hint': block_hint, 'badges': block_badges, 'body': block_body}
debug_info = '1=12&2=17&3=30&4=41&5=76&6=106&7=121&8=132&9=139&10=144'
from cc2html.render.codegen import printed
