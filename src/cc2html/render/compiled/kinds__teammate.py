from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'kinds/teammate.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    parent_template = None
    pass
    parent_template = environment.get_template('_partials/message.html', 'kinds/teammate.html')
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
    l_0_row = resolve('row')
    l_0_msg = resolve('msg')
    try:
        t_1 = environment.filters['css_token']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'css_token' found.")
    pass
    yield printed(environment.getattr((undefined(name='row') if l_0_row is missing else l_0_row), 'title'))
    for l_1_note in environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'notes'):
        _loop_vars = {}
        pass
        yield ' <span class="badge teammate'
        if environment.getattr(l_1_note, 'color'):
            pass
            yield ' color-'
            yield printed(t_1(environment.getattr(l_1_note, 'color')))
        yield '">'
        yield printed((environment.getattr(l_1_note, 'teammate_id') or '?'))
        yield '</span>'
    l_1_note = missing

def block_body(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_msg = resolve('msg')
    try:
        t_2 = environment.filters['is_multiline']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'is_multiline' found.")
    try:
        t_3 = environment.filters['markdown']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'markdown' found.")
    try:
        t_4 = environment.filters['pre']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'pre' found.")
    try:
        t_5 = environment.filters['to_json']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'to_json' found.")
    try:
        t_6 = environment.tests['string']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No test named 'string' found.")
    pass
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'before'):
        pass
        yield '<p class="note">'
        yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'before'))
        yield '</p>'
    for l_1_note in environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'notes'):
        _loop_vars = {}
        pass
        yield '<div class="teammate-note">\n<p class="teammate-from"><span class="k">teammate</span> <code>'
        yield printed((environment.getattr(l_1_note, 'teammate_id') or '?'))
        yield '</code>'
        if environment.getattr(l_1_note, 'color'):
            pass
            yield ' · <span class="k">color</span> '
            yield printed(environment.getattr(l_1_note, 'color'))
        yield '</p>\n'
        if environment.getattr(l_1_note, 'summary'):
            pass
            yield '<p class="teammate-summary"><span class="k">summary</span> <strong>'
            yield printed(environment.getattr(l_1_note, 'summary'))
            yield '</strong></p>'
        if environment.getattr(l_1_note, 'fields'):
            pass
            yield '<dl class="facts">\n'
            for (l_2_key, l_2_value) in context.call(environment.getattr(environment.getattr(l_1_note, 'fields'), 'items'), _loop_vars=_loop_vars):
                _loop_vars = {}
                pass
                yield '<dt>'
                yield printed(l_2_key)
                yield '</dt><dd>'
                if (t_6(l_2_value) and (t_2(l_2_value) or (l_2_key in ('result', 'message', 'content')))):
                    pass
                    yield '<div class="md">'
                    yield printed(t_3(l_2_value))
                    yield '</div>'
                elif t_6(l_2_value):
                    pass
                    yield printed(l_2_value)
                else:
                    pass
                    yield '<code>'
                    yield printed(t_5(l_2_value))
                    yield '</code>'
                yield '</dd>\n'
            l_2_key = l_2_value = missing
            yield '</dl>\n<details class="raw"><summary>Message as sent</summary>'
            yield printed(t_4(environment.getattr(l_1_note, 'body')))
            yield '</details>\n'
        else:
            pass
            yield '<div class="md">'
            yield printed(t_3(environment.getattr(l_1_note, 'body')))
            yield '</div>\n'
        yield '</div>\n'
    l_1_note = missing
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'after'):
        pass
        yield '<p class="note">'
        yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'after'))
        yield '</p>'

blocks = {'title': block_title, 'body': block_body}
debug_info = '1=12&2=17&3=47&4=86&5=91&7=95&8=102&9=107&11=110&14=132&16=137&20=141'
from cc2html.render.codegen import printed
