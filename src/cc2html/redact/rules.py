"""What `--redact` masks: one row per secret format, with the literals that gate it.

A row is (kind, pattern, triggers): `kind` is the name the page and `--json` count under,
`pattern` a regex whose group `keep`, when present, stays in front of the marker (`API_KEY=`,
`Bearer `, a URL's user), `triggers` literals one of which occurs wherever the pattern can
match (plain `in` tests gate each pass; a string holding none is never searched).

Rows run in order: provider tokens before the header and assignment rows that may hold
them, so a key is counted once, by its provider. Private key blocks are not a row: see
`redact/pem.py`. Every pattern is linear: no quantified group whose pieces could match the same
text, and a prefix that is itself a token character is fenced by a lookbehind written
after it (`eyJ(?<!…eyJ)`) so the search still starts from the literal.

Formats from the providers' documented prefixes (and the gitleaks / GitHub secret-scanning
rule sets): Anthropic sk-ant-api03/admin01/oat01; OpenAI sk-proj/svcacct/admin and legacy
sk-; AWS AKIA/ASIA/ABIA/ACCA, secret access keys, session tokens; GitHub ghp/gho/ghu/ghs/ghr
and github_pat_; GitLab glpat/gldt/glrt/glptt/glft/glimt/glagent/gloas/glsoat/glcbt/glffct
and GR1348941 runner registration; Slack xox?-, xoxe.xoxp-, xapp-, webhooks; Google AIza,
ya29., 1//0 refresh tokens, GOCSPX-; Stripe sk/rk/pk _live/_test, whsec_; npm, PyPI,
Hugging Face, SendGrid, Twilio, Discord webhooks, Azure account keys, DigitalOcean, Shopify,
Vault, age, Postman, Groq, xAI, Replicate; JWTs.

Triggers start, where they can, with a character that is rare in text (`_`, `-`, `?`, an
upper-case letter) or one another trigger starts with already: the gate regex tries its
branches at every position whose character starts a trigger.
"""

from __future__ import annotations

#: one character of an unquoted value: anything a password generator writes (`# ; $ ' " (`
#: …) but a space, a colour code's ESC, a backtick (a shell substitution), a pipe and `< >`
#: (markup around it: `KEY=v</code>`); a backslash but one that escapes a line break or a
#: tab in JSON shown as text (`KEY=v\\nNEXT=w`)
_TOKEN = r"(?:[^\s\x1b`<>|\\]|\\(?![nrt]))"
#: its last character: not a quote, a backslash (`\"KEY=v\"` in JSON as text), or punctuation
#: that ends code (`apiKey: value,` `key=v;` `f(key=v)` `[k=v]`)
_TOKEN_END = r"[^\s\x1b`<>\"'\\,;|&)\]}]"
#: an unquoted value: starts with no `$ < { ( % [` (variable, placeholder, call, list) nor
#: a quote or a code separator; a `$ # ;` or quote inside is part of it (`pa$$word`,
#: `Xk9#mQ2`); `x${VAR}`, calls and indexes are left alone by Redactor
_BARE = (r"(?![$<{(%\[\"'`,;|&)\]}])" + _TOKEN + "{5,}" + _TOKEN_END)


def _quoted(quote: str, inner: str) -> str:
    """A value in `quote`s: without spaces, or (at most 200 characters, to the quote on the
    same line) with them, which Redactor accepts for passwords only (a passphrase)."""
    return (rf"{quote}(?![<{{%$])[^\s{inner}]{{6,}}{quote}"
            rf"|{quote}(?![<{{%$\s])[^\r\n{inner}]{{6,200}}{quote}")


#: a double-quoted value with backslash escapes (`"Xk9\"mQ2"`: JSON, shell, TOML, YAML);
#: tried first, the plain forms after it keep a value ending in a backslash (`"C:\dir\"`)
_ESCAPED = (r'"(?![<{%$])(?=[^\s"]{0,200}\\)(?:[^\s"\\]|\\[^\s]){6,}"'
            r'|"(?![<{%$\s])(?=[^\r\n"]{0,200}\\)(?:[^\r\n"\\]|\\[^\r\n]){6,200}"')
