"""Jinja speed machinery for the HTML output: the code generator, the compiled templates
(built at wheel build time, never in git), the bytecode cache and the template context."""
