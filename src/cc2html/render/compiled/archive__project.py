from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'archive/project.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_project = resolve('project')
    l_0_version = resolve('version')
    l_0_page_title = missing
    try:
        t_1 = environment.filters['counted']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'counted' found.")
    try:
        t_2 = environment.filters['fmt_duration']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'fmt_duration' found.")
    try:
        t_3 = environment.filters['fmt_int']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'fmt_int' found.")
    try:
        t_4 = environment.filters['fmt_time']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'fmt_time' found.")
    try:
        t_5 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    try:
        t_6 = environment.filters['sum']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'sum' found.")
    pass
    l_0_page_title = environment.getattr((undefined(name='project') if l_0_project is missing else l_0_project), 'path')
    context.vars['page_title'] = l_0_page_title
    context.exported_vars.add('page_title')
    template = environment.get_template('page/_head.html', 'archive/project.html')
    gen = template.root_render_func(template.new_context(context.get_all(), True, {'page_title': l_0_page_title}))
    try:
        for event in gen:
            yield event
    finally: gen.close()
    yield '<body class="archive-project">\n<a class="skip" href="#main">Skip to sessions</a>\n<header class="page-head">\n<nav class="page-nav"><a href="../index.html" rel="up">↑ All projects</a> <a href="../search.html" rel="search">Search</a></nav>\n<h1>'
    yield printed(environment.getattr((undefined(name='project') if l_0_project is missing else l_0_project), 'path'))
    yield '</h1>\n<p class="source"><code>'
    yield printed(environment.getattr((undefined(name='project') if l_0_project is missing else l_0_project), 'name'))
    yield '</code> · '
    yield printed(t_1(t_5(environment.getattr((undefined(name='project') if l_0_project is missing else l_0_project), 'sessions')), 'session'))
    yield ' · '
    yield printed(t_1(environment.getattr((undefined(name='project') if l_0_project is missing else l_0_project), 'messages'), 'message'))
    yield ' · '
    yield printed(t_1(environment.getattr((undefined(name='project') if l_0_project is missing else l_0_project), 'tokens'), 'token'))
    yield '</p>\n</header>\n<main id="main">\n'
    if environment.getattr((undefined(name='project') if l_0_project is missing else l_0_project), 'sessions'):
        pass
        yield '<table class="archive-table">\n<thead><tr><th>Session</th><th>Started</th><th>Ended</th><th class="num">Duration</th><th class="num">Messages</th><th class="num">Tokens</th><th class="num">Cost</th><th>Models</th><th>Branch</th></tr></thead>\n<tbody>\n'
        l_1_loop = missing
        for l_1_row, l_1_loop in LoopContext(environment.getattr((undefined(name='project') if l_0_project is missing else l_0_project), 'sessions'), undefined):
            _loop_vars = {}
            pass
            yield '<tr>\n<td><a href="'
            yield printed(environment.getattr(l_1_row, 'href'))
            yield '">'
            yield printed(environment.getattr(l_1_row, 'title'))
            yield '</a><div class="folder"><code>'
            yield printed(environment.getattr(l_1_row, 'name'))
            yield '</code>'
            if environment.getattr(environment.getattr(l_1_row, 's'), 'agent'):
                pass
                yield ' <span class="badge">'
                yield printed(environment.getattr(environment.getattr(l_1_row, 's'), 'agent'))
                yield '</span>'
            if environment.getattr(l_1_row, 'gone'):
                pass
                yield ' <span class="badge gone" title="Claude Code deleted this transcript; the archive keeps its page">source deleted · last seen '
                yield printed(environment.getattr(l_1_row, 'gone'))
                yield '</span>'
            if (environment.getattr(environment.getattr(l_1_row, 's'), 'skipped') or environment.getattr(environment.getattr(l_1_row, 's'), 'unknown')):
                pass
                yield ' <span class="badge warn">'
                yield printed(t_3(environment.getattr(environment.getattr(l_1_row, 's'), 'skipped')))
                yield ' skipped · '
                yield printed(t_3(t_6(environment, context.call(environment.getattr(environment.getattr(environment.getattr(l_1_row, 's'), 'unknown'), 'values'), _loop_vars=_loop_vars))))
                yield ' unrecognised</span>'
            yield '</div></td>\n<td data-label="Started">'
            yield printed(t_4(environment.getattr(environment.getattr(l_1_row, 's'), 'started')))
            yield '</td>\n<td data-label="Ended">'
            yield printed(t_4(environment.getattr(environment.getattr(l_1_row, 's'), 'ended')))
            yield '</td>\n<td class="num" data-label="Duration">'
            yield printed(t_2(environment.getattr(environment.getattr(l_1_row, 's'), 'duration_s')))
            yield '</td>\n<td class="num" title="'
            l_2_loop = missing
            for (l_2_kind, l_2_count), l_2_loop in LoopContext(context.call(environment.getattr(environment.getattr(environment.getattr(l_1_row, 's'), 'kinds'), 'items'), _loop_vars=_loop_vars), undefined):
                _loop_vars = {}
                pass
                yield printed(l_2_kind)
                yield ' '
                yield printed(l_2_count)
                yield printed((' · ' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 21 in 'archive/project.html' evaluated to false and no else section was defined.")))
            l_2_loop = l_2_kind = l_2_count = missing
            yield '" data-label="Messages">'
            yield printed(t_3(environment.getattr(environment.getattr(l_1_row, 's'), 'messages')))
            yield '</td>\n<td class="num" data-label="Tokens">'
            yield printed(t_3(environment.getattr(environment.getattr(l_1_row, 's'), 'total_tokens')))
            yield '</td>\n<td class="num" data-usd="'
            yield printed(environment.getattr(environment.getattr(environment.getattr(l_1_row, 's'), 'cost'), 'value'))
            yield '">'
            if environment.getattr(environment.getattr(environment.getattr(l_1_row, 's'), 'cost'), 'label'):
                pass
                yield '<span title="'
                yield printed(environment.getattr(environment.getattr(environment.getattr(l_1_row, 's'), 'cost'), 'title'))
                yield '">'
                yield printed(environment.getattr(environment.getattr(environment.getattr(l_1_row, 's'), 'cost'), 'label'))
                yield '</span>'
            yield '</td>\n<td data-label="Models">'
            for l_2_model in environment.getattr(environment.getattr(l_1_row, 's'), 'models'):
                _loop_vars = {}
                pass
                yield '<span class="badge model">'
                yield printed(l_2_model)
                yield '</span> '
            l_2_model = missing
            yield '</td>\n<td data-label="Branch">'
            if environment.getattr(environment.getattr(l_1_row, 's'), 'branch'):
                pass
                yield '<code>'
                yield printed(environment.getattr(environment.getattr(l_1_row, 's'), 'branch'))
                yield '</code>'
            yield '</td>\n</tr>\n'
        l_1_loop = l_1_row = missing
        yield '</tbody>\n</table>\n'
        template = environment.get_template('archive/cost_days.html', 'archive/project.html')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {'page_title': l_0_page_title}))
        try:
            for event in gen:
                yield event
        finally: gen.close()
    else:
        pass
        yield '<p class="empty">No sessions selected in this project.</p>\n'
    if (environment.getattr((undefined(name='project') if l_0_project is missing else l_0_project), 'orphans') or environment.getattr((undefined(name='project') if l_0_project is missing else l_0_project), 'quiet')):
        pass
        yield '<section class="report">\n'
        if environment.getattr((undefined(name='project') if l_0_project is missing else l_0_project), 'orphans'):
            pass
            yield '<details class="problems"><summary>'
            yield printed(t_1(t_5(environment.getattr((undefined(name='project') if l_0_project is missing else l_0_project), 'orphans')), 'subagent file'))
            yield ' whose session is not in this folder</summary>\n<ul>'
            for l_1_name in environment.getattr((undefined(name='project') if l_0_project is missing else l_0_project), 'orphans'):
                _loop_vars = {}
                pass
                yield '<li><code>'
                yield printed(l_1_name)
                yield '</code></li>'
            l_1_name = missing
            yield '</ul></details>\n'
        if environment.getattr((undefined(name='project') if l_0_project is missing else l_0_project), 'quiet'):
            pass
            yield '<details class="problems"><summary>'
            yield printed(t_1(t_5(environment.getattr((undefined(name='project') if l_0_project is missing else l_0_project), 'quiet')), 'file'))
            yield ' with no conversation in them (empty, or only summary/bookkeeping lines)</summary>\n<ul>'
            for l_1_name in environment.getattr((undefined(name='project') if l_0_project is missing else l_0_project), 'quiet'):
                _loop_vars = {}
                pass
                yield '<li><code>'
                yield printed(l_1_name)
                yield '</code></li>'
            l_1_name = missing
            yield '</ul></details>\n'
        yield '</section>\n'
    yield '</main>\n<footer class="page-foot">Rendered by cc2html '
    yield printed((undefined(name='version') if l_0_version is missing else l_0_version))
    yield '</footer>\n</body>\n</html>'

blocks = {}
debug_info = '1=50&2=53&7=60&8=62&11=70&15=74&17=78&18=102&19=104&20=106&21=109&22=120&23=122&24=132&25=140&30=148&34=157&36=160&37=163&38=165&40=173&41=176&42=178&47=188'
from cc2html.render.codegen import printed
