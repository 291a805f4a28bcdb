from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'kinds/workflow_run.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    parent_template = None
    l_0_fields = missing
    pass
    parent_template = environment.get_template('_partials/message.html', 'kinds/workflow_run.html')
    for name, parent_block in parent_template.blocks.items():
        context.blocks.setdefault(name, []).append(parent_block)
    included_template = environment.get_template('_partials/fields.html', 'kinds/workflow_run.html')._get_default_module(context)
    l_0_fields = getattr(included_template, 'fields', missing)
    if l_0_fields is missing:
        l_0_fields = undefined(f"the template {included_template.__name__!r} (imported on line 2 in 'kinds/workflow_run.html') does not export the requested name 'fields'", name='fields')
    context.vars['fields'] = l_0_fields
    context.exported_vars.discard('fields')
    yield from parent_template.root_render_func(context)

def block_title(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_row = resolve('row')
    pass
    yield printed(environment.getattr((undefined(name='row') if l_0_row is missing else l_0_row), 'title'))

def block_hint(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_msg = resolve('msg')
    pass
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'name'):
        pass
        yield ' <span class="workflow-name">'
        yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'name'))
        yield '</span>'
    yield ' <code class="agent-key">'
    yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'run_id'))
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
        t_3 = environment.filters['fmt_duration']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'fmt_duration' found.")
    try:
        t_4 = environment.filters['fmt_int']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'fmt_int' found.")
    try:
        t_5 = environment.tests['none']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No test named 'none' found.")
    pass
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'status'):
        pass
        yield '<span class="badge task-status status-'
        yield printed(t_2(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'status')))
        yield '">'
        yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'status'))
        yield '</span>'
    if (not t_5(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'agent_count'))):
        pass
        yield '<span class="badge">'
        yield printed(t_1(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'agent_count'), 'agent'))
        yield '</span>'
    if (not t_5(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'total_tokens'))):
        pass
        yield '<span class="badge">'
        yield printed(t_4(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'total_tokens')))
        yield ' tokens</span>'
    if (not t_5(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'total_tool_calls'))):
        pass
        yield '<span class="badge">'
        yield printed(t_1(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'total_tool_calls'), 'tool call'))
        yield '</span>'
    if (not t_5(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'duration_ms'))):
        pass
        yield '<span class="badge">'
        yield printed(t_3((environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'duration_ms') / 1000)))
        yield '</span>'

def block_body(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_msg = resolve('msg')
    l_0_fields = resolve('fields')
    l_0_code_view = resolve('code_view')
    try:
        t_6 = environment.filters['dictsort']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'dictsort' found.")
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
    try:
        t_9 = environment.filters['to_json']
    except KeyError:
        @internalcode
        def t_9(*unused):
            raise TemplateRuntimeError("No filter named 'to_json' found.")
    try:
        t_10 = environment.tests['mapping']
    except KeyError:
        @internalcode
        def t_10(*unused):
            raise TemplateRuntimeError("No test named 'mapping' found.")
    try:
        t_5 = environment.tests['none']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No test named 'none' found.")
    try:
        t_11 = environment.tests['string']
    except KeyError:
        @internalcode
        def t_11(*unused):
            raise TemplateRuntimeError("No test named 'string' found.")
    pass
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'summary'):
        pass
        yield '<p class="workflow-summary">'
        yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'summary'))
        yield '</p>'
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'error'):
        pass
        yield '<div class="workflow-error error">'
        yield printed(t_8(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'error')))
        yield '</div>'
    if (environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'script_path') or environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'default_model')):
        pass
        yield '<dl class="notice-facts">\n'
        if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'script_path'):
            pass
            yield '<dt>Script file</dt><dd><code>'
            yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'script_path'))
            yield '</code></dd>'
        if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'default_model'):
            pass
            yield '<dt>Default model</dt><dd>'
            yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'default_model'))
            yield '</dd>'
        yield '</dl>\n'
    if (not t_5(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'args'))):
        pass
        yield '<div class="workflow-args"><div class="result-head">Arguments</div>'
        if t_10(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'args')):
            pass
            yield printed(context.call((undefined(name='fields') if l_0_fields is missing else l_0_fields), t_6(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'args')), _block_vars=_block_vars))
        else:
            pass
            yield printed(t_8(t_9(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'args'))))
        yield '</div>'
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'script'):
        pass
        yield '<details class="workflow-script"><summary>Script ('
        yield printed((context.call(environment.getattr(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'script'), 'count'), '\n', _block_vars=_block_vars) + (0 if context.call(environment.getattr(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'script'), 'endswith'), '\n', _block_vars=_block_vars) else 1)))
        yield ' lines)</summary>'
        yield printed(context.call((undefined(name='code_view') if l_0_code_view is missing else l_0_code_view), environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'script'), 'javascript', _block_vars=_block_vars))
        yield '</details>'
    if (not t_5(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'result'))):
        pass
        yield '<div class="workflow-result"><div class="result-head">Result</div>'
        if t_10(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'result')):
            pass
            yield printed(context.call((undefined(name='fields') if l_0_fields is missing else l_0_fields), t_6(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'result')), _block_vars=_block_vars))
        elif t_11(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'result')):
            pass
            yield '<div class="md">'
            yield printed(t_7(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'result')))
            yield '</div>'
        else:
            pass
            yield printed(t_8(t_9(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'result'))))
        yield '</div>'
    if (not environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'phases')):
        pass
        yield '<p class="note">The run\'s files name no phase and no agent.</p>'

blocks = {'title': block_title, 'hint': block_hint, 'badges': block_badges, 'body': block_body}
debug_info = '1=13&2=16&3=24&4=35&5=53&6=120&7=173&8=178&9=183&11=186&12=191&15=197&16=207&17=214&18=229'
from cc2html.render.codegen import printed
