from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = '_partials/more_fields.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_fields = l_0_more_fields = missing
    try:
        t_1 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    pass
    included_template = environment.get_template('_partials/fields.html', '_partials/more_fields.html')._get_default_module(context)
    l_0_fields = getattr(included_template, 'fields', missing)
    if l_0_fields is missing:
        l_0_fields = undefined(f"the template {included_template.__name__!r} (imported on line 2 in '_partials/more_fields.html') does not export the requested name 'fields'", name='fields')
    context.vars['fields'] = l_0_fields
    context.exported_vars.discard('fields')
    def macro(l_1_pairs, l_1_open):
        t_2 = []
        if l_1_pairs is missing:
            l_1_pairs = undefined("parameter 'pairs' was not provided", name='pairs')
        if l_1_open is missing:
            l_1_open = False
        pass
        if l_1_pairs:
            pass
            t_2.append(
                '<details class="raw-message"',
            )
            if l_1_open:
                pass
                t_2.append(
                    ' open',
                )
            t_2.extend((
                '><summary>More fields (',
                printed(t_1(l_1_pairs)),
                ')</summary>\n',
                printed(context.call((undefined(name='fields') if l_0_fields is missing else l_0_fields), l_1_pairs)),
                '</details>',
            ))
        return concat(t_2)
    context.exported_vars.add('more_fields')
    context.vars['more_fields'] = l_0_more_fields = Macro(environment, macro, 'more_fields', ('pairs', 'open'), False, False, False, context.eval_ctx.autoescape)

blocks = {}
debug_info = '2=18&3=24&4=31&5=45'
from cc2html.render.codegen import printed
