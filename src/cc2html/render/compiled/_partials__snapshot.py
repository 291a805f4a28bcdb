from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = '_partials/snapshot.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_session = resolve('session')
    l_0_session_index = resolve('session_index')
    l_0_snap = missing
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
        t_3 = environment.filters['dom_id']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'dom_id' found.")
    try:
        t_4 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    pass
    l_0_snap = environment.getattr((undefined(name='session') if l_0_session is missing else l_0_session), 'snapshot')
    context.vars['snap'] = l_0_snap
    context.exported_vars.add('snap')
    yield '<details class="snapshot" id="'
    yield printed((markup_join(('snapshot-', t_3(environment.getattr((undefined(name='session') if l_0_session is missing else l_0_session), 'session_id')), )) if environment.getattr((undefined(name='session') if l_0_session is missing else l_0_session), 'session_id') else markup_join(('snapshot', (undefined(name='session_index') if l_0_session_index is missing else l_0_session_index), ))))
    yield '">\n<summary><span class="icon" aria-hidden="true">⚒</span> Session setup'
    if environment.getattr((undefined(name='snap') if l_0_snap is missing else l_0_snap), 'model'):
        pass
        yield ' · <span class="badge model">'
        yield printed(environment.getattr((undefined(name='snap') if l_0_snap is missing else l_0_snap), 'model'))
        yield '</span>'
    if environment.getattr((undefined(name='snap') if l_0_snap is missing else l_0_snap), 'permission_mode'):
        pass
        yield ' · <span class="badge mode">'
        yield printed(environment.getattr((undefined(name='snap') if l_0_snap is missing else l_0_snap), 'permission_mode'))
        yield '</span>'
    yield ' · '
    yield printed(t_1(t_4(environment.getattr((undefined(name='snap') if l_0_snap is missing else l_0_snap), 'tools')), 'tool'))
    if environment.getattr((undefined(name='snap') if l_0_snap is missing else l_0_snap), 'mcp_servers'):
        pass
        yield ' · '
        yield printed(t_1(t_4(environment.getattr((undefined(name='snap') if l_0_snap is missing else l_0_snap), 'mcp_servers')), 'MCP server'))
    yield '</summary>\n<dl class="session-facts">\n'
    if environment.getattr((undefined(name='snap') if l_0_snap is missing else l_0_snap), 'model'):
        pass
        yield '<dt>Model</dt><dd>'
        yield printed(environment.getattr((undefined(name='snap') if l_0_snap is missing else l_0_snap), 'model'))
        yield '</dd>'
    if environment.getattr((undefined(name='snap') if l_0_snap is missing else l_0_snap), 'cwd'):
        pass
        yield '<dt>Directory</dt><dd><code>'
        yield printed(environment.getattr((undefined(name='snap') if l_0_snap is missing else l_0_snap), 'cwd'))
        yield '</code></dd>'
    if environment.getattr((undefined(name='snap') if l_0_snap is missing else l_0_snap), 'permission_mode'):
        pass
        yield '<dt>Permission mode</dt><dd>'
        yield printed(environment.getattr((undefined(name='snap') if l_0_snap is missing else l_0_snap), 'permission_mode'))
        yield '</dd>'
    if environment.getattr((undefined(name='snap') if l_0_snap is missing else l_0_snap), 'version'):
        pass
        yield '<dt>Claude Code</dt><dd>'
        yield printed(environment.getattr((undefined(name='snap') if l_0_snap is missing else l_0_snap), 'version'))
        yield '</dd>'
    if environment.getattr((undefined(name='snap') if l_0_snap is missing else l_0_snap), 'mcp_servers'):
        pass
        yield '<dt>MCP servers</dt><dd>'
        for (l_1_name, l_1_status) in environment.getattr((undefined(name='snap') if l_0_snap is missing else l_0_snap), 'mcp_servers'):
            _loop_vars = {}
            pass
            yield '<span class="badge mcp status-'
            yield printed(t_2(environment.getitem(context.call(environment.getattr(l_1_status, 'split'), ' ', 1, _loop_vars=_loop_vars), 0)))
            yield '">'
            yield printed(l_1_name)
            if l_1_status:
                pass
                yield ': '
                yield printed(l_1_status)
            yield '</span> '
        l_1_name = l_1_status = missing
        yield '</dd>'
    if environment.getattr((undefined(name='snap') if l_0_snap is missing else l_0_snap), 'tools'):
        pass
        yield '<dt>Tools</dt><dd>'
        for l_1_t in environment.getattr((undefined(name='snap') if l_0_snap is missing else l_0_snap), 'tools'):
            _loop_vars = {}
            pass
            yield '<code>'
            yield printed(l_1_t)
            yield '</code> '
        l_1_t = missing
        yield '</dd>'
    if environment.getattr((undefined(name='snap') if l_0_snap is missing else l_0_snap), 'skills'):
        pass
        yield '<dt>Skills</dt><dd>'
        for l_1_t in environment.getattr((undefined(name='snap') if l_0_snap is missing else l_0_snap), 'skills'):
            _loop_vars = {}
            pass
            yield '<code>'
            yield printed(l_1_t)
            yield '</code> '
        l_1_t = missing
        yield '</dd>'
    if environment.getattr((undefined(name='snap') if l_0_snap is missing else l_0_snap), 'slash_commands'):
        pass
        yield '<dt>Slash commands</dt><dd>'
        for l_1_t in environment.getattr((undefined(name='snap') if l_0_snap is missing else l_0_snap), 'slash_commands'):
            _loop_vars = {}
            pass
            yield '<code>/'
            yield printed(l_1_t)
            yield '</code> '
        l_1_t = missing
        yield '</dd>'
    if environment.getattr((undefined(name='snap') if l_0_snap is missing else l_0_snap), 'agents'):
        pass
        yield '<dt>Agents</dt><dd>'
        for l_1_t in environment.getattr((undefined(name='snap') if l_0_snap is missing else l_0_snap), 'agents'):
            _loop_vars = {}
            pass
            yield '<code>'
            yield printed(l_1_t)
            yield '</code> '
        l_1_t = missing
        yield '</dd>'
    if environment.getattr((undefined(name='snap') if l_0_snap is missing else l_0_snap), 'plugins'):
        pass
        yield '<dt>Plugins</dt><dd>'
        for (l_1_name, l_1_path) in environment.getattr((undefined(name='snap') if l_0_snap is missing else l_0_snap), 'plugins'):
            _loop_vars = {}
            pass
            yield '<code>'
            yield printed(l_1_name)
            yield '</code>'
            if l_1_path:
                pass
                yield ' <span class="path">'
                yield printed(l_1_path)
                yield '</span>'
            yield ' '
        l_1_name = l_1_path = missing
        yield '</dd>'
    for (l_1_label, l_1_value) in environment.getattr((undefined(name='snap') if l_0_snap is missing else l_0_snap), 'other'):
        _loop_vars = {}
        pass
        yield '<dt>'
        yield printed(l_1_label)
        yield '</dt><dd>'
        yield printed(l_1_value)
        yield '</dd>\n'
    l_1_label = l_1_value = missing
    yield '</dl>\n</details>'

blocks = {}
debug_info = '1=38&2=42&3=44&5=61&6=66&7=71&8=76&9=81&10=98&11=109&12=120&13=131&14=142&15=159'
from cc2html.render.codegen import printed
