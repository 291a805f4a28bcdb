from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = '_partials/links.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_node = resolve('node')
    pass
    yield '<span class="links"><a class="permalink" href="#'
    yield printed(environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'id'))
    yield '" title="Link to this message" aria-label="Link to this message">#</a><button type="button" class="copy-link" data-copy="'
    yield printed(environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'id'))
    yield '" title="Copy a link to this message" aria-label="Copy a link to this message">☍</button></span>'

blocks = {}
debug_info = '1=13'
from cc2html.render.codegen import printed
