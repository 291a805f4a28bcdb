from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'kinds/tool_result.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    parent_template = None
    pass
    parent_template = environment.get_template('_partials/message.html', 'kinds/tool_result.html')
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
    yield 'Tool result'
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'tool_name'):
        pass
        yield ' <code>'
        yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'tool_name'))
        yield '</code>'

def block_badges(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_node = resolve('node')
    l_0_msg = resolve('msg')
    pass
    if environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'orphan'):
        pass
        yield '<span class="badge pending" title="The tool call this answers is not in the transcript">no matching call</span>'
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'is_error'):
        pass
        yield '<span class="badge error">error</span>'

def block_body(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_r = resolve('r')
    l_0_msg = resolve('msg')
    pass
    yield printed(context.call(environment.getattr((undefined(name='r') if l_0_r is missing else l_0_r), 'tool_output'), environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'output'), (undefined(name='msg') if l_0_msg is missing else l_0_msg), _block_vars=_block_vars))

blocks = {'title': block_title, 'badges': block_badges, 'body': block_body}
debug_info = '1=12&2=17&3=33&4=50'
from cc2html.render.codegen import printed
