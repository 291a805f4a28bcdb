from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'tools/plan_output.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_out = resolve('out')
    try:
        t_1 = environment.filters['markdown']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'markdown' found.")
    try:
        t_2 = environment.tests['sameas']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No test named 'sameas' found.")
    pass
    yield '<p class="tool-message">'
    if t_2(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'approved'), True):
        pass
        yield '<span class="badge ok">approved</span> '
    elif t_2(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'approved'), False):
        pass
        yield '<span class="badge error">not approved</span> '
    yield printed(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'message'))
    yield '</p>\n'
    if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'plan'):
        pass
        yield '<details class="plan-restated"><summary>Approved Plan (as the result restates it)</summary><div class="md plan">'
        yield printed(t_1(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'plan')))
        yield '</div></details>'

blocks = {}
debug_info = '1=25&2=33'
from cc2html.render.codegen import printed