#: a single-quoted YAML value with a doubled quote inside (`'Xk9''mQ2'`)
_DOUBLED = r"'(?![<{%$])(?=[^\s']{0,200}'')(?:[^\s']|''){6,}'"
#: a quoted value, also as JSON inside a JSON string writes it (`\\"value\\"`); a `$` may
#: stand inside it (`"pa$$ word"`), not first (`"${VAR}"`)
_QUOTED = ("(?:" + _ESCAPED + "|" + _quoted('"', '"') + "|" + _DOUBLED + "|"
           + _quoted("'", "'") + "|" + _quoted(r'\\"', r'"\\') + ")")
#: query parameters that carry a secret (`?token=…`, `&api_key=…`, presigned URLs' signatures)
_URL_NAMES = ("access_token|refresh_token|id_token|token|api_key|apikey|api-key|key|password|"
              "passwd|pwd|secret|client_secret|sig|signature|auth|sentry_key|X-Amz-Signature|"
              "X-Amz-Security-Token|X-Amz-Credential|X-Goog-Signature")
#: a quote, or an escaped one
_Q = r"(?:\\?[\"'])"
#: between a name and its value: `=`, `: `, `": "`, `\\": \\"`
_SEP = _Q + r"?\s*[:=]\s*" + _Q + "?"
_COLON = _Q + r"?\s*:\s*" + _Q + "?"
#: the start of a word, also right after a colour code (`ESC[32mTOKEN=…`)
_WORD_START = (r"(?:(?<![A-Za-z0-9_])|(?<=\[[0-9]m)|(?<=[\[;][0-9][0-9]m)|(?<=;[0-9]m)"
               r"|(?<=\\[nrt]))")
_ASSIGN_UPPER = (r"(?:_TOKEN|_KEY|_KEY_BASE|_SECRET|PASSWORD|PASSWD|PASSPHRASE|_PASS|Password|"
                 rf"{_WORD_START}(?:TOKEN|SECRET))")
#: an unquoted YAML value, to the end of its line (a colour code may end it) or to a comment
#: (` # note`: a `#` after a space); a `#` inside it, or first, is part of it (`Xk9#mQ2`)
_YAML_VALUE = (r"(?![$<{%*\"'(\[,;|&)\]}])" + _TOKEN + "{5,}" + _TOKEN_END
               + r"(?=(?:\x1b\[[0-9;]{0,20}m)*[ \t]*(?:\r?\n|\\n|$)|[ \t]+#)")
_ASSIGN_LOWER = (r"(?:_token|_secret|password|passwd|passphrase|api_key|apikey|apiKey|secret_key|"
                 r"access_key|private_key|accessToken|authToken|clientSecret|refreshToken|_authToken)")

