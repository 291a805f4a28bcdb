from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'page/redactions.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_info = resolve('info')
    l_0_masked = resolve('masked')
    try:
        t_1 = environment.filters['dictsort']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'dictsort' found.")
    try:
        t_2 = environment.filters['fmt_int']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'fmt_int' found.")
    try:
        t_3 = environment.filters['sum']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'sum' found.")
    pass
    if environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'redacting'):
        pass
        yield '<details class="redactions" id="redactions"'
        if environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'redactions'):
            pass
            yield ' open'
        yield '>\n<summary>'
        if environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'redactions'):
            pass
            l_0_masked = t_3(environment, context.call(environment.getattr(environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'redactions'), 'values')))
            context.vars['masked'] = l_0_masked
            context.exported_vars.add('masked')
            yield printed(t_2((undefined(name='masked') if l_0_masked is missing else l_0_masked)))
            yield ' '
            yield printed(('secret or path' if ((undefined(name='masked') if l_0_masked is missing else l_0_masked) == 1) else 'secrets and paths'))
            yield ' masked before rendering'
        else:
            pass
            yield 'Redaction was on; nothing needed masking'
        yield '</summary>\n'
        if environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'redactions'):
            pass
            yield '<table>\n<thead><tr><th>Kind</th><th>Count</th></tr></thead>\n<tbody>\n'
            for (l_1_kind, l_1_count) in t_1(environment.getattr((undefined(name='info') if l_0_info is missing else l_0_info), 'redactions')):
                _loop_vars = {}
                pass
                yield '<tr><td><code>'
                yield printed(l_1_kind)
                yield '</code></td><td>'
                yield printed(t_2(l_1_count))
                yield '</td></tr>\n'
            l_1_kind = l_1_count = missing
            yield '</tbody>\n</table>\n<p class="note">Each appears in the page as <code>[REDACTED:kind]</code> (home folders as <code>~</code>).</p>\n'
        yield '</details>\n'

blocks = {}
debug_info = '1=31&2=34&3=38&4=51&8=54'
from cc2html.render.codegen import printed
