from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'page/aside_agents.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_aside = resolve('aside')
    l_0_warm = l_0_outside = missing
    try:
        t_1 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    try:
        t_2 = environment.filters['list']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'list' found.")
    try:
        t_3 = environment.filters['selectattr']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'selectattr' found.")
    pass
    l_0_warm = t_1(t_2(context.eval_ctx, t_3(context, (undefined(name='aside') if l_0_aside is missing else l_0_aside), 'aside', 'equalto', 'warm-up')))
    context.vars['warm'] = l_0_warm
    context.exported_vars.add('warm')
    l_0_outside = (t_1((undefined(name='aside') if l_0_aside is missing else l_0_aside)) - (undefined(name='warm') if l_0_warm is missing else l_0_warm))
    context.vars['outside'] = l_0_outside
    context.exported_vars.add('outside')
    yield '<details class="aside-agents" data-filter="sidechain" data-warmup-agents="'
    yield printed((undefined(name='warm') if l_0_warm is missing else l_0_warm))
    yield '" data-outside-agents="'
    yield printed((undefined(name='outside') if l_0_outside is missing else l_0_outside))
    yield '">\n<summary class="aside-line">'
    if (undefined(name='warm') if l_0_warm is missing else l_0_warm):
        pass
        yield printed((undefined(name='warm') if l_0_warm is missing else l_0_warm))
        yield ' warm-up agent'
        yield printed(('' if ((undefined(name='warm') if l_0_warm is missing else l_0_warm) == 1) else 's'))
    if ((undefined(name='warm') if l_0_warm is missing else l_0_warm) and (undefined(name='outside') if l_0_outside is missing else l_0_outside)):
        pass
        yield ' and '
    if (undefined(name='outside') if l_0_outside is missing else l_0_outside):
        pass
        yield printed((undefined(name='outside') if l_0_outside is missing else l_0_outside))
        yield ' agent'
        yield printed(('' if ((undefined(name='outside') if l_0_outside is missing else l_0_outside) == 1) else 's'))
        yield " from outside the conversation's time"
    yield ', not part of the conversation</summary>\n'
    for l_1_sub in (undefined(name='aside') if l_0_aside is missing else l_0_aside):
        _loop_vars = {}
        pass
        template = environment.get_template('page/subagent.html', 'page/aside_agents.html')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {'sub': l_1_sub, 'outside': l_0_outside, 'warm': l_0_warm}))
        try:
            for event in gen:
                yield event
        finally: gen.close()
    l_1_sub = missing
    yield '</details>'

blocks = {}
debug_info = '2=31&3=34&4=38&5=42&6=57&7=60'
from cc2html.render.codegen import printed
