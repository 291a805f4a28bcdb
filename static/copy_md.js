/* cc2html: "copy as Markdown". The page carries each message's Markdown, made by the
   Markdown export (render/to_html/copy_markdown.py), in the data block #cc2html-md. Each message
   with an entry gets a copy button (one page icon, style.css .copy-icon) beside its link buttons, and each turn a
   button of two page icons that
   copies the turn: its messages' entries in page order (subagents' included). An entry
   is its text, or a list of text and references to a tool's long text on the page
   (render/to_html/copy_refs.py: found by length and CRC-32, fenced as the export fences it). */
(function () {
  var doc = document, data = doc.getElementById("cc2html-md"), entries = null;
  var main = doc.getElementById("main");
  var copy = window.cc2html && window.cc2html.copyText;  /* app.js: clipboard, else a selection */
  if (!data || !main || !copy) { return; }
  function md() {
    if (entries === null) {
      try { entries = JSON.parse(data.textContent || "{}"); } catch (e) { entries = {}; }
    }
    return entries;
  }
  var table = null;
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
    var value = md()[id];
    if (typeof value === "string" || !value) { return value || ""; }
    var article = doc.getElementById(id);
    return value.map(function (part) {
      return typeof part === "string" ? part : fenced(article, part);
    }).join("");
  }
  function turnText(article) {
    var parts = [], all = md();
    if (all[article.id]) { parts.push(entry(article.id)); }
    Array.prototype.forEach.call(article.querySelectorAll("article[id]"), function (el) {
      if (all[el.id]) { parts.push(entry(el.id)); }
    });
    return parts.join("\n\n") + "\n";
  }
  function icon() {  /* a copy icon drawn by CSS (style.css .copy-icon: two offset pages), no
     font glyph: it draws on a system without a symbol font (⎘ showed as an empty box there) */
    var i = doc.createElement("span");
    i.className = "copy-icon";
    i.setAttribute("aria-hidden", "true");
    return i;
  }
  function button(kind, id, label) {
    var btn = doc.createElement("button");
    btn.type = "button";
    btn.className = "copy-md";
    btn.setAttribute("data-copy-md", kind);
    btn.setAttribute("data-for", id);
    btn.title = label;
    btn.setAttribute("aria-label", label);
    btn.appendChild(icon());
    if (kind === "turn") { btn.appendChild(icon()); }
    return btn;
  }
  function addButtons() {
    var all = md();
    Array.prototype.forEach.call(main.querySelectorAll("article.msg[id]"), function (el) {
      var links = el.querySelector(".links");
      if (!links || links.closest("article") !== el) { return; }
      if (all[el.id]) { links.appendChild(button("message", el.id, "Copy this message as Markdown")); }
      if (el.parentElement && el.parentElement.classList.contains("messages")) {
        links.appendChild(button("turn", el.id, "Copy this turn as Markdown"));
      }
    });
  }
  doc.addEventListener("click", function (ev) {
    var btn = ev.target && ev.target.closest ? ev.target.closest("button.copy-md") : null;
    if (!btn) { return; }
    ev.preventDefault();
    var article = doc.getElementById(btn.getAttribute("data-for"));
    if (!article) { return; }
    var text = btn.getAttribute("data-copy-md") === "turn" ? turnText(article)
      : entry(article.id) + "\n";
    copy(text, function (ok) {
      btn.classList.toggle("copied", ok);
      setTimeout(function () { btn.classList.remove("copied"); }, 1500);
    });
  });
  if (doc.readyState === "loading") { doc.addEventListener("DOMContentLoaded", addButtons); }
  else { addButtons(); }
})();
