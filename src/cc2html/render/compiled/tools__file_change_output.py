from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'tools/file_change_output.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_out = resolve('out')
    l_0_inp = resolve('inp')
    l_0_numbered = l_0_reminders = l_0_path = missing
    try:
        t_1 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    try:
        t_2 = environment.filters['pre']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'pre' found.")
    try:
        t_3 = environment.tests['none']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No test named 'none' found.")
    pass
    included_template = environment.get_template('_partials/views.html', 'tools/file_change_output.html')._get_default_module(context)
    l_0_numbered = getattr(included_template, 'numbered', missing)
    if l_0_numbered is missing:
        l_0_numbered = undefined(f"the template {included_template.__name__!r} (imported on line 1 in 'tools/file_change_output.html') does not export the requested name 'numbered'", name='numbered')
    l_0_reminders = getattr(included_template, 'reminders', missing)
    if l_0_reminders is missing:
        l_0_reminders = undefined(f"the template {included_template.__name__!r} (imported on line 1 in 'tools/file_change_output.html') does not export the requested name 'reminders'", name='reminders')
    context.vars.update({'numbered': l_0_numbered, 'reminders': l_0_reminders})
    context.exported_vars.difference_update(('numbered', 'reminders'))
    l_0_path = (environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'file_path') or ('' if t_3((undefined(name='inp') if l_0_inp is missing else l_0_inp)) else environment.getattr((undefined(name='inp') if l_0_inp is missing else l_0_inp), 'target_file')))
    context.vars['path'] = l_0_path
    context.exported_vars.add('path')
    if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'message'):
        pass
        yield '<p class="tool-message">'
        if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'change'):
            pass
            yield '<span class="badge ok">'
            yield printed(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'outcome'))
            yield '</span> '
        if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'user_modified'):
            pass
            yield '<span class="badge">modified by the user</span> '
        yield printed(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'message'))
        yield '</p>'
    if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'snippet'):
        pass
        yield '<details class="snippet"><summary>The edited lines in the file ('
        yield printed(t_1(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'snippet')))
        yield ')</summary>\n'
        yield printed(context.call((undefined(name='numbered') if l_0_numbered is missing else l_0_numbered), environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'numbers'), environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'code'), (undefined(name='path') if l_0_path is missing else l_0_path)))
        yield '\n</details>\n'
    if environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'rest'):
        pass
        yield printed(t_2(environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'rest')))
    yield printed(context.call((undefined(name='reminders') if l_0_reminders is missing else l_0_reminders), environment.getattr((undefined(name='out') if l_0_out is missing else l_0_out), 'reminders')))

blocks = {}
debug_info = '1=32&2=41&3=44&4=57&5=60&6=62&9=64&10=67'
from cc2html.render.codegen import printed
