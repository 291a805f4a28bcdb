/* cc2html archive search page (search.html): works from file:// with no server.
   Data files are JS calls loaded with <script src> (fetch() of local files is blocked):
   sessions.js (projects, sessions, shard names), terms/<xy>.js (term -> sessions, per
   project) loaded per query word, text/<project>/<stem>.js (passages) only for the
   results shown. Words are split like the indexer (search_text.py): letters and digits,
   lower case, 2-40 characters; a query word matches terms it starts. Every result
   shows sessions containing all the words. Transcript text is only ever set with
   textContent. No network, no eval, no inline handlers: the CSP allows this script
   and files of this archive only. */
(function () {
  "use strict";
  var doc = document;
  var folder = doc.body.getAttribute("data-folder") || "cc2html-search";
  var input = doc.getElementById("archive-q"), statusEl = doc.getElementById("archive-status");
  var list = doc.getElementById("archive-results"), moreBtn = doc.getElementById("archive-more");
  var WORD = /[\p{L}\p{N}]+/gu, PAGE = 20, SNIPPETS = 3;
  var KINDS = { u: "prompt", s: "subagent prompt", a: "answer", t: "tool", c: "command" };
  var index = null, shardSet = {}, shards = {}, texts = {}, waiting = {};
  var generation = 0, ranked = [], shown = 0, words = [], timer = 0;
  var dateFmt = new Intl.DateTimeFormat(undefined, { year: "numeric", month: "short", day: "numeric",
                                                     hour: "2-digit", minute: "2-digit",
                                                     timeZoneName: "short" });

  window.cc2htmlSearch = {
    sessions: function (data) { index = data; },
    shard: function (name, data) { shards[name] = data; },
    text: function (page, passages) { texts[page] = passages; }
  };

  function say(text) { statusEl.textContent = text; }
  /* "./" first: a project named "javascript:x" stays a relative path to every reader */
  function href(parts) { return "./" + parts.map(encodeURIComponent).join("/"); }
  /* load one data file once; done() runs when it ran (or failed) */
  function load(rel, done) {
    if (waiting[rel] === true) { done(); return; }
    if (waiting[rel]) { waiting[rel].push(done); return; }
    waiting[rel] = [done];
    var s = doc.createElement("script");
    function finish() {
      var calls = waiting[rel];
      waiting[rel] = true;
      s.remove();
      calls.forEach(function (fn) { fn(); });
    }
    s.onload = finish;
    s.onerror = finish;
    s.src = href(rel.split("/"));
    doc.head.appendChild(s);
  }
  function loadAll(rels, done) {
    var left = rels.length;
    if (!left) { done(); return; }
    rels.forEach(function (rel) { load(rel, function () { if (--left === 0) { done(); } }); });
  }

  function tokens(text) {
    var found = text.toLowerCase().match(WORD) || [], seen = {};
    return found.filter(function (w) {
      if (w.length < 2 || w.length > 40 || seen[w]) { return false; }
      seen[w] = true;
      return true;
    });
  }
  function shardOf(word) {
    return Array.from(word).slice(0, 2).map(function (ch) {
      return /^[a-z0-9]$/.test(ch) ? ch : "_" + ch.codePointAt(0).toString(16) + "_";
    }).join("");
  }

  /* sessions holding a term that starts with `word`: key "project,session" -> 2 exact / 1 prefix */
  function matches(word) {
    var hits = new Map(), data = shards[shardOf(word)] || [];
    data.forEach(function (entry) {
      var p = entry[0], frag = entry[1];
      Object.keys(frag).forEach(function (term) {
        if (term.lastIndexOf(word, 0) !== 0) { return; }
        var score = term === word ? 2 : 1;
        frag[term].forEach(function (s) {
          var key = p + "," + s;
          if ((hits.get(key) || 0) < score) { hits.set(key, score); }
        });
      });
    });
    return hits;
  }
  function session(key) {
    var at = key.split(","), proj = index.projects[+at[0]], s = proj[2][+at[1]];
    return { project: proj, s: s, page: proj[0] + "/" + s[0], started: s[2] || "" };
  }
  function rank(qwords) {
    var sets = qwords.map(matches), scores = new Map();
    sets.sort(function (a, b) { return a.size - b.size; });
    sets[0].forEach(function (score, key) {
      var total = score;
      for (var i = 1; i < sets.length; i++) {
        var other = sets[i].get(key);
        if (!other) { return; }
        total += other;
      }
      scores.set(key, total);
    });
    var found = [];
    scores.forEach(function (score, key) {
      var r = session(key), title = tokens(r.s[1] || "");
      qwords.forEach(function (w) {  /* a word of the title counts double */
        if (title.some(function (t) { return t.lastIndexOf(w, 0) === 0; })) { score += 2; }
      });
      r.score = score;
      found.push(r);
    });
    found.sort(function (a, b) {
      return b.score - a.score || (a.started < b.started ? 1 : a.started > b.started ? -1 : 0);
    });
    return found;
  }

  function run(query) {
    clearTimeout(timer);
    var gen = ++generation;
    writeQuery(query);
    words = tokens(query);
    list.textContent = "";
    moreBtn.hidden = true;
    ranked = []; shown = 0;
    if (!words.length) { say(query.trim() ? "Type words of at least two letters." : ""); return; }
    var need = [];
    words.forEach(function (w) {
      var name = shardOf(w);
      if (shardSet[name] && need.indexOf(name) < 0) { need.push(name); }
    });
    say("Searching…");
    loadAll(need.map(function (n) { return folder + "/terms/" + n + ".js"; }), function () {
      if (gen !== generation) { return; }
      ranked = rank(words);
      if (!ranked.length) { say("No session contains all of: " + words.join(", ") + "."); return; }
      /* the count is said once the first results are on the page, not before */
      more(gen, ranked.length + (ranked.length === 1 ? " session matches." : " sessions match."));
    });
  }
  function more(gen, done) {
    var batch = ranked.slice(shown, shown + PAGE);
    shown += batch.length;
    loadAll(batch.map(function (r) {
      return folder + "/text/" + r.page.replace(/\.html$/, "") + ".js";
    }), function () {
      if (gen !== generation) { return; }
      batch.forEach(function (r) { list.appendChild(result(r)); });
      moreBtn.hidden = shown >= ranked.length;
      if (done) { say(done); }
    });
  }

  /* ---- one result: title, where and when, snippets linking to messages ---- */
  function el(tag, cls, text) {
    var e = doc.createElement(tag);
    if (cls) { e.className = cls; }
    if (text) { e.textContent = text; }
    return e;
  }
  function when(stamp) {
    var d = new Date(stamp || "");
    return isNaN(d.getTime()) ? "" : dateFmt.format(d);
  }
  /* matched word spans in a passage: [[from, to], ...] and how many query words they cover */
  function spans(text) {
    var low = text.toLowerCase(), found = [], covered = {};
    if (low.length !== text.length) { low = text; }
    var re = new RegExp(WORD.source, "gu"), m;
    while ((m = re.exec(low)) !== null) {
      var w = m[0];
      for (var i = 0; i < words.length; i++) {
        if (w.lastIndexOf(words[i], 0) === 0) {
          found.push([m.index, m.index + words[i].length]);
          covered[i] = true;
          break;
        }
      }
    }
    return { spans: found, count: Object.keys(covered).length };
  }
  function snippet(text, found) {
    var first = found[0][0], start = Math.max(0, first - 60), end = Math.min(text.length, start + 240);
    var frag = doc.createDocumentFragment(), at = start;
    if (start > 0) { frag.appendChild(doc.createTextNode("…")); }
    found.forEach(function (sp) {
      if (sp[0] < at || sp[1] > end) { return; }
      frag.appendChild(doc.createTextNode(text.slice(at, sp[0])));
      frag.appendChild(el("mark", "", text.slice(sp[0], sp[1])));
      at = sp[1];
    });
    frag.appendChild(doc.createTextNode(text.slice(at, end) + (end < text.length ? "…" : "")));
    return frag;
  }
  function result(r) {  /* the page marks every query word (app.js: a phrase not found) */
    var li = el("li", "hit"), page = href(r.page.split("/")) + "?q=" + encodeURIComponent(words.join(" "));
    var title = el("a", "hit-title", r.s[1] || r.s[0]);
    title.href = page;
    li.appendChild(title);
    var meta = [r.project[1], when(r.s[2]), r.s[4] + (r.s[4] === 1 ? " message" : " messages")].filter(Boolean).join(" · ");
    li.appendChild(el("div", "hit-meta", meta));
    var picks = [];
    (texts[r.page] || []).forEach(function (p, n) {
      var got = spans(p[2]);
      if (got.count) { picks.push({ p: p, got: got, n: n }); }
    });
    picks.sort(function (a, b) { return b.got.count - a.got.count || a.n - b.n; });
    picks.slice(0, SNIPPETS).forEach(function (pick) {
      var a = el("a", "hit-snippet");
      a.href = page + "#" + encodeURIComponent(pick.p[0]);
      a.appendChild(el("span", "hit-kind", KINDS[pick.p[1]] || ""));
      a.appendChild(snippet(pick.p[2], pick.got.spans));
      li.appendChild(a);
    });
    return li;
  }

  function readQuery() {
    try { return new URLSearchParams(location.search).get("q") || ""; } catch (e) { return ""; }
  }
  function writeQuery(q) {
    try {
      var qs = q.trim() ? "?q=" + encodeURIComponent(q.trim()) : "";
      history.replaceState(history.state, "", location.pathname + qs);
    } catch (e) { /* some embedders refuse history changes */ }
  }

  doc.getElementById("archive-search-form").addEventListener("submit", function (ev) {
    ev.preventDefault();
    clearTimeout(timer);  /* Enter runs the search now; the typing timer must not run it again */
    run(input.value);
  });
  input.addEventListener("input", function () {
    clearTimeout(timer);
    timer = setTimeout(function () { run(input.value); }, 200);
  });
  moreBtn.addEventListener("click", function () { more(generation); });
  doc.addEventListener("keydown", function (ev) {
    if (ev.key === "/" && ev.target !== input) { ev.preventDefault(); input.focus(); input.select(); }
  });

  say("Loading the index…");
  load(folder + "/sessions.js", function () {
    if (!index) { say("The search index is missing: run cc2html on the archive again."); return; }
    index.shards.forEach(function (n) { shardSet[n] = true; });
    var count = index.projects.reduce(function (n, p) { return n + p[2].length; }, 0);
    input.disabled = false;
    input.focus();
    say(count + (count === 1 ? " session in " : " sessions in ") + index.projects.length +
        (index.projects.length === 1 ? " project." : " projects."));
    var q = readQuery();
    if (q) { input.value = q; run(q); }
  });
})();
