from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'tools/write_input.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_inp = resolve('inp')
    l_0_code_view = resolve('code_view')
    l_0_params_table = missing
    pass
    included_template = environment.get_template('_partials/params.html', 'tools/write_input.html')._get_default_module(context)
    l_0_params_table = getattr(included_template, 'params_table', missing)
    if l_0_params_table is missing:
        l_0_params_table = undefined(f"the template {included_template.__name__!r} (imported on line 1 in 'tools/write_input.html') does not export the requested name 'params_table'", name='params_table')
    context.vars['params_table'] = l_0_params_table
    context.exported_vars.discard('params_table')
    yield '<p class="file-path"><code>'
    yield printed(environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'file_path'))
    yield '</code> <span class="range">'
    yield printed((context.call(environment.getattr(environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'content'), 'count'), '\n') + (1 if environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'content') else 0)))
    yield ' lines</span></p>\n<div class="file-content">'
    yield printed(context.call((undefined(name='code_view') if l_0_code_view is missing else l_0_code_view), environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'content'), filename=environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'file_path')))
    yield '</div>\n'
    yield printed(context.call((undefined(name='params_table') if l_0_params_table is missing else l_0_params_table), environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'other_params')))

blocks = {}
debug_info = '1=14&2=21&3=25&4=27'
from cc2html.render.codegen import printed
