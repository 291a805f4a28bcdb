from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'kinds/hook_attachment.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_msg = resolve('msg')
    l_0_node = resolve('node')
    l_0_row = resolve('row')
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
    try:
        t_3 = environment.filters['int']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'int' found.")
    try:
        t_4 = environment.filters['replace']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'replace' found.")
    try:
        t_5 = environment.tests['none']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No test named 'none' found.")
    pass
    if ((((environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'is_error') or context.call(environment.getattr(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'stdout'), 'strip'))) or context.call(environment.getattr(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'stderr'), 'strip'))) or context.call(environment.getattr(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'content'), 'strip'))) or environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'fields')):
        pass
        template = environment.get_template('_partials/hook_attachment_card.html', 'kinds/hook_attachment.html')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {}))
        try:
            for event in gen:
                yield event
        finally: gen.close()
    else:
        pass
        yield '<article class="msg '
        yield printed(t_1((undefined(name='msg') if l_0_msg is missing else l_0_msg)))
        yield ' marker" id="'
        yield printed(environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'id'))
        yield '" data-filter="'
        yield printed(environment.getattr((undefined(name='row') if l_0_row is missing else l_0_row), 'filter'))
        yield '">\n<div class="marker-line"><span class="icon" aria-hidden="true">'
        yield printed(environment.getattr((undefined(name='row') if l_0_row is missing else l_0_row), 'icon'))
        yield '</span> '
        yield printed(environment.getattr((undefined(name='row') if l_0_row is missing else l_0_row), 'title'))
        yield ' <code class="subtype">'
        yield printed(((environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'hook_name') or environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'hook_event')) or environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'kind')))
        yield '</code> '
        yield printed(t_4(context.eval_ctx, environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'kind'), '_', ' '))
        if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'command'):
            pass
            yield ' · <code>'
            yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'command'))
            yield '</code>'
        if (not t_5(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'exit_code'))):
            pass
            yield ' <span class="badge">exit '
            yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'exit_code'))
            yield '</span>'
        if (not t_5(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'duration_ms'))):
            pass
            yield ' <span class="badge">'
            yield printed(t_3(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'duration_ms')))
            yield ' ms</span>'
        yield '<span class="meta">'
        yield printed(t_2(environment.getattr(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'meta'), 'timestamp')))
        yield ' '
        template = environment.get_template('_partials/links.html', 'kinds/hook_attachment.html')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {}))
        try:
            for event in gen:
                yield event
        finally: gen.close()
        yield '</span></div>\n</article>\n'

blocks = {}
debug_info = '2=44&3=46&5=55&6=61'
from cc2html.render.codegen import printed
