from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'kinds/workflow_phase.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    parent_template = None
    pass
    parent_template = environment.get_template('_partials/message.html', 'kinds/workflow_phase.html')
    for name, parent_block in parent_template.blocks.items():
        context.blocks.setdefault(name, []).append(parent_block)
    yield from parent_template.root_render_func(context)

def block_title(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_msg = resolve('msg')
    pass
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'index'):
        pass
        yield 'Phase: '
        yield printed((environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'title') or '(untitled)'))
    else:
        pass
        yield 'Agents in no phase'

def block_hint(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_msg = resolve('msg')
    pass
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'detail'):
        pass
        yield ' <span class="workflow-detail">'
        yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'detail'))
        yield '</span>'

def block_badges(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_msg = resolve('msg')
    try:
        t_1 = environment.filters['counted']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'counted' found.")
    pass
    yield '<span class="badge">'
    yield printed(t_1(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'agent_count'), 'agent'))
    yield '</span>'

def block_body(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_msg = resolve('msg')
    pass
    if (not environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'agents')):
        pass
        yield '<p class="note">No agent of this phase was recorded.</p>'

blocks = {'title': block_title, 'hint': block_hint, 'badges': block_badges, 'body': block_body}
debug_info = '1=12&2=17&3=34&4=49&5=68'
from cc2html.render.codegen import printed
