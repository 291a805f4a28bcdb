/* cc2html: runs in <head> before first paint: remembered theme, and a class saying JS runs. */
(function () {
  var root = document.documentElement;
  root.className += " js";
  try {
    var theme = localStorage.getItem("cc2html-theme");
    if (theme === "light" || theme === "dark") { root.setAttribute("data-theme", theme); }
  } catch (e) { /* storage unavailable (privacy mode): follow the system */ }
})();
