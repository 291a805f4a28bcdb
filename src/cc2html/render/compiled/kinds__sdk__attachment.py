from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'kinds/sdk/attachment.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    parent_template = None
    pass
    parent_template = environment.get_template('_partials/message.html', 'kinds/sdk/attachment.html')
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

def block_title(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_msg = resolve('msg')
    try:
        t_1 = environment.filters['capitalize']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'capitalize' found.")
    try:
        t_2 = environment.filters['replace']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'replace' found.")
    pass
    yield printed(t_1(t_2(context.eval_ctx, environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'kind'), '_', ' ')))

def block_hint(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_msg = resolve('msg')
    pass
    yield '<span class="hint">'
    yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'title'))
    yield '</span>'

def block_body(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    _block_vars = {}
    l_0_msg = resolve('msg')
    try:
        t_3 = environment.filters['pre']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'pre' found.")
    pass
    yield '<dl class="notice-facts">\n'
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'title'):
        pass
        yield '<dt>Title</dt><dd>'
        yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'title'))
        yield '</dd>'
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'media_type'):
        pass
        yield '<dt>Type</dt><dd>'
        yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'media_type'))
        yield '</dd>'
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'source'):
        pass
        yield '<dt>Source</dt><dd><code>'
        yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'source'))
        yield '</code></dd>'
    yield '</dl>\n'
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'text'):
        pass
        yield printed(t_3(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'text')))
    else:
        pass
        yield '<p class="note">Content not included in the log.</p>'

blocks = {'open': block_open, 'title': block_title, 'hint': block_hint, 'body': block_body}
debug_info = '1=12&2=17&3=26&4=49&5=62&6=78&7=83&8=88&10=94'
from cc2html.render.codegen import printed
