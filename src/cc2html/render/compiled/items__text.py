from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'items/text.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_markdown = resolve('markdown')
    l_0_item = resolve('item')
    try:
        t_1 = environment.filters['markdown']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'markdown' found.")
    try:
        t_2 = environment.filters['pre']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'pre' found.")
    pass
    if (undefined(name='markdown') if l_0_markdown is missing else l_0_markdown):
        pass
        yield '<div class="md">'
        yield printed(t_1(environment.getattr((undefined(name='item') if l_0_item is missing else l_0_item), 'text')))
        yield '</div>'
    else:
        pass
        yield '<div class="text">'
        yield printed(t_2(environment.getattr((undefined(name='item') if l_0_item is missing else l_0_item), 'text')))
        yield '</div>'

blocks = {}
debug_info = '1=25'
from cc2html.render.codegen import printed
