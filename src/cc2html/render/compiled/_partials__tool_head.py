from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = '_partials/tool_head.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_usage_badge = l_0_cut = l_0_tool_head = missing
    try:
        t_1 = environment.filters['first_line']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'first_line' found.")
    try:
        t_2 = environment.filters['fmt_elapsed']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'fmt_elapsed' found.")
    try:
        t_3 = environment.filters['fmt_time']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'fmt_time' found.")
    try:
        t_4 = environment.tests['none']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No test named 'none' found.")
    pass
    included_template = environment.get_template('_partials/usage.html', '_partials/tool_head.html')._get_default_module(context)
    l_0_usage_badge = getattr(included_template, 'usage_badge', missing)
    if l_0_usage_badge is missing:
        l_0_usage_badge = undefined(f"the template {included_template.__name__!r} (imported on line 7 in '_partials/tool_head.html') does not export the requested name 'usage_badge'", name='usage_badge')
    context.vars['usage_badge'] = l_0_usage_badge
    context.exported_vars.discard('usage_badge')
    def macro(l_1_h):
        t_5 = []
        if l_1_h is missing:
            l_1_h = undefined("parameter 'h' was not provided", name='h')
        pass
        if environment.getattr(l_1_h, 'tail'):
            pass
            t_5.extend((
                '<span class="cut-head">',
                printed(environment.getattr(l_1_h, 'head')),
                '</span><span class="cut-tail">',
                printed(environment.getattr(l_1_h, 'tail')),
                '</span>',
            ))
        else:
            pass
            t_5.append(
                printed(environment.getattr(l_1_h, 'head')),
            )
        return concat(t_5)
    context.exported_vars.add('cut')
    context.vars['cut'] = l_0_cut = Macro(environment, macro, 'cut', ('h',), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_node, l_1_msg, l_1_row, l_1_result, l_1_r):
        t_6 = []
        l_1_row_for = resolve('row_for')
        l_1_tool_hint = resolve('tool_hint')
        l_1_tool_seconds = resolve('tool_seconds')
        l_1_hint = l_1_badge = l_1_took = missing
        if l_1_node is missing:
            l_1_node = undefined("parameter 'node' was not provided", name='node')
        if l_1_msg is missing:
            l_1_msg = undefined("parameter 'msg' was not provided", name='msg')
        if l_1_row is missing:
            l_1_row = undefined("parameter 'row' was not provided", name='row')
        if l_1_result is missing:
            l_1_result = undefined("parameter 'result' was not provided", name='result')
        if l_1_r is missing:
            l_1_r = undefined("parameter 'r' was not provided", name='r')
        pass
        t_6.extend((
            '<summary class="msg-head">\n<span class="icon" aria-hidden="true">',
            printed((environment.getattr(context.call((undefined(name='row_for') if l_1_row_for is missing else l_1_row_for), environment.getattr(l_1_msg, 'input')), 'icon') or environment.getattr(l_1_row, 'icon'))),
            '</span>\n',
        ))
        if environment.getattr(environment.getattr(l_1_msg, 'input'), 'server'):
            pass
            t_6.extend((
                '<span class="badge mcp" title="MCP server ',
                printed(environment.getattr(environment.getattr(l_1_msg, 'input'), 'server')),
                '">',
                printed(environment.getattr(environment.getattr(l_1_msg, 'input'), 'server')),
                '</span>\n<span class="title tool-name" title="',
                printed(environment.getattr(l_1_msg, 'tool_name')),
                '">',
                printed(environment.getattr(environment.getattr(l_1_msg, 'input'), 'display_name')),
                '</span>\n',
            ))
        else:
            pass
            t_6.extend((
                '<span class="title tool-name">',
                printed((environment.getattr(l_1_msg, 'tool_name') or '(unnamed tool)')),
                '</span>\n',
            ))
        if environment.getattr(l_1_msg, 'caller'):
            pass
            t_6.extend((
                '<span class="badge caller" title="Called by another tool, not directly by the model">via ',
                printed(environment.getattr(l_1_msg, 'caller')),
                '</span>\n',
            ))
        l_1_hint = context.call((undefined(name='tool_hint') if l_1_tool_hint is missing else l_1_tool_hint), environment.getattr(l_1_msg, 'input'))
        if environment.getattr((undefined(name='hint') if l_1_hint is missing else l_1_hint), 'title'):
            pass
            t_6.extend((
                '<span class="hint',
                printed((' file-hint' if environment.getattr((undefined(name='hint') if l_1_hint is missing else l_1_hint), 'base') else cond_expr_undefined("the inline if-expression on line 26 in '_partials/tool_head.html' evaluated to false and no else section was defined."))),
                '"',
            ))
            if (environment.getattr((undefined(name='hint') if l_1_hint is missing else l_1_hint), 'base') or environment.getattr((undefined(name='hint') if l_1_hint is missing else l_1_hint), 'tail')):
                pass
                t_6.extend((
                    ' title="',
                    printed(environment.getattr((undefined(name='hint') if l_1_hint is missing else l_1_hint), 'title')),
                    '"',
                ))
            t_6.append(
                '>',
            )
            if environment.getattr((undefined(name='hint') if l_1_hint is missing else l_1_hint), 'base'):
                pass
                t_6.extend((
                    '<span class="hint-base">',
                    printed(environment.getattr((undefined(name='hint') if l_1_hint is missing else l_1_hint), 'base')),
                    '</span>',
                ))
                if environment.getattr((undefined(name='hint') if l_1_hint is missing else l_1_hint), 'extra'):
                    pass
                    t_6.extend((
                        '<span class="hint-extra">',
                        printed(environment.getattr((undefined(name='hint') if l_1_hint is missing else l_1_hint), 'extra')),
                        '</span>',
                    ))
                t_6.extend((
                    '<span class="hint-dir">',
                    printed(context.call((undefined(name='cut') if l_0_cut is missing else l_0_cut), (undefined(name='hint') if l_1_hint is missing else l_1_hint))),
                    '</span>',
                ))
            else:
                pass
                t_6.append(
                    printed(context.call((undefined(name='cut') if l_0_cut is missing else l_0_cut), (undefined(name='hint') if l_1_hint is missing else l_1_hint))),
                )
            t_6.append(
                '</span>\n',
            )
        t_6.append(
            '<span class="meta">',
        )
        l_1_badge = context.call(environment.getattr(l_1_r, 'badge'), l_1_node)
        if (undefined(name='badge') if l_1_badge is missing else l_1_badge):
            pass
            t_6.append(
                printed(context.call((undefined(name='usage_badge') if l_0_usage_badge is missing else l_0_usage_badge), (undefined(name='badge') if l_1_badge is missing else l_1_badge))),
            )
        if environment.getattr(l_1_node, 'subagent'):
            pass
            t_6.append(
                '<span class="badge subagent">subagent',
            )
            if environment.getattr(environment.getattr(l_1_node, 'subagent'), 'task'):
                pass
                t_6.extend((
                    ' · ',
                    printed(environment.getattr(environment.getattr(environment.getattr(l_1_node, 'subagent'), 'task'), 'status')),
                ))
                if environment.getattr(environment.getattr(environment.getattr(l_1_node, 'subagent'), 'task'), 'latest'):
                    pass
                    t_6.extend((
                        ' · ',
                        printed(t_1(environment.getattr(environment.getattr(environment.getattr(l_1_node, 'subagent'), 'task'), 'latest'), 60)),
                    ))
            t_6.append(
                '</span>',
            )
        if t_4(l_1_result):
            pass
            t_6.append(
                '<span class="badge pending" title="No result was recorded for this call">no result</span>',
            )
        elif environment.getattr(l_1_result, 'is_error'):
            pass
            t_6.extend((
                '<span class="badge error">',
                printed(('denied' if environment.getattr(l_1_result, 'denied') else 'error')),
                '</span>',
            ))
        else:
            pass
            if environment.getattr(environment.getattr(l_1_result, 'output'), 'outcome'):
                pass
                t_6.extend((
                    '<span class="outcome">',
                    printed(environment.getattr(environment.getattr(l_1_result, 'output'), 'outcome')),
                    '</span>',
                ))
            if (not environment.getattr(environment.getattr(l_1_result, 'output'), 'ok')):
                pass
                t_6.append(
                    '<span class="badge error" title="The tool reported that it did not succeed">✗</span>',
                )
            else:
                pass
                t_6.append(
                    '<span class="badge ok" title="Succeeded">✓</span>',
                )
        l_1_took = context.call((undefined(name='tool_seconds') if l_1_tool_seconds is missing else l_1_tool_seconds), l_1_node)
        if (not t_4((undefined(name='took') if l_1_took is missing else l_1_took))):
            pass
            t_6.extend((
                '<span class="badge took" title="Time from call to result">',
                printed(t_2((undefined(name='took') if l_1_took is missing else l_1_took))),
                '</span>',
            ))
        t_6.extend((
            printed(t_3(environment.getattr(environment.getattr(l_1_msg, 'meta'), 'timestamp'))),
            '</span>\n',
        ))
        template = environment.get_template('_partials/links.html', '_partials/tool_head.html')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {'badge': l_1_badge, 'hint': l_1_hint, 'msg': l_1_msg, 'node': l_1_node, 'r': l_1_r, 'result': l_1_result, 'row': l_1_row, 'took': l_1_took, 'cut': l_0_cut, 'tool_head': l_0_tool_head, 'usage_badge': l_0_usage_badge}))
        try:
            for event in gen:
                t_6.append(event)
        finally: gen.close()
        t_6.append(
            '\n</summary>',
        )
        return concat(t_6)
    context.exported_vars.add('tool_head')
    context.vars['tool_head'] = l_0_tool_head = Macro(environment, macro, 'tool_head', ('node', 'msg', 'row', 'result', 'r'), False, False, False, context.eval_ctx.autoescape)

blocks = {}
debug_info = '7=36&8=42&9=47&10=59&12=64&14=83&15=86&16=90&17=94&19=103&21=106&22=110&24=113&25=114&26=118&27=131&28=135&29=138&30=147&32=153&37=161&38=162&39=165&41=167&43=172&44=178&48=187&50=192&51=196&53=201&54=205&56=208&62=218&63=219&64=223&66=227&68=230'
from cc2html.render.codegen import printed
