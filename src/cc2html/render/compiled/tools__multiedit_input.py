from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'tools/multiedit_input.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_inp = resolve('inp')
    l_0_params_table = l_0_diff_view = missing
    try:
        t_1 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    pass
    included_template = environment.get_template('_partials/params.html', 'tools/multiedit_input.html')._get_default_module(context)
    l_0_params_table = getattr(included_template, 'params_table', missing)
    if l_0_params_table is missing:
        l_0_params_table = undefined(f"the template {included_template.__name__!r} (imported on line 1 in 'tools/multiedit_input.html') does not export the requested name 'params_table'", name='params_table')
    context.vars['params_table'] = l_0_params_table
    context.exported_vars.discard('params_table')
    included_template = environment.get_template('_partials/views.html', 'tools/multiedit_input.html')._get_default_module(context)
    l_0_diff_view = getattr(included_template, 'diff_view', missing)
    if l_0_diff_view is missing:
        l_0_diff_view = undefined(f"the template {included_template.__name__!r} (imported on line 2 in 'tools/multiedit_input.html') does not export the requested name 'diff_view'", name='diff_view')
    context.vars['diff_view'] = l_0_diff_view
    context.exported_vars.discard('diff_view')
    yield '<p class="file-path"><code>'
    yield printed(environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'file_path'))
    yield '</code> <span class="range">'
    yield printed(t_1(environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'edits')))
    yield ' edit'
    yield printed(('' if (t_1(environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'edits')) == 1) else 's'))
    yield '</span></p>\n<ol class="edits">\n'
    for l_1_e in environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'edits'):
        l_1_diff_rows = resolve('diff_rows')
        l_1_diff_language = resolve('diff_language')
        _loop_vars = {}
        pass
        yield '<li>'
        if environment.getattr(l_1_e, 'replace_all'):
            pass
            yield '<span class="badge">replace all</span>'
        yield printed(context.call((undefined(name='diff_view') if l_0_diff_view is missing else l_0_diff_view), context.call((undefined(name='diff_rows') if l_1_diff_rows is missing else l_1_diff_rows), environment.getattr(l_1_e, 'old_string'), environment.getattr(l_1_e, 'new_string'), _loop_vars=_loop_vars), context.call((undefined(name='diff_language') if l_1_diff_language is missing else l_1_diff_language), environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'file_path'), environment.getattr(l_1_e, 'old_string'), environment.getattr(l_1_e, 'new_string'), _loop_vars=_loop_vars), _loop_vars=_loop_vars))
        if environment.getattr(l_1_e, 'model_extra'):
            pass
            yield printed(context.call((undefined(name='params_table') if l_0_params_table is missing else l_0_params_table), environment.getattr(l_1_e, 'model_extra'), _loop_vars=_loop_vars))
        yield '</li>\n'
    l_1_e = l_1_diff_rows = l_1_diff_language = missing
    yield '</ol>\n'
    yield printed(context.call((undefined(name='params_table') if l_0_params_table is missing else l_0_params_table), environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'other_params')))

blocks = {}
debug_info = '1=19&2=25&3=32&5=38&6=44&9=54'
from cc2html.render.codegen import printed
