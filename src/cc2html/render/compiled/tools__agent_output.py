from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'tools/agent_output.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_out = resolve('out')
    l_0_items = l_0_reminders = missing
    try:
        t_1 = environment.filters['fmt_duration']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'fmt_duration' found.")
    try:
        t_2 = environment.filters['fmt_int']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'fmt_int' found.")
    try:
        t_3 = environment.filters['markdown']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'markdown' found.")
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
    included_template = environment.get_template('_partials/items.html', 'tools/agent_output.html')._get_default_module(context)
    l_0_items = getattr(included_template, 'items', missing)
    if l_0_items is missing:
        l_0_items = undefined(f"the template {included_template.__name__!r} (imported on line 1 in 'tools/agent_output.html') does not export the requested name 'items'", name='items')
    context.vars['items'] = l_0_items
    context.exported_vars.discard('items')
    included_template = environment.get_template('_partials/views.html', 'tools/agent_output.html')._get_default_module(context)
    l_0_reminders = getattr(included_template, 'reminders', missing)
    if l_0_reminders is missing:
        l_0_reminders = undefined(f"the template {included_template.__name__!r} (imported on line 2 in 'tools/agent_output.html') does not export the requested name 'reminders'", name='reminders')
    context.vars['reminders'] = l_0_reminders
    context.exported_vars.discard('reminders')
    if ((((environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'agent_type') or environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'status')) or (not t_5(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'duration_ms')))) or (not t_5(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'tokens')))) or (not t_5(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'tool_uses')))):
        pass
        yield '<p class="facts">'
        if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'agent_type'):
            pass
            yield '<span class="badge agent-type">'
            yield printed(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'agent_type'))
            yield '</span>'
        if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'status'):
            pass
            yield '<span class="badge">'
            yield printed(t_4(context.eval_ctx, environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'status'), '_', ' '))
            yield '</span>'
        if (not t_5(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'duration_ms'))):
            pass
            yield '<span class="badge">'
            yield printed(t_1((environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'duration_ms') / 1000)))
            yield '</span>'
        if (not t_5(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'tool_uses'))):
            pass
            yield '<span class="badge">'
            yield printed(t_2(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'tool_uses')))
            yield ' tool use'
            yield printed(('' if (environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'tool_uses') == 1) else 's'))
            yield '</span>'
        if (not t_5(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'tokens'))):
            pass
            yield '<span class="badge tokens">'
            yield printed(t_2(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'tokens')))
            yield ' tokens</span>'
        yield '</p>\n'
    if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'answer'):
        pass
        yield '<div class="md answer">'
        yield printed(t_3(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'answer')))
        yield '</div>'
    elif (not environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'images')):
        pass
        yield '<p class="note">(empty answer)</p>'
    if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'images'):
        pass
        yield printed(context.call((undefined(name='items') if l_0_items is missing else l_0_items), environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'images')))
    yield printed(context.call((undefined(name='reminders') if l_0_reminders is missing else l_0_reminders), environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'reminders')))

blocks = {}
debug_info = '1=43&2=49&3=55&4=58&6=86&7=94&8=97'
from cc2html.render.codegen import printed
