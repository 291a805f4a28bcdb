/* cc2html: live pages. `cc2html watch` writes .cc2html-live/<page name> beside the page
   (watch/live.py): a page posting "cc2html-live:<version>" to the page framing it. A page
   opened from file:// loads it once, in a hidden frame: missing (no watch ever ran),
   nothing more happens, and nothing is logged (a missing <script src> would log "Failed to
   load resource"; a frame that finds no file does not). Present, it is loaded again every
   0.4 s; a new version reloads the page, keeping the scroll position and the open folds. */
(function () {
  if (location.protocol !== "file:") { return; }
  var doc = document, file = location.pathname.split("/").pop();
  var key = "cc2html-live:" + location.pathname, seen = null, EVERY = 400, GRACE = 1000;  /* ms */
  var FOLDER = ".cc2html-live/", MESSAGE = "cc2html-live:";
  try { file = encodeURIComponent(decodeURIComponent(file)); } catch (e) { /* as it is */ }
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
  function poll() {  /* a fresh frame each time (no history entry), gone once it answered */
    var frame = doc.createElement("iframe"), win = null, answered = false;
    function done() {
      removeEventListener("message", heard);
      if (frame.parentNode) { frame.parentNode.removeChild(frame); }
    }
    function heard(e) {
      if (answered || e.source !== win || typeof e.data !== "string"
          || e.data.indexOf(MESSAGE) !== 0) { return; }
      answered = true;
      done();
      live(e.data.slice(MESSAGE.length));
    }
    frame.onload = function () {  /* the message may come just after: wait for it a while */
      setTimeout(function () {
        if (answered) { return; }
        answered = true;
        done();
        if (seen !== null) { setTimeout(poll, EVERY); }  /* a file between two writes */
      }, GRACE);
    };
    frame.hidden = true;
    frame.tabIndex = -1;
    frame.setAttribute("aria-hidden", "true");
    frame.src = FOLDER + file + "?" + Date.now();
    addEventListener("message", heard);
    doc.body.appendChild(frame);
    win = frame.contentWindow;
  }
  function live(version) {
    if (seen === null) { seen = version; }
    else if (version !== seen) { save(); location.reload(); return; }
    setTimeout(poll, EVERY);
  }
  restore();
  if (file) { poll(); }
})();
