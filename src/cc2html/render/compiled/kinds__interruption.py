from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'kinds/interruption.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_msg = resolve('msg')
    l_0_node = resolve('node')
    l_0_row = resolve('row')
    l_0_r = resolve('r')
    l_0_depth = resolve('depth')
    try:
        t_1 = environment.filters['css_classes']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'css_classes' found.")
    try:
        t_2 = environment.filters['fmt_time']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'fmt_time' found.")
    pass
    yield '<article class="msg '
    yield printed(t_1((undefined(name='msg') if l_0_msg is missing else l_0_msg)))
    yield ' marker" id="'
    yield printed(environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'id'))
    yield '" data-filter="'
    yield printed(environment.getattr((undefined(name='row') if l_0_row is missing else l_0_row), 'filter'))
    yield '">\n<div class="marker-line"><span class="icon" aria-hidden="true">'
    yield printed(environment.getattr((undefined(name='row') if l_0_row is missing else l_0_row), 'icon'))
    yield '</span> <span class="title">'
    yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'text'))
    yield '</span><span class="meta">'
    yield printed(t_2(environment.getattr(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'meta'), 'timestamp')))
    yield ' '
    template = environment.get_template('_partials/links.html', 'kinds/interruption.html')
    gen = template.root_render_func(template.new_context(context.get_all(), True, {}))
    try:
        for event in gen:
            yield event
    finally: gen.close()
    yield '</span></div>\n'
    if environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'children'):
        pass
        yield '<div class="children">'
        yield printed(context.call(environment.getattr((undefined(name='r') if l_0_r is missing else l_0_r), 'nodes'), environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'children'), ((undefined(name='depth') if l_0_depth is missing else l_0_depth) + 1)))
        yield '</div>\n'
    yield '</article>'

blocks = {}
debug_info = '1=29&2=35&3=48&4=51'
from cc2html.render.codegen import printed
