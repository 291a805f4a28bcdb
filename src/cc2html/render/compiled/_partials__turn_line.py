from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = '_partials/turn_line.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_turn = resolve('turn')
    l_0_count = missing
    try:
        t_1 = environment.filters['fmt_duration']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'fmt_duration' found.")
    try:
        t_2 = environment.filters['fmt_int']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'fmt_int' found.")
    try:
        t_3 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    try:
        t_4 = environment.filters['sum']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'sum' found.")
    try:
        t_5 = environment.tests['none']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No test named 'none' found.")
    pass
    def macro(l_1_n, l_1_word):
        t_6 = []
        if l_1_n is missing:
            l_1_n = undefined("parameter 'n' was not provided", name='n')
        if l_1_word is missing:
            l_1_word = undefined("parameter 'word' was not provided", name='word')
        pass
        t_6.extend((
            printed(t_2(l_1_n)),
            ' ',
            printed((l_1_word if (l_1_n == 1) else markup_join((l_1_word, 's', )))),
        ))
        return concat(t_6)
    context.exported_vars.add('count')
    context.vars['count'] = l_0_count = Macro(environment, macro, 'count', ('n', 'word'), False, False, False, context.eval_ctx.autoescape)
    if environment.getattr((undefined(name='turn') if l_0_turn is missing else l_0_turn), 'shown'):
        pass
        yield '<p class="turn-line">\n'
        if (not t_5(environment.getattr((undefined(name='turn') if l_0_turn is missing else l_0_turn), 'seconds'))):
            pass
            yield '<span class="turn-time" title="From the turn\'s first line to its last">'
            yield printed(t_1(environment.getattr((undefined(name='turn') if l_0_turn is missing else l_0_turn), 'seconds')))
            yield '</span>\n'
        if environment.getattr((undefined(name='turn') if l_0_turn is missing else l_0_turn), 'tools'):
            pass
            yield '<span class="turn-tools" title="'
            yield printed(context.call((undefined(name='count') if l_0_count is missing else l_0_count), environment.getattr((undefined(name='turn') if l_0_turn is missing else l_0_turn), 'calls'), 'tool call'))
            yield ' the main agent made in this turn'
            if environment.getattr((undefined(name='turn') if l_0_turn is missing else l_0_turn), 'subagents'):
                pass
                yield " (its subagents' calls are not counted here)"
            yield '">'
            l_1_loop = missing
            for (l_1_name, l_1_n), l_1_loop in LoopContext(environment.getattr((undefined(name='turn') if l_0_turn is missing else l_0_turn), 'tools')[:6], undefined):
                _loop_vars = {}
                pass
                yield printed((' · ' if (not environment.getattr(l_1_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 10 in '_partials/turn_line.html' evaluated to false and no else section was defined.")))
                yield printed(t_2(l_1_n))
                yield ' '
                yield printed(l_1_name)
            l_1_loop = l_1_name = l_1_n = missing
            if (t_3(environment.getattr((undefined(name='turn') if l_0_turn is missing else l_0_turn), 'tools')) > 6):
                pass
                yield ' · '
                yield printed(context.call((undefined(name='count') if l_0_count is missing else l_0_count), t_4(environment, environment.getattr((undefined(name='turn') if l_0_turn is missing else l_0_turn), 'tools')[6:], attribute=1), 'other call'))
            yield '</span>\n'
        if environment.getattr((undefined(name='turn') if l_0_turn is missing else l_0_turn), 'subagents'):
            pass
            yield '<span class="turn-agents" title="Subagents this turn ran, and the tool calls they made">'
            yield printed(context.call((undefined(name='count') if l_0_count is missing else l_0_count), environment.getattr((undefined(name='turn') if l_0_turn is missing else l_0_turn), 'subagents'), 'subagent'))
            yield ' ('
            yield printed(context.call((undefined(name='count') if l_0_count is missing else l_0_count), environment.getattr((undefined(name='turn') if l_0_turn is missing else l_0_turn), 'subagent_tools'), 'tool call'))
            yield ')</span>\n'
        if environment.getattr((undefined(name='turn') if l_0_turn is missing else l_0_turn), 'files'):
            pass
            yield '<span class="turn-files" title="Files the main agent\'s Read, Write, Edit, MultiEdit and NotebookEdit calls named">'
            yield printed(context.call((undefined(name='count') if l_0_count is missing else l_0_count), t_3(environment.getattr((undefined(name='turn') if l_0_turn is missing else l_0_turn), 'files')), 'file'))
            yield ':'
            for (l_1_name, l_1_path) in environment.getattr((undefined(name='turn') if l_0_turn is missing else l_0_turn), 'file_names')[:8]:
                _loop_vars = {}
                pass
                yield ' <code title="'
                yield printed(l_1_path)
                yield '">'
                yield printed(l_1_name)
                yield '</code>'
            l_1_name = l_1_path = missing
            if (t_3(environment.getattr((undefined(name='turn') if l_0_turn is missing else l_0_turn), 'files')) > 8):
                pass
                yield ' and '
                yield printed(t_2((t_3(environment.getattr((undefined(name='turn') if l_0_turn is missing else l_0_turn), 'files')) - 8)))
                yield ' more'
            yield '</span>\n'
        if (not environment.getattr((undefined(name='turn') if l_0_turn is missing else l_0_turn), 'answer')):
            pass
            yield '<span class="turn-none">no text answer</span>\n'
        yield '</p>\n'

blocks = {}
debug_info = '5=43&6=58&8=61&10=66&12=89&14=96&16=116'
from cc2html.render.codegen import printed
