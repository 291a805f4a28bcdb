from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'kinds/sdk/notice.html'

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
        t_1 = environment.filters['ansi']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'ansi' found.")
    try:
        t_2 = environment.filters['css_classes']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'css_classes' found.")
    try:
        t_3 = environment.filters['css_token']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'css_token' found.")
    try:
        t_4 = environment.filters['first_line']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'first_line' found.")
    try:
        t_5 = environment.filters['fmt_time']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'fmt_time' found.")
    try:
        t_6 = environment.filters['is_multiline']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'is_multiline' found.")
    try:
        t_7 = environment.filters['markdown']
    except KeyError:
        @internalcode
        def t_7(*unused):
            raise TemplateRuntimeError("No filter named 'markdown' found.")
    try:
        t_8 = environment.filters['pre']
    except KeyError:
        @internalcode
        def t_8(*unused):
            raise TemplateRuntimeError("No filter named 'pre' found.")
    pass
    yield '<article class="msg '
    yield printed(t_2((undefined(name='msg') if l_0_msg is missing else l_0_msg)))
    yield '" id="'
    yield printed(environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'id'))
    yield '" data-filter="'
    yield printed(environment.getattr((undefined(name='row') if l_0_row is missing else l_0_row), 'filter'))
    yield '" data-notice="'
    yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'kind'))
    yield '">\n<details>\n<summary class="msg-head notice-head"><span class="icon" aria-hidden="true">'
    yield printed(environment.getattr((undefined(name='row') if l_0_row is missing else l_0_row), 'icon'))
    yield '</span> <span class="title">'
    yield printed((environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'title') or environment.getattr((undefined(name='row') if l_0_row is missing else l_0_row), 'title')))
    yield '</span> <span class="hint">'
    yield printed(t_4(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'text'), 140))
    yield '</span><span class="meta">'
    if (environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'level') != 'info'):
        pass
        yield '<span class="badge level-'
        yield printed(t_3(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'level')))
        yield '">'
        yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'level'))
        yield '</span>'
    yield '<code class="subtype">'
    yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'kind'))
    yield '</code> '
    yield printed(t_5(environment.getattr(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'meta'), 'timestamp')))
    yield ' '
    template = environment.get_template('_partials/links.html', 'kinds/sdk/notice.html')
    gen = template.root_render_func(template.new_context(context.get_all(), True, {}))
    try:
        for event in gen:
            yield event
    finally: gen.close()
    yield '</span></summary>\n<div class="msg-body">\n'
    if (environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'text') and (t_4(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'text'), 140) != environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'text'))):
        pass
        yield '<p class="notice-text">'
        yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'text'))
        yield '</p>'
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'facts'):
        pass
        yield '<dl class="notice-facts">\n'
        for (l_1_label, l_1_value) in environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'facts'):
            _loop_vars = {}
            pass
            yield '<dt>'
            yield printed(l_1_label)
            yield '</dt><dd>'
            if t_6(l_1_value):
                pass
                yield printed(t_8(l_1_value))
            else:
                pass
                yield printed(l_1_value)
            yield '</dd>\n'
        l_1_label = l_1_value = missing
        yield '</dl>\n'
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'denials'):
        pass
        yield '<p class="notice-label">Permission denials</p>\n<ul class="denials">'
        for l_1_d in environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'denials'):
            _loop_vars = {}
            pass
            yield '<li><code>'
            yield printed(l_1_d)
            yield '</code></li>'
        l_1_d = missing
        yield '</ul>\n'
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'body'):
        pass
        yield '<pre class="plain ansi"><code>'
        yield printed(t_1(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'body')))
        yield '</code></pre>'
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'result_text'):
        pass
        yield '<p class="notice-label">Final answer</p>\n<div class="md">'
        yield printed(t_7(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'result_text')))
        yield '</div>\n'
    yield '</div>\n'
    if environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'children'):
        pass
        yield '<div class="children">'
        yield printed(context.call(environment.getattr((undefined(name='r') if l_0_r is missing else l_0_r), 'nodes'), environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'children'), ((undefined(name='depth') if l_0_depth is missing else l_0_depth) + 1)))
        yield '</div>\n'
    yield '</details>\n</article>'

blocks = {}
debug_info = '1=65&3=73&5=98&6=103&8=106&12=121&14=124&16=132&17=137&19=140&22=143&23=146'
from cc2html.render.codegen import printed
