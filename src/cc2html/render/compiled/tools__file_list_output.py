from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'tools/file_list_output.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_out = resolve('out')
    pass
    if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'header'):
        pass
        yield '<p class="tool-message">'
        yield printed(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'header'))
        if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'truncated'):
            pass
            yield ' <span class="badge">truncated</span>'
        yield '</p>'
    if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'files'):
        pass
        yield '<ul class="file-list">'
        for l_1_f in environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'files'):
            _loop_vars = {}
            pass
            yield '<li><code>'
            yield printed(l_1_f)
            yield '</code></li>'
        l_1_f = missing
        yield '</ul>'
    for l_1_note in environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'notes'):
        _loop_vars = {}
        pass
        yield '<p class="note">'
        yield printed(l_1_note)
        yield '</p>'
    l_1_note = missing

blocks = {}
debug_info = '1=12&2=20&3=31'
from cc2html.render.codegen import printed
