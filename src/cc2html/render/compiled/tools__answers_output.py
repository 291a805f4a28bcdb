from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'tools/answers_output.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_out = resolve('out')
    l_0_inp = resolve('inp')
    l_0_asked = missing
    try:
        t_1 = environment.filters['pre']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'pre' found.")
    try:
        t_2 = environment.tests['none']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No test named 'none' found.")
    pass
    l_0_asked = (environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'questions') or ([] if t_2((undefined(name='inp') if l_0_inp is missing else l_0_inp)) else environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'asked')))
    context.vars['asked'] = l_0_asked
    context.exported_vars.add('asked')
    yield '<dl class="answers">\n'
    for (l_1_question, l_1_answer) in environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'answers'):
        _loop_vars = {}
        pass
        yield '<dt>'
        yield printed(l_1_question)
        yield '</dt>\n<dd><span class="badge ok answer">'
        yield printed(l_1_answer)
        yield '</span>\n'
        def t_3(fiter):
            for l_2_q in fiter:
                if ((environment.getattr(l_2_q, 'question') == l_1_question) and environment.getattr(l_2_q, 'options')):
                    yield l_2_q
        for l_2_q in t_3((undefined(name='asked') if l_0_asked is missing else l_0_asked)):
            _loop_vars = {}
            pass
            yield '<ul class="options">'
            for l_3_o in environment.getattr(l_2_q, 'options'):
                l_3_chosen = missing
                _loop_vars = {}
                pass
                l_3_chosen = (environment.getattr(l_3_o, 'label') and ((environment.getattr(l_3_o, 'label') == l_1_answer) or (environment.getattr(l_2_q, 'multiSelect') and (environment.getattr(l_3_o, 'label') in context.call(environment.getattr(l_1_answer, 'split'), ', ', _loop_vars=_loop_vars)))))
                _loop_vars['chosen'] = l_3_chosen
                yield '<li class="'
                yield printed(('chosen' if (undefined(name='chosen') if l_3_chosen is missing else l_3_chosen) else cond_expr_undefined("the inline if-expression on line 6 in 'tools/answers_output.html' evaluated to false and no else section was defined.")))
                yield '">'
                yield printed(('●' if (undefined(name='chosen') if l_3_chosen is missing else l_3_chosen) else '○'))
                yield ' '
                yield printed(environment.getattr(l_3_o, 'label'))
                yield '</li>'
            l_3_o = l_3_chosen = missing
            yield '</ul>'
        l_2_q = missing
        yield '</dd>\n'
    l_1_question = l_1_answer = missing
    yield '</dl>\n<details class="raw-message"><summary>Message to the model</summary>'
    yield printed(t_1(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'message')))
    yield '</details>'

blocks = {}
debug_info = '1=26&3=30&4=34&5=36&6=38&10=65'
from cc2html.render.codegen import printed
