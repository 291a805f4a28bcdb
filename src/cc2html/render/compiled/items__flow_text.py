from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'items/flow_text.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_markdown = resolve('markdown')
    l_0_item = resolve('item')
    pass
    if (undefined(name='markdown') if l_0_markdown is missing else l_0_markdown):
        pass
        for l_1_part in environment.getattr((undefined(name='item') if l_0_item is missing else l_0_item), 'parts'):
            _loop_vars = {}
            pass
            l_2_row_for = resolve('row_for')
            l_2_item = l_1_part
            pass
            template = environment.get_or_select_template(environment.getattr(context.call((undefined(name='row_for') if l_2_row_for is missing else l_2_row_for), l_2_item), 'template'), 'items/flow_text.html')
            gen = template.root_render_func(template.new_context(context.get_all(), True, {'item': l_2_item, 'part': l_1_part}))
            try:
                for event in gen:
                    yield event
            finally: gen.close()
            l_2_item = l_2_row_for = missing
        l_1_part = missing
        yield '\n'
    else:
        pass
        yield '<div class="text"><pre class="plain flow"><code>'
        for l_1_part in environment.getattr((undefined(name='item') if l_0_item is missing else l_0_item), 'parts'):
            _loop_vars = {}
            pass
            l_2_row_for = resolve('row_for')
            l_2_item = l_1_part
            pass
            template = environment.get_or_select_template(environment.getattr(context.call((undefined(name='row_for') if l_2_row_for is missing else l_2_row_for), l_2_item), 'inline'), 'items/flow_text.html')
            gen = template.root_render_func(template.new_context(context.get_all(), True, {'item': l_2_item, 'part': l_1_part}))
            try:
                for event in gen:
                    yield event
            finally: gen.close()
            l_2_item = l_2_row_for = missing
        l_1_part = missing
        yield '</code></pre></div>\n\n'

blocks = {}
debug_info = '4=13&5=15&8=33'
from cc2html.render.codegen import printed
