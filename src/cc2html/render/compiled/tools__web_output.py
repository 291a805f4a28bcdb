from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'tools/web_output.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_out = resolve('out')
    l_0_link = missing
    try:
        t_1 = environment.filters['fmt_int']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'fmt_int' found.")
    try:
        t_2 = environment.filters['markdown']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'markdown' found.")
    try:
        t_3 = environment.filters['pre']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'pre' found.")
    try:
        t_4 = environment.tests['none']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No test named 'none' found.")
    pass
    included_template = environment.get_template('_partials/views.html', 'tools/web_output.html')._get_default_module(context)
    l_0_link = getattr(included_template, 'link', missing)
    if l_0_link is missing:
        l_0_link = undefined(f"the template {included_template.__name__!r} (imported on line 1 in 'tools/web_output.html') does not export the requested name 'link'", name='link')
    context.vars['link'] = l_0_link
    context.exported_vars.discard('link')
    if (environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'url') or (not t_4(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'code')))):
        pass
        yield '<p class="facts">'
        if (not t_4(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'code'))):
            pass
            yield '<span class="badge '
            yield printed(('ok' if (environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'code') < 400) else 'error'))
            yield '">'
            yield printed(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'code'))
            yield ' '
            yield printed(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'code_text'))
            yield '</span>'
        if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'url'):
            pass
            yield printed(context.call((undefined(name='link') if l_0_link is missing else l_0_link), environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'url')))
        if (not t_4(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'size'))):
            pass
            yield ' <span class="range">'
            yield printed(t_1(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'size')))
            yield ' bytes</span>'
        yield '</p>'
    if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'head'):
        pass
        yield '<div class="md">'
        yield printed(t_2(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'head')))
        yield '</div>'
    if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'links'):
        pass
        yield '<ol class="links">'
        for (l_1_title, l_1_url) in environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'links'):
            _loop_vars = {}
            pass
            yield '<li>'
            yield printed(context.call((undefined(name='link') if l_0_link is missing else l_0_link), l_1_url, l_1_title, _loop_vars=_loop_vars))
            if (l_1_title != l_1_url):
                pass
                yield ' <span class="url-host">'
                yield printed(l_1_url)
                yield '</span>'
            yield '</li>'
        l_1_title = l_1_url = missing
        yield '</ol>'
    if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'body'):
        pass
        yield '<div class="md">'
        yield printed(t_2(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'body')))
        yield '</div>'
    if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'links_raw'):
        pass
        yield '<details class="raw-message"><summary>Links as recorded</summary>'
        for l_1_line in environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'links_raw'):
            _loop_vars = {}
            pass
            yield printed(t_3(l_1_line))
        l_1_line = missing
        yield '</details>'

blocks = {}
debug_info = '1=37&2=43&3=64&4=69&5=85&6=90'
from cc2html.render.codegen import printed
