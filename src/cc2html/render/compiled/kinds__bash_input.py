from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'kinds/bash_input.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    parent_template = None
    pass
    parent_template = environment.get_template('_partials/message.html', 'kinds/bash_input.html')
    for name, parent_block in parent_template.blocks.items():
        context.blocks.setdefault(name, []).append(parent_block)
    yield from parent_template.root_render_func(context)

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
    yield printed(t_1(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'command'), 90))
    yield '</span>'

def block_badges(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    pass
    yield '<span class="badge bash-mode" title="Run by the user in bash mode (!)">! bash mode</span>'

def block_body(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_msg = resolve('msg')
    try:
        t_2 = environment.filters['ansi']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'ansi' found.")
    try:
        t_3 = environment.filters['pre']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'pre' found.")
    pass
    yield '<pre class="plain bash-command"><code><span class="prompt" aria-hidden="true">$ </span>'
    yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'command'))
    yield '</code></pre>\n'
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'stdout'):
        pass
        yield '<pre class="plain ansi stdout"><code>'
        yield printed(t_2(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'stdout')))
        yield '</code></pre>'
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'stderr'):
        pass
        yield '<pre class="plain ansi stderr"><code>'
        yield printed(t_2(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'stderr')))
        yield '</code></pre>'
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'extra'):
        pass
        yield printed(t_3(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'extra')))

blocks = {'hint': block_hint, 'badges': block_badges, 'body': block_body}
debug_info = '1=12&2=17&3=36&4=46&5=68&6=70&7=75&8=80'
from cc2html.render.codegen import printed
