from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'page/page.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_info = resolve('info')
    l_0_sessions = resolve('sessions')
    l_0_version = resolve('version')
    l_0_md_data = resolve('md_data')
    l_0_js = resolve('js')
    l_0_r = resolve('r')
    l_0_colour_js = resolve('colour_js')
    l_0_page_title = missing
    try:
        t_1 = environment.filters['local_href']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'local_href' found.")
    pass
    l_0_page_title = environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'title')
    context.vars['page_title'] = l_0_page_title
    context.exported_vars.add('page_title')
    template = environment.get_template('page/_head.html', 'page/page.html')
    gen = template.root_render_func(template.new_context(context.get_all(), True, {'page_title': l_0_page_title}))
    try:
        for event in gen:
            yield event
    finally: gen.close()
    yield '\n<body>\n<a class="skip" href="#main">Skip to conversation</a>\n<header class="page-head">\n'
    if environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'nav'):
        pass
        yield '<nav class="page-nav">\n'
        if environment.getattr(environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'nav'), 'up'):
            pass
            yield '<a href="'
            yield printed(t_1(environment.getattr(environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'nav'), 'up')))
            yield '" rel="up">↑ Index</a>'
        if environment.getattr(environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'nav'), 'prev'):
            pass
            yield '<a href="'
            yield printed(t_1(environment.getattr(environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'nav'), 'prev')))
            yield '" rel="prev">← Previous</a>'
        if environment.getattr(environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'nav'), 'next'):
            pass
            yield '<a href="'
            yield printed(t_1(environment.getattr(environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'nav'), 'next')))
            yield '" rel="next">Next →</a>'
        if context.call(environment.getattr(environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'nav'), 'get'), 'search'):
            pass
            yield '<a href="'
            yield printed(t_1(environment.getattr(environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'nav'), 'search')))
            yield '" rel="search">Search</a>'
        yield '</nav>\n'
    yield '<h1>'
    yield printed(environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'title'))
    yield '</h1>\n<p class="source">'
    yield printed(environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'source_name'))
    yield '</p>\n'
    template = environment.get_template('page/kept.html', 'page/page.html')
    gen = template.root_render_func(template.new_context(context.get_all(), True, {'page_title': l_0_page_title}))
    try:
        for event in gen:
            yield event
    finally: gen.close()
    yield '</header>\n'
    template = environment.get_template('page/toolbar.html', 'page/page.html')
    gen = template.root_render_func(template.new_context(context.get_all(), True, {'page_title': l_0_page_title}))
    try:
        for event in gen:
            yield event
    finally: gen.close()
    yield '<main id="main">\n'
    for (l_1_session_index, l_1_session, l_1_stats) in (undefined(name='sessions') if l_0_sessions is missing else l_0_sessions):
        _loop_vars = {}
        pass
        template = environment.get_template('page/session.html', 'page/page.html')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {'session': l_1_session, 'session_index': l_1_session_index, 'stats': l_1_stats, 'page_title': l_0_page_title}))
        try:
            for event in gen:
                yield event
        finally: gen.close()
    l_1_session_index = l_1_session = l_1_stats = missing
    if (not (undefined(name='sessions') if l_0_sessions is missing else l_0_sessions)):
        pass
        yield '<p class="empty">This transcript has no messages.</p>\n'
    template = environment.get_template('page/report.html', 'page/page.html')
    gen = template.root_render_func(template.new_context(context.get_all(), True, {'page_title': l_0_page_title}))
    try:
        for event in gen:
            yield event
    finally: gen.close()
    yield '</main>\n<footer class="page-foot">Rendered by cc2html '
    yield printed((undefined(name='version') if l_0_version is missing else l_0_version))
    yield '</footer>\n'
    template = environment.get_template('page/help.html', 'page/page.html')
    gen = template.root_render_func(template.new_context(context.get_all(), True, {'page_title': l_0_page_title}))
    try:
        for event in gen:
            yield event
    finally: gen.close()
    yield '<script type="application/json" id="cc2html-md">'
    for l_1_part in (undefined(name='md_data') if l_0_md_data is missing else l_0_md_data):
        _loop_vars = {}
        pass
        yield printed(l_1_part)
    l_1_part = missing
    yield '</script>\n<script>'
    yield printed((undefined(name='js') if l_0_js is missing else l_0_js))
    if context.call(environment.getattr((undefined(name='r') if l_0_r is missing else l_0_r), 'colours')):
        pass
        yield printed((undefined(name='colour_js') if l_0_colour_js is missing else l_0_colour_js))
    yield '</script>\n'
    if (context.call(environment.getattr((undefined(name='r') if l_0_r is missing else l_0_r), 'colours')) and environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'colour_src')):
        pass
        yield '<script src="'
        yield printed(environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'colour_src'))
        yield '"></script>\n'
    yield '</body>\n</html>'

blocks = {}
debug_info = '1=25&2=28&6=35&8=38&9=43&10=48&11=53&14=60&15=62&16=64&18=71&20=78&21=81&23=88&26=91&28=98&29=100&30=107&31=113&32=118'
from cc2html.render.codegen import printed
