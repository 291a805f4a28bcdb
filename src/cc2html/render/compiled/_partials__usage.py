from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = '_partials/usage.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_usage_badge = l_0_turn_cost = missing
    try:
        t_1 = environment.filters['fmt_int']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'fmt_int' found.")
    pass
    def macro(l_1_b):
        t_2 = []
        l_1_u = missing
        if l_1_b is missing:
            l_1_b = undefined("parameter 'b' was not provided", name='b')
        pass
        l_1_u = environment.getattr(l_1_b, 'usage')
        t_2.extend((
            '<span class="badge tokens" title="Tokens of this API message (counted once, though each of its lines repeats them)&#10;in ',
            printed(t_1(environment.getattr((undefined(name='u') if l_1_u is missing else l_1_u), 'input_tokens'))),
            ': input not read from the prompt cache&#10;out ',
            printed(t_1(environment.getattr((undefined(name='u') if l_1_u is missing else l_1_u), 'output_tokens'))),
            ': output the model wrote (thinking and tool calls included)&#10;cache ',
            printed(t_1(environment.getattr((undefined(name='u') if l_1_u is missing else l_1_u), 'cache_read_input_tokens'))),
            ': input read from the prompt cache&#10;write ',
            printed(t_1(environment.getattr((undefined(name='u') if l_1_u is missing else l_1_u), 'cache_creation_input_tokens'))),
            ': input written to the prompt cache',
        ))
        if environment.getattr((undefined(name='u') if l_1_u is missing else l_1_u), 'cache_write_1h'):
            pass
            t_2.extend((
                ' (',
                printed(t_1(environment.getattr((undefined(name='u') if l_1_u is missing else l_1_u), 'cache_write_1h'))),
                ' of them for 1 hour)',
            ))
        t_2.extend((
            '&#10;Cost: ',
            printed((environment.getattr(environment.getattr(l_1_b, 'cost'), 'label') or 'none')),
        ))
        if environment.getattr(l_1_b, 'model'):
            pass
            t_2.extend((
                ' (',
                printed(environment.getattr(l_1_b, 'model')),
                ')',
            ))
        t_2.extend((
            ', ',
            printed(environment.getattr(environment.getattr(l_1_b, 'cost'), 'title')),
            '">',
            printed(environment.getattr(l_1_b, 'text')),
            '</span>',
        ))
        return concat(t_2)
    context.exported_vars.add('usage_badge')
    context.vars['usage_badge'] = l_0_usage_badge = Macro(environment, macro, 'usage_badge', ('b',), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_c):
        t_3 = []
        if l_1_c is missing:
            l_1_c = undefined("parameter 'c' was not provided", name='c')
        pass
        t_3.extend((
            '<span class="badge cost" title="This turn\'s cost: its API messages, subagents included; ',
            printed(environment.getattr(l_1_c, 'title')),
            '">',
            printed(environment.getattr(l_1_c, 'label')),
            '</span>',
        ))
        return concat(t_3)
    context.exported_vars.add('turn_cost')
    context.vars['turn_cost'] = l_0_turn_cost = Macro(environment, macro, 'turn_cost', ('c',), False, False, False, context.eval_ctx.autoescape)

blocks = {}
debug_info = '2=18&4=64'
from cc2html.render.codegen import printed
