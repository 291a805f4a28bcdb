from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'tools/patch_input.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_inp = resolve('inp')
    l_0_params_table = missing
    pass
    included_template = environment.get_template('_partials/params.html', 'tools/patch_input.html')._get_default_module(context)
    l_0_params_table = getattr(included_template, 'params_table', missing)
    if l_0_params_table is missing:
        l_0_params_table = undefined(f"the template {included_template.__name__!r} (imported on line 1 in 'tools/patch_input.html') does not export the requested name 'params_table'", name='params_table')
    context.vars['params_table'] = l_0_params_table
    context.exported_vars.discard('params_table')
    for l_1_f in environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'files'):
        _loop_vars = {}
        pass
        yield '<p class="file-path"><span class="badge">'
        yield printed(environment.getattr(l_1_f, 'action'))
        yield '</span> <code>'
        yield printed(environment.getattr(l_1_f, 'path'))
        yield '</code>'
        if environment.getattr(l_1_f, 'move_to'):
            pass
            yield ' → <code>'
            yield printed(environment.getattr(l_1_f, 'move_to'))
            yield '</code>'
        yield '</p>\n<div class="diff-view" role="table"><span class="diff-stat">'
        if environment.getattr(l_1_f, 'removed'):
            pass
            yield '<span class="del">−'
            yield printed(environment.getattr(l_1_f, 'removed'))
            yield '</span> '
        if environment.getattr(l_1_f, 'added'):
            pass
            yield '<span class="add">+'
            yield printed(environment.getattr(l_1_f, 'added'))
            yield '</span>'
        yield '</span>\n<pre class="diff-rows"><code>'
        for (l_2_kind, l_2_sign, l_2_text) in environment.getattr(l_1_f, 'lines'):
            _loop_vars = {}
            pass
            yield '<span class="dl '
            yield printed(l_2_kind)
            yield '"><span class="sign">'
            yield printed(l_2_sign)
            yield '</span>'
            yield printed(l_2_text)
            yield '\n</span>'
        l_2_kind = l_2_sign = l_2_text = missing
        yield '</code></pre></div>\n'
    l_1_f = missing
    if environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'outside'):
        pass
        yield '<pre class="plain"><code>'
        yield printed(environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'outside'))
        yield '</code></pre>'
    yield printed(context.call((undefined(name='params_table') if l_0_params_table is missing else l_0_params_table), environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'other_params')))

blocks = {}
debug_info = '1=13&2=19&3=23&4=33&5=44&7=57&8=62'
from cc2html.render.codegen import printed
