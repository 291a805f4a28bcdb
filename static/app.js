/* cc2html page script: progressive enhancement only; the page reads fully without it. */
(function () {
  "use strict";
  var toolbar = document.getElementById("toolbar");
  function setAll(open) {
    var all = document.querySelectorAll("main details");
    for (var i = 0; i < all.length; i++) { all[i].open = open; }
  }
  function localTimes() {
    var times = document.querySelectorAll("time[datetime]");
    for (var i = 0; i < times.length; i++) {
      var d = new Date(times[i].getAttribute("datetime"));
      if (!isNaN(d.getTime())) { times[i].textContent = d.toLocaleString(); }
    }
  }
  function openTo(id) {
    var el = id && document.getElementById(id);
    if (!el) { return; }
    for (var p = el; p; p = p.parentElement) {
      if (p.tagName === "DETAILS") { p.open = true; }
    }
    var own = el.querySelector(":scope > details");
    if (own) { own.open = true; }
    el.scrollIntoView({ block: "start" });
  }
  if (toolbar) {
    toolbar.hidden = false;
    toolbar.addEventListener("click", function (ev) {
      var action = ev.target && ev.target.getAttribute("data-action");
      if (action === "expand-all") { setAll(true); }
      if (action === "collapse-all") { setAll(false); }
    });
  }
  localTimes();
  function fromHash() {
    try { openTo(decodeURIComponent(location.hash.slice(1))); } catch (e) { /* bad hash */ }
  }
  window.addEventListener("hashchange", fromHash);
  fromHash();
})();
