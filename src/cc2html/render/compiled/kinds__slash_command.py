from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'kinds/slash_command.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    parent_template = None
    pass
    parent_template = environment.get_template('_partials/message.html', 'kinds/slash_command.html')
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
    l_0_row = resolve('row')
    l_0_msg = resolve('msg')
    pass
    yield printed(environment.getattr((undefined(name='row') if l_0_row is missing else l_0_row), 'title'))
    yield ' <code class="command-name">'
    yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'command_name'))
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
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'command_args'):
        pass
        yield ' <span class="hint">'
        yield printed(t_1(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'command_args'), 90))
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
        t_2 = environment.filters['pre']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'pre' found.")
    pass
    yield '<pre class="plain command-line"><code>'
    yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'command_name'))
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'command_args'):
        pass
        yield ' '
        yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'command_args'))
    yield '</code></pre>\n'
    if (environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'command_message') and (context.call(environment.getattr(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'command_message'), 'lstrip'), '/', _block_vars=_block_vars) != context.call(environment.getattr(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'command_name'), 'lstrip'), '/', _block_vars=_block_vars))):
        pass
        yield '<p class="command-message">'
        yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'command_message'))
        yield '</p>'
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'command_contents'):
        pass
        yield '<details class="command-contents"><summary>Command contents</summary>'
        yield printed(t_2(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'command_contents')))
        yield '</details>'
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'extra'):
        pass
        yield printed(t_2(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'extra')))

blocks = {'title': block_title, 'hint': block_hint, 'body': block_body}
debug_info = '1=12&2=17&3=32&4=53&5=69&6=75&7=80&8=85'
from cc2html.render.codegen import printed
