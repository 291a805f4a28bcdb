from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'tools/sdk/code_run_output.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_out = resolve('out')
    try:
        t_1 = environment.filters['ansi']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'ansi' found.")
    try:
        t_2 = environment.tests['none']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No test named 'none' found.")
    pass
    if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'error_code'):
        pass
        yield '<p class="tool-error">Execution failed: <code>'
        yield printed(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'error_code'))
        yield '</code></p>'
    if (not t_2(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'return_code'))):
        pass
        yield '<p class="return-code">Return code <code>'
        yield printed(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'return_code'))
        yield '</code></p>'
    if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'stdout'):
        pass
        yield '<p class="notice-label">stdout</p><pre class="plain output ansi"><code>'
        yield printed(t_1(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'stdout')))
        yield '</code></pre>'
    if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'stderr'):
        pass
        yield '<p class="notice-label">stderr</p><pre class="plain output ansi stderr"><code>'
        yield printed(t_1(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'stderr')))
        yield '</code></pre>'
    if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'text'):
        pass
        yield '<pre class="plain output"><code>'
        yield printed(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'text'))
        yield '</code></pre>'
    if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'files'):
        pass
        yield '<p class="notice-label">Files</p><ul>'
        for l_1_f in environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'files'):
            _loop_vars = {}
            pass
            yield '<li><code>'
            yield printed(l_1_f)
            yield '</code></li>'
        l_1_f = missing
        yield '</ul>'
    if (not ((((environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'error_code') or environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'stdout')) or environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'stderr')) or environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'text')) or environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'files'))):
        pass
        yield '<p class="note">(no output)</p>'

blocks = {}
debug_info = '1=24&2=29&3=34&4=39&5=44&6=49&7=60'
from cc2html.render.codegen import printed
