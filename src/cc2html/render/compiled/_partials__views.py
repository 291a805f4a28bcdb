from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = '_partials/views.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_numbered = l_0_reminders = l_0_diff_view = l_0_link = missing
    try:
        t_1 = environment.filters['pre']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'pre' found.")
    pass
    def macro(l_1_numbers, l_1_code, l_1_filename):
        t_2 = []
        l_1_code_view = resolve('code_view')
        if l_1_numbers is missing:
            l_1_numbers = undefined("parameter 'numbers' was not provided", name='numbers')
        if l_1_code is missing:
            l_1_code = undefined("parameter 'code' was not provided", name='code')
        if l_1_filename is missing:
            l_1_filename = ''
        pass
        t_2.extend((
            '<div class="numbered"><pre class="gutter" aria-hidden="true">',
            printed(l_1_numbers),
            '</pre>',
            printed(context.call((undefined(name='code_view') if l_1_code_view is missing else l_1_code_view), l_1_code, filename=l_1_filename)),
            '</div>\n',
        ))
        return concat(t_2)
    context.exported_vars.add('numbered')
    context.vars['numbered'] = l_0_numbered = Macro(environment, macro, 'numbered', ('numbers', 'code', 'filename'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_list):
        t_3 = []
        if l_1_list is missing:
            l_1_list = undefined("parameter 'list' was not provided", name='list')
        pass
        for l_2_text in l_1_list:
            _loop_vars = {}
            pass
            t_3.extend((
                '<details class="reminder"><summary>system reminder</summary>',
                printed(t_1(l_2_text)),
                '</details>\n',
            ))
        l_2_text = missing
        return concat(t_3)
    context.exported_vars.add('reminders')
    context.vars['reminders'] = l_0_reminders = Macro(environment, macro, 'reminders', ('list',), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_d, l_1_lang):
        t_4 = []
        if l_1_d is missing:
            l_1_d = undefined("parameter 'd' was not provided", name='d')
        if l_1_lang is missing:
            l_1_lang = ''
        pass
        t_4.append(
            '<div class="diff-view" role="table"><span class="diff-stat">',
        )
        if environment.getattr(l_1_d, 'removed'):
            pass
            t_4.extend((
                '<span class="del">−',
                printed(environment.getattr(l_1_d, 'removed')),
                '</span> ',
            ))
        if environment.getattr(l_1_d, 'added'):
            pass
            t_4.extend((
                '<span class="add">+',
                printed(environment.getattr(l_1_d, 'added')),
                '</span>',
            ))
        if ((not environment.getattr(l_1_d, 'removed')) and (not environment.getattr(l_1_d, 'added'))):
            pass
            t_4.append(
                'no change',
            )
        t_4.append(
            '</span>\n<pre class="diff-rows"><code',
        )
        if l_1_lang:
            pass
            t_4.extend((
                ' data-hl="',
                printed(l_1_lang),
                '"',
            ))
        t_4.append(
            '>',
        )
        for l_2_row in environment.getattr(l_1_d, 'rows'):
            _loop_vars = {}
            pass
            t_4.extend((
                '<span class="dl ',
                printed(environment.getattr(l_2_row, 'kind')),
                '"><span class="sign">',
                printed(environment.getattr(l_2_row, 'sign')),
                '</span>',
            ))
            for l_3_seg in environment.getattr(l_2_row, 'segments'):
                _loop_vars = {}
                pass
                if (environment.getattr(l_3_seg, 'changed') and (environment.getattr(l_2_row, 'kind') == 'del')):
                    pass
                    t_4.extend((
                        '<del>',
                        printed(environment.getattr(l_3_seg, 'text')),
                        '</del>',
                    ))
                elif (environment.getattr(l_3_seg, 'changed') and (environment.getattr(l_2_row, 'kind') == 'add')):
                    pass
                    t_4.extend((
                        '<ins>',
                        printed(environment.getattr(l_3_seg, 'text')),
                        '</ins>',
                    ))
                else:
                    pass
                    t_4.append(
                        printed(environment.getattr(l_3_seg, 'text')),
                    )
            l_3_seg = missing
            t_4.append(
                '\n</span>',
            )
        l_2_row = missing
        t_4.append(
            '</code></pre></div>\n',
        )
        return concat(t_4)
    context.exported_vars.add('diff_view')
    context.vars['diff_view'] = l_0_diff_view = Macro(environment, macro, 'diff_view', ('d', 'lang'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_url, l_1_text):
        t_5 = []
        l_1_safe_link = resolve('safe_link')
        if l_1_url is missing:
            l_1_url = undefined("parameter 'url' was not provided", name='url')
        if l_1_text is missing:
            l_1_text = ''
        pass
        if (l_1_url and context.call((undefined(name='safe_link') if l_1_safe_link is missing else l_1_safe_link), l_1_url)):
            pass
            t_5.extend((
                '<a href="',
                printed(l_1_url),
                '" rel="nofollow noopener noreferrer">',
                printed((l_1_text or l_1_url)),
                '</a>',
            ))
        else:
            pass
            t_5.extend((
                '<code>',
                printed((l_1_text or l_1_url)),
                '</code>',
            ))
            if ((l_1_text and l_1_url) and (l_1_text != l_1_url)):
                pass
                t_5.extend((
                    ' <code>',
                    printed(l_1_url),
                    '</code>',
                ))
        return concat(t_5)
    context.exported_vars.add('link')
    context.vars['link'] = l_0_link = Macro(environment, macro, 'link', ('url', 'text'), False, False, False, context.eval_ctx.autoescape)

blocks = {}
debug_info = '2=18&3=30&5=38&6=43&7=48&10=55&11=65&12=87&14=140'
from cc2html.render.codegen import printed
