from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = '_partials/message.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_msg = resolve('msg')
    l_0_r = resolve('r')
    l_0_node = resolve('node')
    l_0_row = resolve('row')
    l_0_turn_cost = l_0_cost = l_0_turn = missing
    try:
        t_1 = environment.filters['css_classes']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'css_classes' found.")
    try:
        t_2 = environment.filters['fmt_time']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'fmt_time' found.")
    try:
        t_3 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    try:
        t_4 = environment.filters['msg_key']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'msg_key' found.")
    try:
        t_5 = environment.filters['uncopied']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'uncopied' found.")
    try:
        t_6 = environment.tests['defined']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No test named 'defined' found.")
    pass
    included_template = environment.get_template('_partials/usage.html', '_partials/message.html')._get_default_module(context)
    l_0_turn_cost = getattr(included_template, 'turn_cost', missing)
    if l_0_turn_cost is missing:
        l_0_turn_cost = undefined(f"the template {included_template.__name__!r} (imported on line 1 in '_partials/message.html') does not export the requested name 'turn_cost'", name='turn_cost')
    context.vars['turn_cost'] = l_0_turn_cost
    context.exported_vars.discard('turn_cost')
    yield '<article class="msg '
    yield printed(t_1((undefined(name='msg') if l_0_msg is missing else l_0_msg)))
    yield printed(context.call(environment.getattr((undefined(name='r') if l_0_r is missing else l_0_r), 'turn_mark'), (undefined(name='node') if l_0_node is missing else l_0_node)))
    yield '" id="'
    yield printed(environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'id'))
    yield '" data-filter="'
    yield printed(environment.getattr((undefined(name='row') if l_0_row is missing else l_0_row), 'filter'))
    yield '"'
    if (t_6(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'message_id')) and environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'message_id')):
        pass
        yield ' data-msg="'
        yield printed(t_4(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'message_id')))
        yield '"'
    yield '>\n<details'
    yield from context.blocks['open'][0](context)
    yield '>\n<summary class="msg-head"><span class="icon" aria-hidden="true">'
    yield printed(environment.getattr((undefined(name='row') if l_0_row is missing else l_0_row), 'icon'))
    yield '</span> <span class="title">'
    yield from context.blocks['title'][0](context)
    yield '</span>'
    yield from context.blocks['hint'][0](context)
    yield '<span class="meta">'
    yield from context.blocks['badges'][0](context)
    l_0_cost = context.call(environment.getattr((undefined(name='r') if l_0_r is missing else l_0_r), 'turn_cost'), (undefined(name='node') if l_0_node is missing else l_0_node))
    context.vars['cost'] = l_0_cost
    context.exported_vars.add('cost')
    if ((undefined(name='cost') if l_0_cost is missing else l_0_cost) and environment.getattr((undefined(name='cost') if l_0_cost is missing else l_0_cost), 'label')):
        pass
        yield printed(context.call((undefined(name='turn_cost') if l_0_turn_cost is missing else l_0_turn_cost), (undefined(name='cost') if l_0_cost is missing else l_0_cost)))
    yield printed(t_2(environment.getattr(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'meta'), 'timestamp')))
    yield '</span>'
    template = environment.get_template('_partials/links.html', '_partials/message.html')
    gen = template.root_render_func(template.new_context(context.get_all(), True, {'cost': l_0_cost, 'turn': l_0_turn, 'turn_cost': l_0_turn_cost}))
    try:
        for event in gen:
            yield event
    finally: gen.close()
    yield '</summary>\n'
    if environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'lead'):
        pass
        yield '<div class="children lead">'
        l_1_depth = resolve('depth')
        pass
        t_7 = context.eval_ctx.save()
        context.eval_ctx.autoescape = False
        yield str(t_5(context.call(environment.getattr((undefined(name='r') if l_0_r is missing else l_0_r), 'nodes'), environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'children')[:environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'lead')], ((undefined(name='depth') if l_1_depth is missing else l_1_depth) + 1))))
        context.eval_ctx.revert(t_7)
        l_1_depth = missing
        yield '</div>\n'
    yield '<div class="msg-body">\n'
    yield from context.blocks['body'][0](context)
    yield '</div>\n'
    l_0_turn = context.call(environment.getattr((undefined(name='r') if l_0_r is missing else l_0_r), 'turn'), (undefined(name='node') if l_0_node is missing else l_0_node))
    context.vars['turn'] = l_0_turn
    context.exported_vars.add('turn')
    if (undefined(name='turn') if l_0_turn is missing else l_0_turn):
        pass
        template = environment.get_template('_partials/turn_line.html', '_partials/message.html')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {'cost': l_0_cost, 'turn': l_0_turn, 'turn_cost': l_0_turn_cost}))
        try:
            for event in gen:
                yield event
        finally: gen.close()
    if (t_3(environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'children')) > environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'lead')):
        pass
        yield '<div class="children">'
        l_1_depth = resolve('depth')
        pass
        t_8 = context.eval_ctx.save()
        context.eval_ctx.autoescape = False
        yield str(t_5(context.call(environment.getattr((undefined(name='r') if l_0_r is missing else l_0_r), 'nodes'), environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'children')[environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'lead'):], ((undefined(name='depth') if l_1_depth is missing else l_1_depth) + 1))))
        context.eval_ctx.revert(t_8)
        l_1_depth = missing
        yield '</div>\n'
    yield '</details>\n</article>'

def block_open(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    pass
    yield ' open'

def block_title(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_row = resolve('row')
    pass
    yield printed(environment.getattr((undefined(name='row') if l_0_row is missing else l_0_row), 'title'))

def block_hint(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    pass

def block_badges(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    pass

def block_body(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    pass

blocks = {'open': block_open, 'title': block_title, 'hint': block_hint, 'badges': block_badges, 'body': block_body}
debug_info = '1=52&2=72&3=74&4=96&5=103&8=108&10=110&11=121&12=128&2=134&3=144&8=173'
from cc2html.render.codegen import printed
