from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'items/inline/text.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_item = resolve('item')
    pass
    yield printed(environment.getattr((undefined(name='item') if l_0_item is missing else l_0_item), 'text'))

blocks = {}
debug_info = '1=12'
from cc2html.render.codegen import printed
