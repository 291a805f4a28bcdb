/* Colour for code the static page shows as plain text (render/deferred.py): a block marked
   data-hl="<language>" is coloured with the vendored highlight.js (static/vendor/hljs.js)
   when it first comes near the viewport: on load, on scrolling, or when the fold holding
   it opens. Transcript text is
   never parsed as markup: highlight.js's token tree gives character ranges, and the
   block's own text nodes are split and wrapped in <span class="hljs-..."> elements, so
   the words, the <del>/<ins> marks of a diff and the text a reader copies stay as they
   were. A diff is coloured side by side: the old text (context and removed lines) and the
   new text (context and added lines) are each highlighted whole, so strings and comments
   that span lines keep their colour. */
(function () {
  "use strict";
  var hljs = window.hljs;
  if (!hljs || !document.querySelectorAll) return;

  function cssClass(scope) {  // as highlight.js names its classes ("title.class" too)
    if (scope.indexOf("language:") === 0) return "";
    var parts = scope.split(".");
    var names = ["hljs-" + parts[0]];
    for (var i = 1; i < parts.length; i++) names.push(parts[i] + new Array(i + 1).join("_"));
    return names.join(" ");
  }

  /* [start, end, class] for each run of text inside a scope, in order; null when the
     tree does not add up to the text (then the block stays plain) */
  function ranges(text, lang) {
    var out = [], pos = 0;
    function walk(node, cls) {
      var kids = node.children || [];
      for (var i = 0; i < kids.length; i++) {
        var kid = kids[i];
        if (typeof kid === "string") {
          if (cls) out.push([pos, pos + kid.length, cls]);
          pos += kid.length;
        } else {
          walk(kid, (kid.scope && cssClass(kid.scope)) || cls);
        }
      }
    }
    var result = hljs.highlight(text, {language: lang, ignoreIllegals: true});
    walk(result._emitter.rootNode, "");
    return pos === text.length ? out : null;
  }

  function textNodes(el, skip) {
    var walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT), found = [], node;
    while ((node = walker.nextNode())) {
      if (!skip || !node.parentNode.closest(skip)) found.push(node);
    }
    return found;
  }

  /* wrap the parts of `node` (which starts at offset `start`) that ranges cover, from
     cursor.k on; the cursor moves past ranges that end before the node */
  function wrap(node, start, spans, cursor) {
    var end = start + node.data.length, hits = [];
    while (cursor.k < spans.length && spans[cursor.k][1] <= start) cursor.k++;
    for (var j = cursor.k; j < spans.length && spans[j][0] < end; j++) hits.push(spans[j]);
    for (var h = hits.length - 1; h >= 0; h--) {  // from the end: `node` keeps the start
      var from = Math.max(hits[h][0], start) - start, to = Math.min(hits[h][1], end) - start;
      if (to <= from) continue;
      var mid = node.splitText(from);
      mid.splitText(to - from);
      var span = document.createElement("span");
      span.className = hits[h][2];
      mid.parentNode.replaceChild(span, mid);
      span.appendChild(mid);
    }
    return end;
  }

  /* colour `parts` (lists of text nodes) as one text; only the nodes of parts marked
     paint are wrapped, the others count for their offsets */
  function paint(parts, lang) {
    var text = "";
    parts.forEach(function (part) {
      part.nodes.forEach(function (n) { text += n.data; });
    });
    var spans = ranges(text, lang);
    if (!spans) return;
    var at = 0, cursor = {k: 0};
    parts.forEach(function (part) {
      part.nodes.forEach(function (n) {
        at = part.paint ? wrap(n, at, spans, cursor) : at + n.data.length;
      });
    });
  }

  function colourDiff(code, lang) {
    var rows = Array.prototype.slice.call(code.querySelectorAll(".dl"));
    function side(own) {
      return rows.filter(function (r) {
        return r.classList.contains("ctx") || r.classList.contains(own);
      }).map(function (r) {
        return {nodes: textNodes(r, ".sign"), paint: own === "add" || !r.classList.contains("ctx")};
      });
    }
    paint(side("del"), lang);
    paint(side("add"), lang);
  }

  function colour(code) {
    var lang = code.getAttribute("data-hl");
    code.removeAttribute("data-hl");
    if (!lang || !hljs.getLanguage(lang)) return;
    try {
      if (code.parentNode.classList.contains("diff-rows")) colourDiff(code, lang);
      else paint([{nodes: textNodes(code), paint: true}], lang);
      code.classList.add("painted");
    } catch (e) { /* a block that cannot be coloured stays plain text */ }
  }

  function shown(el) {
    return !el.parentNode.closest("details:not([open])");
  }

  /* Blocks are coloured as they come near the viewport, not all on load: a long page has
     a thousand fences in view without a fold, and colouring them at once would hold the
     page up for seconds. A block in a closed fold is looked at when the fold opens. */
  var nearby = window.IntersectionObserver && new IntersectionObserver(function (seen) {
    for (var i = 0; i < seen.length; i++) {
      if (!seen[i].isIntersecting) continue;
      nearby.unobserve(seen[i].target);
      colour(seen[i].target);
    }
  }, {rootMargin: "50% 0px"});

  function colourShown(scope, all) {
    var marked = scope.querySelectorAll("code[data-hl]");
    for (var i = 0; i < marked.length; i++) {
      if (!shown(marked[i])) continue;
      if (nearby && !all) nearby.observe(marked[i]);
      else colour(marked[i]);
    }
  }

  document.addEventListener("toggle", function (event) {
    if (event.target.open) colourShown(event.target);
  }, true);
  window.addEventListener("beforeprint", function () { colourShown(document, true); });
  colourShown(document);
})();
