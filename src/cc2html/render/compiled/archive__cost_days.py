from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'archive/cost_days.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_days = resolve('days')
    pass
    if (undefined(name='days') if l_0_days is missing else l_0_days):
        pass
        yield '<section class="cost-days" aria-labelledby="cost-days">\n<h2 id="cost-days">Cost by day (UTC)</h2>\n<table class="archive-table">\n<thead><tr><th>Day (UTC)</th><th class="num">Cost</th></tr></thead>\n<tbody>\n'
        for (l_1_day, l_1_cost) in (undefined(name='days') if l_0_days is missing else l_0_days):
            _loop_vars = {}
            pass
            yield '<tr><td>'
            if l_1_day:
                pass
                yield '<time datetime="'
                yield printed(l_1_day)
                yield '">'
                yield printed(l_1_day)
                yield '</time>'
            else:
                pass
                yield 'no time recorded'
            yield '</td><td class="num" data-usd="'
            yield printed(environment.getattr(l_1_cost, 'value'))
            yield '"><span title="'
            yield printed(environment.getattr(l_1_cost, 'title'))
            yield '">'
            yield printed(environment.getattr(l_1_cost, 'label'))
            yield '</span></td></tr>\n'
        l_1_day = l_1_cost = missing
        yield '</tbody>\n</table>\n</section>\n'

blocks = {}
debug_info = '2=12&8=15&9=19'
from cc2html.render.codegen import printed
