/* cc2html: live pages. `cc2html watch` writes <page>.live.js beside the page; that file
   calls cc2htmlLive("<version>"). A page opened from file:// loads it once: missing (no
   watch ever ran), nothing more happens. Present, it is re-added every 0.4 s; a new
   version reloads the page, keeping the scroll position and the open folds. */
(function () {
  if (location.protocol !== "file:") { return; }
  var doc = document, name = location.pathname.split("/").pop();
  var key = "cc2html-live:" + location.pathname, seen = null, EVERY = 400;  /* ms */
  function foldKey(d, i) {
    var owner = d.parentElement ? d.parentElement.closest("[id]") : null;
    return (owner ? owner.id : "") + "/" + i;
  }
  function folds() {
    var counts = {}, list = [];
    Array.prototype.forEach.call(doc.querySelectorAll("details"), function (d) {
      var owner = d.parentElement ? d.parentElement.closest("[id]") : null;
      var o = owner ? owner.id : "";
      counts[o] = (counts[o] || 0) + 1;
      list.push([d, foldKey(d, counts[o])]);
    });
    return list;
  }
  function save() {
    var open = {};
    folds().forEach(function (p) { open[p[1]] = p[0].open; });
    try {
      sessionStorage.setItem(key, JSON.stringify({ x: scrollX, y: scrollY, open: open }));
    } catch (e) { /* no storage: the reload starts at the top */ }
  }
  function restore() {
    var state = null;
    try { state = JSON.parse(sessionStorage.getItem(key) || "null"); sessionStorage.removeItem(key); }
    catch (e) { return; }
    if (!state || typeof state.open !== "object") { return; }
    folds().forEach(function (p) {
      if (Object.prototype.hasOwnProperty.call(state.open, p[1])) { p[0].open = !!state.open[p[1]]; }
    });
    scrollTo(state.x || 0, state.y || 0);
  }
  function poll() {  /* the tag goes as soon as it ran or failed: the DOM stays the page's */
    var tag = doc.createElement("script");
    tag.src = encodeURIComponent(decodeURIComponent(name)) + ".live.js?" + Date.now();
    tag.onload = function () { tag.parentNode.removeChild(tag); };
    tag.onerror = function () {
      tag.parentNode.removeChild(tag);
      if (seen !== null) { setTimeout(poll, EVERY); }
    };
    doc.body.appendChild(tag);
  }
  window.cc2htmlLive = function (version) {
    if (seen === null) { seen = version; }
    else if (version !== seen) { save(); location.reload(); return; }
    setTimeout(poll, EVERY);
  };
  restore();
  if (name) { poll(); }
})();
