from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'items/image.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_item = resolve('item')
    pass
    if environment.getattr((undefined(name='item') if l_0_item is missing else l_0_item), 'data_uri'):
        pass
        yield '<figure class="image"><img src="'
        yield printed(environment.getattr((undefined(name='item') if l_0_item is missing else l_0_item), 'data_uri'))
        yield '" alt="image ('
        yield printed(environment.getattr((undefined(name='item') if l_0_item is missing else l_0_item), 'media_type'))
        yield ')" loading="lazy"></figure>\n'
    else:
        pass
        yield '<p class="image-missing"><span class="icon" aria-hidden="true">▣</span> Image not shown: '
        yield printed(environment.getattr((undefined(name='item') if l_0_item is missing else l_0_item), 'problem'))
        yield '</p>\n'

blocks = {}
debug_info = '1=12&2=15&4=22'
from cc2html.render.codegen import printed
