from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'tools/matches_output.html'

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
        t_2 = environment.filters['fmt_int']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'fmt_int' found.")
    pass
    if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'mode'):
        pass
        yield '<p class="facts"><span class="badge">'
        yield printed(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'mode'))
        yield '</span>'
        if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'files'):
            pass
            yield '<span class="badge">'
            yield printed(t_2(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'files')))
            yield ' file'
            yield printed(('' if (environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'files') == 1) else 's'))
            yield '</span>'
        yield '</p>'
    if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'text'):
        pass
        yield '<pre class="plain output matches'
        yield printed((' ansi' if context.call((undefined(name='has_ansi') if l_0_has_ansi is missing else l_0_has_ansi), environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'text')) else cond_expr_undefined("the inline if-expression on line 2 in 'tools/matches_output.html' evaluated to false and no else section was defined.")))
        yield '"><code>'
        yield printed(t_1(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'text')))
        yield '</code></pre>'
    else:
        pass
        yield '<p class="note">(no matches)</p>'

blocks = {}
debug_info = '1=25&2=38'
from cc2html.render.codegen import printed
