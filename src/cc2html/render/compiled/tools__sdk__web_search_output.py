from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'tools/sdk/web_search_output.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_out = resolve('out')
    pass
    if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'error_code'):
        pass
        yield '<p class="tool-error">Search failed: <code>'
        yield printed(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'error_code'))
        yield '</code></p>'
    if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'hits'):
        pass
        yield '<ol class="search-hits">\n'
        for l_1_hit in environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'hits'):
            _loop_vars = {}
            pass
            yield '<li>'
            if context.call(environment.getattr(environment.getattr(l_1_hit, 'url'), 'startswith'), ('https://', 'http://'), _loop_vars=_loop_vars):
                pass
                yield '<a href="'
                yield printed(environment.getattr(l_1_hit, 'url'))
                yield '" rel="noopener noreferrer nofollow">'
                yield printed((environment.getattr(l_1_hit, 'title') or environment.getattr(l_1_hit, 'url')))
                yield '</a>'
            else:
                pass
                yield printed(environment.getattr(l_1_hit, 'title'))
                yield ' <code>'
                yield printed(environment.getattr(l_1_hit, 'url'))
                yield '</code>'
            if environment.getattr(l_1_hit, 'page_age'):
                pass
                yield ' <span class="page-age">'
                yield printed(environment.getattr(l_1_hit, 'page_age'))
                yield '</span>'
            yield '<br><code class="url">'
            yield printed(environment.getattr(l_1_hit, 'url'))
            yield '</code></li>\n'
        l_1_hit = missing
        yield '</ol>\n'
    elif (not environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'error_code')):
        pass
        yield '<p class="note">(no results)</p>'

blocks = {}
debug_info = '1=12&2=17&4=20&7=47'
from cc2html.render.codegen import printed
