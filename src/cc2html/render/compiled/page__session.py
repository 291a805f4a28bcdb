from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'page/session.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_session = resolve('session')
    l_0_session_index = resolve('session_index')
    l_0_aside = missing
    try:
        t_1 = environment.filters['dom_id']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'dom_id' found.")
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
    try:
        t_4 = environment.filters['uncopied']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'uncopied' found.")
    pass
    yield '<section class="session" id="'
    yield printed((markup_join(('session-', t_1(environment.getattr((undefined(name='session') if l_0_session is missing else l_0_session), 'session_id')), )) if environment.getattr((undefined(name='session') if l_0_session is missing else l_0_session), 'session_id') else markup_join(('session', (undefined(name='session_index') if l_0_session_index is missing else l_0_session_index), ))))
    yield '">\n'
    template = environment.get_template('kinds/session_header.html', 'page/session.html')
    gen = template.root_render_func(template.new_context(context.get_all(), True, {'aside': l_0_aside}))
    try:
        for event in gen:
            yield event
    finally: gen.close()
    yield '<div class="messages">\n'
    l_1_r = resolve('r')
    pass
    t_5 = context.eval_ctx.save()
    context.eval_ctx.autoescape = False
    for l_2_chunk in context.call(environment.getattr((undefined(name='r') if l_1_r is missing else l_1_r), 'session_body'), (undefined(name='session') if l_0_session is missing else l_0_session)):
        _loop_vars = {}
        pass
        yield str(t_4(l_2_chunk))
    l_2_chunk = missing
    context.eval_ctx.revert(t_5)
    l_1_r = missing
    yield '</div>\n'
    def t_6(fiter):
        for l_1_sub in fiter:
            if (not environment.getattr(l_1_sub, 'aside')):
                yield l_1_sub
    for l_1_sub in t_6(environment.getattr((undefined(name='session') if l_0_session is missing else l_0_session), 'unlinked')):
        _loop_vars = {}
        pass
        template = environment.get_template('page/subagent.html', 'page/session.html')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {'sub': l_1_sub, 'aside': l_0_aside}))
        try:
            for event in gen:
                yield event
        finally: gen.close()
    l_1_sub = missing
    l_0_aside = t_2(context.eval_ctx, t_3(context, environment.getattr((undefined(name='session') if l_0_session is missing else l_0_session), 'unlinked'), 'aside'))
    context.vars['aside'] = l_0_aside
    context.exported_vars.add('aside')
    if (undefined(name='aside') if l_0_aside is missing else l_0_aside):
        pass
        template = environment.get_template('page/aside_agents.html', 'page/session.html')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {'aside': l_0_aside}))
        try:
            for event in gen:
                yield event
        finally: gen.close()
    yield '</section>'

blocks = {}
debug_info = '1=39&2=41&4=52&6=60&7=67&9=74&10=77'
from cc2html.render.codegen import printed