RULES: list[tuple[str, str, tuple[str, ...]]] = [
    ("anthropic-key", r"sk-ant-[A-Za-z0-9_-]{20,}", ("sk-ant-",)),
    # (lookaheads bounded: unbounded, "sk-sk-sk-…" was rescanned from every "sk-": quadratic)
    ("openai-key", r"sk-(?:proj-|svcacct-|admin-|None-)?(?=[A-Za-z_-]{0,200}[0-9])[A-Za-z0-9_-]{20,}",
     ("sk-",)),
    ("aws-access-key", r"A(?:KIA|SIA|BIA|CCA)[A-Z0-9]{16}(?![A-Za-z0-9])",
     ("AKIA", "ASIA", "ABIA", "ACCA")),
    ("github-token", r"g(?:h[pousr]_[A-Za-z0-9]{36,}|ithub_pat_[A-Za-z0-9_]{40,})",
     ("ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_")),
    ("gitlab-token", r"(?:gl(?:pat|dt|rt|ptt|ft|imt|agent|oas|soat|cbt|ffct)-|GR1348941)"
                     r"[A-Za-z0-9_-]{20,}(?:\.[0-9a-z]{2,12}){0,2}",
     ("glpat-", "gldt-", "glrt-", "glptt-", "glft-", "glimt-", "glagent-", "gloas-", "glsoat-",
      "glcbt-", "glffct-", "GR1348941")),
    ("slack-token", r"(?:xoxe\.)?(?:xox[a-eoprs]|xapp)-(?=[A-Za-z-]{0,200}[0-9])[A-Za-z0-9-]{10,}",
     ("xoxa-", "xoxb-", "xoxc-", "xoxd-", "xoxe-", "xoxo-", "xoxp-", "xoxr-", "xoxs-", "xoxe.",
      "xapp-")),
    ("slack-webhook", r"(?P<keep>hooks\.slack\.com/(?:services|workflows|triggers)/)"
                      r"[A-Za-z0-9_/-]{20,}", (".slack.com/",)),
    ("discord-webhook", r"(?P<keep>discord(?:app)?\.com/api/webhooks/[0-9]{5,30}/)[A-Za-z0-9_-]{30,}",
     ("/api/webhooks/",)),
    ("google-api-key", r"AIza[0-9A-Za-z_-]{35}", ("AIza",)),
    ("google-oauth-token", r"(?:ya29\.|1//0)[0-9A-Za-z_-]{20,}", ("29.", "//0")),
    ("google-client-secret", r"GOCSPX-[0-9A-Za-z_-]{20,}", ("GOCSPX-",)),
    ("stripe-key", r"(?:[spr]k_(?:live|test)_[0-9A-Za-z]{16,}|whsec_[A-Za-z0-9+/=]{20,})",
     ("_live_", "_test_", "sec_")),  # pk_test_ is public: kept (Redactor._replace)
    ("npm-token", r"npm_[A-Za-z0-9]{36}(?![A-Za-z0-9])", ("pm_",)),
    ("pypi-token", r"pypi-AgE[A-Za-z0-9_-]{50,}", ("pypi-AgE",)),
    ("huggingface-token", r"hf_[A-Za-z]{34,40}(?![A-Za-z0-9_])", ("f_",)),
    ("sendgrid-key", r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}", ("SG.",)),
    ("twilio-key", r"SK[0-9a-fA-F]{32}(?![0-9A-Za-z])", ("SK",)),
    ("service-token", r"(?:dop_v1_[a-f0-9]{64}|shp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}|"
                      r"hv[sbr]\.[A-Za-z0-9_-]{24,}|AGE-SECRET-KEY-1[0-9A-Z]{58}|"
                      r"PMAK-[a-f0-9]{24}-[a-f0-9]{34}|gsk_[A-Za-z0-9]{52}|xai-[A-Za-z0-9]{80}|"
                      r"r8_[A-Za-z0-9]{37})(?![A-Za-z0-9])",
     ("_v1_", "shpat_", "shpss_", "shpca_", "shppa_", "vs.", "vb.", "vr.", "AGE-SECRET-KEY-1",
      "PMAK-", "gsk_", "xai-", "8_")),
    ("jwt", r"eyJ(?<![A-Za-z0-9_-]eyJ)[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*",
     ("eyJ",)),
    ("azure-key", r"(?P<keep>(?:AccountKey|SharedAccessKey|SharedAccessSignature)\s*=\s*)"
                  r"[^;\s\"'<>]{20,}", ("AccountKey", "SharedAccessKey", "SharedAccessSignature")),
    # a kubeconfig's client key and certificate (base64 of their PEM files)
    ("kubeconfig-credential", rf"(?P<keep>{_WORD_START}client-(?:key|certificate)-data{_COLON})"
                              r"[A-Za-z0-9+/]{20,}={0,2}", ("-key-data", "-certificate-data")),
    # ~/.docker/config.json: `"auth"` (base64 of user:password: Redactor checks) and tokens
    ("docker-auth", rf"(?P<keep>{_Q}(?:auth|identitytoken|registrytoken){_Q}\s*:\s*{_Q})"
                    r"[A-Za-z0-9+/=._~-]{12,}(?=\\?[\"'])",
     ('"auth', "'auth", "identitytoken", "registrytoken")),
    # a `Cookie:` or `Set-Cookie:` header (`curl -v`): its value to the end of the line, when
    # some cookie in it looks random (Redactor checks)
    ("cookie", rf"(?P<keep>{_WORD_START}(?:[Ss]et-)?(?:[Cc]ookie|COOKIE){_COLON})"
               r"(?=[^\s=;\"'\\]{1,256}=)[^\r\n\"'\\\x1b]*[^\s\"'\\\x1b]",
     ("Cookie", "cookie", "COOKIE")),
    # a Sentry DSN's key (`https://<key>@o1.ingest.sentry.io/2`; old DSNs add `:<secret>`)
    ("sentry-dsn", r"(?P<keep>://)[0-9a-f]{32}(?::[0-9a-f]{32})?(?=@[A-Za-z0-9.-]{0,200}sentry)",
     ("sentry",)),
    ("bearer-token", r"(?P<keep>[Aa]uthorization" + _SEP + r"(?:Bearer|Basic|Token|token|bearer)\s+)"
                     r"[A-Za-z0-9._~+/=-]{8,}", ("uthorization",)),
    ("api-key-header", r"(?P<keep>(?<![A-Za-z0-9_-])(?i:x-api-key|api-key|x-auth-token|private-token|"
                       r"x-goog-api-key|x-access-token|job-token|x-vault-token|ocp-apim-subscription-key)"
                       + _COLON + r")[A-Za-z0-9._~+/=-]{12,}",
     ("pi-key", "pi-Key", "PI-KEY", "-token", "-Token", "-TOKEN", "ion-Key", "ion-key")),
    ("aws-secret", r"(?P<keep>(?:aws_secret_access_key|AWS_SECRET_ACCESS_KEY|SecretAccessKey)"
                   + _SEP + r")[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+])",
     ("ecret_access_key", "ecretAccessKey", "ECRET_ACCESS_KEY")),
    ("aws-session-token", r"(?P<keep>(?:aws_session_token|AWS_SESSION_TOKEN|SessionToken|"
                          r"aws_security_token|AWS_SECURITY_TOKEN)" + _SEP + r")"
                          r"[A-Za-z0-9/+=]{16,}",
     ("ession_token", "essionToken", "ESSION_TOKEN", "ecurity_token", "ECURITY_TOKEN")),
    ("secret-assignment", rf"(?P<keep>{_ASSIGN_UPPER}(?:\s*=\s*|{_Q}\s*:\s*|:\s*(?={_Q})))"
                          rf"(?:{_QUOTED}|{_BARE})",
     ("_TOKEN", "_KEY", "_SECRET", "PASSW", "PASSP", "_PASS", "Passw", "TOKEN", "SECRET")),
    # YAML / env-file style `PASSWORD: value` (unquoted, to the end of the line)
    ("secret-assignment", rf"(?P<keep>(?:{_ASSIGN_UPPER}|password|passwd|passphrase)[ \t]*:[ \t]+)"
                          + _YAML_VALUE,
     ("_TOKEN", "_KEY", "_SECRET", "PASSW", "PASSP", "_PASS", "Passw", "passw", "passp", "TOKEN",
      "SECRET")),
    # YAML `api_key: value` (a kubeconfig's `token:`), lower-case names a prefix may lead
    # (`openai_api_key:`): as above, and the value must look random
    ("secret-assignment", rf"(?P<keep>{_WORD_START}[a-z0-9_]*(?:api_?key|apikey|secret|"
                          r"secret_key|access_key|private_key|token):[ \t]+)" + _YAML_VALUE,
     ("pi_key:", "pikey:", "ecret:", "ecret_key:", "ccess_key:", "rivate_key:", "ken:")),
    ("secret-assignment", rf"(?P<keep>(?:{_ASSIGN_LOWER}{_Q}?\s*[:=]\s*|(?<![A-Za-z0-9_])"
                          rf"(?:token|secret){_Q}\s*:\s*)){_QUOTED}",
     ("secret", "ecret", "passw", "passp", "pi_key", "piKey", "pikey", "ccess_key", "rivate_key",
      "ccessToken", "uthToken", "ientSecret", "efreshToken", "_token")
     + tuple(c + "token" for c in "\"'")),
    ("secret-flag", r"(?P<keep>(?<![A-Za-z0-9_-])--(?:password|passwd|token|api-key|apikey|api_key|"
                    r"secret|client-secret|access-token|auth-token|registration-token|oauth2-bearer)"
                    r"(?:=|[ \t]+)[\"']?)(?![$<{(%-])[^\s\"'`;|&)]{6,}",
     ("--passw", "--token", "--api", "--secret", "--client-secret", "--access-token",
      "--auth-token", "--registration-token", "--oauth2-bearer")),
    ("secret-flag", r"(?P<keep>curl\b[^\n|;&]{0,120}?[ \t](?:-u|--user)[ \t]+[\"']?"
                    r"[^\s:\"'$]{1,64}:)(?![$<{(%-])[^\s\"'`@]{4,}", ("curl",)),
    ("url-credentials", r"(?P<keep>://[^/\s:@\"'<>]{0,64}:)"
                        r"[^/\s@\"'<>]{1,128}(?=@[A-Za-z0-9\[])", ("://",)),
    ("url-secret", rf"(?P<keep>[?&](?:{_URL_NAMES})=)"
                   r"(?![$<{%])[^&\s#\"'<>]{8,}",
     tuple(c + name + "=" for c in "?&" for name in _URL_NAMES.split("|"))),
    # (last: flags, URLs and headers name their kind first)
    # lower-case names with an unquoted value (my.cnf `password=…`, `auth_token = …`): the
    # value must look random (Redactor: a variable or a word is code, not a secret)
    ("secret-assignment", rf"(?P<keep>{_WORD_START}[a-z0-9_]*(?:password|passwd|passphrase|"
                          r"secret|api_?key|_token)[ \t]*=[ \t]*)" + _BARE,
     ("passw", "passp", "secret", "pi_key", "pikey", "_token")),
    # .netrc: `machine host login name password value`
    ("secret-assignment", r"(?P<keep>\blogin[ \t]+[^\s]{1,64}[ \t]+password[ \t]+)[^\s]{4,}",
     ("password ", "password\t")),
]

