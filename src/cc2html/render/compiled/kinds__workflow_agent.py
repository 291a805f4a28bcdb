from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'kinds/workflow_agent.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    parent_template = None
    l_0_fields = missing
    pass
    parent_template = environment.get_template('_partials/message.html', 'kinds/workflow_agent.html')
    for name, parent_block in parent_template.blocks.items():
        context.blocks.setdefault(name, []).append(parent_block)
    included_template = environment.get_template('_partials/fields.html', 'kinds/workflow_agent.html')._get_default_module(context)
    l_0_fields = getattr(included_template, 'fields', missing)
    if l_0_fields is missing:
        l_0_fields = undefined(f"the template {included_template.__name__!r} (imported on line 2 in 'kinds/workflow_agent.html') does not export the requested name 'fields'", name='fields')
    context.vars['fields'] = l_0_fields
    context.exported_vars.discard('fields')
    yield from parent_template.root_render_func(context)

def block_open(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    pass

def block_title(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_msg = resolve('msg')
    pass
    yield 'Agent '
    yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'label'))

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
    try:
        t_2 = environment.tests['none']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No test named 'none' found.")
    pass
    if (environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'result_preview') and t_2(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'result'))):
        pass
        yield ' <span class="workflow-preview">'
        yield printed(t_1(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'result_preview'), 100))
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
        t_3 = environment.filters['counted']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'counted' found.")
    try:
        t_4 = environment.filters['css_token']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'css_token' found.")
    try:
        t_5 = environment.filters['fmt_duration']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'fmt_duration' found.")
    try:
        t_6 = environment.filters['fmt_int']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'fmt_int' found.")
    try:
        t_2 = environment.tests['none']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No test named 'none' found.")
    pass
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'state'):
        pass
        yield '<span class="badge task-status status-'
        yield printed(t_4(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'state')))
        yield '">'
        yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'state'))
        yield '</span>'
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'model'):
        pass
        yield '<span class="badge model">'
        yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'model'))
        yield '</span>'
    if (not t_2(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'tokens'))):
        pass
        yield '<span class="badge">'
        yield printed(t_6(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'tokens')))
        yield ' tokens</span>'
    if (not t_2(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'tool_calls'))):
        pass
        yield '<span class="badge">'
        yield printed(t_3(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'tool_calls'), 'tool call'))
        yield '</span>'
    if (not t_2(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'duration_ms'))):
        pass
        yield '<span class="badge">'
        yield printed(t_5((environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'duration_ms') / 1000)))
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
    l_0_node = resolve('node')
    l_0_sub = resolve('sub')
    try:
        t_7 = environment.filters['dictsort']
    except KeyError:
        @internalcode
        def t_7(*unused):
            raise TemplateRuntimeError("No filter named 'dictsort' found.")
    try:
        t_8 = environment.filters['markdown']
    except KeyError:
        @internalcode
        def t_8(*unused):
            raise TemplateRuntimeError("No filter named 'markdown' found.")
    try:
        t_9 = environment.filters['pre']
    except KeyError:
        @internalcode
        def t_9(*unused):
            raise TemplateRuntimeError("No filter named 'pre' found.")
    try:
        t_10 = environment.filters['to_json']
    except KeyError:
        @internalcode
        def t_10(*unused):
            raise TemplateRuntimeError("No filter named 'to_json' found.")
    try:
        t_11 = environment.tests['mapping']
    except KeyError:
        @internalcode
        def t_11(*unused):
            raise TemplateRuntimeError("No test named 'mapping' found.")
    try:
        t_2 = environment.tests['none']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No test named 'none' found.")
    try:
        t_12 = environment.tests['string']
    except KeyError:
        @internalcode
        def t_12(*unused):
            raise TemplateRuntimeError("No test named 'string' found.")
    pass
    if ((environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'agent_id') or environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'agent_type')) or environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'attempt')):
        pass
        yield '<dl class="notice-facts">\n'
        if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'agent_id'):
            pass
            yield '<dt>Agent</dt><dd><code>'
            yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'agent_id'))
            yield '</code></dd>'
        if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'agent_type'):
            pass
            yield '<dt>Type</dt><dd>'
            yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'agent_type'))
            yield '</dd>'
        if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'attempt'):
            pass
            yield '<dt>Attempt</dt><dd>'
            yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'attempt'))
            yield '</dd>'
        yield '</dl>\n'
    if (not t_2(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'result'))):
        pass
        yield '<div class="workflow-result"><div class="result-head">Result</div>'
        if t_11(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'result')):
            pass
            yield printed(context.call((undefined(name='fields') if l_0_fields is missing else l_0_fields), t_7(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'result')), _block_vars=_block_vars))
        elif t_12(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'result')):
            pass
            yield '<div class="md">'
            yield printed(t_8(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'result')))
            yield '</div>'
        else:
            pass
            yield printed(t_9(t_10(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'result'))))
        yield '</div>\n'
    elif environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'result_preview'):
        pass
        yield '<div class="workflow-result"><div class="result-head">Result (preview, cut by the run)</div>'
        yield printed(t_9(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'result_preview')))
        yield '</div>\n'
    else:
        pass
        yield '<p class="note">No result was recorded for this agent.</p>'
    if environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'subagent'):
        pass
        l_0_sub = environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'subagent')
        _block_vars['sub'] = l_0_sub
        template = environment.get_template('page/subagent.html', 'kinds/workflow_agent.html')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {'sub': l_0_sub}))
        try:
            for event in gen:
                yield event
        finally: gen.close()
    else:
        pass
        yield '<p class="note">No transcript file was found for this agent.</p>'

blocks = {'open': block_open, 'title': block_title, 'hint': block_hint, 'badges': block_badges, 'body': block_body}
debug_info = '1=13&2=16&3=24&4=33&5=45&6=72&7=139&8=193&10=196&11=201&12=206&15=212&16=227&18=235'
from cc2html.render.codegen import printed
