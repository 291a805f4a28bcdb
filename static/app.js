/* cc2html page script: progressive enhancement only; the page reads fully without it.
   Parts: local times, folds and permalinks, filters (kept in ?hide=) and the "Prompts +
   answers" view (kept in ?view=; a phone's default), in-page search (kept in ?q=: the
   phrase, or each of its words when the phrase is not on the page, as from the archive's
   search; `makeSearch` is reusable by other pages through window.cc2html),
   keyboard (/ j k o ?), theme toggle, copy-link buttons, unfolding for print.
   No network, no eval, no inline handlers: the page's CSP allows only this script. */
(function () {
  "use strict";
  var doc = document, root = doc.documentElement;
  var THEME_KEY = "cc2html-theme";

  function byId(id) { return id ? doc.getElementById(id) : null; }
  function each(list, fn) { for (var i = 0; i < list.length; i++) { fn(list[i], i); } }
  function ownDetails(el) {
    if (el.tagName === "DETAILS") { return el; }
    var first = el.firstElementChild;
    return first && first.tagName === "DETAILS" ? first : null;
  }

  /* ---- folds ------------------------------------------------------------ */
  function openAround(el, stop) {
    for (var c = el, p = el.parentElement; p && p !== stop; c = p, p = p.parentElement) {
      if (p.tagName === "DETAILS" && !p.open && c.tagName !== "SUMMARY") { p.open = true; }
    }
  }
  /* shown: no closed fold around it and not filtered out (no layout needed) */
  function isShown(el, stop) {
    if (el.classList.contains("f-hidden") || el.classList.contains("f-empty")) { return false; }
    for (var p = el.parentElement; p && p !== stop; p = p.parentElement) {
      if ((p.tagName === "DETAILS" && !p.open) || p.classList.contains("f-hidden") ||
          p.classList.contains("f-empty")) {
        return false;
      }
    }
    return true;
  }

  /* ---- times: the viewer's zone, named; the static UTC text stays in the tooltip ---
     A full time names the zone ("Feb 12, 2026, 04:36:09 PM GMT+1"); in message heads a
     time of the same day as the one before is the clock alone, its tooltip naming both. */
  function localTimes() {
    var opts = { year: "numeric", month: "short", day: "numeric", hour: "2-digit",
                 minute: "2-digit", second: "2-digit", timeZoneName: "short" };
    var full = new Intl.DateTimeFormat(undefined, opts);
    var clock = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit",
                                                     second: "2-digit", timeZoneName: "short" });
    var day = new Intl.DateTimeFormat(undefined, { year: "numeric", month: "short", day: "numeric" });
    var lastDay = "";
    each(doc.querySelectorAll("time[datetime]"), function (t) {
      var d = new Date(t.getAttribute("datetime"));
      if (isNaN(d.getTime()) || !/(Z|[+-]\d\d:?\d\d)$/i.test(t.getAttribute("datetime"))) {
        return;  /* a stamp naming no zone is shown as written: its zone is unknown */
      }
      var utc = t.getAttribute("title") || d.toISOString();
      var local = full.format(d);
      t.setAttribute("title", local + " (your time) \u2014 " + utc);
      t.classList.add("local");
      if (t.parentElement && t.parentElement.classList.contains("meta")) {
        var today = day.format(d);
        t.textContent = today === lastDay ? clock.format(d) : local;
        lastDay = today;
      } else {
        t.textContent = local;
      }
    });
  }

  /* ---- in-page search (reusable) ---------------------------------------- */
  /* opts: root (element searched), input, count (element for "3 / 17"), skip (a selector),
     limit (max marks), onChange(query). The text index is built once and kept: marking
     only adds nodes after the indexed text nodes and clearing restores them exactly.
     Call invalidate() when what is searchable changes (e.g. filters). */
  function makeSearch(opts) {
    var rootEl = opts.root, limit = opts.limit || 3000;
    var hits = [], cur = -1, query = "", more = false, timer = 0, ix = null;
    var added = [], touched = new Map(), folds = [];
    function clear() {
      added.forEach(function (n) { if (n.parentNode) { n.parentNode.removeChild(n); } });
      touched.forEach(function (data, node) { node.data = data; });
      folds.forEach(function (d) { d.classList.remove("has-match"); });
      added = []; touched = new Map(); folds = []; hits = []; cur = -1; more = false;
    }
    /* every text node under the root outside `opts.skip` (a selector), in order, and their
       text joined (lower case when that keeps offsets). Walks natively: no filter callback. */
    function textIndex() {
      if (ix) { return ix; }
      var skips = new Set(opts.skip ? rootEl.querySelectorAll(opts.skip) : []);
      var nodes = [], starts = [], parts = [], pos = 0;
      var walker = doc.createTreeWalker(rootEl, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      var n = walker.nextNode();
      while (n) {
        if (n.nodeType === 3) {
          nodes.push(n); starts.push(pos); parts.push(n.data); pos += n.data.length;
        } else if (skips.has(n)) {  /* jump over the subtree */
          var next = walker.nextSibling();
          while (!next && walker.parentNode() && walker.currentNode !== rootEl) { next = walker.nextSibling(); }
          n = next;
          continue;
        }
        n = walker.nextNode();
      }
      var hay = parts.join(""), low = hay.toLowerCase();
      if (low.length !== hay.length) {  /* rare case-folding that changes lengths: per node */
        low = parts.map(function (t) { var l = t.toLowerCase(); return l.length === t.length ? l : t; }).join("");
      }
      ix = { nodes: nodes, starts: starts, hay: low };
      return ix;
    }
    function nodeAt(starts, at) {  /* last node starting at or before `at` */
      var lo = 0, hi = starts.length - 1;
      while (lo < hi) {
        var mid = (lo + hi + 1) >> 1;
        if (starts[mid] <= at) { lo = mid; } else { hi = mid - 1; }
      }
      return lo;
    }
    /* cut [from, to) of an indexed text node into a <mark> placed after it; the node keeps
       the text before `from` (pieces are cut from the end backwards, so offsets hold) */
    function wrapPiece(node, from, to) {
      var data = node.data, parent = node.parentNode, after = node.nextSibling;
      if (!touched.has(node)) { touched.set(node, data); }
      var mark = doc.createElement("mark");
      mark.className = "cc-hit";
      mark.textContent = data.slice(from, to);
      parent.insertBefore(mark, after);
      added.push(mark);
      if (to < data.length) {
        var rest = doc.createTextNode(data.slice(to));
        parent.insertBefore(rest, after);
        added.push(rest);
      }
      node.data = data.slice(0, from);
      return mark;
    }
    function wrapAll(found) {
      for (var h = found.length - 1; h >= 0; h--) {
        var start = found[h][0], end = start + found[h][1], marks = [];
        var first = nodeAt(ix.starts, start), last = nodeAt(ix.starts, end - 1);
        for (var j = last; j >= first; j--) {
          var s0 = ix.starts[j], from = Math.max(start, s0) - s0;
          var to = Math.min(end, s0 + ix.nodes[j].data.length) - s0;
          if (to > from) { marks.unshift(wrapPiece(ix.nodes[j], from, to)); }
        }
        hits[h] = marks;
        markFolds(marks[0]);
      }
    }
    function markFolds(mark) {
      for (var p = mark && mark.parentElement; p && p !== rootEl; p = p.parentElement) {
        if (p.tagName === "DETAILS") {
          if (p.classList.contains("has-match")) { return; }
          p.classList.add("has-match");
          folds.push(p);
        }
      }
    }
    function show() {
      if (!opts.count) { return; }
      if (!query) { opts.count.textContent = ""; return; }
      opts.count.textContent = hits.length ? (cur + 1) + " / " + hits.length + (more ? "+" : "")
                                           : "no matches";
    }
    /* [start, length] of each `needle` in `hay` added to `found` (up to the limit);
       true when more were left */
    function findAll(hay, needle, found) {
      var at = hay.indexOf(needle);
      while (at >= 0 && found.length < limit) {
        found.push([at, needle.length]);
        at = hay.indexOf(needle, at + needle.length);
      }
      return at >= 0;
    }
    function inOrder(found) {  /* by position; a hit inside an earlier one is dropped */
      var end = -1;
      found.sort(function (a, b) { return a[0] - b[0] || b[1] - a[1]; });
      return found.filter(function (f) {
        if (f[0] < end) { return false; }
        end = f[0] + f[1];
        return true;
      });
    }
    function run(q) {
      clearTimeout(timer);
      clear();
      query = (q || "").trim();
      if (query) {
        var hay = textIndex().hay, needle = query.toLowerCase(), found = [];
        more = findAll(hay, needle, found);
        var parts = needle.split(/\s+/);
        if (!found.length && parts.length > 1 &&  /* no such phrase anywhere: each word */
            rootEl.textContent.replace(/\s+/g, " ").toLowerCase().indexOf(needle) < 0) {
          parts.forEach(function (w) { more = findAll(hay, w, found) || more; });
          found = inOrder(found);
        }
        wrapAll(found);
      }
      if (opts.onChange) { opts.onChange(query); }
      if (hits.length) { go(1); } else { show(); }
    }
    function go(step) {
      if (!hits.length) { show(); return; }
      if (cur >= 0) { each(hits[cur], function (m) { m.classList.remove("current"); }); }
      cur = ((cur < 0 && step < 0 ? 0 : cur) + step + hits.length) % hits.length;
      var marks = hits[cur];
      each(marks, function (m) { m.classList.add("current"); });
      openAround(marks[0], rootEl);
      marks[0].scrollIntoView({ block: "center" });
      show();
    }
    function onKey(ev) {
      if (ev.key === "Enter") {
        ev.preventDefault();
        if (opts.input.value.trim() !== query) { run(opts.input.value); } else { go(ev.shiftKey ? -1 : 1); }
      } else if (ev.key === "Escape") {
        opts.input.blur();
      }
    }
    if (opts.input) {
      opts.input.addEventListener("input", function () {
        clearTimeout(timer);
        timer = setTimeout(function () { run(opts.input.value); }, 180);
      });
      opts.input.addEventListener("keydown", onKey);
    }
    return { run: run, next: function () { go(1); }, prev: function () { go(-1); },
             clear: clear, query: function () { return query; },
             count: function () { return hits.length; },
             invalidate: function () { clear(); ix = null; } };
  }

  /* ---- URL state: ?hide=a,b&q=text, keeping the #fragment ---------------- */
  function readParam(name) {
    try { return new URLSearchParams(location.search).get(name) || ""; } catch (e) { return ""; }
  }
  function writeParam(name, value) {
    try {
      var params = new URLSearchParams(location.search);
      if (value) { params.set(name, value); } else { params.delete(name); }
      var qs = params.toString().replace(/%2C/g, ",");
      var url = location.pathname + (qs ? "?" + qs : "") + location.hash;
      /* (a history entry's change costs ~10-20 ms on a large page: only when it differs) */
      if (url !== location.pathname + location.search + location.hash) {
        history.replaceState(history.state, "", url);
      }
    } catch (e) { /* some embedders refuse history changes: the view still works */ }
  }

  window.cc2html = { makeSearch: makeSearch, openAround: openAround, isShown: isShown,
                     copyText: copyText };

  var main = doc.querySelector("main");
  var toolbar = byId("toolbar");
  if (!main || !toolbar) { localTimes(); return; }
  var filtersEl = byId("filters"), statusEl = byId("status"), help = byId("help");
  var searchInput = byId("search");
  var hidden = {}, groups = [], search = null, statusTimer = 0;
  /* the "Prompts + answers" view: each main-thread turn's first card, its last assistant
     text (both marked at build time) and what the user typed mid-turn */
  var answers = false, KEEP = ".turn-start, .last-answer, .steering";
  /* the "Changes" view (issue 33): each turn's first card and every edit call the page's
     Changes list links (marked .edit-call by markEdits), open on its diff */
  var changesView = false, CHANGES_KEEP = ".turn-start, .edit-call";
  var NARROW = "(max-width: 640px)";  /* where that view is the default */
  var groupTable = readGroups();

  function status(text) {
    if (!statusEl) { return; }
    statusEl.textContent = text;
    clearTimeout(statusTimer);
    statusTimer = setTimeout(function () { statusEl.textContent = ""; }, 4000);
  }

  /* ---- filters ----------------------------------------------------------- */
  /* the filter groups in button order, with their labels: the registry's table, written
     into the page as [group, label] pairs */
  function readGroups() {
    var table = { order: [], labels: {} }, pairs;
    try { pairs = JSON.parse((filtersEl && filtersEl.getAttribute("data-groups")) || "[]"); }
    catch (e) { pairs = []; }
    (Array.isArray(pairs) ? pairs : []).forEach(function (p) {
      if (Array.isArray(p) && typeof p[0] === "string" && typeof p[1] === "string") {
        table.order.push(p[0]);
        table.labels[p[0]] = p[1];
      }
    });
    return table;
  }
  function groupLabel(name) {
    var labels = groupTable.labels;
    return Object.prototype.hasOwnProperty.call(labels, name) ? labels[name] : name;
  }
  function collectGroups() {
    var counts = {}, seen = [];
    each(main.querySelectorAll("[data-filter]"), function (el) {
      var g = el.getAttribute("data-filter");
      if (!g || g === "session") { return; }
      if (!counts[g]) { counts[g] = 0; seen.push(g); }
      counts[g]++;
    });
    var ordered = groupTable.order.filter(function (g) { return counts[g]; });
    seen.forEach(function (g) { if (ordered.indexOf(g) < 0) { ordered.push(g); } });  /* unlisted: last */
    return ordered.map(function (g) { return { name: g, count: counts[g] }; });
  }
  function buildFilterButtons() {
    groups.forEach(function (g) {
      var b = doc.createElement("button");
      b.type = "button";
      b.setAttribute("data-group", g.name);
      b.setAttribute("aria-pressed", "true");
      b.title = "Show or hide " + groupLabel(g.name).toLowerCase();
      b.appendChild(doc.createTextNode(groupLabel(g.name)));
      var c = doc.createElement("span");
      c.className = "count";
      c.textContent = String(g.count);
      b.appendChild(c);
      filtersEl.appendChild(b);
    });
  }
  function filterOne(el) {
    var keep = answers ? KEEP : changesView ? CHANGES_KEEP : "";
    /* in the Changes view a Task call and its subagent's transcript holding an edit call
       are shown open, so a subagent's edits show where its call sits */
    var holds = changesView && (el.classList.contains("tool-pair") || el.tagName === "DETAILS") &&
                !!el.querySelector(".edit-call");
    var off = !!hidden[el.getAttribute("data-filter")] || (!!keep && !el.matches(keep) && !holds);
    var det = ownDetails(el);
    var kids = off && el.tagName === "ARTICLE" && !el.classList.contains("tool-pair") && det &&
               det.querySelector(keep || ":scope > .children");
    /* the view opens a folded turn (a compaction's) to its answer, its own body still folded */
    var peek = !!keep && !off && det && el.classList.contains("turn-start") &&
               (!det.open || el.hasAttribute("data-f-opened"));
    var diff = changesView && !off && det && (el.classList.contains("edit-call") || holds);
    el.classList.toggle("f-shell", !!kids);   /* hide the message, keep what is nested in it */
    el.classList.toggle("f-hidden", off && !kids);
    el.classList.toggle("f-peek", !!peek);
    if ((kids || peek || diff) && !det.open) { det.open = true; el.setAttribute("data-f-opened", ""); }
    if (!kids && !peek && !diff && el.hasAttribute("data-f-opened")) {
      el.removeAttribute("data-f-opened");
      if (det) { det.open = false; }
    }
  }
  /* a card left with nothing to show (its own body empty, all nested in it hidden) is
     hidden too, and so is a thread (.children) with nothing shown in it: filters leave no
     bare headers and no stubs. Innermost first, so a parent sees its children's state. */
  function prune(active) {
    each(main.querySelectorAll(".f-empty"), function (el) { el.classList.remove("f-empty"); });
    if (!active) { return; }
    var cards = main.querySelectorAll("article.msg, details.rewound, details.subagent");
    var alive = new Set();
    for (var i = cards.length - 1; i >= 0; i--) {
      var el = cards[i];
      if (el.classList.contains("f-hidden")) { continue; }
      if (alive.has(el) || (el.tagName !== "ARTICLE" || hasOwn(el))) {
        var up = el.parentElement && el.parentElement.closest("article.msg");
        if (up) { alive.add(up); }
      } else {
        el.classList.add("f-empty");
      }
    }
    each(main.querySelectorAll("div.children"), function (c) {
      if (!c.querySelector(":scope > :not(.f-hidden):not(.f-empty)")) { c.classList.add("f-empty"); }
    });
  }
  /* what a card shows of its own: its body's text or image (a tool call, a one-line
     marker: their head); a filtered-out card's shell shows nothing of its own */
  function hasOwn(el) {
    if (el.classList.contains("f-shell")) { return false; }
    var body = el.querySelector(":scope > details > .msg-body");
    return !body || !!body.textContent.trim() || !!body.querySelector("img");
  }
  /* chips: "Tools 12/40" when some of a group's cards are hidden (by any filter or view) */
  function countChips() {
    var shown = {};
    each(main.querySelectorAll("[data-filter]"), function (el) {
      var g = el.getAttribute("data-filter");
      if (!el.closest(".f-hidden, .f-empty")) { shown[g] = (shown[g] || 0) + 1; }
    });
    var totals = {};
    groups.forEach(function (g) { totals[g.name] = g.count; });
    each(filtersEl.querySelectorAll("button[data-group]"), function (b) {
      var name = b.getAttribute("data-group"), all = totals[name] || 0, n = shown[name] || 0;
      var c = b.querySelector(".count");
      if (!c) { return; }
      c.textContent = n === all ? String(all) : n + "/" + all;
      b.title = "Show or hide " + groupLabel(name).toLowerCase() + " (" + n + " of " + all + " shown)";
    });
  }
  function applyFilters(next, keepUrl, nextView) {
    hidden = next;
    answers = nextView === "answers";
    changesView = nextView === "changes";
    each(main.querySelectorAll("[data-filter]"), filterOne);
    var names = groups.map(function (g) { return g.name; }).filter(function (g) { return hidden[g]; });
    prune(answers || changesView || names.length > 0);
    countChips();
    each(filtersEl.querySelectorAll("button[data-group]"), function (b) {
      b.setAttribute("aria-pressed", hidden[b.getAttribute("data-group")] ? "false" : "true");
    });
    var promptsOnly = !answers && groups.length > 1 && groups.every(function (g) {
      return g.name === "user" ? !hidden.user : !!hidden[g.name];
    });
    var po = filtersEl.querySelector("[data-action=prompts-only]");
    if (po) { po.setAttribute("aria-pressed", promptsOnly ? "true" : "false"); }
    var pa = filtersEl.querySelector("[data-action=answers]");
    if (pa) { pa.setAttribute("aria-pressed", answers ? "true" : "false"); }
    var pc = filtersEl.querySelector("[data-action=changes]");
    if (pc) { pc.setAttribute("aria-pressed", changesView ? "true" : "false"); }
    openChanges(changesView);
    if (!keepUrl) {
      writeParam("hide", names.join(","));
      /* a phone opens in the view when the address names none: leaving it is said */
      writeParam("view", answers ? "answers" : changesView ? "changes" : narrow() ? "all" : "");
    }
    if (search) {
      var q = search.query();
      search.invalidate();  /* what is searchable changed */
      if (q) { search.run(q); }
    }
  }
  function narrow() { return !!(window.matchMedia && matchMedia(NARROW).matches); }
  function hiddenFrom(list) {
    var set = {};
    list.forEach(function (g) { if (g) { set[g] = true; } });
    return set;
  }
  function toggleGroup(name) {
    var next = hiddenFrom(Object.keys(hidden));
    if (next[name]) { delete next[name]; } else { next[name] = true; }
    applyFilters(next);
  }
  function promptsOnly() {
    applyFilters(hiddenFrom(groups.map(function (g) { return g.name; })
                                  .filter(function (g) { return g !== "user"; })));
  }

  /* ---- permalinks -------------------------------------------------------- */
  function openTo(id) {
    var el = byId(id);
    if (!el || !main.contains(el)) { return false; }
    if (el.closest(".f-hidden, .f-empty") || el.classList.contains("f-shell")) { applyFilters({}); }
    openAround(el, null);
    var own = ownDetails(el);
    if (own) { own.open = true; }
    el.scrollIntoView({ block: "start" });
    el.classList.add("flash");
    setTimeout(function () { el.classList.remove("flash"); }, 2500);
    return true;
  }
  function fromHash() {
    var id = "";
    try { id = decodeURIComponent(location.hash.slice(1)); } catch (e) { id = location.hash.slice(1); }
    if (id) { openTo(id); }
  }
  function copyText(text, done) {
    function fallback() {
      var area = doc.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.className = "offscreen";
      doc.body.appendChild(area);
      area.select();
      var ok = false;
      try { ok = doc.execCommand("copy"); } catch (e) { ok = false; }
      doc.body.removeChild(area);
      done(ok);
    }
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(function () { done(true); }, fallback);
    } else { fallback(); }
  }
  function copyLink(btn) {
    var url = location.href.split("#")[0] + "#" + btn.getAttribute("data-copy");
    copyText(url, function (ok) {
      btn.classList.toggle("copied", ok);
      status(ok ? "Link copied: " + url : "Copy this link: " + url);
      setTimeout(function () { btn.classList.remove("copied"); }, 1500);
    });
  }

  function copyResume(btn) {
    var code = btn.parentElement.querySelector(".resume-command");
    var text = code ? code.textContent : "";
    copyText(text, function (ok) {
      btn.classList.toggle("copied", ok);
      btn.textContent = ok ? "Copied" : "Copy";
      status(ok ? "Copied: " + text : "Copy this command: " + text);
      setTimeout(function () { btn.classList.remove("copied"); btn.textContent = "Copy"; }, 1500);
    });
  }

  /* ---- keyboard ------------------------------------------------------------ */
  function messages() {
    return Array.prototype.filter.call(main.querySelectorAll("article.msg"), function (el) {
      return !el.classList.contains("f-shell") && isShown(el, main);
    });
  }
  function currentIndex(list) {
    var active = doc.activeElement, at = active && active.closest ? active.closest("article.msg") : null;
    var i = at ? list.indexOf(at) : -1;
    if (i >= 0) { return { index: i, focused: true }; }
    var top = toolbar.getBoundingClientRect().bottom, lo = 0, hi = list.length - 1;
    while (lo < hi) {  /* first message whose head is below the toolbar */
      var mid = (lo + hi) >> 1;
      if (list[mid].getBoundingClientRect().top >= top - 1) { hi = mid; } else { lo = mid + 1; }
    }
    return { index: lo, focused: false };
  }
  function focusMessage(el) {
    var head = el.querySelector(":scope > details > summary");
    if (head) { head.focus({ preventScroll: true }); }
    el.scrollIntoView({ block: "start" });
  }
  function move(step) {
    var list = messages();
    if (!list.length) { return; }
    var cur = currentIndex(list), i = cur.index;
    if (cur.focused || step < 0) { i += step; }
    focusMessage(list[Math.max(0, Math.min(list.length - 1, i))]);
  }
  /* ---- navchrome (issue 33): a stable page height ----------------------------------------
     Turns off screen are not laid out (style.css: content-visibility); each reserves the
     height it is estimated to take, from what of it shows (a line per visible card head, the
     lines of its open bodies' text), measured on the first turn, which is laid out. So the
     scrollbar and `End` are right before the turns are laid out; a turn laid out once keeps
     its real height (contain-intrinsic-size: auto). The last turn is always laid out. */
  function reserveHeights() {
    var turns = main.querySelectorAll(".messages > .msg");
    if (turns.length < 2) { return; }
    var head = turns[0].querySelector("summary"), text = main.querySelector(".msg-body p");
    if (!head) { return; }
    var headH = head.getBoundingClientRect().height + 4;
    var style = text ? getComputedStyle(text) : null;
    var size = style ? parseFloat(style.fontSize) : 16;
    var lineH = style ? (parseFloat(style.lineHeight) || size * 1.5) : 24;
    var perLine = Math.max(20, (main.clientWidth - 60) / (size * 0.5));
    each(turns, function (turn) {
      var h = 16;
      var cards = [turn].concat(Array.prototype.slice.call(turn.querySelectorAll("article.msg")));
      cards.forEach(function (card) {
        if (!isShown(card, turn.parentElement)) { return; }
        h += headH;
        var det = card.querySelector(":scope > details");
        var body = det && det.open ? det.querySelector(":scope > .msg-body") : null;
        if (!body) { return; }
        each(body.querySelectorAll(":scope > *"), function (block) {
          var t = block.textContent || "", lines = 0;
          t.split("\n").forEach(function (l) { lines += Math.max(1, Math.ceil(l.length / perLine)); });
          h += lines * lineH + lineH * 0.6;
        });
      });
      turn.style.containIntrinsicSize = "auto " + Math.round(h) + "px";
    });
  }
  function toEnd() {  /* `End`: the bottom, again while the turns there lay out and grow */
    var frames = 0, same = 0, last = -1;
    (function step() {
      var h = doc.documentElement.scrollHeight;
      window.scrollTo(0, h);
      same = h === last ? same + 1 : 0;
      last = h;
      frames += 1;
      if (same < 3 && frames < 60) { requestAnimationFrame(step); }
    })();
  }
  /* ---- end navchrome height ---- */
  /* ---- navchrome (issue 33): previous / next prompt and turn ---------------------------
     A turn is a main-thread card that starts one (.turn-start: a prompt, a compaction's
     continuation, a task's notification); a prompt is a turn the user typed. From the
     focused card (or the one holding focus), else from the first card below the toolbar. */
  var TURNS = "article.msg.turn-start", PROMPTS = TURNS + ":not(.compacted):not(.task-notification)";
  function jump(selector, step) {
    var list = Array.prototype.filter.call(main.querySelectorAll(selector), function (el) {
      return isShown(el, main);
    });
    if (!list.length) { return; }
    var active = doc.activeElement, i = -1, k;  /* a card scrolled to sits its scroll margin down */
    var line = Math.max(toolbar.getBoundingClientRect().bottom, parseFloat(getComputedStyle(list[0]).scrollMarginTop) || 0);
    for (k = 0; k < list.length; k += 1) { if (list[k].contains(active)) { i = k; } }
    if (i >= 0) { i += step; }
    else if (step > 0) {
      for (i = 0; i < list.length && list[i].getBoundingClientRect().top <= line + 8; i += 1) { /* seek */ }
    } else {
      for (i = list.length - 1; i > 0 && list[i].getBoundingClientRect().top >= line - 8; i -= 1) { /* seek */ }
    }
    var el = list[Math.max(0, Math.min(list.length - 1, i))], from = doc.activeElement;
    focusMessage(el);
    var under = toolbar.getBoundingClientRect().bottom - el.getBoundingClientRect().top;
    if (under > 0) { window.scrollBy(0, -under); }  /* not under the sticky toolbar */
    if (from && from.closest && from.closest("#toolbar")) { from.focus({ preventScroll: true }); }
  }
  /* ---- end navchrome keys ---- */
  /* ---- the outline marks the turn being read (issue 33): the last turn whose top has
     passed the top quarter of the view below the toolbar (where a jump puts a card, its
     scroll margin down; at the page's end, the last one in view), checked once a
     frame while the page scrolls; its link gets aria-current and is kept in the outline's
     view. Only while the outline shows (1200 px and wider). */
  function outlineTracker() {
    var outline = doc.querySelector(".outline");
    if (!outline) { return; }
    var links = Array.prototype.slice.call(outline.querySelectorAll("a[href^='#']"));
    var pending = false, current = null;
    function update() {
      pending = false;
      if (!outline.getClientRects().length) { return; }
      var root = doc.documentElement, found = null, k, card;
      var line = root.scrollTop + innerHeight >= root.scrollHeight - 2 ? innerHeight
        : toolbar.getBoundingClientRect().bottom +
          Math.max(40, (innerHeight - toolbar.getBoundingClientRect().bottom) / 4);
      /* the last shown card above the line: shown cards' tops rise in document order, so
         a binary search (a scan visited every link up to the one read at each scrolled
         frame: 16,670 in a 500 MB session); cards not shown (a part not read in, a
         filtered card) are stepped over to the next shown one */
      var lo = 0, hi = links.length, at = -1, top = 0, mid;
      while (lo < hi) {
        mid = (lo + hi) >> 1;
        for (k = mid; k < hi; k += 1) {
          card = byId(links[k].getAttribute("href").slice(1));
          if (card && card.getClientRects().length) { top = card.getBoundingClientRect().top; break; }
        }
        if (k === hi || top > line) { hi = mid; } else { at = k; lo = k + 1; }
      }
      found = at >= 0 ? links[at] : links[0] || null;
      if (found === current) { return; }
      if (current) { current.removeAttribute("aria-current"); }
      current = found;
      if (!found) { return; }
      found.setAttribute("aria-current", "location");
      var box = outline.getBoundingClientRect(), at = found.getBoundingClientRect();
      if (at.top < box.top || at.bottom > box.bottom) {
        outline.scrollTop += at.top - box.top - box.height / 2;
      }
    }
    function schedule() {
      if (!pending) { pending = true; requestAnimationFrame(update); }
    }
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    schedule();
  }
  function toggleCurrent() {
    var list = messages();
    if (!list.length) { return; }
    var el = list[currentIndex(list).index], det = ownDetails(el);
    if (det) { det.open = !det.open; }
    focusMessage(el);
  }
  function onKey(ev) {
    if (ev.defaultPrevented || ev.ctrlKey || ev.metaKey || ev.altKey) { return; }
    var t = ev.target, tag = t && t.tagName;
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || (t && t.isContentEditable)) { return; }
    if (help && help.open) { return; }
    if (ev.key === "/") { searchInput.focus(); searchInput.select(); }
    else if (ev.key === "j") { move(1); }
    else if (ev.key === "k") { move(-1); }
    else if (ev.key === "o") { toggleCurrent(); }
    else if (ev.key === "End") { toEnd(); }
    else if (ev.key === "n") { jump(PROMPTS, 1); }
    else if (ev.key === "p") { jump(PROMPTS, -1); }
    else if (ev.key === "]") { jump(TURNS, 1); }
    else if (ev.key === "[") { jump(TURNS, -1); }
    else if (ev.key === "?") { showHelp(); }
    else { return; }
    ev.preventDefault();
  }
  function showHelp() {
    if (help && !help.open && help.showModal) { help.showModal(); }
  }

  /* ---- theme --------------------------------------------------------------- */
  function systemTheme() {
    return window.matchMedia && matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  }
  function theme() { return root.getAttribute("data-theme") || systemTheme(); }
  function labelTheme() {
    var b = byId("theme-toggle");
    if (b) { b.setAttribute("aria-label", "Switch to " + (theme() === "dark" ? "light" : "dark") + " theme"); }
  }
  function toggleTheme() {
    var next = theme() === "dark" ? "light" : "dark";
    try {
      if (next === systemTheme()) { localStorage.removeItem(THEME_KEY); } else { localStorage.setItem(THEME_KEY, next); }
    } catch (e) { /* not remembered, still switched */ }
    if (next === systemTheme()) { root.removeAttribute("data-theme"); } else { root.setAttribute("data-theme", next); }
    labelTheme();
  }

  /* ---- print: everything unfolded, then back as it was ----------------------- */
  var printOpened = [];
  function beforePrint() {
    printOpened = Array.prototype.filter.call(doc.querySelectorAll("details:not([open])"),
                                              function (d) { d.open = true; return true; });
  }
  function afterPrint() { printOpened.forEach(function (d) { d.open = false; }); printOpened = []; }

  function setAll(open) {
    each(main.querySelectorAll("details"), function (d) {
      if (open || !d.parentElement.classList.contains("f-shell")) { d.open = open; }
    });
  }
  var ACTIONS = {
    "expand-all": function () { setAll(true); },
    "collapse-all": function () { setAll(false); },
    "theme": toggleTheme,
    "help": showHelp,
    "close-help": function () { help.close(); },
    "prompts-only": promptsOnly,
    "show-all": function () { applyFilters({}); },
    "answers": function () { applyFilters({}, false, "answers"); },
    "changes": function () { applyFilters({}, false, "changes"); },
    "search-next": function () { search.next(); },
    "search-prev": function () { search.prev(); },
    "copy-resume": copyResume,
    "next-prompt": function () { jump(PROMPTS, 1); },
    "prev-prompt": function () { jump(PROMPTS, -1); },
    "next-turn": function () { jump(TURNS, 1); },
    "prev-turn": function () { jump(TURNS, -1); }
  };
  function onClick(ev) {
    var el = ev.target && ev.target.closest ? ev.target.closest("button") : null;
    if (!el) { return; }
    var action = el.getAttribute("data-action"), group = el.getAttribute("data-group");
    if (action && ACTIONS[action]) { ACTIONS[action](el); }
    else if (group) { toggleGroup(group); }
    else if (el.classList.contains("copy-link")) { ev.preventDefault(); copyLink(el); }
    if (group || /^(prompts-only|show-all|answers|expand-all|collapse-all)$/.test(action || "")) {
      reserveHeights();  /* navchrome: what shows changed */
    }
  }

  /* ---- the Changes view (issue 33): edit calls are the cards the Changes lists link ---- */
  function markEdits() {
    var n = 0;
    each(main.querySelectorAll(".changes a[href^='#']"), function (a) {
      var card = byId(a.getAttribute("href").slice(1));
      if (card && !card.classList.contains("edit-call")) { card.classList.add("edit-call"); n++; }
    });
    var button = filtersEl.querySelector("[data-action=changes]");
    if (button) { button.hidden = !n; }
  }

  /* the view opens the Changes lists (folded to their totals by default), and folds back
     those it opened when left */
  function openChanges(on) {
    each(main.querySelectorAll("details.changes"), function (d) {
      if (on && !d.open) { d.open = true; d.setAttribute("data-f-opened", ""); }
      if (!on && d.hasAttribute("data-f-opened")) { d.removeAttribute("data-f-opened"); d.open = false; }
    });
  }

  function init() {
    localTimes();
    groups = collectGroups();
    buildFilterButtons();
    toolbar.hidden = false;
    search = makeSearch({
      root: main, input: searchInput, count: byId("search-count"),
      skip: "button, script, style, .f-hidden, .f-empty, .f-peek > details > .msg-body, .links",
      onChange: function (q) {
        writeParam("q", q);
        if (answers && q && !search.count()) {
          status("No matches among prompts and answers: Show all searches every message");
        }
      }
    });
    var hide = readParam("hide"), view = readParam("view"), q = readParam("q");
    if (!view && !hide && !q && !location.hash && narrow()) { view = "answers"; }
    markEdits();
    if (hide || view === "answers" || view === "changes") { applyFilters(hiddenFrom(hide.split(",")), true, view); }
    reserveHeights();  /* navchrome: once the view is set */
    doc.addEventListener("click", onClick);
    doc.addEventListener("keydown", onKey);
    window.addEventListener("hashchange", fromHash);
    window.addEventListener("beforeprint", beforePrint);
    window.addEventListener("afterprint", afterPrint);
    labelTheme();
    if (q) { searchInput.value = q; search.run(q); }
    fromHash();  /* a #message wins over the first match for where the page opens */
    outlineTracker();
  }
  init();
})();
