from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'tools/todo_input.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_inp = resolve('inp')
    l_0_params_table = missing
    try:
        t_1 = environment.filters['css_token']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'css_token' found.")
    try:
        t_2 = environment.filters['replace']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'replace' found.")
    pass
    included_template = environment.get_template('_partials/params.html', 'tools/todo_input.html')._get_default_module(context)
    l_0_params_table = getattr(included_template, 'params_table', missing)
    if l_0_params_table is missing:
        l_0_params_table = undefined(f"the template {included_template.__name__!r} (imported on line 1 in 'tools/todo_input.html') does not export the requested name 'params_table'", name='params_table')
    context.vars['params_table'] = l_0_params_table
    context.exported_vars.discard('params_table')
    yield '<ul class="todos">\n'
    for l_1_t in environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'todos'):
        _loop_vars = {}
        pass
        yield '<li class="todo todo-'
        yield printed(t_1(t_2(context.eval_ctx, environment.getattr(l_1_t, 'status'), '_', '-')))
        yield '"><span class="todo-box" title="'
        yield printed(environment.getattr(l_1_t, 'status'))
        yield '">'
        yield printed(context.call(environment.getattr({'completed': '☑', 'in_progress': '◐'}, 'get'), environment.getattr(l_1_t, 'status'), '☐', _loop_vars=_loop_vars))
        yield '</span> <span class="todo-text">'
        yield printed(environment.getattr(l_1_t, 'content'))
        yield '</span> <span class="todo-status">'
        yield printed(t_2(context.eval_ctx, environment.getattr(l_1_t, 'status'), '_', ' '))
        yield '</span>'
        if ((environment.getattr(l_1_t, 'status') == 'in_progress') and environment.getattr(l_1_t, 'activeForm')):
            pass
            yield ' <span class="todo-active">('
            yield printed(environment.getattr(l_1_t, 'activeForm'))
            yield ')</span>'
        elif (environment.getattr(l_1_t, 'activeForm') and (environment.getattr(l_1_t, 'activeForm') != environment.getattr(l_1_t, 'content'))):
            pass
            yield ' <span class="todo-form" title="shown while in progress">'
            yield printed(environment.getattr(l_1_t, 'activeForm'))
            yield '</span>'
        if environment.getattr(l_1_t, 'priority'):
            pass
            yield ' <span class="badge priority-'
            yield printed(t_1(environment.getattr(l_1_t, 'priority')))
            yield '">'
            yield printed(environment.getattr(l_1_t, 'priority'))
            yield '</span>'
        if environment.getattr(l_1_t, 'id'):
            pass
            yield ' <code class="todo-id">#'
            yield printed(environment.getattr(l_1_t, 'id'))
            yield '</code>'
        if environment.getattr(l_1_t, 'model_extra'):
            pass
            yield printed(context.call((undefined(name='params_table') if l_0_params_table is missing else l_0_params_table), environment.getattr(l_1_t, 'model_extra'), _loop_vars=_loop_vars))
        yield '</li>\n'
    l_1_t = missing
    yield '</ul>\n'
    yield printed(context.call((undefined(name='params_table') if l_0_params_table is missing else l_0_params_table), environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'other_params')))

blocks = {}
debug_info = '1=25&3=32&4=36&7=74'
from cc2html.render.codegen import printed
