from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = '_partials/task_card.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_sub = resolve('sub')
    l_0_card = missing
    try:
        t_1 = environment.filters['counted']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'counted' found.")
    try:
        t_2 = environment.filters['css_token']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'css_token' found.")
    try:
        t_3 = environment.filters['is_multiline']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'is_multiline' found.")
    try:
        t_4 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    try:
        t_5 = environment.filters['pre']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'pre' found.")
    pass
    l_0_card = environment.getattr((undefined(name='sub') if l_0_sub is missing else l_0_sub), 'task')
    context.vars['card'] = l_0_card
    context.exported_vars.add('card')
    yield '<div class="task-card status-'
    yield printed(t_2(environment.getattr((undefined(name='card') if l_0_card is missing else l_0_card), 'status')))
    yield '">\n<p class="task-line"><span class="badge task-status status-'
    yield printed(t_2(environment.getattr((undefined(name='card') if l_0_card is missing else l_0_card), 'status')))
    yield '">'
    yield printed(environment.getattr((undefined(name='card') if l_0_card is missing else l_0_card), 'status'))
    yield '</span> '
    yield printed(environment.getattr((undefined(name='card') if l_0_card is missing else l_0_card), 'description'))
    if environment.getattr((undefined(name='card') if l_0_card is missing else l_0_card), 'latest'):
        pass
        yield ' <span class="task-latest">— '
        yield printed(environment.getattr((undefined(name='card') if l_0_card is missing else l_0_card), 'latest'))
        yield '</span>'
    yield '</p>\n'
    if environment.getattr((undefined(name='card') if l_0_card is missing else l_0_card), 'summary'):
        pass
        yield '<p class="task-summary">'
        yield printed(environment.getattr((undefined(name='card') if l_0_card is missing else l_0_card), 'summary'))
        yield '</p>'
    if (t_4(environment.getattr((undefined(name='card') if l_0_card is missing else l_0_card), 'progress')) > 1):
        pass
        yield '<details class="task-progress"><summary>'
        yield printed(t_1(t_4(environment.getattr((undefined(name='card') if l_0_card is missing else l_0_card), 'progress')), 'progress update'))
        yield '</summary>\n<ol>'
        for l_1_line in environment.getattr((undefined(name='card') if l_0_card is missing else l_0_card), 'progress'):
            _loop_vars = {}
            pass
            yield '<li>'
            yield printed(l_1_line)
            yield '</li>'
        l_1_line = missing
        yield '</ol>\n</details>\n'
    if (environment.getattr((undefined(name='card') if l_0_card is missing else l_0_card), 'usage') or environment.getattr((undefined(name='card') if l_0_card is missing else l_0_card), 'detail')):
        pass
        yield '<dl class="notice-facts">\n'
        if environment.getattr((undefined(name='card') if l_0_card is missing else l_0_card), 'task_id'):
            pass
            yield '<dt>Task</dt><dd><code>'
            yield printed(environment.getattr((undefined(name='card') if l_0_card is missing else l_0_card), 'task_id'))
            yield '</code></dd>'
        for (l_1_label, l_1_value) in environment.getattr((undefined(name='card') if l_0_card is missing else l_0_card), 'usage'):
            _loop_vars = {}
            pass
            yield '<dt>'
            yield printed(l_1_label)
            yield '</dt><dd>'
            yield printed(l_1_value)
            yield '</dd>'
        l_1_label = l_1_value = missing
        for (l_1_label, l_1_value) in environment.getattr((undefined(name='card') if l_0_card is missing else l_0_card), 'detail'):
            _loop_vars = {}
            pass
            yield '<dt>'
            yield printed(l_1_label)
            yield '</dt><dd>'
            if t_3(l_1_value):
                pass
                yield printed(t_5(l_1_value))
            else:
                pass
                yield printed(l_1_value)
            yield '</dd>'
        l_1_label = l_1_value = missing
        yield '</dl>\n'
    yield '</div>'

blocks = {}
debug_info = '1=43&2=47&3=49&4=60&5=65&6=68&7=70&10=78&12=81&13=86&14=95'
from cc2html.render.codegen import printed
