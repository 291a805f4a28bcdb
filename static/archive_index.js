/* cc2html archive indexes: times in the viewer's zone, sort a table by a column (click
   its header) and narrow its rows with the filter box as you type. Offline, no data but the page's own cells; text
   is only read (textContent, attributes), never written as HTML. Without this script the
   table stays in its date order and the filter box hidden. */
(function () {
  "use strict";
  /* times in the viewer's zone, named ("Oct 2, 2025, 12:00 PM GMT+2"), as on the session
     pages (app.js); the HTML's UTC text stays in the tooltip. A stamp naming no zone is
     left as written. */
  var full = new Intl.DateTimeFormat(undefined, {
    year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit",
    timeZoneName: "short" });
  Array.prototype.forEach.call(document.querySelectorAll("time[datetime]"), function (t) {
    var stamp = t.getAttribute("datetime") || "";
    var d = new Date(stamp);
    if (isNaN(d.getTime()) || !/(Z|[+-]\d\d:?\d\d)$/i.test(stamp)) { return; }
    var utc = t.getAttribute("title") || d.toISOString();
    var local = full.format(d);
    t.setAttribute("title", local + " (your time) \u2014 " + utc);
    t.classList.add("local");
    t.textContent = local;
  });
})();
(function () {
  "use strict";
  var table = document.querySelector("table[data-sortable]");
  if (!table || !table.tBodies.length) { return; }
  var body = table.tBodies[0];
  var rows = Array.prototype.slice.call(body.rows);
  rows.forEach(function (row, n) { row.setAttribute("data-order", String(n)); });

  function key(row, col, numeric) {
    var cell = row.cells[col];
    if (!cell) { return numeric ? 0 : ""; }
    var value = cell.getAttribute("data-sort");
    if (value === null) { value = cell.textContent || ""; }
    if (!numeric) { return value.toLowerCase(); }
    var number = parseFloat(value);
    return isNaN(number) ? 0 : number;
  }

  function sortBy(header, col) {
    var numeric = header.getAttribute("data-sort-by") === "num";
    var was = header.getAttribute("aria-sort");
    /* a first click: numbers and dates largest first, text A to Z; the next reverses */
    var descending = was ? was === "ascending" : numeric;
    var keyed = rows.map(function (row) {
      return [key(row, col, numeric), Number(row.getAttribute("data-order")), row];
    });
    keyed.sort(function (a, b) {
      var order = a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
      if (descending) { order = -order; }
      return order || a[1] - b[1];
    });
    var frag = document.createDocumentFragment();
    keyed.forEach(function (item) { frag.appendChild(item[2]); });
    body.appendChild(frag);
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th) {
      th.removeAttribute("aria-sort");
    });
    header.setAttribute("aria-sort", descending ? "descending" : "ascending");
  }

  Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th, col) {
    if (!th.hasAttribute("data-sort-by")) { return; }
    var button = document.createElement("button");
    button.type = "button";
    button.className = "sort";
    while (th.firstChild) { button.appendChild(th.firstChild); }
    th.appendChild(button);
    button.addEventListener("click", function () { sortBy(th, col); });
  });

  var box = document.querySelector(".archive-filter");
  var input = document.getElementById("archive-filter");
  var count = document.getElementById("archive-filter-count");
  if (!box || !input) { return; }
  /* what a row is found by: its cells' text and the tooltips of its links (file names) */
  var texts = rows.map(function (row) {
    var parts = [row.textContent || ""];
    Array.prototype.forEach.call(row.querySelectorAll("[title]"), function (el) {
      parts.push(el.getAttribute("title") || "");
    });
    return parts.join(" ").toLowerCase();
  });
  box.hidden = false;
  function narrow() {
    var words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
    var shown = 0;
    rows.forEach(function (row, n) {
      var hit = words.every(function (word) { return texts[n].indexOf(word) !== -1; });
      row.hidden = !hit;
      if (hit) { shown += 1; }
    });
    if (count) {
      count.textContent = words.length ? shown + " of " + rows.length + " shown" : "";
    }
  }
  input.addEventListener("input", narrow);
  if (input.value) { narrow(); }
})();
