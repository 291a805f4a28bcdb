from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = '_partials/commit_cards.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_commits = resolve('commits')
    pass
    yield '<ul class="commit-cards" aria-label="Commits made by this call">\n'
    for l_1_c in (undefined(name='commits') if l_0_commits is missing else l_0_commits):
        _loop_vars = {}
        pass
        yield '<li class="commit-card"><span class="icon" aria-hidden="true">⎇</span> <span class="commit-label">commit</span> <code class="sha">'
        yield printed(environment.getattr(l_1_c, 'sha'))
        yield '</code> <span class="branch">on <code>'
        yield printed(environment.getattr(l_1_c, 'branch'))
        yield '</code></span> <span class="subject">'
        yield printed(environment.getattr(l_1_c, 'message'))
        yield '</span> <span class="stat">'
        yield printed(environment.getattr(l_1_c, 'stat'))
        yield '</span></li>\n'
    l_1_c = missing
    yield '</ul>'

blocks = {}
debug_info = '3=13'
from cc2html.render.codegen import printed
