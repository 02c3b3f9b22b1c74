/* The mode switch of a design system with more modes than light and dark (ModeSwitch.swift).
   Every element that belongs to one mode carries its contexts (data-mode-contexts="dark
   increased"); without this script all of them show, each labelled. With it, each switch offers
   one radio group per axis, every switch on the page shows the same choice, and the choice the
   reader makes is remembered from page to page. The contrast page's filter form
   (data-mode-filter) picks modes the same way and also filters its rows by kind and result. */
(function () {
  "use strict";
  var KEY = "stylebook-modes";
  var forms = Array.prototype.slice.call(document.querySelectorAll("form[data-mode-switch], form[data-mode-filter]"));
  if (!forms.length) return;
  var radios = Array.prototype.slice.call(document.querySelectorAll("[data-mode-axis] input[type=radio]"));
  function axisOf(radio) { return radio.closest("[data-mode-axis]").getAttribute("data-mode-axis"); }

  // The first switch's starting choice, then whatever the reader picked before, where it still exists.
  var picked = {};
  radios.forEach(function (radio) { if (radio.checked && !(axisOf(radio) in picked)) picked[axisOf(radio)] = radio.value; });
  try {
    var saved = JSON.parse(localStorage.getItem(KEY) || "{}");
    Object.keys(picked).forEach(function (axis) {
      var known = radios.some(function (radio) { return axisOf(radio) === axis && radio.value === saved[axis]; });
      if (known) picked[axis] = saved[axis];
    });
  } catch (error) { /* storage blocked or unreadable: start from the page's choice */ }

  function inPickedModes(element) {
    var contexts = element.getAttribute("data-mode-contexts").split(" ");
    return Object.keys(picked).every(function (axis) { return !picked[axis] || contexts.indexOf(picked[axis]) >= 0; });
  }

  // The contrast filter: rows of the picked modes, of one kind, or failing only; says how many show.
  var filters = forms.filter(function (form) { return form.hasAttribute("data-mode-filter"); }).map(function (form) {
    var table = document.getElementById(form.getAttribute("data-mode-filter"));
    return { form: form, rows: table ? Array.prototype.slice.call(table.tBodies[0].rows) : [] };
  });
  var filtered = [];
  filters.forEach(function (filter) { filtered = filtered.concat(filter.rows); });

  function apply() {
    radios.forEach(function (radio) { radio.checked = picked[axisOf(radio)] === radio.value; });
    document.querySelectorAll("[data-mode-contexts]").forEach(function (element) {
      if (filtered.indexOf(element) < 0) element.hidden = !inPickedModes(element);
    });
    filters.forEach(function (filter) {
      var kind = filter.form.elements.kind.value, failing = filter.form.elements.failing.checked, shown = 0;
      filter.rows.forEach(function (row) {
        var visible = inPickedModes(row)
          && (!kind || row.getAttribute("data-kinds").split(" ").indexOf(kind) >= 0)
          && (!failing || row.getAttribute("data-result") === "fail");
        row.hidden = !visible;
        if (visible) shown++;
      });
      var status = filter.form.querySelector("[role=status]");
      if (status) status.textContent = shown === filter.rows.length ? "Showing all " + shown + " rows."
        : "Showing " + shown + " of " + filter.rows.length + " rows.";
    });
  }

  forms.forEach(function (form) {
    form.addEventListener("change", function (event) {
      var target = event.target;
      if (target.type === "radio" && target.closest("[data-mode-axis]")) {
        picked[axisOf(target)] = target.value;
        try { localStorage.setItem(KEY, JSON.stringify(picked)); } catch (error) { /* not remembered, still applied */ }
      }
      apply();
    });
    form.addEventListener("submit", function (event) { event.preventDefault(); });
  });
  apply();
})();
