from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'kinds/user_memory.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    parent_template = None
    pass
    parent_template = environment.get_template('_partials/message.html', 'kinds/user_memory.html')
    for name, parent_block in parent_template.blocks.items():
        context.blocks.setdefault(name, []).append(parent_block)
    yield from parent_template.root_render_func(context)

def block_body(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_msg = resolve('msg')
    try:
        t_1 = environment.filters['pre']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'pre' found.")
    pass
    yield '<p class="note">Asked Claude to remember:</p>\n<blockquote class="memory">'
    yield printed(t_1(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'memory_text')))
    yield '</blockquote>\n'
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'extra'):
        pass
        yield printed(t_1(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'extra')))

blocks = {'body': block_body}
debug_info = '1=12&2=17&4=33&5=35'
from cc2html.render.codegen import printed
