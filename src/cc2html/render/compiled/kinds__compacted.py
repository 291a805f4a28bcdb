from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'kinds/compacted.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    parent_template = None
    pass
    parent_template = environment.get_template('_partials/message.html', 'kinds/compacted.html')
    for name, parent_block in parent_template.blocks.items():
        context.blocks.setdefault(name, []).append(parent_block)
    yield from parent_template.root_render_func(context)

def block_open(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    pass

def block_hint(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    pass
    yield '<span class="hint">summary of the earlier conversation, written when the context was compacted</span>'

def block_body(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_msg = resolve('msg')
    l_0_node = resolve('node')
    l_0_sub = resolve('sub')
    try:
        t_1 = environment.filters['markdown']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'markdown' found.")
    pass
    yield '<div class="md">'
    yield printed(t_1(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'summary_text')))
    yield '</div>\n'
    if environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'subagent'):
        pass
        l_0_sub = environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'subagent')
        _block_vars['sub'] = l_0_sub
        template = environment.get_template('page/subagent.html', 'kinds/compacted.html')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {'sub': l_0_sub}))
        try:
            for event in gen:
                yield event
        finally: gen.close()

blocks = {'open': block_open, 'hint': block_hint, 'body': block_body}
debug_info = '1=12&2=17&3=26&4=36&5=56'
from cc2html.render.codegen import printed
