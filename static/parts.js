/* The loader of a large session's parts (render/to_html/split.py, issue 34). The head page
   holds the first turns and one slot per later part (a link to the part's own page); this
   script, loaded from the parts folder after the page's own script (static/app.js), fills
   a slot with the part's messages from the part's .js twin, a script calling
   cc2htmlPart(n, html): from file:// with no request but script files beside the page.
   A part is loaded when its slot nears the screen, when `End` is pressed (the last part),
   when a #msg-… the head does not hold is asked for (ids-NN.js says which part holds it),
   and when a search's words are in a part (words.js: each distinct word once, grouped
   by the parts holding it). The page's own filters, view and search are then applied
   again, by its own buttons (a hidden group toggled twice, the view's button, or else
   "Show all", which changes nothing then), so inserted messages are filtered and
   searched as the head's are; "Expand all" opens what later parts bring too. */
var cc2htmlParts = (function () {
  "use strict";
  var doc = document, script = doc.currentScript;
  var base = script ? script.src.slice(0, script.src.lastIndexOf("/") + 1) : "";
  var parts = {}, order = [], idPart = {}, idShards = 1, words = null, expanded = null;
  var waitIds = {}, waitWords = [], dirty = false, refreshTimer = 0, searchTimer = 0;
  var fresh = [];  /* the first element of each part read in since the search last ran */
  var observer = null;
  var SEARCH_PARTS = 4;  /* parts a search loads at once (2 MB each) */

  function byId(id) { return id ? doc.getElementById(id) : null; }
  function pad(n) { var s = String(n); while (s.length < 4) { s = "0" + s; } return s; }
  function addScript(src) {
    var el = doc.createElement("script");
    el.src = base + src;
    doc.head.appendChild(el);
  }

  /* ---- loading -------------------------------------------------------------- */
  function load(n, done) {
    var p = parts[n];
    if (!p) { return; }
    if (p.loaded) { if (done) { done(); } return; }
    if (done) { p.wait.push(done); }
    if (!p.requested) { p.requested = true; addScript("part-" + pad(n) + ".js"); }
  }
  function loadAll(list, done) {
    var left = list.length;
    if (!left) { done(); return; }
    list.forEach(function (n) { load(n, function () { left -= 1; if (!left) { done(); } }); });
  }
  function insert(n, html) {
    var p = parts[n], slot = byId("part-" + n);
    if (!p || p.loaded || !slot) { return; }
    var t = doc.createElement("template");
    t.innerHTML = html;
    if (expanded !== null) {
      Array.prototype.forEach.call(t.content.querySelectorAll("details"), function (d) { d.open = expanded; });
    }
    if (observer) { observer.unobserve(slot); }
    var added = Array.prototype.slice.call(t.content.children);
    localTimes(t.content);
    slot.replaceWith(t.content);
    colourOpen(added);
    p.loaded = true;
    if (added.length) { fresh.push(added[0]); }
    watchEdges();
    markEdits();
    addGroups(added);
    dirty = true;
    clearTimeout(refreshTimer);
    refreshTimer = setTimeout(function () { refresh(false); }, 0);
    var wait = p.wait;
    p.wait = [];
    wait.forEach(function (f) { f(); });
  }
  /* times in the reader's zone, as app.js localTimes does for the head's (its copy: that
     script keeps its functions to itself); a part's first time is written in full */
  function localTimes(root) {
    if (!window.Intl) { return; }
    var full = new Intl.DateTimeFormat(undefined, { year: "numeric", month: "short", day: "numeric",
      hour: "2-digit", minute: "2-digit", second: "2-digit", timeZoneName: "short" });
    var clock = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit",
                                                     second: "2-digit", timeZoneName: "short" });
    var day = new Intl.DateTimeFormat(undefined, { year: "numeric", month: "short", day: "numeric" });
    var lastDay = "";
    Array.prototype.forEach.call(root.querySelectorAll("time[datetime]"), function (t) {
      var stamp = t.getAttribute("datetime"), d = new Date(stamp);
      if (isNaN(d.getTime()) || !/(Z|[+-]\d\d:?\d\d)$/i.test(stamp)) { return; }
      var local = full.format(d);
      t.setAttribute("title", local + " (your time) \u2014 " + (t.getAttribute("title") || d.toISOString()));
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
  /* code shown open in an inserted part is coloured as the page's colour script colours a
     block a reader opens: it listens for "toggle" (static/paint.js), so each outermost
     open <details> holding a marked block says it was opened */
  function colourOpen(elements) {
    elements.forEach(function (el) {
      Array.prototype.forEach.call(el.querySelectorAll("details[open]"), function (d) {
        var up = d.parentElement && d.parentElement.closest("details[open]");
        if ((!up || !el.contains(up)) && d.querySelector("code[data-hl]")) {
          d.dispatchEvent(new Event("toggle"));
        }
      });
    });
  }
  /* a kind of message the head has none of gets its filter button, made as app.js
     buildFilterButtons makes them (its click handler serves any button[data-group]) */
  /* the cards of group `g` in all the parts (the manifest's counts, from the renderer) */
  function inParts(g) {
    return order.reduce(function (sum, n) { return sum + (parts[n].counts[g] || 0); }, 0);
  }
  /* each filter's count as the whole session's: app.js counted the head's cards */
  function wholeCounts() {
    Array.prototype.forEach.call(doc.querySelectorAll("#filters button[data-group] .count"), function (c) {
      var g = c.parentNode.getAttribute("data-group"), head = parseInt(c.textContent, 10) || 0;
      c.textContent = String(head + inParts(g));
    });
  }
  function addGroups(elements) {
    var filters = byId("filters");
    if (!filters) { return; }
    var labels = {};
    try {
      JSON.parse(filters.getAttribute("data-groups") || "[]").forEach(function (p) { labels[p[0]] = p[1]; });
    } catch (e) { /* the names themselves, then */ }
    var counts = {};
    elements.forEach(function (el) {
      var all = Array.prototype.slice.call(el.querySelectorAll("[data-filter]"));
      if (el.hasAttribute("data-filter")) { all.push(el); }
      all.forEach(function (card) {
        var g = card.getAttribute("data-filter");
        counts[g] = (counts[g] || 0) + 1;
      });
    });
    Object.keys(counts).forEach(function (g) {
      if (filters.querySelector("button[data-group=\"" + CSS.escape(g) + "\"]")) { return; }
      var label = Object.prototype.hasOwnProperty.call(labels, g) ? labels[g] : g;
      var b = doc.createElement("button");
      b.type = "button";
      b.setAttribute("data-group", g);
      b.setAttribute("aria-pressed", "true");
      b.title = "Show or hide " + label.toLowerCase();
      b.appendChild(doc.createTextNode(label));
      var c = doc.createElement("span");
      c.className = "count";
      c.textContent = String(inParts(g));  /* (a group the head has no card of) */
      b.appendChild(c);
      filters.appendChild(b);
    });
  }
  /* the Changes view's cards: edit calls its lists link to (app.js markEdits, for parts) */
  function markEdits() {
    Array.prototype.forEach.call(doc.querySelectorAll(".changes a[href^='#']"), function (a) {
      var card = byId(a.getAttribute("href").slice(1));
      if (card) { card.classList.add("edit-call"); }
    });
  }

  /* the slots that border messages are watched, not the others: the slots of the parts
     not loaded sit together, a line each, and reading to the end of the head (or of a
     part) must bring the next part only, not every part whose line is then in view */
  function watchEdges() {
    if (!observer) { return; }
    order.forEach(function (n) {
      var slot = byId("part-" + n);
      if (!slot || parts[n].loaded) { return; }
      var before = slot.previousElementSibling, after = slot.nextElementSibling;
      var slotted = function (el) { return el && el.classList.contains("part-slot"); };
      if (!slotted(before) || (after && !slotted(after))) { observer.observe(slot); }
    });
  }

  /* ---- the page's filters, view and search, applied again ---------------------- */
  function refresh(force) {
    var filters = byId("filters");
    if (!filters) { return; }
    var pressed = function (action) {
      var b = filters.querySelector("[data-action=" + action + "]");
      return b && b.getAttribute("aria-pressed") === "true" ? b : null;
    };
    var view = pressed("answers") || pressed("changes");
    var groups = Array.prototype.slice.call(filters.querySelectorAll("button[data-group]"));
    var off = groups.filter(function (b) { return b.getAttribute("aria-pressed") === "false"; });
    /* a part read into the page only refreshes what hides cards: re-running a search
       would take the reader back to its first hit (the next search, which loads what
       it needs, brings the search up to date: `dirty`) */
    if (!force && !view && !off.length) { return; }
    dirty = false;
    fresh = [];
    if (view) { view.click(); return; }
    var all = filters.querySelector("[data-action=show-all]");
    if (!off.length && all) { all.click(); return; }  /* nothing hidden: one pass, unchanged */
    off[0].click();
    off[0].click();
  }

  /* ---- permalinks ------------------------------------------------------------ */
  /* the part holding an id: the id map is cut into shards by the CRC-32 of the id's
     UTF-8 (render/to_html/part_ids.py), ids-00.js…, one read in when an id of it is
     wanted */
  var crcTable = null;
  function crc32(text) {
    if (!crcTable) {
      crcTable = [];
      for (var i = 0; i < 256; i += 1) {
        var c = i;
        for (var k = 0; k < 8; k += 1) { c = c & 1 ? 0xEDB88320 ^ (c >>> 1) : c >>> 1; }
        crcTable.push(c >>> 0);
      }
    }
    var bytes = new TextEncoder().encode(text), crc = 0xFFFFFFFF;
    for (var b = 0; b < bytes.length; b += 1) { crc = crcTable[(crc ^ bytes[b]) & 0xFF] ^ (crc >>> 8); }
    return (crc ^ 0xFFFFFFFF) >>> 0;
  }
  function withIds(id, done) {  /* done(the part holding `id`, or undefined) */
    var k = idShards > 1 ? crc32(id) % idShards : 0;
    if (idPart[k]) { done(idPart[k][id]); return; }
    (waitIds[k] = waitIds[k] || []).push(function () { done(idPart[k][id]); });
    if (waitIds[k].length === 1) { addScript("ids-" + (k < 16 ? "0" : "") + k.toString(16) + ".js"); }
  }
  function wanted() {
    var id = "";
    try { id = decodeURIComponent(location.hash.slice(1)); } catch (e) { id = location.hash.slice(1); }
    if (!id || byId(id)) { return; }
    withIds(id, function (n) {
      if (!n) { return; }
      load(n, function () {  /* the page's own handler opens it, now that it is there */
        if (refreshTimer) { clearTimeout(refreshTimer); refresh(false); }
        window.dispatchEvent(new HashChangeEvent("hashchange"));
      });
    });
  }

  /* ---- search: the parts holding every word of the query --------------------- */
  function withWords(done) {
    if (words) { done(); return; }
    waitWords.push(done);
    if (waitWords.length === 1) { addScript("words.js"); }
  }
  function query() {
    var input = byId("search");
    return input ? input.value.trim().toLowerCase() : "";
  }
  /* the parts holding every word of the query `q` (words.js: groups of words and the
     parts holding them all, a key once in each range of words; a query word matches
     within a word, as the page's search does): {n: true}, or null for every part (a
     query of no word of 2 letters) */
  var held = {q: null, parts: null};
  function members(key) {  /* "2-4,7" -> [2, 3, 4, 7] */
    var out = [];
    key.split(",").forEach(function (run) {
      var ends = run.split("-"), a = Number(ends[0]), b = Number(ends[1] || ends[0]);
      for (var n = a; n <= b; n += 1) { out.push(n); }
    });
    return out;
  }
  function holding(q) {
    if (held.q === q) { return held.parts; }
    var tokens = q.split(/[^\p{L}\p{N}_]+/u).filter(function (w) { return w.length > 1; });
    var found = null;
    tokens.forEach(function (w) {
      var has = {};
      words.forEach(function (group) {  /* (its parts read only when it holds the word) */
        if (group[1].indexOf(w) >= 0) { members(group[0]).forEach(function (n) { has[n] = true; }); }
      });
      if (found) { Object.keys(found).forEach(function (n) { if (!has[n]) { delete found[n]; } }); }
      else { found = has; }
    });
    held = {q: q, parts: found};
    return found;
  }
  /* does part n, not read in yet, hold every word of the query `q` */
  function holds(n, q) {
    if (!words || parts[n].loaded) { return false; }
    var found = holding(q);
    return !found || !!found[n];
  }
  function searchParts() {
    var q = query();
    if (!q) { return; }
    withWords(function () {
      var need = order.filter(function (n) { return holds(n, q); });
      /* a common word is in every part: the first few load (the first matches are
         there), the others' links say they hold matches, and load as they are reached */
      order.forEach(function (n) {
        var slot = byId("part-" + n), note = slot && slot.querySelector(".part-matches");
        if (note) { note.parentNode.removeChild(note); }
        if (slot && need.indexOf(n) >= SEARCH_PARTS) {
          note = doc.createElement("span");
          note.className = "part-matches";
          note.textContent = " · holds matches for \u201c" + q + "\u201d";
          slot.querySelector("p").appendChild(note);
        }
      });
      loadAll(need.slice(0, SEARCH_PARTS), function () {
        clearTimeout(refreshTimer);
        if (dirty) { refresh(true); }
      });
    });
  }

  /* Enter at the search's last hit before more to search (a part read in since the
     search ran, or the slot of a part not read in whose words match, before the next hit
     in the messages): that part is read in, the search run again over what the page holds
     (back at its first hit) and stepped on to the first hit after the one the reader was
     at, where app.js's own Enter would have gone on a whole page, not back to the first
     hit or on to a slot's "holds matches" note. The place is kept by an empty element left
     after that hit (the search removes its marks; before its slot when the hit was the
     slot's note), so a part that scrolling reads in meanwhile changes nothing: the hit
     stepped to is the next in the page's order, whichever part holds it. */
  var stepping = false, FOLLOWS = 4 /* Node.DOCUMENT_POSITION_FOLLOWING */;
  function follows(a, b) { return (a.compareDocumentPosition(b) & FOLLOWS) !== 0; }
  function within(from, bound, el) { return follows(from, el) && (!bound || follows(el, bound)); }
  function first(list, test) {
    for (var i = 0; i < list.length; i += 1) { if (test(list[i])) { return list[i]; } }
    return null;
  }
  function ran() {  /* the query the page's search last ran (app.js keeps it in ?q=) */
    try { return (new URLSearchParams(location.search).get("q") || "").trim().toLowerCase(); }
    catch (e) { return ""; }
  }
  function onSearchEnter(ev) {
    var input = ev.target, q = query(), cur = doc.querySelector("mark.cc-hit.current");
    if (stepping || ev.key !== "Enter" || ev.shiftKey || !input || input.id !== "search" ||
        !q || !cur || ran() !== q) { return; }
    var slotted = cur.closest(".part-slot"), from = slotted || cur;
    var real = first(doc.querySelectorAll("mark.cc-hit"), function (m) {
      return !m.classList.contains("current") && !m.closest(".part-slot") && follows(from, m);
    });
    var unsearched = first(fresh, function (el) { return el.isConnected && within(from, real, el); });
    var bound = unsearched || real;
    var next = first(order, function (n) {
      var slot = byId("part-" + n);
      return slot && (slot === slotted || within(from, bound, slot)) && holds(n, q);
    });
    if (!next && !unsearched) { return; }  /* app.js steps on (or round to the first hit) */
    ev.preventDefault();
    ev.stopPropagation();  /* (the document's capture: the box's own handler is not called) */
    var place = doc.createElement("span");
    from.parentNode.insertBefore(place, slotted || cur.nextSibling);
    var step = function () {
      clearTimeout(refreshTimer);
      refresh(true);  /* the search again, over every part read in: at its first hit */
      var all = doc.querySelectorAll("mark.cc-hit");
      var ahead = first(all, function (m) { return follows(place, m); });
      stepping = true;
      try {
        for (var k = 0; ahead && k < all.length; k += 1) {
          var at = doc.querySelector("mark.cc-hit.current");
          if (!at || follows(place, at)) { break; }
          input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
        }
      } finally {
        stepping = false;
        if (place.parentNode) { place.parentNode.removeChild(place); }
      }
    };
    if (next) { load(next, step); } else { step(); }
  }

  /* ---- keys and scrolling ------------------------------------------------------ */
  function toEnd() {
    var last = order[order.length - 1];
    load(last, function () {
      var frames = 0;
      (function step() {
        window.scrollTo(0, doc.documentElement.scrollHeight);
        frames += 1;
        if (frames < 30) { requestAnimationFrame(step); }
      })();
    });
  }
  function nextSlot() {  /* the next turn is in the part below the screen: load it */
    var limit = window.innerHeight * 3;
    for (var i = 0; i < order.length; i += 1) {
      var slot = byId("part-" + order[i]);
      if (slot && !parts[order[i]].loaded) {
        var top = slot.getBoundingClientRect().top;
        if (top >= 0 && top < limit) { load(order[i]); }
        if (top >= 0) { return; }
      }
    }
  }
  function onKey(ev) {
    if (ev.ctrlKey || ev.metaKey || ev.altKey) { return; }
    var t = ev.target, tag = t && t.tagName;
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || (t && t.isContentEditable)) { return; }
    if (ev.key === "End") { toEnd(); }
    else if (ev.key === "]" || ev.key === "n" || ev.key === "j") { nextSlot(); }
  }
  function onClick(ev) {
    var b = ev.target && ev.target.closest ? ev.target.closest("button[data-action]") : null;
    var action = b && b.getAttribute("data-action");
    if (action === "expand-all") { expanded = true; }
    else if (action === "collapse-all") { expanded = false; }
    else if (action === "next-turn" || action === "next-prompt") { nextSlot(); }
  }

  function init(manifest, options) {
    idShards = (options && options.ids) || 1;
    manifest.forEach(function (m) {
      parts[m.n] = { label: m.label, loaded: false, requested: false, wait: [], counts: m.counts || {} };
      order.push(m.n);
    });
    wholeCounts();
    if (window.IntersectionObserver) {
      observer = new IntersectionObserver(function (entries) {
        entries.forEach(function (e) {
          if (e.isIntersecting) { load(Number(e.target.getAttribute("data-part"))); }
        });
      }, { rootMargin: "0px 0px 150% 0px" }  /* read ahead by a screen and a half */);
      watchEdges();
    }
    var input = byId("search");
    if (input) {
      input.addEventListener("focus", function () { withWords(function () {}); });  /* ahead */
      /* ahead of any search: read in when the page is first idle (6 MB at 500 MB of
         session, ~0.1 s of the main thread), so the first search goes straight to its
         parts instead of waiting for the index */
      var idle = window.requestIdleCallback || function (f) { return setTimeout(f, 500); };
      idle(function () { withWords(function () {}); }, { timeout: 3000 });
      input.addEventListener("input", function () {
        clearTimeout(searchTimer);
        searchTimer = setTimeout(searchParts, 100);
      });
    }
    doc.addEventListener("keydown", onKey);
    doc.addEventListener("keydown", onSearchEnter, true);  /* before the box's own handler */
    doc.addEventListener("click", onClick);
    window.addEventListener("hashchange", wanted);
    wanted();
    searchParts();  /* a ?q= the page opened with */
  }

  window.cc2htmlPart = insert;
  return {
    init: init,
    ids: function (map, k) {  /* a shard: {part: [its ids in the shard]} */
      var found = idPart[k] = Object.create(null);
      Object.keys(map).forEach(function (n) { map[n].forEach(function (id) { found[id] = Number(n); }); });
      var wait = waitIds[k] || []; waitIds[k] = [];
      wait.forEach(function (f) { f(); });
    },
    words: function (groups) {  /* [["2-4,7", "the words parts 2, 3, 4 and 7 all hold"], …] */
      words = groups;
      var wait = waitWords; waitWords = [];
      wait.forEach(function (f) { f(); });
    },
    loaded: function () { return order.filter(function (n) { return parts[n].loaded; }); }
  };
})();
