from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'items/inline/placed_image.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_item = resolve('item')
    pass
    yield '<span class="placed-image">'
    if environment.getattr(environment.getattr((undefined(name='item') if l_0_item is missing else l_0_item), 'image'), 'data_uri'):
        pass
        yield '<img src="'
        yield printed(environment.getattr(environment.getattr((undefined(name='item') if l_0_item is missing else l_0_item), 'image'), 'data_uri'))
        yield '" alt="'
        yield printed(environment.getattr((undefined(name='item') if l_0_item is missing else l_0_item), 'label'))
        yield ' ('
        yield printed(environment.getattr(environment.getattr((undefined(name='item') if l_0_item is missing else l_0_item), 'image'), 'media_type'))
        yield ')" loading="lazy">'
    else:
        pass
        yield '<span class="image-missing">▣ Image not shown: '
        yield printed(environment.getattr(environment.getattr((undefined(name='item') if l_0_item is missing else l_0_item), 'image'), 'problem'))
        yield '</span>'
    yield '<span class="caption">'
    yield printed(environment.getattr((undefined(name='item') if l_0_item is missing else l_0_item), 'label'))
    yield '</span></span>'

blocks = {}
debug_info = '1=13'
from cc2html.render.codegen import printed
