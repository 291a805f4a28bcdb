from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'kinds/task_notification.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    parent_template = None
    pass
    parent_template = environment.get_template('_partials/message.html', 'kinds/task_notification.html')
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
    yield printed(t_1(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'summary'), 90))
    yield '</span>'

def block_badges(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_msg = resolve('msg')
    try:
        t_2 = environment.filters['css_token']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'css_token' found.")
    pass
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'status'):
        pass
        yield '<span class="badge status-'
        yield printed(t_2(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'status')))
        yield printed((' error' if (environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'status') in ('failed', 'error', 'killed')) else ''))
        yield '">'
        yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'status'))
        yield '</span>'

def block_body(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_msg = resolve('msg')
    l_0_node = resolve('node')
    try:
        t_3 = environment.filters['markdown']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'markdown' found.")
    try:
        t_4 = environment.filters['pre']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'pre' found.")
    pass
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'summary'):
        pass
        yield '<p class="task-summary">'
        yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'summary'))
        yield '</p>'
    yield '<dl class="facts">\n'
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'task_id'):
        pass
        yield '<dt>Task</dt><dd><code>'
        yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'task_id'))
        yield '</code></dd>'
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'tool_use_id'):
        pass
        yield '<dt>Tool call</dt><dd><code>'
        yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'tool_use_id'))
        yield '</code></dd>'
    for (l_1_key, l_1_value) in environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'usage'):
        _loop_vars = {}
        pass
        yield '<dt>'
        yield printed((l_1_key or 'usage'))
        yield '</dt><dd>'
        yield printed(l_1_value)
        yield '</dd>'
    l_1_key = l_1_value = missing
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'output_file'):
        pass
        yield '<dt>Output file</dt><dd><code>'
        yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'output_file'))
        yield '</code></dd>'
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'transcript_path'):
        pass
        yield '<dt>Full transcript available at</dt><dd><code>'
        yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'transcript_path'))
        yield '</code></dd>'
    yield '</dl>\n'
    if environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'spawner'):
        pass
        yield '<p class="note spawner-link">Reports on <a href="#'
        yield printed(environment.getattr(environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'spawner'), 'id'))
        yield '">'
        yield printed(environment.getattr(environment.getattr(environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'spawner'), 'msg'), 'tool_name'))
        yield ' call <code>'
        yield printed(environment.getattr(environment.getattr(environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'spawner'), 'msg'), 'tool_use_id'))
        yield '</code> ↑</a>'
        if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'result_text'):
            pass
            yield ', where its result is shown'
        yield '.</p>'
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'result_text'):
        pass
        yield '<details class="task-result"'
        if (not environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'spawner')):
            pass
            yield ' open'
        yield '><summary class="result-head">Result</summary><div class="md">'
        yield printed(t_3(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'result_text')))
        yield '</div></details>'
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'extra'):
        pass
        yield printed(t_4(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'extra')))

blocks = {'hint': block_hint, 'badges': block_badges, 'body': block_body}
debug_info = '1=12&2=17&3=36&4=60&5=82&7=88&8=93&9=98&10=107&11=112&13=118&14=131&15=140'
from cc2html.render.codegen import printed
