from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'tools/todo_output.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_out = resolve('out')
    try:
        t_1 = environment.filters['css_token']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'css_token' found.")
    try:
        t_2 = environment.filters['replace']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'replace' found.")
    pass
    yield '<p class="tool-message">'
    yield printed(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'message'))
    yield '</p>\n'
    if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'changes'):
        pass
        yield '<ul class="todo-changes">'
        for (l_1_content, l_1_old, l_1_new) in environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'changes'):
            _loop_vars = {}
            pass
            yield '<li><span class="badge todo-'
            yield printed(t_1(t_2(context.eval_ctx, l_1_new, '_', '-')))
            yield '">'
            yield printed((l_1_old or 'new'))
            yield ' → '
            yield printed(l_1_new)
            yield '</span> '
            yield printed(l_1_content)
            yield '</li>'
        l_1_content = l_1_old = l_1_new = missing
        yield '</ul>\n'

blocks = {}
debug_info = '1=25&2=27&3=30'
from cc2html.render.codegen import printed
