from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'kinds/rewound.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_node = resolve('node')
    l_0_row = resolve('row')
    l_0_msg = resolve('msg')
    l_0_row_for = resolve('row_for')
    l_0_r = resolve('r')
    l_0_depth = resolve('depth')
    l_0_fork = missing
    try:
        t_1 = environment.filters['counted']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'counted' found.")
    try:
        t_2 = environment.filters['fmt_time']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'fmt_time' found.")
    try:
        t_3 = environment.filters['lower']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'lower' found.")
    pass
    l_0_fork = environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'fork')
    context.vars['fork'] = l_0_fork
    context.exported_vars.add('fork')
    yield '<details class="rewound" id="'
    yield printed(environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'id'))
    yield '" data-filter="'
    yield printed(environment.getattr((undefined(name='row') if l_0_row is missing else l_0_row), 'filter'))
    yield '">\n<summary class="msg-head"><span class="icon" aria-hidden="true">'
    yield printed(environment.getattr((undefined(name='row') if l_0_row is missing else l_0_row), 'icon'))
    yield '</span> <span class="title">'
    yield printed(environment.getattr((undefined(name='row') if l_0_row is missing else l_0_row), 'title'))
    yield '</span><span class="hint">an abandoned branch: '
    yield printed(t_1(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'prompts'), 'prompt'))
    yield ', '
    yield printed(t_1(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'count'), 'message'))
    yield '</span><span class="meta">'
    yield printed(t_2(environment.getattr(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'meta'), 'timestamp')))
    yield '</span>'
    template = environment.get_template('_partials/links.html', 'kinds/rewound.html')
    gen = template.root_render_func(template.new_context(context.get_all(), True, {'fork': l_0_fork}))
    try:
        for event in gen:
            yield event
    finally: gen.close()
    yield '</summary>\n<div class="msg-body">\n<p class="note">The conversation was rewound to '
    if (undefined(name='fork') if l_0_fork is missing else l_0_fork):
        pass
        yield '<a href="#'
        yield printed(environment.getattr((undefined(name='fork') if l_0_fork is missing else l_0_fork), 'id'))
        yield '">the '
        yield printed(t_3(environment.getattr(context.call((undefined(name='row_for') if l_0_row_for is missing else l_0_row_for), environment.getattr((undefined(name='fork') if l_0_fork is missing else l_0_fork), 'msg')), 'title')))
        yield ' message of '
        yield printed(t_2(environment.getattr(environment.getattr(environment.getattr((undefined(name='fork') if l_0_fork is missing else l_0_fork), 'msg'), 'meta'), 'timestamp')))
        yield '</a>'
    else:
        pass
        yield 'an earlier message'
    yield ' and went on from there; this branch was left behind.</p>\n</div>\n<div class="children">'
    yield printed(context.call(environment.getattr((undefined(name='r') if l_0_r is missing else l_0_r), 'nodes'), environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'children'), ((undefined(name='depth') if l_0_depth is missing else l_0_depth) + 1)))
    yield '</div>\n</details>'

blocks = {}
debug_info = '3=36&4=40&5=44&7=61&9=74'
from cc2html.render.codegen import printed
