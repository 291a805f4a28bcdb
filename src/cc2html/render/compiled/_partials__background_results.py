from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = '_partials/background_results.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_node = resolve('node')
    try:
        t_1 = environment.filters['css_token']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'css_token' found.")
    try:
        t_2 = environment.filters['fmt_time']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'fmt_time' found.")
    try:
        t_3 = environment.filters['markdown']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'markdown' found.")
    pass
    for l_1_note in environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'notifications'):
        l_1_bg = missing
        _loop_vars = {}
        pass
        l_1_bg = environment.getattr(l_1_note, 'msg')
        _loop_vars['bg'] = l_1_bg
        yield '<div class="background-result" id="bg-'
        yield printed(environment.getattr(l_1_note, 'id'))
        yield '">\n<div class="result-head">Background result'
        if environment.getattr((undefined(name='bg') if l_1_bg is missing else l_1_bg), 'status'):
            pass
            yield ' · <span class="badge status-'
            yield printed(t_1(environment.getattr((undefined(name='bg') if l_1_bg is missing else l_1_bg), 'status')))
            yield '">'
            yield printed(environment.getattr((undefined(name='bg') if l_1_bg is missing else l_1_bg), 'status'))
            yield '</span>'
        yield ' · reported '
        yield printed(t_2(environment.getattr(environment.getattr((undefined(name='bg') if l_1_bg is missing else l_1_bg), 'meta'), 'timestamp')))
        yield ' <a href="#'
        yield printed(environment.getattr(l_1_note, 'id'))
        yield '">notification ↓</a></div>\n'
        if environment.getattr((undefined(name='bg') if l_1_bg is missing else l_1_bg), 'summary'):
            pass
            yield '<p class="task-summary">'
            yield printed(environment.getattr((undefined(name='bg') if l_1_bg is missing else l_1_bg), 'summary'))
            yield '</p>'
        if environment.getattr((undefined(name='bg') if l_1_bg is missing else l_1_bg), 'result_text'):
            pass
            yield '<div class="md">'
            yield printed(t_3(environment.getattr((undefined(name='bg') if l_1_bg is missing else l_1_bg), 'result_text')))
            yield '</div>'
        yield '</div>\n'
    l_1_note = l_1_bg = missing

blocks = {}
debug_info = '2=30&3=34&4=37&5=39&6=51&7=56'
from cc2html.render.codegen import printed
