from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'tools/sdk/server_result_output.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_out = resolve('out')
    try:
        t_1 = environment.filters['is_multiline']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'is_multiline' found.")
    try:
        t_2 = environment.filters['pre']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'pre' found.")
    pass
    if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'error_code'):
        pass
        yield '<p class="tool-error">Failed: <code>'
        yield printed(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'error_code'))
        yield '</code></p>'
    if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'facts'):
        pass
        yield '<dl class="notice-facts">\n'
        for (l_1_label, l_1_value) in environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'facts'):
            _loop_vars = {}
            pass
            yield '<dt>'
            yield printed(l_1_label)
            yield '</dt><dd>'
            if t_1(l_1_value):
                pass
                yield printed(t_2(l_1_value))
            else:
                pass
                yield '<code>'
                yield printed(l_1_value)
                yield '</code>'
            yield '</dd>\n'
        l_1_label = l_1_value = missing
        yield '</dl>\n'
    if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'text'):
        pass
        yield '<pre class="plain output"><code>'
        yield printed(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'text'))
        yield '</code></pre>'
    elif (not (environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'error_code') or environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'facts'))):
        pass
        yield '<p class="note">(empty output)</p>'

blocks = {}
debug_info = '1=24&2=29&4=32&8=49'
from cc2html.render.codegen import printed
