from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = '_partials/items.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_items = missing
    pass
    def macro(l_1_list, l_1_markdown):
        t_1 = []
        if l_1_list is missing:
            l_1_list = undefined("parameter 'list' was not provided", name='list')
        if l_1_markdown is missing:
            l_1_markdown = True
        pass
        for l_2_item in l_1_list:
            l_2_row_for = resolve('row_for')
            _loop_vars = {}
            pass
            template = environment.get_or_select_template(environment.getattr(context.call((undefined(name='row_for') if l_2_row_for is missing else l_2_row_for), l_2_item, _loop_vars=_loop_vars), 'template'), '_partials/items.html')
            gen = template.root_render_func(template.new_context(context.get_all(), True, {'item': l_2_item, 'list': l_1_list, 'markdown': l_1_markdown, 'items': l_0_items}))
            try:
                for event in gen:
                    t_1.append(event)
            finally: gen.close()
        l_2_item = l_2_row_for = missing
        return concat(t_1)
    context.exported_vars.add('items')
    context.vars['items'] = l_0_items = Macro(environment, macro, 'items', ('list', 'markdown'), False, False, False, context.eval_ctx.autoescape)

blocks = {}
debug_info = '3=12&4=19&5=23'
from cc2html.render.codegen import printed
