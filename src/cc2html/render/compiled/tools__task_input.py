from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'tools/task_input.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_inp = resolve('inp')
    l_0_params_table = missing
    try:
        t_1 = environment.filters['markdown']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'markdown' found.")
    pass
    included_template = environment.get_template('_partials/params.html', 'tools/task_input.html')._get_default_module(context)
    l_0_params_table = getattr(included_template, 'params_table', missing)
    if l_0_params_table is missing:
        l_0_params_table = undefined(f"the template {included_template.__name__!r} (imported on line 1 in 'tools/task_input.html') does not export the requested name 'params_table'", name='params_table')
    context.vars['params_table'] = l_0_params_table
    context.exported_vars.discard('params_table')
    if (environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'description') or environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'subagent_type')):
        pass
        yield '<p class="tool-desc">'
        if environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'subagent_type'):
            pass
            yield '<span class="badge agent-type">'
            yield printed(environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'subagent_type'))
            yield '</span> '
        yield printed((environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'description') or ''))
        if environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'model'):
            pass
            yield ' <span class="badge model">'
            yield printed(environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'model'))
            yield '</span>'
        if environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'run_in_background'):
            pass
            yield ' <span class="badge">background</span>'
        yield '</p>'
    yield '<div class="md prompt">'
    yield printed(t_1(environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'prompt')))
    yield '</div>\n'
    yield printed(context.call((undefined(name='params_table') if l_0_params_table is missing else l_0_params_table), environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'other_params')))

blocks = {}
debug_info = '1=19&2=25&3=44&4=46'
from cc2html.render.codegen import printed
