from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = '_partials/fields.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_fields = missing
    try:
        t_1 = environment.filters['is_multiline']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'is_multiline' found.")
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
    try:
        t_4 = environment.tests['string']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No test named 'string' found.")
    pass
    def macro(l_1_pairs):
        t_5 = []
        if l_1_pairs is missing:
            l_1_pairs = undefined("parameter 'pairs' was not provided", name='pairs')
        pass
        if l_1_pairs:
            pass
            t_5.append(
                '<table class="params">\n',
            )
            for (l_2_key, l_2_value) in l_1_pairs:
                _loop_vars = {}
                pass
                t_5.extend((
                    '<tr><th>',
                    printed(l_2_key),
                    '</th><td>',
                ))
                if t_4(l_2_value):
                    pass
                    if t_1(l_2_value):
                        pass
                        t_5.append(
                            printed(t_2(l_2_value)),
                        )
                    else:
                        pass
                        t_5.append(
                            printed(l_2_value),
                        )
                else:
                    pass
                    t_5.append(
                        printed(t_2(t_3(l_2_value))),
                    )
                t_5.append(
                    '</td></tr>\n',
                )
            l_2_key = l_2_value = missing
            t_5.append(
                '</table>\n',
            )
        return concat(t_5)
    context.exported_vars.add('fields')
    context.vars['fields'] = l_0_fields = Macro(environment, macro, 'fields', ('pairs',), False, False, False, context.eval_ctx.autoescape)

blocks = {}
debug_info = '1=36&2=41&4=46'
from cc2html.render.codegen import printed
