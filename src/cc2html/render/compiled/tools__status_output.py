from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'tools/status_output.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_out = resolve('out')
    l_0_dict = resolve('dict')
    l_0_params_table = missing
    try:
        t_1 = environment.tests['sameas']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No test named 'sameas' found.")
    pass
    included_template = environment.get_template('_partials/params.html', 'tools/status_output.html')._get_default_module(context)
    l_0_params_table = getattr(included_template, 'params_table', missing)
    if l_0_params_table is missing:
        l_0_params_table = undefined(f"the template {included_template.__name__!r} (imported on line 1 in 'tools/status_output.html') does not export the requested name 'params_table'", name='params_table')
    context.vars['params_table'] = l_0_params_table
    context.exported_vars.discard('params_table')
    yield '<p class="tool-message">'
    if t_1(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'success'), True):
        pass
        yield '<span class="badge ok">✓</span> '
    elif t_1(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'success'), False):
        pass
        yield '<span class="badge error">failed</span> '
    yield printed(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'message'))
    yield '</p>\n<details class="raw-message"><summary>All fields</summary>'
    yield printed(context.call((undefined(name='params_table') if l_0_params_table is missing else l_0_params_table), context.call((undefined(name='dict') if l_0_dict is missing else l_0_dict), environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'details'))))
    yield '</details>'

blocks = {}
debug_info = '1=20&2=27&3=35'
from cc2html.render.codegen import printed
