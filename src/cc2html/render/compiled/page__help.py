from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'page/help.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    pass
    yield '<dialog class="help" id="help" aria-labelledby="help-title">\n<h2 id="help-title">Keyboard shortcuts</h2>\n<dl class="keys">\n<dt><kbd>/</kbd></dt><dd>Search this page</dd>\n<dt><kbd>Enter</kbd> / <kbd>Shift</kbd>+<kbd>Enter</kbd></dt><dd>Next / previous match (in the search box)</dd>\n<dt><kbd>Esc</kbd></dt><dd>Leave the search box, close this help</dd>\n<dt><kbd>j</kbd> / <kbd>k</kbd></dt><dd>Next / previous message</dd>\n<dt><kbd>o</kbd></dt><dd>Fold or unfold the current message</dd>\n<dt><kbd>?</kbd></dt><dd>Show this help</dd>\n</dl>\n<p>Filters and searches are kept in the address, so a filtered view can be shared. Every message has a link (<span aria-hidden="true">#</span>) and a copy-link button.</p>\n<button type="button" data-action="close-help">Close</button>\n</dialog>'

blocks = {}
debug_info = ''
from cc2html.render.codegen import printed
