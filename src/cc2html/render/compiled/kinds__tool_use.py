from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'kinds/tool_use.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_node = resolve('node')
    l_0_msg = resolve('msg')
    l_0_row = resolve('row')
    l_0_r = resolve('r')
    l_0_rnode = resolve('rnode')
    l_0_sub = resolve('sub')
    l_0_tool_head = l_0_result = l_0_commits = missing
    try:
        t_1 = environment.filters['css_classes']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'css_classes' found.")
    try:
        t_2 = environment.filters['fmt_time']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'fmt_time' found.")
    try:
        t_3 = environment.filters['msg_key']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'msg_key' found.")
    try:
        t_4 = environment.filters['uncopied']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'uncopied' found.")
    try:
        t_5 = environment.tests['defined']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No test named 'defined' found.")
    try:
        t_6 = environment.tests['none']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No test named 'none' found.")
    pass
    included_template = environment.get_template('_partials/tool_head.html', 'kinds/tool_use.html')._get_default_module(context)
    l_0_tool_head = getattr(included_template, 'tool_head', missing)
    if l_0_tool_head is missing:
        l_0_tool_head = undefined(f"the template {included_template.__name__!r} (imported on line 1 in 'kinds/tool_use.html') does not export the requested name 'tool_head'", name='tool_head')
    context.vars['tool_head'] = l_0_tool_head
    context.exported_vars.discard('tool_head')
    l_0_result = (environment.getattr(environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'result'), 'msg') if environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'result') else None)
    context.vars['result'] = l_0_result
    context.exported_vars.add('result')
    yield '<article class="msg tool-pair '
    yield printed(t_1((undefined(name='msg') if l_0_msg is missing else l_0_msg)))
    yield printed((' has-error' if ((not t_6((undefined(name='result') if l_0_result is missing else l_0_result))) and environment.getattr((undefined(name='result') if l_0_result is missing else l_0_result), 'is_error')) else cond_expr_undefined("the inline if-expression on line 3 in 'kinds/tool_use.html' evaluated to false and no else section was defined.")))
    yield '" id="'
    yield printed(environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'id'))
    yield '" data-filter="'
    yield printed(environment.getattr((undefined(name='row') if l_0_row is missing else l_0_row), 'filter'))
    yield '" data-tool="'
    yield printed(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'tool_name'))
    yield '"'
    if environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'message_id'):
        pass
        yield ' data-msg="'
        yield printed(t_3(environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'message_id')))
        yield '"'
    yield '>\n<details>\n'
    yield printed(context.call((undefined(name='tool_head') if l_0_tool_head is missing else l_0_tool_head), (undefined(name='node') if l_0_node is missing else l_0_node), (undefined(name='msg') if l_0_msg is missing else l_0_msg), (undefined(name='row') if l_0_row is missing else l_0_row), (undefined(name='result') if l_0_result is missing else l_0_result), (undefined(name='r') if l_0_r is missing else l_0_r)))
    yield '\n<div class="tool-body">\n<div class="tool-input">'
    yield printed(context.call(environment.getattr((undefined(name='r') if l_0_r is missing else l_0_r), 'tool_input'), environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'input')))
    yield '</div>\n'
    if environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'result'):
        pass
        l_0_rnode = environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'result')
        context.vars['rnode'] = l_0_rnode
        context.exported_vars.add('rnode')
        yield '<div class="'
        yield printed(t_1((undefined(name='result') if l_0_result is missing else l_0_result)))
        yield '" id="'
        yield printed(environment.getattr((undefined(name='rnode') if l_0_rnode is missing else l_0_rnode), 'id'))
        yield '">\n<div class="result-head">'
        yield printed(('Error' if environment.getattr((undefined(name='result') if l_0_result is missing else l_0_result), 'is_error') else 'Result'))
        yield ' '
        yield printed(t_2(environment.getattr(environment.getattr((undefined(name='result') if l_0_result is missing else l_0_result), 'meta'), 'timestamp')))
        yield '</div>\n'
        yield printed(context.call(environment.getattr((undefined(name='r') if l_0_r is missing else l_0_r), 'tool_output'), environment.getattr((undefined(name='result') if l_0_result is missing else l_0_result), 'output'), (undefined(name='result') if l_0_result is missing else l_0_result), environment.getattr((undefined(name='msg') if l_0_msg is missing else l_0_msg), 'input')))
        yield '\n</div>\n'
    else:
        pass
        yield '<p class="note">No result for this call was recorded in the transcript.</p>\n'
    if environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'notifications'):
        pass
        template = environment.get_template('_partials/background_results.html', 'kinds/tool_use.html')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {'commits': l_0_commits, 'result': l_0_result, 'rnode': l_0_rnode, 'sub': l_0_sub, 'tool_head': l_0_tool_head}))
        try:
            for event in gen:
                yield event
        finally: gen.close()
    yield '</div>\n'
    if environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'subagent'):
        pass
        l_0_sub = environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'subagent')
        context.vars['sub'] = l_0_sub
        context.exported_vars.add('sub')
        template = environment.get_template('page/subagent.html', 'kinds/tool_use.html')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {'commits': l_0_commits, 'result': l_0_result, 'rnode': l_0_rnode, 'sub': l_0_sub, 'tool_head': l_0_tool_head}))
        try:
            for event in gen:
                yield event
        finally: gen.close()
    if environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'children'):
        pass
        yield '<div class="children">'
        l_1_depth = resolve('depth')
        pass
        t_7 = context.eval_ctx.save()
        context.eval_ctx.autoescape = False
        yield str(t_4(context.call(environment.getattr((undefined(name='r') if l_0_r is missing else l_0_r), 'nodes'), environment.getattr((undefined(name='node') if l_0_node is missing else l_0_node), 'children'), ((undefined(name='depth') if l_1_depth is missing else l_1_depth) + 1))))
        context.eval_ctx.revert(t_7)
        l_1_depth = missing
        yield '</div>\n'
    yield '</details>\n'
    l_0_commits = (environment.getattr(environment.getattr((undefined(name='result') if l_0_result is missing else l_0_result), 'output'), 'commits') if ((not t_6((undefined(name='result') if l_0_result is missing else l_0_result))) and t_5(environment.getattr(environment.getattr((undefined(name='result') if l_0_result is missing else l_0_result), 'output'), 'commits'))) else ())
    context.vars['commits'] = l_0_commits
    context.exported_vars.add('commits')
    if (undefined(name='commits') if l_0_commits is missing else l_0_commits):
        pass
        template = environment.get_template('_partials/commit_cards.html', 'kinds/tool_use.html')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {'commits': l_0_commits, 'result': l_0_result, 'rnode': l_0_rnode, 'sub': l_0_sub, 'tool_head': l_0_tool_head}))
        try:
            for event in gen:
                yield event
        finally: gen.close()
    yield '</article>'

blocks = {}
debug_info = '1=54&2=60&3=64&4=73&6=79&8=81&9=83&10=85&11=89&12=93&13=97&18=102&20=111&21=113&22=116&24=122&25=129&28=134&29=137'
from cc2html.render.codegen import printed
