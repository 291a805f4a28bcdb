from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'tools/ask_input.html'

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
    included_template = environment.get_template('_partials/params.html', 'tools/ask_input.html')._get_default_module(context)
    l_0_params_table = getattr(included_template, 'params_table', missing)
    if l_0_params_table is missing:
        l_0_params_table = undefined(f"the template {included_template.__name__!r} (imported on line 1 in 'tools/ask_input.html') does not export the requested name 'params_table'", name='params_table')
    context.vars['params_table'] = l_0_params_table
    context.exported_vars.discard('params_table')
    if environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'question'):
        pass
        yield '<div class="question md">'
        yield printed(t_1(environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'question')))
        yield '</div>'
    for l_1_q in environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'questions'):
        _loop_vars = {}
        pass
        yield '<div class="question">\n<p class="q">'
        if environment.getattr(l_1_q, 'header'):
            pass
            yield '<span class="badge">'
            yield printed(environment.getattr(l_1_q, 'header'))
            yield '</span> '
        yield printed(environment.getattr(l_1_q, 'question'))
        if environment.getattr(l_1_q, 'multiSelect'):
            pass
            yield ' <span class="badge">multiple choice</span>'
        yield '</p>\n<ul class="options">'
        for l_2_o in environment.getattr(l_1_q, 'options'):
            _loop_vars = {}
            pass
            yield '<li><strong>'
            yield printed(environment.getattr(l_2_o, 'label'))
            yield '</strong>'
            if environment.getattr(l_2_o, 'description'):
                pass
                yield ' — '
                yield printed(environment.getattr(l_2_o, 'description'))
            if environment.getattr(l_2_o, 'model_extra'):
                pass
                yield printed(context.call((undefined(name='params_table') if l_0_params_table is missing else l_0_params_table), environment.getattr(l_2_o, 'model_extra'), _loop_vars=_loop_vars))
            yield '</li>'
        l_2_o = missing
        yield '</ul>\n'
        if environment.getattr(l_1_q, 'model_extra'):
            pass
            yield printed(context.call((undefined(name='params_table') if l_0_params_table is missing else l_0_params_table), environment.getattr(l_1_q, 'model_extra'), _loop_vars=_loop_vars))
        yield '</div>\n'
    l_1_q = missing
    yield printed(context.call((undefined(name='params_table') if l_0_params_table is missing else l_0_params_table), environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'other_params')))

blocks = {}
debug_info = '1=19&2=25&3=30&5=34&6=44&7=60&10=65'
from cc2html.render.codegen import printed
