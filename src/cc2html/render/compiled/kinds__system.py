from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'kinds/system.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    parent_template = None
    pass
    parent_template = environment.get_template('_partials/message.html', 'kinds/system.html')
    for name, parent_block in parent_template.blocks.items():
        context.blocks.setdefault(name, []).append(parent_block)
    yield from parent_template.root_render_func(context)

def block_title(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_msg = resolve('msg')
    pass
    yield 'System'
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'subtype'):
        pass
        yield ' <code class="subtype">'
        yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'subtype'))
        yield '</code>'

def block_badges(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_msg = resolve('msg')
    try:
        t_1 = environment.filters['css_token']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'css_token' found.")
    pass
    yield '<span class="badge level-'
    yield printed(t_1(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'level')))
    yield '">'
    yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'level'))
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
        t_2 = environment.filters['ansi']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'ansi' found.")
    pass
    yield '<pre class="plain ansi"><code>'
    yield printed(t_2(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'text')))
    yield '</code></pre>'

blocks = {'title': block_title, 'badges': block_badges, 'body': block_body}
debug_info = '1=12&2=17&3=33&4=54'
from cc2html.render.codegen import printed
