from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'kinds/system_unrecognised.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    parent_template = None
    l_0_more_fields = missing
    pass
    parent_template = environment.get_template('kinds/system.html', 'kinds/system_unrecognised.html')
    for name, parent_block in parent_template.blocks.items():
        context.blocks.setdefault(name, []).append(parent_block)
    included_template = environment.get_template('_partials/more_fields.html', 'kinds/system_unrecognised.html')._get_default_module(context)
    l_0_more_fields = getattr(included_template, 'more_fields', missing)
    if l_0_more_fields is missing:
        l_0_more_fields = undefined(f"the template {included_template.__name__!r} (imported on line 2 in 'kinds/system_unrecognised.html') does not export the requested name 'more_fields'", name='more_fields')
    context.vars['more_fields'] = l_0_more_fields
    context.exported_vars.discard('more_fields')
    yield from parent_template.root_render_func(context)

def block_badges(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_super = context.super('badges', block_badges)
    _block_vars = {}
    pass
    yield '<span class="badge pending" title="cc2html has no view for this subtype: its fields are shown as recorded">unrecognised subtype</span> '
    yield printed(context.call(l_0_super, _block_vars=_block_vars))

def block_body(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_super = context.super('body', block_body)
    _block_vars = {}
    l_0_msg = resolve('msg')
    l_0_more_fields = resolve('more_fields')
    pass
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'text'):
        pass
        yield printed(context.call(l_0_super, _block_vars=_block_vars))
    yield printed(context.call((undefined(name='more_fields') if l_0_more_fields is missing else l_0_more_fields), environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'fields'), open=(not environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'text')), _block_vars=_block_vars))

blocks = {'badges': block_badges, 'body': block_body}
debug_info = '1=13&2=16&3=24&4=36&5=50'
from cc2html.render.codegen import printed
