from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'tools/webfetch_input.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_inp = resolve('inp')
    l_0_params_table = l_0_link = missing
    try:
        t_1 = environment.filters['markdown']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'markdown' found.")
    pass
    included_template = environment.get_template('_partials/params.html', 'tools/webfetch_input.html')._get_default_module(context)
    l_0_params_table = getattr(included_template, 'params_table', missing)
    if l_0_params_table is missing:
        l_0_params_table = undefined(f"the template {included_template.__name__!r} (imported on line 1 in 'tools/webfetch_input.html') does not export the requested name 'params_table'", name='params_table')
    context.vars['params_table'] = l_0_params_table
    context.exported_vars.discard('params_table')
    included_template = environment.get_template('_partials/views.html', 'tools/webfetch_input.html')._get_default_module(context)
    l_0_link = getattr(included_template, 'link', missing)
    if l_0_link is missing:
        l_0_link = undefined(f"the template {included_template.__name__!r} (imported on line 2 in 'tools/webfetch_input.html') does not export the requested name 'link'", name='link')
    context.vars['link'] = l_0_link
    context.exported_vars.discard('link')
    yield '<p class="url">'
    yield printed(context.call((undefined(name='link') if l_0_link is missing else l_0_link), environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'url')))
    yield '</p>\n'
    if environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'prompt'):
        pass
        yield '<div class="md prompt">'
        yield printed(t_1(environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'prompt')))
        yield '</div>'
    yield printed(context.call((undefined(name='params_table') if l_0_params_table is missing else l_0_params_table), environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'other_params')))

blocks = {}
debug_info = '1=19&2=25&3=32&4=34&5=39'
from cc2html.render.codegen import printed