#: kinds whose value must look random (a digit, mixed case or a symbol), not be a word
STRICT = frozenset({"secret-flag", "url-secret", "api-key-header"})
#: kinds that must start at a word boundary (their prefix could end some longer word)
BOUNDED = frozenset({"anthropic-key", "openai-key", "aws-access-key", "github-token",
                     "gitlab-token", "slack-token", "google-api-key", "google-oauth-token",
                     "google-client-secret", "stripe-key", "npm-token", "pypi-token",
                     "huggingface-token", "sendgrid-key", "twilio-key", "service-token"})

_HOME_END = r"(?=/|\s|$|[\"'`:;,)\]\x1b])"
#: a Windows user's name, which may hold a space (`C:\Users\Ann Lee\`: then only before
#: the next separator); `sep` is `\`, `/`, or `\` escaped once or more (JSON as text)
_WIN_USER = (r"(?P<wuser>[A-Za-z0-9._-]{1,64}(?:[ ][A-Za-z0-9._-]{1,64}){1,2}(?=(?P=sep))"
             r"|[A-Za-z0-9._-]{1,64}(?=(?P=sep)|\\|\s|$|[\"'`:;,)\]\x1b]))")
HOME = ("home-path", r"(?:/home|/Users)/(?P<user>[A-Za-z0-9._-]{1,64})" + _HOME_END
        + r"|(?<![A-Za-z0-9])[A-Za-z]:(?P<sep>\\{1,4}|/)Users(?P=sep)" + _WIN_USER,
        ("/home/", "/Users/", ":\\Users\\", ":\\\\Users\\", ":/Users/"))
#: a home inside a Claude Code project folder name (`~/.claude/projects/-home-alice-app/`,
#: e.g. in memory file paths): masked when it names a user seen in a home path, or follows
#: `projects/`; it becomes `home` (`home-app`), as archive mode names that folder
#: (on Windows `C:\Users\alice\app` is stored as `C--Users-alice-app/`)
HOME_FOLDER = ("home-folder", r"(?<![A-Za-z0-9-])(?:-home|-Users|[A-Za-z]--Users)-"
                              r"(?P<tail>[A-Za-z0-9][A-Za-z0-9-]*)", ("-home-", "-Users-"))
