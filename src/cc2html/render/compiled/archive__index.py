from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'archive/index.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_projects = resolve('projects')
    l_0_totals = resolve('totals')
    l_0_cleanup_days = resolve('cleanup_days')
    l_0_version = resolve('version')
    l_0_page_title = missing
    try:
        t_1 = environment.filters['counted']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'counted' found.")
    try:
        t_2 = environment.filters['fmt_int']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'fmt_int' found.")
    try:
        t_3 = environment.filters['fmt_time']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'fmt_time' found.")
    try:
        t_4 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    pass
    l_0_page_title = 'Claude Code sessions'
    context.vars['page_title'] = l_0_page_title
    context.exported_vars.add('page_title')
    template = environment.get_template('page/_head.html', 'archive/index.html')
    gen = template.root_render_func(template.new_context(context.get_all(), True, {'page_title': l_0_page_title}))
    try:
        for event in gen:
            yield event
    finally: gen.close()
    yield '<body class="archive-index">\n<a class="skip" href="#main">Skip to sessions</a>\n<header class="page-head">\n<nav class="page-nav"><a href="search.html" rel="search">Search all sessions</a></nav>\n<h1>'
    yield printed((undefined(name='page_title') if l_0_page_title is missing else l_0_page_title))
    yield '</h1>\n<p class="source">'
    yield printed(t_1(t_4((undefined(name='projects') if l_0_projects is missing else l_0_projects)), 'project'))
    yield ' · '
    yield printed(t_1(environment.getattr((undefined(name='totals') if l_0_totals is missing else l_0_totals), 'sessions'), 'session'))
    yield ' · '
    yield printed(t_1(environment.getattr((undefined(name='totals') if l_0_totals is missing else l_0_totals), 'messages'), 'message'))
    yield ' · '
    yield printed(t_1(environment.getattr((undefined(name='totals') if l_0_totals is missing else l_0_totals), 'tokens'), 'token'))
    yield '</p>\n<p class="source retention">Claude Code deletes transcripts older than '
    yield printed(t_1((undefined(name='cleanup_days') if l_0_cleanup_days is missing else l_0_cleanup_days), 'day'))
    yield ' (<code>cleanupPeriodDays</code> in <code>~/.claude/settings.json</code>); the sessions it deletes stay in this archive, marked “source deleted”.</p>\n</header>\n<main id="main">\n'
    if (undefined(name='projects') if l_0_projects is missing else l_0_projects):
        pass
        yield '<table class="archive-table">\n<thead><tr><th>Project</th><th class="num">Sessions</th><th>First activity</th><th>Last activity</th><th class="num">Messages</th><th class="num">Tokens</th><th class="num">Cost</th></tr></thead>\n<tbody>\n'
        for l_1_p in (undefined(name='projects') if l_0_projects is missing else l_0_projects):
            _loop_vars = {}
            pass
            yield '<tr>\n<td><a href="'
            yield printed(environment.getattr(l_1_p, 'href'))
            yield '">'
            yield printed(environment.getattr(l_1_p, 'path'))
            yield '</a>'
            if (environment.getattr(l_1_p, 'path') != environment.getattr(l_1_p, 'name')):
                pass
                yield '<div class="folder"><code>'
                yield printed(environment.getattr(l_1_p, 'name'))
                yield '</code></div>'
            yield '</td>\n<td class="num" data-label="Sessions">'
            yield printed(t_2(t_4(environment.getattr(l_1_p, 'sessions'))))
            yield '</td>\n<td data-label="First activity">'
            yield printed(t_3(environment.getattr(l_1_p, 'first')))
            yield '</td>\n<td data-label="Last activity">'
            yield printed(t_3(environment.getattr(l_1_p, 'last')))
            yield '</td>\n<td class="num" data-label="Messages">'
            yield printed(t_2(environment.getattr(l_1_p, 'messages')))
            yield '</td>\n<td class="num" data-label="Tokens">'
            yield printed(t_2(environment.getattr(l_1_p, 'tokens')))
            yield '</td>\n<td class="num" data-usd="'
            yield printed(environment.getattr(environment.getattr(l_1_p, 'cost'), 'value'))
            yield '">'
            if environment.getattr(environment.getattr(l_1_p, 'cost'), 'label'):
                pass
                yield '<span title="'
                yield printed(environment.getattr(environment.getattr(l_1_p, 'cost'), 'title'))
                yield '">'
                yield printed(environment.getattr(environment.getattr(l_1_p, 'cost'), 'label'))
                yield '</span>'
            yield '</td>\n</tr>\n'
        l_1_p = missing
        yield '</tbody>\n</table>\n'
        template = environment.get_template('archive/cost_days.html', 'archive/index.html')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {'page_title': l_0_page_title}))
        try:
            for event in gen:
                yield event
        finally: gen.close()
    else:
        pass
        yield '<p class="empty">No sessions found.</p>\n'
    yield '</main>\n<footer class="page-foot">Rendered by cc2html '
    yield printed((undefined(name='version') if l_0_version is missing else l_0_version))
    yield '</footer>\n</body>\n</html>'

blocks = {}
debug_info = '1=40&2=43&7=50&8=52&9=60&12=62&16=65&18=69&19=79&20=81&21=83&22=85&23=87&24=89&29=101&34=111'
from cc2html.render.codegen import printed
