from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'page/report.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_info = resolve('info')
    l_0_doc = resolve('doc')
    l_0_skipped = l_0_kept = missing
    try:
        t_1 = environment.filters['counted']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'counted' found.")
    try:
        t_2 = environment.filters['dictsort']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'dictsort' found.")
    try:
        t_3 = environment.filters['fmt_int']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'fmt_int' found.")
    try:
        t_4 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    try:
        t_5 = environment.filters['list']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'list' found.")
    try:
        t_6 = environment.filters['rejectattr']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'rejectattr' found.")
    try:
        t_7 = environment.filters['selectattr']
    except KeyError:
        @internalcode
        def t_7(*unused):
            raise TemplateRuntimeError("No filter named 'selectattr' found.")
    try:
        t_8 = environment.filters['sum']
    except KeyError:
        @internalcode
        def t_8(*unused):
            raise TemplateRuntimeError("No filter named 'sum' found.")
    pass
    l_0_skipped = t_5(context.eval_ctx, t_6(context, environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'problems'), 'kept'))
    context.vars['skipped'] = l_0_skipped
    context.exported_vars.add('skipped')
    l_0_kept = t_5(context.eval_ctx, t_7(context, environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'problems'), 'kept'))
    context.vars['kept'] = l_0_kept
    context.exported_vars.add('kept')
    if (((((environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'problems') or environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'warnings')) or environment.getattr((undefined(name='doc') if l_0_doc is missing else l_0_doc), 'hidden')) or environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'redacting')) or environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'left_out')) or environment.getattr((undefined(name='doc') if l_0_doc is missing else l_0_doc), 'other_summaries')):
        pass
        yield '<section class="report" id="report">\n<h2>What this page leaves out, and why</h2>\n'
        if (undefined(name='skipped') if l_0_skipped is missing else l_0_skipped):
            pass
            yield '<details class="problems skipped" open>\n<summary>'
            yield printed(t_1(t_4((undefined(name='skipped') if l_0_skipped is missing else l_0_skipped)), 'line'))
            yield ' skipped: '
            yield printed(('it' if (t_4((undefined(name='skipped') if l_0_skipped is missing else l_0_skipped)) == 1) else 'they'))
            yield ' could not be read</summary>\n<ul>\n'
            for l_1_p in (undefined(name='skipped') if l_0_skipped is missing else l_0_skipped):
                _loop_vars = {}
                pass
                yield '<li><span class="where">line '
                yield printed(environment.getattr(l_1_p, 'line'))
                yield '</span> '
                yield printed(environment.getattr(l_1_p, 'reason'))
                if environment.getattr(l_1_p, 'preview'):
                    pass
                    yield ' <code class="preview">'
                    yield printed(environment.getattr(l_1_p, 'preview'))
                    yield '</code>'
                yield '</li>\n'
            l_1_p = missing
            yield '</ul>\n</details>\n'
        if (undefined(name='kept') if l_0_kept is missing else l_0_kept):
            pass
            yield '<details class="problems kept">\n<summary>'
            yield printed(t_1(t_4((undefined(name='kept') if l_0_kept is missing else l_0_kept)), 'line'))
            yield ' with problems, shown as best they could be</summary>\n<ul>\n'
            for l_1_p in (undefined(name='kept') if l_0_kept is missing else l_0_kept):
                _loop_vars = {}
                pass
                yield '<li><span class="where">line '
                yield printed(environment.getattr(l_1_p, 'line'))
                yield '</span> '
                yield printed(environment.getattr(l_1_p, 'reason'))
                yield '</li>\n'
            l_1_p = missing
            yield '</ul>\n</details>\n'
        if environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'warnings'):
            pass
            yield '<details class="problems warnings">\n<summary>'
            yield printed(t_1(t_4(environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'warnings')), 'warning'))
            yield '</summary>\n<ul>\n'
            for (l_1_line, l_1_text) in environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'warnings'):
                _loop_vars = {}
                pass
                yield '<li><span class="where">line '
                yield printed(l_1_line)
                yield '</span> '
                yield printed(l_1_text)
                yield '</li>\n'
            l_1_line = l_1_text = missing
            yield '</ul>\n</details>\n'
        if environment.getattr((undefined(name='doc') if l_0_doc is missing else l_0_doc), 'hidden'):
            pass
            yield '<details class="hidden-records">\n<summary>'
            yield printed(t_1(t_8(environment, context.call(environment.getattr(environment.getattr((undefined(name='doc') if l_0_doc is missing else l_0_doc), 'hidden'), 'values')), attribute='count'), 'record'))
            yield ' not shown as messages</summary>\n<table>\n<thead><tr><th>Kind</th><th>Count</th><th>Why not shown</th></tr></thead>\n<tbody>\n'
            for (l_1_kind, l_1_h) in t_2(environment.getattr((undefined(name='doc') if l_0_doc is missing else l_0_doc), 'hidden')):
                _loop_vars = {}
                pass
                yield '<tr><td><code>'
                yield printed(l_1_kind)
                yield '</code></td><td>'
                yield printed(t_3(environment.getattr(l_1_h, 'count')))
                yield '</td><td>'
                yield printed(environment.getattr(l_1_h, 'reason'))
                yield '</td></tr>\n'
            l_1_kind = l_1_h = missing
            yield '</tbody>\n</table>\n</details>\n'
        if environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'left_out'):
            pass
            yield '<details class="hidden-records left-out" open>\n<summary>'
            yield printed(t_1(t_8(environment, context.call(environment.getattr(environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'left_out'), 'values'))), 'message'))
            yield ' left out: this page shows --detail '
            yield printed(environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'detail'))
            yield '</summary>\n<table>\n<thead><tr><th>Kind</th><th>Count</th></tr></thead>\n<tbody>\n'
            for (l_1_kind, l_1_n) in t_2(environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'left_out')):
                _loop_vars = {}
                pass
                yield '<tr><td>'
                yield printed(l_1_kind)
                yield '</td><td>'
                yield printed(t_3(l_1_n))
                yield '</td></tr>\n'
            l_1_kind = l_1_n = missing
            yield '</tbody>\n</table>\n</details>\n'
        if environment.getattr((undefined(name='doc') if l_0_doc is missing else l_0_doc), 'other_summaries'):
            pass
            yield '<details class="other-summaries">\n<summary>'
            yield printed(t_1(t_4(environment.getattr((undefined(name='doc') if l_0_doc is missing else l_0_doc), 'other_summaries')), 'summary line'))
            yield ' recorded here for other conversations</summary>\n<ul>'
            for l_1_text in environment.getattr((undefined(name='doc') if l_0_doc is missing else l_0_doc), 'other_summaries'):
                _loop_vars = {}
                pass
                yield '<li>'
                yield printed(l_1_text)
                yield '</li>'
            l_1_text = missing
            yield '</ul>\n</details>\n'
        template = environment.get_template('page/redactions.html', 'page/report.html')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {'kept': l_0_kept, 'skipped': l_0_skipped}))
        try:
            for event in gen:
                yield event
        finally: gen.close()
        yield '</section>\n'

blocks = {}
debug_info = '1=62&2=65&3=68&6=71&8=74&10=78&15=93&17=96&19=98&24=108&26=111&28=113&33=123&35=126&39=128&45=140&47=143&51=147&57=157&59=160&60=162&63=170'
from cc2html.render.codegen import printed
