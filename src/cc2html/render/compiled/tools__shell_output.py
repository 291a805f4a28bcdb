from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'tools/shell_output.html'

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
    pass
    if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'interrupted'):
        pass
        yield '<p class="tool-message"><span class="badge error">interrupted</span></p>'
    if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'interpretation'):
        pass
        yield '<p class="tool-message"><span class="badge">'
        yield printed(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'interpretation'))
        yield '</span></p>'
    if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'stdout'):
        pass
        yield '<pre class="plain output stdout'
        yield printed((' ansi' if context.call((undefined(name='has_ansi') if l_0_has_ansi is missing else l_0_has_ansi), environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'stdout')) else cond_expr_undefined("the inline if-expression on line 3 in 'tools/shell_output.html' evaluated to false and no else section was defined.")))
        yield '"><code>'
        yield printed(t_1(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'stdout')))
        yield '</code></pre>'
    if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'stderr'):
        pass
        yield '<div class="stream-label">stderr</div><pre class="plain output stderr'
        yield printed((' ansi' if context.call((undefined(name='has_ansi') if l_0_has_ansi is missing else l_0_has_ansi), environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'stderr')) else cond_expr_undefined("the inline if-expression on line 4 in 'tools/shell_output.html' evaluated to false and no else section was defined.")))
        yield '"><code>'
        yield printed(t_1(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'stderr')))
        yield '</code></pre>'
    if ((not environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'stdout')) and (not environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'stderr'))):
        pass
        yield '<p class="note">(no output)</p>'

blocks = {}
debug_info = '1=19&2=22&3=27&4=34&5=41'
from cc2html.render.codegen import printed
