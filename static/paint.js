/* Colour for code the static page shows as plain text (render/text/deferred.py): a block marked
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

  /* highlight.js's budget, as Pygments has one on the server (render/text/highlight.py): its
     grammars scan forward from each start position, so one long token costs the square
     of its length (100 KB took 48 s in 12 of the 22 languages), and some grammars do the
     same over many short lines (C's declaration pattern over words and spaces). So a line
     over LINE_MAX characters stays plain, and highlight.js sees at most PIECE_MAX
     characters at once (Pygments' own cap): a call costs at most that of PIECE_MAX
     characters, and a block's work grows with its length. */
  var LINE_MAX = 1000, PIECE_MAX = 5000;

  /* [start, end, class] for each run of text inside a scope in text[from, to), in order,
     offsets from the start of text, and `safe`: the line ends in the piece outside every
     scope (a string or comment is open at none of them); null when the tree does not add
     up to the text (then the block stays plain) */
  function piece(text, from, to, lang) {
    var out = [], safe = [], pos = from;
    function walk(node, cls, depth) {
      var kids = node.children || [];
      for (var i = 0; i < kids.length; i++) {
        var kid = kids[i];
        if (typeof kid === "string") {
          if (cls) out.push([pos, pos + kid.length, cls]);
          for (var nl = depth ? -1 : kid.indexOf("\n"); nl >= 0; nl = kid.indexOf("\n", nl + 1)) {
            safe.push(pos + nl + 1);
          }
          pos += kid.length;
        } else {
          walk(kid, (kid.scope && cssClass(kid.scope)) || cls, depth + 1);
        }
      }
    }
    var result = hljs.highlight(text.slice(from, to), {language: lang, ignoreIllegals: true});
    walk(result._emitter.rootNode, "", 0);
    return pos === to ? {spans: out, safe: safe} : null;
  }

  /* the ranges of text[from, to) (whole lines, none over LINE_MAX) in pieces of at most
     PIECE_MAX characters, each a run of whole lines; a piece that is not the last is kept
     up to its last line end outside every scope in its second half (highlight.js starts
     the next one there afresh), else whole. Each piece moves on by over a third of
     PIECE_MAX, so highlight.js sees each character at most about three times. */
  function inPieces(text, from, to, lang, out) {
    for (var start = from; start < to;) {
      var end = Math.min(to, start + PIECE_MAX);
      if (end < to) end = Math.max(text.lastIndexOf("\n", end - 1) + 1, start + 1);
      var got = piece(text, start, end, lang);
      if (!got) return false;
      var keep = end;
      if (end < to) {
        var safe = got.safe.filter(function (at) { return at < end && at - start >= (end - start) / 2; });
        if (safe.length) keep = safe[safe.length - 1];
      }
      got.spans.forEach(function (span) { if (span[0] < keep) out.push(span); });
      start = keep;
    }
    return true;
  }

  /* [start, end, class] for each run of text inside a scope, in order, and how many
     lines were too long to colour; null when highlight.js's tree does not add up */
  function ranges(text, lang) {
    var out = [], long = 0, run = 0;
    for (var at = 0; at < text.length;) {
      var nl = text.indexOf("\n", at), end = nl < 0 ? text.length : nl + 1;
      if (end - at - (nl < 0 ? 0 : 1) > LINE_MAX) {
        if (run < at && !inPieces(text, run, at, lang, out)) return null;
        long++;
        run = end;
      }
      at = end;
    }
    if (run < text.length && !inPieces(text, run, text.length, lang, out)) return null;
    return {spans: out, long: long};
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
    var got = ranges(text, lang);
    if (!got) return 0;
    var spans = got.spans, at = 0, cursor = {k: 0};
    parts.forEach(function (part) {
      part.nodes.forEach(function (n) {
        at = part.paint ? wrap(n, at, spans, cursor) : at + n.data.length;
      });
    });
    return got.long;
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
    return Math.max(paint(side("del"), lang), paint(side("add"), lang));
  }

  /* says so above a block with lines left plain (numbers only: no transcript text) */
  function noteLong(code, long) {
    code.classList.add("hl-over");
    code.setAttribute("data-hl-long", String(long));
    var pre = code.parentNode, note = document.createElement("p");
    note.className = "hl-cut";
    note.textContent = long === 1 ? "1 line over " + LINE_MAX.toLocaleString("en") +
      " characters is not coloured" : long.toLocaleString("en") + " lines over " +
      LINE_MAX.toLocaleString("en") + " characters are not coloured";
    pre.parentNode.insertBefore(note, pre);
  }

  function colour(code) {
    var lang = code.getAttribute("data-hl");
    code.removeAttribute("data-hl");
    if (!lang || !hljs.getLanguage(lang)) return;
    try {
      var long = code.parentNode.classList.contains("diff-rows") ? colourDiff(code, lang)
        : paint([{nodes: textNodes(code), paint: true}], lang);
      code.classList.add("painted");
      if (long) noteLong(code, long);
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
