from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'page/kept.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_info = resolve('info')
    try:
        t_1 = environment.filters['local_href']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'local_href' found.")
    pass
    if environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'last_seen'):
        pass
        yield '<p class="source source-deleted">source deleted · last seen '
        yield printed(environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'last_seen'))
        if environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'stays_redacted'):
            pass
            yield ' · rendered from its redacted copy: this page stays redacted'
        yield '</p>\n'
    if environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'copy_href'):
        pass
        yield '<p class="source kept-copy"><a href="'
        yield printed(t_1(environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'copy_href')))
        yield '" download>kept copy of the source files</a></p>\n'

blocks = {}
debug_info = '2=18&3=21&5=26&6=29'
from cc2html.render.codegen import printed
