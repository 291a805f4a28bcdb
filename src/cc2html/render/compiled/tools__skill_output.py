from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'tools/skill_output.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_out = resolve('out')
    try:
        t_1 = environment.tests['sameas']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No test named 'sameas' found.")
    pass
    yield '<p class="skill-status">'
    if t_1(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'success'), True):
        pass
        yield '<span class="badge ok">loaded</span>'
    elif t_1(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'success'), False):
        pass
        yield '<span class="badge error">failed</span>'
    if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'command_name'):
        pass
        yield ' command <code>/'
        yield printed(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'command_name'))
        yield '</code>'
    yield '</p>\n'
    template = environment.get_template('tools/generic_output.html', 'tools/skill_output.html')
    gen = template.root_render_func(template.new_context(context.get_all(), True, {}))
    try:
        for event in gen:
            yield event
    finally: gen.close()

blocks = {}
debug_info = '1=19&2=31'
from cc2html.render.codegen import printed
