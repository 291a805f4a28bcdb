/* "Copy as Markdown" on the messages a large session's head reads in from its parts
   (static/parts.js; render/to_html/split.py). The head's own script (static/copy_md.js)
   knows the head's data block only, and keeps its functions to itself; each part's .js
   twin brings its messages' data (copy_markdown.node_members: the same entries, text or
   text and references to a tool's long text on the page), and this gives the inserted
   messages the buttons copy_md.js gives the head's, marked data-part-copy and answered
   here before copy_md.js's own click handler sees them. The references are resolved as
   copy_md.js resolves them: crc, body and fenced are its copies (NOTES.md: duplicates). */
var cc2htmlPartsCopy = (function () {
  "use strict";
  var doc = document, entries = Object.create(null), table = null;
  var copy = window.cc2html && window.cc2html.copyText;  /* app.js: clipboard, else a selection */

  function crc(text) {  /* CRC-32 of the UTF-16LE code units, as zlib.crc32 computes it */
    var c, i, k;
    if (table === null) {
      table = [];
      for (i = 0; i < 256; i++) {
        for (c = i, k = 0; k < 8; k++) { c = c & 1 ? 0xEDB88320 ^ (c >>> 1) : c >>> 1; }
        table.push(c >>> 0);
      }
    }
    for (c = -1, i = 0; i < text.length; i++) {
      k = text.charCodeAt(i);
      c = table[(c ^ k) & 255] ^ (c >>> 8);
      c = table[(c ^ (k >>> 8)) & 255] ^ (c >>> 8);
    }
    return (c ^ -1) >>> 0;
  }
  function each(root, selector, fn) {
    return Array.prototype.map.call(root.querySelectorAll(selector), fn);
  }
  function found(texts, n, h) {
    for (var i = 0; i < texts.length; i++) {
      if (texts[i].length === n && crc(texts[i]) === h) { return texts[i]; }
    }
    return null;
  }
  function body(article, ref) {
    if (ref.k !== undefined) {  /* an edit: its diff rows, each line with its sign */
      var input = article.querySelector(".tool-input");
      var rows = input ? input.querySelectorAll("pre.diff-rows")[ref.k] : null;
      if (!rows) { return null; }
      var lines = rows.textContent.replace(/\n$/, "");
      return ref.d ? ref.d + "\n" + lines : lines;
    }
    if (ref.li) {  /* a list of paths, one a line (and what follows it: `s`) */
      var list = found(each(article, "ul", function (ul) {
        return each(ul, "li", function (li) { return li.textContent; }).join("\n");
      }), ref.n, ref.h);
      return list === null ? null : list + (ref.s || "");
    }
    var pres = each(article, "pre", function (pre) { return pre.textContent; });
    var text = found(pres, ref.n, ref.h);
    if (text === null || ref.gn === undefined) { return text; }
    var numbers = found(pres, ref.gn, ref.gh);  /* numbered lines: the gutter beside them */
    if (numbers === null) { return null; }
    var code = text.split("\n"), nums = numbers.split("\n");
    return nums.map(function (n, i) { return n + "\t" + code[i]; }).join("\n");
  }
  function fenced(article, ref) {
    var ticks = new Array(ref.f + 1).join("`"), text = body(article, ref);
    if (text === null) { text = "(this text is not on the page)"; }
    var end = text && text.charAt(text.length - 1) !== "\n" ? "\n" : "";
    return ticks + ref.l + "\n" + text + end + ticks;
  }
  function entry(id) {
    var value = entries[id];
    if (typeof value === "string" || !value) { return value || ""; }
    var article = doc.getElementById(id);
    return value.map(function (part) {
      return typeof part === "string" ? part : fenced(article, part);
    }).join("");
  }
  function turnText(article) {
    var parts = [];
    if (entries[article.id]) { parts.push(entry(article.id)); }
    Array.prototype.forEach.call(article.querySelectorAll("article[id]"), function (el) {
      if (entries[el.id]) { parts.push(entry(el.id)); }
    });
    return parts.join("\n\n") + "\n";
  }

  /* the buttons, made as copy_md.js makes the head's (style.css .copy-md, .copy-icon) */
  function button(kind, id, label) {
    var btn = doc.createElement("button");
    btn.type = "button";
    btn.className = "copy-md";
    btn.setAttribute("data-copy-md", kind);
    btn.setAttribute("data-for", id);
    btn.setAttribute("data-part-copy", "");
    btn.title = label;
    btn.setAttribute("aria-label", label);
    for (var i = kind === "turn" ? 2 : 1; i > 0; i -= 1) {
      var icon = doc.createElement("span");
      icon.className = "copy-icon";
      icon.setAttribute("aria-hidden", "true");
      btn.appendChild(icon);
    }
    return btn;
  }
  /* a part's data and its inserted elements (its turns, at the top level of .messages) */
  function add(data, elements) {
    if (!copy || !data) { return; }
    Object.keys(data).forEach(function (id) { entries[id] = data[id]; });
    elements.forEach(function (top) {
      var all = Array.prototype.slice.call(top.querySelectorAll("article.msg[id]"));
      if (top.matches("article.msg[id]")) { all.unshift(top); }
      all.forEach(function (el) {
        var links = el.querySelector(".links");
        if (!links || links.closest("article") !== el) { return; }
        if (entries[el.id]) { links.appendChild(button("message", el.id, "Copy this message as Markdown")); }
        if (el.parentElement && el.parentElement.classList.contains("messages")) {
          links.appendChild(button("turn", el.id, "Copy this turn as Markdown"));
        }
      });
    });
  }
  doc.addEventListener("click", function (ev) {  /* (capture: before copy_md.js's) */
    var btn = ev.target && ev.target.closest ? ev.target.closest("button.copy-md[data-part-copy]") : null;
    if (!btn) { return; }
    ev.preventDefault();
    ev.stopPropagation();
    var article = doc.getElementById(btn.getAttribute("data-for"));
    if (!article || !copy) { return; }
    var text = btn.getAttribute("data-copy-md") === "turn" ? turnText(article)
      : entry(article.id) + "\n";
    copy(text, function (ok) {
      btn.classList.toggle("copied", ok);
      setTimeout(function () { btn.classList.remove("copied"); }, 1500);
    });
  }, true);
  return { add: add };
})();
