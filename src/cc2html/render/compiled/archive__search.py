from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'archive/search.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_folder = resolve('folder')
    l_0_version = resolve('version')
    l_0_js = resolve('js')
    l_0_page_title = missing
    pass
    l_0_page_title = 'Search — Claude Code sessions'
    context.vars['page_title'] = l_0_page_title
    context.exported_vars.add('page_title')
    template = environment.get_template('page/_head.html', 'archive/search.html')
    gen = template.root_render_func(template.new_context(context.get_all(), True, {'page_title': l_0_page_title}))
    try:
        for event in gen:
            yield event
    finally: gen.close()
    yield '\n<body class="archive-search" data-folder="'
    yield printed((undefined(name='folder') if l_0_folder is missing else l_0_folder))
    yield '">\n<header class="page-head">\n<nav class="page-nav"><a href="index.html" rel="up">↑ All projects</a></nav>\n<h1>Search all sessions</h1>\n<form id="archive-search-form" role="search" class="archive-search-form">\n<label for="archive-q">Words to find (prompts, answers, tool calls, titles)</label>\n<input type="search" id="archive-q" name="q" autocomplete="off" spellcheck="false" placeholder="e.g. refactor parser" disabled>\n</form>\n<p id="archive-status" class="source" role="status" aria-live="polite">Search needs JavaScript; the <a href="index.html">index pages</a> list every session.</p>\n</header>\n<main id="main">\n<ol id="archive-results" class="archive-results"></ol>\n<button type="button" id="archive-more" class="archive-more" hidden>Show more results</button>\n</main>\n<footer class="page-foot">Rendered by cc2html '
    yield printed((undefined(name='version') if l_0_version is missing else l_0_version))
    yield '</footer>\n<script>'
    yield printed((undefined(name='js') if l_0_js is missing else l_0_js))
    yield '</script>\n</body>\n</html>'

blocks = {}
debug_info = '1=15&2=18&3=25&17=27&18=29'
from cc2html.render.codegen import printed
