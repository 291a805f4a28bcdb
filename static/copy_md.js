/* cc2html: "copy as Markdown". The page carries each message's Markdown, made by the
   Markdown export (render/copy_markdown.py), in the data block #cc2html-md. Each message
   with an entry gets a ⎘ button beside its link buttons, and each turn a ⎘⎘ button that
   copies the turn: its messages' entries in page order (subagents' included). */
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
  function turnText(article) {
    var parts = [], all = md();
    if (all[article.id]) { parts.push(all[article.id]); }
    Array.prototype.forEach.call(article.querySelectorAll("article[id]"), function (el) {
      if (all[el.id]) { parts.push(all[el.id]); }
    });
    return parts.join("\n\n") + "\n";
  }
  function button(kind, id, label) {
    var btn = doc.createElement("button");
    btn.type = "button";
    btn.className = "copy-md";
    btn.setAttribute("data-copy-md", kind);
    btn.setAttribute("data-for", id);
    btn.title = label;
    btn.setAttribute("aria-label", label);
    btn.textContent = kind === "turn" ? "⎘⎘" : "⎘";
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
      : (md()[article.id] || "") + "\n";
    copy(text, function (ok) {
      btn.classList.toggle("copied", ok);
      setTimeout(function () { btn.classList.remove("copied"); }, 1500);
    });
  });
  if (doc.readyState === "loading") { doc.addEventListener("DOMContentLoaded", addButtons); }
  else { addButtons(); }
})();
