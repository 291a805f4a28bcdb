from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'kinds/sdk/cited_text.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    parent_template = None
    pass
    parent_template = environment.get_template('kinds/assistant_text.html', 'kinds/sdk/cited_text.html')
    for name, parent_block in parent_template.blocks.items():
        context.blocks.setdefault(name, []).append(parent_block)
    yield from parent_template.root_render_func(context)

def block_body(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_super = context.super('body', block_body)
    _block_vars = {}
    l_0_msg = resolve('msg')
    pass
    yield printed(context.call(l_0_super, _block_vars=_block_vars))
    yield '\n<div class="citations">\n<p class="notice-label">Sources</p>\n<ol>\n'
    for l_1_c in environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'citations'):
        _loop_vars = {}
        pass
        yield '<li>'
        if (environment.getattr(l_1_c, 'url') and context.call(environment.getattr(environment.getattr(l_1_c, 'url'), 'startswith'), ('https://', 'http://'), _loop_vars=_loop_vars)):
            pass
            yield '<a href="'
            yield printed(environment.getattr(l_1_c, 'url'))
            yield '" rel="noopener noreferrer nofollow">'
            yield printed((environment.getattr(l_1_c, 'title') or environment.getattr(l_1_c, 'url')))
            yield '</a>'
        else:
            pass
            yield printed(((environment.getattr(l_1_c, 'title') or environment.getattr(l_1_c, 'url')) or environment.getattr(l_1_c, 'kind')))
        if environment.getattr(l_1_c, 'quote'):
            pass
            yield ' <q>'
            yield printed(environment.getattr(l_1_c, 'quote'))
            yield '</q>'
        yield '</li>\n'
    l_1_c = missing
    yield '</ol>\n</div>'

blocks = {'body': block_body}
debug_info = '1=12&2=17&6=29'
from cc2html.render.codegen import printed
