from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'tools/grep_input.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_inp = resolve('inp')
    l_0_params_table = missing
    try:
        t_1 = environment.tests['sameas']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No test named 'sameas' found.")
    pass
    included_template = environment.get_template('_partials/params.html', 'tools/grep_input.html')._get_default_module(context)
    l_0_params_table = getattr(included_template, 'params_table', missing)
    if l_0_params_table is missing:
        l_0_params_table = undefined(f"the template {included_template.__name__!r} (imported on line 1 in 'tools/grep_input.html') does not export the requested name 'params_table'", name='params_table')
    context.vars['params_table'] = l_0_params_table
    context.exported_vars.discard('params_table')
    yield '<p class="search"><code class="pattern">'
    yield printed(environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'pattern'))
    yield '</code>'
    if environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'path'):
        pass
        yield ' <span class="range">in</span> <code>'
        yield printed(environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'path'))
        yield '</code>'
    yield '</p>\n'
    if environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'flags'):
        pass
        yield '<p class="flags">'
        for (l_1_k, l_1_v) in context.call(environment.getattr(environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'flags'), 'items')):
            _loop_vars = {}
            pass
            yield '<span class="badge flag">'
            yield printed(l_1_k)
            if (not t_1(l_1_v, True)):
                pass
                yield ' <code>'
                yield printed(l_1_v)
                yield '</code>'
            yield '</span>'
        l_1_k = l_1_v = missing
        yield '</p>'
    yield printed(context.call((undefined(name='params_table') if l_0_params_table is missing else l_0_params_table), environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'other_params')))

blocks = {}
debug_info = '1=19&2=26&3=34&4=50'
from cc2html.render.codegen import printed
