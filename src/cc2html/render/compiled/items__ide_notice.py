from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'items/ide_notice.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_item = resolve('item')
    l_0_split = resolve('split')
    l_0_name = resolve('name')
    l_0_folder = resolve('folder')
    l_0_where = resolve('where')
    l_0_icon = missing
    try:
        t_1 = environment.filters['is_multiline']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'is_multiline' found.")
    try:
        t_2 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    try:
        t_3 = environment.filters['pre']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'pre' found.")
    try:
        t_4 = environment.filters['replace']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'replace' found.")
    try:
        t_5 = environment.filters['to_json']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'to_json' found.")
    try:
        t_6 = environment.tests['mapping']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No test named 'mapping' found.")
    try:
        t_7 = environment.tests['none']
    except KeyError:
        @internalcode
        def t_7(*unused):
            raise TemplateRuntimeError("No test named 'none' found.")
    try:
        t_8 = environment.tests['string']
    except KeyError:
        @internalcode
        def t_8(*unused):
            raise TemplateRuntimeError("No test named 'string' found.")
    pass
    l_0_icon = environment.getitem({'opened_file': '▤', 'selection': '✂', 'diagnostics': '⚕'}, environment.getattr((undefined(name='item') if l_0_item is missing else l_0_item), 'kind'))
    context.vars['icon'] = l_0_icon
    context.exported_vars.add('icon')
    if environment.getattr((undefined(name='item') if l_0_item is missing else l_0_item), 'path'):
        pass
        l_0_split = context.call(environment.getattr(context.call(environment.getattr(context.call(environment.getattr(environment.getattr((undefined(name='item') if l_0_item is missing else l_0_item), 'path'), 'replace'), '\\', '/'), 'rstrip'), '/'), 'rsplit'), '/', 1)
        context.vars['split'] = l_0_split
        context.exported_vars.add('split')
        l_0_name = (environment.getitem((undefined(name='split') if l_0_split is missing else l_0_split), -1) or environment.getattr((undefined(name='item') if l_0_item is missing else l_0_item), 'path'))
        context.vars['name'] = l_0_name
        context.exported_vars.add('name')
        l_0_folder = (environment.getattr((undefined(name='item') if l_0_item is missing else l_0_item), 'path')[:(t_2(environment.getattr((undefined(name='item') if l_0_item is missing else l_0_item), 'path')) - t_2(environment.getitem((undefined(name='split') if l_0_split is missing else l_0_split), -1)))] if (t_2((undefined(name='split') if l_0_split is missing else l_0_split)) > 1) else '')
        context.vars['folder'] = l_0_folder
        context.exported_vars.add('folder')
        def macro():
            t_9 = []
            pass
            t_9.extend((
                '<code class="ide-file" title="',
                printed(environment.getattr((undefined(name='item') if l_0_item is missing else l_0_item), 'path')),
                '">',
                printed((undefined(name='name') if l_0_name is missing else l_0_name)),
                '</code>',
            ))
            if (undefined(name='folder') if l_0_folder is missing else l_0_folder):
                pass
                t_9.extend((
                    ' <span class="ide-dir">',
                    printed((undefined(name='folder') if l_0_folder is missing else l_0_folder)),
                    '</span>',
                ))
            return concat(t_9)
        context.exported_vars.add('where')
        context.vars['where'] = l_0_where = Macro(environment, macro, 'where', (), False, False, False, context.eval_ctx.autoescape)
        yield '<details class="ide-notice ide-line ide-'
        yield printed(environment.getattr((undefined(name='item') if l_0_item is missing else l_0_item), 'kind'))
        yield '"><summary><span class="icon" aria-hidden="true">'
        yield printed((undefined(name='icon') if l_0_icon is missing else l_0_icon))
        yield '</span> <span class="label">'
        if (environment.getattr((undefined(name='item') if l_0_item is missing else l_0_item), 'kind') == 'selection'):
            pass
            yield 'IDE selection</span> '
            yield printed(('line' if ('–' not in environment.getattr((undefined(name='item') if l_0_item is missing else l_0_item), 'lines')) else 'lines'))
            yield ' '
            yield printed(environment.getattr((undefined(name='item') if l_0_item is missing else l_0_item), 'lines'))
            yield ' of'
        else:
            pass
            yield 'IDE opened file</span>'
        yield ' '
        yield printed(context.call((undefined(name='where') if l_0_where is missing else l_0_where)))
        yield '</summary>\n'
        yield printed(t_3(environment.getattr((undefined(name='item') if l_0_item is missing else l_0_item), 'content')))
        yield '\n</details>\n'
    else:
        pass
        yield '<div class="ide-notice ide-'
        yield printed(environment.getattr((undefined(name='item') if l_0_item is missing else l_0_item), 'kind'))
        yield '"><span class="icon" aria-hidden="true">'
        yield printed((undefined(name='icon') if l_0_icon is missing else l_0_icon))
        yield '</span> <span class="label">IDE '
        yield printed(t_4(context.eval_ctx, environment.getattr((undefined(name='item') if l_0_item is missing else l_0_item), 'kind'), '_', ' '))
        yield '</span>\n'
        if (not t_7(environment.getattr((undefined(name='item') if l_0_item is missing else l_0_item), 'diagnostics'))):
            pass
            yield '<ul class="diagnostics">'
            l_1_loop = missing
            for l_1_d, l_1_loop in LoopContext(environment.getattr((undefined(name='item') if l_0_item is missing else l_0_item), 'diagnostics'), undefined):
                _loop_vars = {}
                pass
                yield '<li>'
                if t_6(l_1_d):
                    pass
                    l_2_loop = missing
                    for (l_2_k, l_2_v), l_2_loop in LoopContext(context.call(environment.getattr(l_1_d, 'items'), _loop_vars=_loop_vars), undefined):
                        _loop_vars = {}
                        pass
                        yield '<span class="k">'
                        yield printed(l_2_k)
                        yield '</span> '
                        if t_8(l_2_v):
                            pass
                            yield printed(l_2_v)
                        else:
                            pass
                            yield '<code>'
                            yield printed(t_5(l_2_v))
                            yield '</code>'
                        if (not environment.getattr(l_2_loop, 'last')):
                            pass
                            yield ' · '
                    l_2_loop = l_2_k = l_2_v = missing
                else:
                    pass
                    yield '<code>'
                    yield printed(t_5(l_1_d))
                    yield '</code>'
                yield '</li>'
            l_1_loop = l_1_d = missing
            yield '</ul>\n'
        elif t_1(environment.getattr((undefined(name='item') if l_0_item is missing else l_0_item), 'content')):
            pass
            yield printed(t_3(environment.getattr((undefined(name='item') if l_0_item is missing else l_0_item), 'content')))
            yield '\n'
        else:
            pass
            yield '<span class="ide-text">'
            yield printed(environment.getattr((undefined(name='item') if l_0_item is missing else l_0_item), 'content'))
            yield '</span>\n'
        yield '</div>\n'
    yield '\n'

blocks = {}
debug_info = '2=65&3=68&4=79&5=100&6=117&9=122&10=128&11=132&12=165&13=167&15=172'
from cc2html.render.codegen import printed
