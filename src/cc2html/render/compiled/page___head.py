from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'page/_head.html'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_css_hash = resolve('css_hash')
    l_0_js_hash = resolve('js_hash')
    l_0_self_scripts = resolve('self_scripts')
    l_0_self_frames = resolve('self_frames')
    l_0_version = resolve('version')
    l_0_page_title = resolve('page_title')
    l_0_css = resolve('css')
    l_0_head_js = resolve('head_js')
    pass
    yield '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; img-src data:; style-src '
    yield printed((undefined(name='css_hash') if l_0_css_hash is missing else l_0_css_hash))
    yield '; script-src '
    if (undefined(name='js_hash') if l_0_js_hash is missing else l_0_js_hash):
        pass
        yield printed((undefined(name='js_hash') if l_0_js_hash is missing else l_0_js_hash))
    else:
        pass
        yield "'none'"
    if (undefined(name='self_scripts') if l_0_self_scripts is missing else l_0_self_scripts):
        pass
        yield " 'self'; connect-src 'none'"
    yield "; base-uri 'none'; form-action 'none'; frame-src "
    if (undefined(name='self_frames') if l_0_self_frames is missing else l_0_self_frames):
        pass
        yield "'self'"
    else:
        pass
        yield "'none'"
    yield '; object-src \'none\'">\n<meta name="referrer" content="no-referrer">\n<meta name="generator" content="cc2html '
    yield printed((undefined(name='version') if l_0_version is missing else l_0_version))
    yield '">\n<title>'
    yield printed((undefined(name='page_title') if l_0_page_title is missing else l_0_page_title))
    yield '</title>\n<style>'
    yield printed((undefined(name='css') if l_0_css is missing else l_0_css))
    yield '</style>\n'
    if (undefined(name='head_js') if l_0_head_js is missing else l_0_head_js):
        pass
        yield '<script>'
        yield printed((undefined(name='head_js') if l_0_head_js is missing else l_0_head_js))
        yield '</script>\n'
    yield '</head>'

blocks = {}
debug_info = '6=20&8=39&9=41&10=43&11=45&12=48'
from cc2html.render.codegen import printed
