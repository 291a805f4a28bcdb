from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'kinds/session_header.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_sessions = resolve('sessions')
    l_0_session = resolve('session')
    l_0_info = resolve('info')
    l_0_there = resolve('there')
    l_0_stats = resolve('stats')
    l_0_group_counts = resolve('group_counts')
    l_0__ = resolve('_')
    l_0_tool_calls = l_0_kinds = l_0_tokens = l_0_partial = l_0_parts = l_0_cost = missing
    try:
        t_1 = environment.filters['counted']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'counted' found.")
    try:
        t_2 = environment.filters['css_token']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'css_token' found.")
    try:
        t_3 = environment.filters['dom_id']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'dom_id' found.")
    try:
        t_4 = environment.filters['fmt_duration']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'fmt_duration' found.")
    try:
        t_5 = environment.filters['fmt_int']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'fmt_int' found.")
    try:
        t_6 = environment.filters['fmt_time']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'fmt_time' found.")
    try:
        t_7 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_7(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_8 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_8(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    try:
        t_9 = environment.filters['local_href']
    except KeyError:
        @internalcode
        def t_9(*unused):
            raise TemplateRuntimeError("No filter named 'local_href' found.")
    try:
        t_10 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_10(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    try:
        t_11 = environment.filters['resume_command']
    except KeyError:
        @internalcode
        def t_11(*unused):
            raise TemplateRuntimeError("No filter named 'resume_command' found.")
    try:
        t_12 = environment.filters['sum']
    except KeyError:
        @internalcode
        def t_12(*unused):
            raise TemplateRuntimeError("No filter named 'sum' found.")
    try:
        t_13 = environment.tests['defined']
    except KeyError:
        @internalcode
        def t_13(*unused):
            raise TemplateRuntimeError("No test named 'defined' found.")
    try:
        t_14 = environment.tests['none']
    except KeyError:
        @internalcode
        def t_14(*unused):
            raise TemplateRuntimeError("No test named 'none' found.")
    pass
    yield '<div class="msg session_header">\n'
    if ((t_8((undefined(name='sessions') if l_0_sessions is missing else l_0_sessions)) > 1) or (environment.getattr((undefined(name='session') if l_0_session is missing else l_0_session), 'title') != environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'title'))):
        pass
        yield '<h2 class="session-title">'
        yield printed(environment.getattr((undefined(name='session') if l_0_session is missing else l_0_session), 'title'))
        yield '</h2>'
    yield '\n'
    if environment.getattr((undefined(name='session') if l_0_session is missing else l_0_session), 'continues'):
        pass
        l_0_there = context.call(environment.getattr(environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'nav'), 'get'), markup_join(('session:', environment.getattr((undefined(name='session') if l_0_session is missing else l_0_session), 'continues'), )))
        context.vars['there'] = l_0_there
        context.exported_vars.add('there')
        yield '<p class="session-continues">Continues from session '
        if environment.getattr((undefined(name='session') if l_0_session is missing else l_0_session), 'continues_here'):
            pass
            yield '<a href="#session-'
            yield printed(t_3(environment.getattr((undefined(name='session') if l_0_session is missing else l_0_session), 'continues')))
            yield '"><code>'
            yield printed(environment.getattr((undefined(name='session') if l_0_session is missing else l_0_session), 'continues'))
            yield '</code></a>'
        elif (undefined(name='there') if l_0_there is missing else l_0_there):
            pass
            yield '<a href="'
            yield printed(t_9((undefined(name='there') if l_0_there is missing else l_0_there)))
            yield '"><code>'
            yield printed(environment.getattr((undefined(name='session') if l_0_session is missing else l_0_session), 'continues'))
            yield '</code></a>'
        else:
            pass
            yield '<code>'
            yield printed(environment.getattr((undefined(name='session') if l_0_session is missing else l_0_session), 'continues'))
            yield '</code>'
        yield '</p>\n'
    if (environment.getattr((undefined(name='session') if l_0_session is missing else l_0_session), 'summary') and (environment.getattr((undefined(name='session') if l_0_session is missing else l_0_session), 'summary') != environment.getattr((undefined(name='session') if l_0_session is missing else l_0_session), 'title'))):
        pass
        yield '<p class="session-summary">'
        yield printed(environment.getattr((undefined(name='session') if l_0_session is missing else l_0_session), 'summary'))
        yield '</p>'
    l_0_tool_calls = t_12(environment, context.call(environment.getattr(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'tools'), 'values')))
    context.vars['tool_calls'] = l_0_tool_calls
    context.exported_vars.add('tool_calls')
    l_0_kinds = context.call((undefined(name='group_counts') if l_0_group_counts is missing else l_0_group_counts), environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'classes'))
    context.vars['kinds'] = l_0_kinds
    context.exported_vars.add('kinds')
    l_0_tokens = environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'tokens')
    context.vars['tokens'] = l_0_tokens
    context.exported_vars.add('tokens')
    l_0_partial = (' (partial: streaming snapshots)' if environment.getattr((undefined(name='tokens') if l_0_tokens is missing else l_0_tokens), 'partial') else '')
    context.vars['partial'] = l_0_partial
    context.exported_vars.add('partial')
    yield '<details class="fact-card">\n<summary class="fact-line">'
    l_0_parts = []
    context.vars['parts'] = l_0_parts
    context.exported_vars.add('parts')
    if (not t_14(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'duration_s'))):
        pass
        l_0__ = context.call(environment.getattr((undefined(name='parts') if l_0_parts is missing else l_0_parts), 'append'), t_4(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'duration_s')))
        context.vars['_'] = l_0__
    l_0__ = context.call(environment.getattr((undefined(name='parts') if l_0_parts is missing else l_0_parts), 'append'), t_1(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'prompts'), 'prompt'))
    context.vars['_'] = l_0__
    l_0__ = context.call(environment.getattr((undefined(name='parts') if l_0_parts is missing else l_0_parts), 'append'), t_1((undefined(name='tool_calls') if l_0_tool_calls is missing else l_0_tool_calls), 'tool call'))
    context.vars['_'] = l_0__
    if environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'models'):
        pass
        l_0__ = context.call(environment.getattr((undefined(name='parts') if l_0_parts is missing else l_0_parts), 'append'), markup_join((t_7(context.eval_ctx, t_10(context, environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'models')[:2], 'short_model'), ', '), (markup_join((' +', (t_8(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'models')) - 2), )) if (t_8(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'models')) > 2) else ''), )))
        context.vars['_'] = l_0__
    if environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'git_branch'):
        pass
        l_0__ = context.call(environment.getattr((undefined(name='parts') if l_0_parts is missing else l_0_parts), 'append'), environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'git_branch'))
        context.vars['_'] = l_0__
    if environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'commits'):
        pass
        l_0__ = context.call(environment.getattr((undefined(name='parts') if l_0_parts is missing else l_0_parts), 'append'), t_1(t_8(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'commits')), 'commit'))
        context.vars['_'] = l_0__
    if ((t_13(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'cost')) and environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'cost')) and environment.getattr(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'cost'), 'label')):
        pass
        l_0__ = context.call(environment.getattr((undefined(name='parts') if l_0_parts is missing else l_0_parts), 'append'), environment.getattr(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'cost'), 'label'))
        context.vars['_'] = l_0__
    yield '<span class="facts">'
    yield printed(t_7(context.eval_ctx, (undefined(name='parts') if l_0_parts is missing else l_0_parts), ' · '))
    yield '</span> <span class="more">details</span></summary>\n<dl class="session-facts">\n'
    if environment.getattr((undefined(name='session') if l_0_session is missing else l_0_session), 'session_id'):
        pass
        yield '<dt>Session</dt><dd><code>'
        yield printed(environment.getattr((undefined(name='session') if l_0_session is missing else l_0_session), 'session_id'))
        yield '</code></dd>'
        if (not environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'agent')):
            pass
            yield '\n<dt>Resume</dt><dd class="resume"><code class="resume-command">'
            yield printed(t_11(environment.getattr((undefined(name='session') if l_0_session is missing else l_0_session), 'session_id'), environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'cwd')))
            yield '</code> <button type="button" class="copy-resume" data-action="copy-resume" title="Copy the command that resumes this session in Claude Code">Copy</button></dd>'
    if environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'started'):
        pass
        yield '<dt>Started</dt><dd data-fact="started" data-value="'
        yield printed(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'started'))
        yield '">'
        yield printed(t_6(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'started')))
        yield '</dd>'
    if (not t_14(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'duration_s'))):
        pass
        yield '<dt>Duration</dt><dd data-fact="duration" data-value="'
        yield printed(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'duration_s'))
        yield '">'
        yield printed(t_4(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'duration_s')))
        if (not environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'started')):
            pass
            yield ' <span class="fact-source">(the log\'s result lines)</span>'
        yield '</dd>'
    if environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'cwd'):
        pass
        yield '<dt>Directory</dt><dd><code>'
        yield printed(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'cwd'))
        yield '</code></dd>'
    if environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'git_branch'):
        pass
        yield '<dt>Branch</dt><dd><code>'
        yield printed(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'git_branch'))
        yield '</code></dd>'
    if environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'models'):
        pass
        yield '<dt>Models</dt><dd>'
        for l_1_model in environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'models'):
            _loop_vars = {}
            pass
            yield '<span class="badge model">'
            yield printed(l_1_model)
            yield '</span> '
        l_1_model = missing
        yield '</dd>'
    if environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'agent'):
        pass
        yield '<dt>Agent</dt><dd>'
        yield printed(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'agent'))
        if environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'version'):
            pass
            yield ' '
            yield printed(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'version'))
        yield '</dd>'
    elif environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'version'):
        pass
        yield '<dt>Claude Code</dt><dd>'
        yield printed(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'version'))
        yield '</dd>'
    yield '<dt>Prompts</dt><dd data-fact="prompts" data-value="'
    yield printed(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'prompts'))
    yield '" data-injected="'
    yield printed(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'injected'))
    yield '" data-subagent-prompts="'
    yield printed(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'subagent_prompts'))
    yield '" data-commands="'
    yield printed(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'commands'))
    yield '">'
    yield printed(t_5(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'prompts')))
    yield ' typed'
    if environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'commands'):
        pass
        yield ' · '
        yield printed(t_5(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'commands')))
        yield ' command'
        yield printed(('' if (environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'commands') == 1) else 's'))
        yield ' run'
    if environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'injected'):
        pass
        yield ' · '
        yield printed(t_5(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'injected')))
        yield ' injected (system reminders, command expansions, task notifications, compaction continuations)'
    if environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'subagent_prompts'):
        pass
        yield ' · '
        yield printed(t_5(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'subagent_prompts')))
        yield ' subagent prompt'
        yield printed(('' if (environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'subagent_prompts') == 1) else 's'))
    yield '</dd>\n<dt>Messages</dt><dd data-fact="messages" data-value="'
    yield printed(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'messages'))
    yield '">'
    yield printed(t_5(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'messages')))
    def t_15(fiter):
        for (l_1_kind, l_1_count) in fiter:
            if (l_1_kind != 'user'):
                yield (l_1_kind, l_1_count)
    for (l_1_kind, l_1_count) in t_15(context.call(environment.getattr((undefined(name='kinds') if l_0_kinds is missing else l_0_kinds), 'items'))):
        _loop_vars = {}
        pass
        yield ' <span class="badge kind-'
        yield printed(t_2(l_1_kind))
        yield '">'
        yield printed(l_1_kind)
        yield ' '
        yield printed(t_5(l_1_count))
        yield '</span>'
    l_1_kind = l_1_count = missing
    yield ' <span class="fact-source">(a tool call with its result is one)</span></dd>\n'
    if environment.getattr(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'usage'), 'total'):
        pass
        yield '<dt>Tokens</dt><dd data-fact="tokens" data-output="'
        yield printed(environment.getattr(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'usage'), 'output_tokens'))
        yield '" data-input="'
        yield printed(environment.getattr(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'usage'), 'input_tokens'))
        yield '" data-source="'
        yield printed(environment.getattr((undefined(name='tokens') if l_0_tokens is missing else l_0_tokens), 'source'))
        yield '" data-partial="'
        yield printed(('yes' if environment.getattr((undefined(name='tokens') if l_0_tokens is missing else l_0_tokens), 'partial') else 'no'))
        yield '">'
        yield printed(t_5(environment.getattr(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'usage'), 'input_tokens')))
        yield ' in · '
        yield printed(t_5(environment.getattr(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'usage'), 'output_tokens')))
        yield ' out · '
        yield printed(t_5(environment.getattr(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'usage'), 'cache_creation_input_tokens')))
        yield ' cache write · '
        yield printed(t_5(environment.getattr(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'usage'), 'cache_read_input_tokens')))
        yield ' cache read'
        if (environment.getattr((undefined(name='tokens') if l_0_tokens is missing else l_0_tokens), 'source') == 'result'):
            pass
            yield ' <span class="fact-source">(the log\'s result lines, subagents included'
            if environment.getattr((undefined(name='tokens') if l_0_tokens is missing else l_0_tokens), 'main'):
                pass
                yield '; main conversation '
                yield printed(t_5(environment.getattr(environment.getattr((undefined(name='tokens') if l_0_tokens is missing else l_0_tokens), 'main'), 'output_tokens')))
                yield ' out'
            yield ')</span>'
        yield printed((undefined(name='partial') if l_0_partial is missing else l_0_partial))
        yield '</dd>'
    l_0_cost = environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'cost')
    context.vars['cost'] = l_0_cost
    context.exported_vars.add('cost')
    if environment.getattr((undefined(name='cost') if l_0_cost is missing else l_0_cost), 'label'):
        pass
        yield '<dt>Cost</dt><dd data-fact="cost" data-value="'
        yield printed(environment.getattr((undefined(name='cost') if l_0_cost is missing else l_0_cost), 'value'))
        yield '" data-estimate="'
        yield printed(('yes' if environment.getattr((undefined(name='cost') if l_0_cost is missing else l_0_cost), 'estimate') else 'no'))
        yield '"><span class="cost" title="'
        yield printed(environment.getattr((undefined(name='cost') if l_0_cost is missing else l_0_cost), 'title'))
        yield '">'
        yield printed(environment.getattr((undefined(name='cost') if l_0_cost is missing else l_0_cost), 'label'))
        yield '</span> <span class="fact-source">('
        if (not environment.getattr((undefined(name='cost') if l_0_cost is missing else l_0_cost), 'estimate')):
            pass
            yield "the log's result lines"
        else:
            pass
            yield 'estimate from '
            yield printed(environment.getattr((undefined(name='cost') if l_0_cost is missing else l_0_cost), 'described'))
            if environment.getattr((undefined(name='cost') if l_0_cost is missing else l_0_cost), 'unpriced'):
                pass
                yield '; no price for '
                yield printed(t_7(context.eval_ctx, environment.getattr((undefined(name='cost') if l_0_cost is missing else l_0_cost), 'unpriced'), ', '))
            if environment.getattr((undefined(name='tokens') if l_0_tokens is missing else l_0_tokens), 'partial'):
                pass
                yield '; partial: streaming snapshots'
        yield ')</span></dd>'
    if environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'commits'):
        pass
        yield '<dt>Commits</dt><dd data-fact="commits" data-value="'
        yield printed(t_8(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'commits')))
        yield '"><ul class="commit-list">'
        for (l_1_anchor, l_1_c) in environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'commits'):
            _loop_vars = {}
            pass
            yield '<li><a href="#'
            yield printed(l_1_anchor)
            yield '"><code>'
            yield printed(environment.getattr(l_1_c, 'sha'))
            yield '</code></a> <code>'
            yield printed(environment.getattr(l_1_c, 'branch'))
            yield '</code> '
            yield printed(environment.getattr(l_1_c, 'message'))
            yield ' <span class="fact-source">'
            yield printed(environment.getattr(l_1_c, 'stat'))
            yield '</span></li>'
        l_1_anchor = l_1_c = missing
        yield '</ul></dd>'
    if environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'tools'):
        pass
        yield '<dt>Tools</dt><dd>'
        for (l_1_tool, l_1_count) in context.call(environment.getattr(environment.getattr((undefined(name='stats') if l_0_stats is missing else l_0_stats), 'tools'), 'items')):
            _loop_vars = {}
            pass
            yield '<span class="badge tool">'
            yield printed(l_1_tool)
            yield ' '
            yield printed(l_1_count)
            yield '</span> '
        l_1_tool = l_1_count = missing
        yield '</dd>'
    yield '</dl>\n</details>\n'
    if environment.getattr((undefined(name='session') if l_0_session is missing else l_0_session), 'snapshot'):
        pass
        template = environment.get_template('_partials/snapshot.html', 'kinds/session_header.html')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {'_': l_0__, 'cost': l_0_cost, 'kinds': l_0_kinds, 'partial': l_0_partial, 'parts': l_0_parts, 'there': l_0_there, 'tokens': l_0_tokens, 'tool_calls': l_0_tool_calls}))
        try:
            for event in gen:
                yield event
        finally: gen.close()
    yield '</div>'

blocks = {}
debug_info = '3=104&4=110&5=116&7=136&8=141&9=144&10=147&11=150&13=154&14=157&15=161&16=163&17=165&18=169&19=173&20=177&21=182&23=184&24=192&25=194&26=201&27=211&28=216&29=221&30=232&31=247&32=276&33=295&34=325&35=354&36=375&39=389'
from cc2html.render.codegen import printed
