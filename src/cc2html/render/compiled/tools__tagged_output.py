from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'tools/tagged_output.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_out = resolve('out')
    l_0_has_ansi = resolve('has_ansi')
    try:
        t_1 = environment.filters['ansi']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'ansi' found.")
    try:
        t_2 = environment.filters['css_token']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'css_token' found.")
    try:
        t_3 = environment.filters['replace']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'replace' found.")
    pass
    if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'facts'):
        pass
        yield '<p class="facts">'
        for (l_1_k, l_1_v) in environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'facts'):
            _loop_vars = {}
            pass
            yield '<span class="badge fact">'
            yield printed(t_3(context.eval_ctx, l_1_k, '_', ' '))
            yield ' <code>'
            yield printed(l_1_v)
            yield '</code></span>'
        l_1_k = l_1_v = missing
        yield '</p>'
    for (l_1_k, l_1_v) in environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'blocks'):
        _loop_vars = {}
        pass
        yield '<div class="stream-label">'
        yield printed(l_1_k)
        yield '</div>\n<pre class="plain output '
        yield printed((l_1_k if (l_1_k in ('stdout', 'stderr', 'output', 'error')) else markup_join(('field-', t_2(l_1_k), ))))
        yield printed((' ansi' if context.call((undefined(name='has_ansi') if l_0_has_ansi is missing else l_0_has_ansi), l_1_v, _loop_vars=_loop_vars) else cond_expr_undefined("the inline if-expression on line 4 in 'tools/tagged_output.html' evaluated to false and no else section was defined.")))
        yield '"><code>'
        yield printed(t_1(l_1_v))
        yield '</code></pre>\n'
    l_1_k = l_1_v = missing
    if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'rest'):
        pass
        yield '<pre class="plain output'
        yield printed((' ansi' if context.call((undefined(name='has_ansi') if l_0_has_ansi is missing else l_0_has_ansi), environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'rest')) else cond_expr_undefined("the inline if-expression on line 6 in 'tools/tagged_output.html' evaluated to false and no else section was defined.")))
        yield '"><code>'
        yield printed(t_1(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'rest')))
        yield '</code></pre>'

blocks = {}
debug_info = '1=31&2=44&3=48&4=50&6=56'
from cc2html.render.codegen import printed
