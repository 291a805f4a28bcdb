from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'tools/bash_input.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_inp = resolve('inp')
    l_0_highlight = resolve('highlight')
    l_0_params_table = missing
    pass
    included_template = environment.get_template('_partials/params.html', 'tools/bash_input.html')._get_default_module(context)
    l_0_params_table = getattr(included_template, 'params_table', missing)
    if l_0_params_table is missing:
        l_0_params_table = undefined(f"the template {included_template.__name__!r} (imported on line 1 in 'tools/bash_input.html') does not export the requested name 'params_table'", name='params_table')
    context.vars['params_table'] = l_0_params_table
    context.exported_vars.discard('params_table')
    if environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'description'):
        pass
        yield '<p class="tool-desc">'
        yield printed(environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'description'))
        yield '</p>'
    yield '<div class="command">'
    yield printed(context.call((undefined(name='highlight') if l_0_highlight is missing else l_0_highlight), environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'command'), 'bash'))
    yield '</div>\n'
    yield printed(context.call((undefined(name='params_table') if l_0_params_table is missing else l_0_params_table), environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'other_params')))

blocks = {}
debug_info = '1=14&2=20&3=26&4=28'
from cc2html.render.codegen import printed
