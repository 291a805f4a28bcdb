#!/bin/sh
# Rebuild static/vendor/hljs.js (highlight.js, BSD-3-Clause) from the pinned npm package.
# Run from the repo root: sh static/vendor/build_hljs.sh   (needs npm, node and network once;
# cc2html itself never fetches anything: the built file is committed and inlined in pages).
set -eu
VERSION=11.11.1
LANGS="bash c cpp csharp css diff dockerfile elixir go ini java javascript json makefile markdown python ruby rust sql typescript xml yaml"
OUT=static/vendor
TMP=$(mktemp -d)
(cd "$TMP" && npm pack --silent "@highlightjs/cdn-assets@$VERSION" >/dev/null && tar xzf ./*.tgz)
PKG="$TMP/package"
{
  # the ES core as a classic script: its one `export{x as default}` becomes window.hljs
  printf '(()=>{'
  sed -E 's/export\{([A-Za-z_$][A-Za-z0-9_$]*) as default\};/window.hljs=\1;/' "$PKG/es/core.min.js"
  printf '})();\n'
  for lang in $LANGS; do cat "$PKG/languages/$lang.min.js"; printf '\n'; done
} > "$OUT/hljs.js"
cp "$PKG/LICENSE" "$OUT/hljs.LICENSE"
# the aliases each bundled language answers to (file extensions, fence names), for the server
node -e '
  global.window = global; require(require("path").resolve(process.argv[1]));
  const table = {};
  for (const name of hljs.listLanguages().sort()) {
    for (const alias of [name, ...(hljs.getLanguage(name).aliases || [])]) table[alias.toLowerCase()] = name;
  }
  const sorted = Object.fromEntries(Object.entries(table).sort());
  process.stdout.write(JSON.stringify(sorted, null, 0) + "\n");
' "$OUT/hljs.js" > "$OUT/hljs_aliases.json"
rm -rf "$TMP"
sha256sum "$OUT/hljs.js" "$OUT/hljs.LICENSE" "$OUT/hljs_aliases.json"
