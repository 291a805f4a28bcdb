from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = '_partials/params.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_value = l_0_params_table = missing
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
        t_4 = environment.tests['boolean']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No test named 'boolean' found.")
    try:
        t_5 = environment.tests['none']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No test named 'none' found.")
    try:
        t_6 = environment.tests['number']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No test named 'number' found.")
    try:
        t_7 = environment.tests['string']
    except KeyError:
        @internalcode
        def t_7(*unused):
            raise TemplateRuntimeError("No test named 'string' found.")
    pass
    def macro(l_1_v):
        t_8 = []
        if l_1_v is missing:
            l_1_v = undefined("parameter 'v' was not provided", name='v')
        pass
        if t_7(l_1_v):
            pass
            if t_1(l_1_v):
                pass
                t_8.append(
                    printed(t_2(l_1_v)),
                )
            else:
                pass
                t_8.extend((
                    '<code>',
                    printed(l_1_v),
                    '</code>',
                ))
        elif ((t_6(l_1_v) or t_4(l_1_v)) or t_5(l_1_v)):
            pass
            t_8.extend((
                '<code>',
                printed(t_3(l_1_v)),
                '</code>',
            ))
        else:
            pass
            t_8.append(
                printed(t_2(t_3(l_1_v))),
            )
        return concat(t_8)
    context.exported_vars.add('value')
    context.vars['value'] = l_0_value = Macro(environment, macro, 'value', ('v',), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_params):
        t_9 = []
        if l_1_params is missing:
            l_1_params = undefined("parameter 'params' was not provided", name='params')
        pass
        if l_1_params:
            pass
            t_9.append(
                '<table class="params">\n<tbody>\n',
            )
            for (l_2_key, l_2_v) in context.call(environment.getattr(l_1_params, 'items')):
                _loop_vars = {}
                pass
                t_9.extend((
                    '<tr><th scope="row">',
                    printed(l_2_key),
                    '</th><td>',
                    printed(context.call((undefined(name='value') if l_0_value is missing else l_0_value), l_2_v, _loop_vars=_loop_vars)),
                    '</td></tr>\n',
                ))
            l_2_key = l_2_v = missing
            t_9.append(
                '</tbody>\n</table>\n',
            )
        return concat(t_9)
    context.exported_vars.add('params_table')
    context.vars['params_table'] = l_0_params_table = Macro(environment, macro, 'params_table', ('params',), False, False, False, context.eval_ctx.autoescape)

blocks = {}
debug_info = '1=54&2=88&3=93&6=98'
from cc2html.render.codegen import printed
