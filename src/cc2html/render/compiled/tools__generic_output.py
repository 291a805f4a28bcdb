from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'tools/generic_output.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_out = resolve('out')
    l_0_has_ansi = resolve('has_ansi')
    l_0_items = missing
    try:
        t_1 = environment.filters['ansi']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'ansi' found.")
    try:
        t_2 = environment.filters['pre']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'pre' found.")
    try:
        t_3 = environment.filters['to_json']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'to_json' found.")
    pass
    included_template = environment.get_template('_partials/items.html', 'tools/generic_output.html')._get_default_module(context)
    l_0_items = getattr(included_template, 'items', missing)
    if l_0_items is missing:
        l_0_items = undefined(f"the template {included_template.__name__!r} (imported on line 1 in 'tools/generic_output.html') does not export the requested name 'items'", name='items')
    context.vars['items'] = l_0_items
    context.exported_vars.discard('items')
    if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'text'):
        pass
        yield '<pre class="plain output'
        yield printed((' ansi' if context.call((undefined(name='has_ansi') if l_0_has_ansi is missing else l_0_has_ansi), environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'text')) else cond_expr_undefined("the inline if-expression on line 2 in 'tools/generic_output.html' evaluated to false and no else section was defined.")))
        yield '"><code>'
        yield printed(t_1(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'text')))
        yield '</code></pre>'
    elif ((not environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'images')) and (not environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'other'))):
        pass
        yield '<p class="note">(empty output)</p>'
    if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'images'):
        pass
        yield printed(context.call((undefined(name='items') if l_0_items is missing else l_0_items), environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'images')))
    for l_1_block in environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'other'):
        _loop_vars = {}
        pass
        yield printed(t_2(t_3(l_1_block)))
    l_1_block = missing

blocks = {}
debug_info = '1=32&2=38&3=48&4=51'
from cc2html.render.codegen import printed
