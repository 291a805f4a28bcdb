from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'page/subagent.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_sub = resolve('sub')
    l_0_r = resolve('r')
    l_0_counts = missing
    try:
        t_1 = environment.filters['counted']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'counted' found.")
    try:
        t_2 = environment.filters['css_token']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'css_token' found.")
    try:
        t_3 = environment.filters['first_line']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'first_line' found.")
    try:
        t_4 = environment.filters['thread_counts']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'thread_counts' found.")
    pass
    yield '<details class="subagent'
    yield printed(('' if environment.getattr((undefined(name='sub') if l_0_sub is missing else l_0_sub), 'linked') else ' unlinked'))
    yield '" id="'
    yield printed(environment.getattr((undefined(name='sub') if l_0_sub is missing else l_0_sub), 'anchor'))
    yield '" data-filter="sidechain">\n<summary class="subagent-head"><span class="icon" aria-hidden="true">❖</span> <span class="title">'
    if ((environment.getattr((undefined(name='sub') if l_0_sub is missing else l_0_sub), 'source') == 'task') and (not environment.getattr((undefined(name='sub') if l_0_sub is missing else l_0_sub), 'linked'))):
        pass
        yield 'Task'
    elif (environment.getattr((undefined(name='sub') if l_0_sub is missing else l_0_sub), 'source') == 'workflow'):
        pass
        yield printed(('Agent transcript' if environment.getattr((undefined(name='sub') if l_0_sub is missing else l_0_sub), 'linked') else 'Workflow run'))
    else:
        pass
        yield 'Subagent'
    yield '</span>'
    if environment.getattr((undefined(name='sub') if l_0_sub is missing else l_0_sub), 'too_deep'):
        pass
        yield ' <span class="badge pending">spawned by a subagent nested too deep to show in place: shown here</span>'
    elif environment.getattr((undefined(name='sub') if l_0_sub is missing else l_0_sub), 'aside'):
        pass
        yield ' <span class="badge">'
        yield printed(('warm-up' if (environment.getattr((undefined(name='sub') if l_0_sub is missing else l_0_sub), 'aside') == 'warm-up') else "outside the conversation's time"))
        yield '</span>'
    elif ((not environment.getattr((undefined(name='sub') if l_0_sub is missing else l_0_sub), 'linked')) and (environment.getattr((undefined(name='sub') if l_0_sub is missing else l_0_sub), 'source') == 'workflow')):
        pass
        yield ' <span class="badge pending">no Workflow call in this transcript names this run</span>'
    elif ((not environment.getattr((undefined(name='sub') if l_0_sub is missing else l_0_sub), 'linked')) and (environment.getattr((undefined(name='sub') if l_0_sub is missing else l_0_sub), 'source') != 'task')):
        pass
        yield ' <span class="badge pending">spawning call not found</span>'
    yield ' <code class="agent-key">'
    yield printed(environment.getattr((undefined(name='sub') if l_0_sub is missing else l_0_sub), 'key'))
    yield '</code> <span class="meta">'
    l_0_counts = t_4(environment.getattr((undefined(name='sub') if l_0_sub is missing else l_0_sub), 'nodes'))
    context.vars['counts'] = l_0_counts
    context.exported_vars.add('counts')
    yield printed(t_1(environment.getitem((undefined(name='counts') if l_0_counts is missing else l_0_counts), 0), 'message'))
    yield ' · '
    yield printed(t_1(environment.getitem((undefined(name='counts') if l_0_counts is missing else l_0_counts), 1), 'tool call'))
    if environment.getitem((undefined(name='counts') if l_0_counts is missing else l_0_counts), 2):
        pass
        yield ' · '
        yield printed(t_1(environment.getitem((undefined(name='counts') if l_0_counts is missing else l_0_counts), 2), 'agent'))
    if (environment.getattr((undefined(name='sub') if l_0_sub is missing else l_0_sub), 'source') == 'progress'):
        pass
        yield ' <span class="badge" title="No transcript file was found for this subagent; its messages come from the live progress copies in the main file">from progress records</span>'
    if environment.getattr((undefined(name='sub') if l_0_sub is missing else l_0_sub), 'task'):
        pass
        yield ' · <span class="badge task-status status-'
        yield printed(t_2(environment.getattr(environment.getattr((undefined(name='sub') if l_0_sub is missing else l_0_sub), 'task'), 'status')))
        yield '">'
        yield printed(environment.getattr(environment.getattr((undefined(name='sub') if l_0_sub is missing else l_0_sub), 'task'), 'status'))
        yield '</span>'
        if environment.getattr(environment.getattr((undefined(name='sub') if l_0_sub is missing else l_0_sub), 'task'), 'latest'):
            pass
            yield ' <span class="task-latest">'
            yield printed(t_3(environment.getattr(environment.getattr((undefined(name='sub') if l_0_sub is missing else l_0_sub), 'task'), 'latest'), 100))
            yield '</span>'
    yield '</span></summary>\n'
    if environment.getattr((undefined(name='sub') if l_0_sub is missing else l_0_sub), 'task'):
        pass
        template = environment.get_template('_partials/task_card.html', 'page/subagent.html')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {'counts': l_0_counts}))
        try:
            for event in gen:
                yield event
        finally: gen.close()
    yield '<div class="subagent-body">'
    yield printed(context.call(environment.getattr((undefined(name='r') if l_0_r is missing else l_0_r), 'body_nodes'), environment.getattr((undefined(name='sub') if l_0_sub is missing else l_0_sub), 'nodes'), 4))
    yield '</div>\n</details>'

blocks = {}
debug_info = '1=39&2=43&3=96&4=105'
from cc2html.render.codegen import printed
