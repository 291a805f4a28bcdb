"""--redact: a secret's value may hold any character a password generator writes.

Issue 30 item 7: `password: Xk9#mQ2$vL7pR4` was left whole, the YAML rule taking `#` for a
comment; `DB_PASSWORD=Xk9;mQ2…`, `"password": "Xk9\\"mQ2…"` and values with quotes or brackets
inside were left too. Every form (`key: value`, `key=value`, JSON, env file, YAML, TOML,
INI, shell export) is tried with every such character; a real comment (` # note`) still
ends a value and stays, and code that such values resemble (calls, indexes, templates,
string literals, colours) stays unmasked.

Fake secrets are assembled at run time (no secret-shaped literal sits in the repo).
"""

from __future__ import annotations

import pytest

from cc2html.redact.redactor import Redactor

HEAD, TAIL = "Xk9", "mQ2vL7pR4"
#: characters inside a value that a rule once took for its end
INSIDE = ["#", ";", "$", "'", '"', "(", ")", "[", "]", "{", "}", ",", "!", "%", "&", "*", "?",
          "\\", "=", ":", "@", "^", "~"]

#: form -> (template with {v} for the value, whether the value may hold a space)
FORMS = {
    "yaml-lower": "password: {v}",
    "yaml-upper": "DB_PASSWORD: {v}",
    "yaml-api-key": "  openai_api_key: {v}",
    "yaml-token": "token: {v}",
    "env-file": "DB_PASSWORD={v}",
    "shell-export": "export API_TOKEN={v}",
    "ini": "password = {v}",
    "my-cnf": "password={v}",
    "lower-assignment": "auth_token = {v}",
}
QUOTED_FORMS = {
    "json": '{{"password": "{v}"}}',
    "json-api-key": '{{"api_key": "{v}"}}',
    "toml": 'password = "{v}"',
    "toml-literal": "secret_key = '{v}'",
    "yaml-double": 'password: "{v}"',
    "yaml-single": "password: '{v}'",
    "env-quoted": 'DB_PASSWORD="{v}"',
    "shell-export-single": "export DB_PASSWORD='{v}'",
    "python": 'API_KEY = "{v}"',
}


def _masked(text: str, value: str) -> str:
    out = Redactor().text(text)
    assert value not in out and TAIL not in out, (text, out)
    assert "[REDACTED:" in out
    return out


@pytest.mark.parametrize("char", INSIDE)
@pytest.mark.parametrize("form", sorted(FORMS))
def test_unquoted_value_with_any_character_is_masked(form: str, char: str) -> None:
    value = HEAD + char + TAIL
    _masked(FORMS[form].format(v=value), value)


def _escape(quote: str, value: str, yaml: bool) -> str:
    """`value` as a double-quoted string writes it (JSON, TOML, shell, YAML), or a YAML
    single-quoted one (a quote doubled)."""
    if quote == '"':
        return value.replace("\\", "\\\\").replace('"', '\\"')
    return value.replace("'", "''") if yaml else value


@pytest.mark.parametrize("char", INSIDE + [" "])
@pytest.mark.parametrize("form", sorted(QUOTED_FORMS))
def test_quoted_value_with_any_character_is_masked(form: str, char: str) -> None:
    template = QUOTED_FORMS[form]
    quote = '"' if '"{v}"' in template else "'"
    yaml = form.startswith("yaml")
    if char == quote == "'" and not yaml or (char == " " and "PASSWORD" not in template.upper()):
        pytest.skip("a single quote cannot stand in a single-quoted value (but YAML's, "
                    "doubled); spaces only in a passphrase")
    value = HEAD + char + TAIL
    _masked(template.format(v=_escape(quote, value, yaml)), TAIL)


@pytest.mark.parametrize("form", sorted(FORMS))
def test_value_starting_with_hash_is_masked(form: str) -> None:
    value = "#" + HEAD + TAIL
    _masked(FORMS[form].format(v=value), value)


@pytest.mark.parametrize("form", ["yaml-lower", "yaml-upper", "yaml-api-key", "yaml-token",
                                  "env-file", "ini"])
def test_real_comment_ends_the_value_and_stays(form: str) -> None:
    value = HEAD + "#" + TAIL
    out = _masked(FORMS[form].format(v=value) + "  # rotated monthly", value)
    assert out.endswith("]  # rotated monthly")


def test_escaped_newline_ends_a_value_in_json_shown_as_text() -> None:
    value = HEAD + ";" + TAIL
    out = _masked('"DB_PASSWORD=' + value + '\\nTOKEN=' + TAIL[::-1] + 'z9\\n"', value)
    assert out == '"DB_PASSWORD=[REDACTED:secret-assignment]\\nTOKEN=[REDACTED:secret-assignment]\\n"'


def test_trailing_code_punctuation_stays_outside_the_mask() -> None:
    value = HEAD + "#" + TAIL
    r = Redactor()
    assert r.text(f'echo "API_KEY={value}"') == 'echo "API_KEY=[REDACTED:secret-assignment]"'
    assert r.text(f"f(api_key={value})") == "f(api_key=[REDACTED:secret-assignment])"
    assert r.text(f"SECRET_KEY={value};") == "SECRET_KEY=[REDACTED:secret-assignment];"


CODE = [
    "API_KEY=os.environ['OPENAI_KEY']", 'api_key=os.environ["X1"]', "password=getpass.getpass()",
    "password = os.getenv('DB_PW1')", "password=request.form['pw1']", "token: data['tok1']",
    "secret_key=get_key(cfg2)", "password: foo(bar1)", "password: config[pw1]",
    "TOKEN=x${VAR}abc1", "SECRET_KEY=abc{{ .Values.x1 }}", "GITHUB_TOKEN=${{ secrets.GH1 }}",
    "jsonnet_token = r'[^\\W\\d]\\w*'", "_token = rf'(?:[{_punct}]+|{_core1})'",
    "ident_pattern_token = f'([{uni.xid_start}][{uni.xid_continue}]+)'",
    "color_token: #ff00aa", "accent_token: #0af", "apiKey: process.env.API_KEY,",
    "token: tok3n_value,", "api_key=settings.API_KEY;", "password: the one you set",
    "password: <your-password>", "secret_key: {{ secret }}", "password: ${DB_PASS}",
    "MY_TOKEN=(abc123)", "password = self._decode_base64(arg)", "token=sha256(data1)", "DB_PASSWORD=$(cat /run/secrets/db)", "export API_KEY=\"${API_KEY:-x}\"",
]


@pytest.mark.parametrize("text", CODE)
def test_code_that_looks_like_such_a_value_stays(text: str) -> None:
    r = Redactor()
    assert r.text(text) == text
    assert r.summary() == {}
