/* Stylebook's docs theme: theme switch, menu button, copy buttons, outline highlight and search.
   Everything here is an enhancement: pages read fine without it. No dependencies, no network
   except the site's own search files, fetched on first use. */
(function () {
  "use strict";
  var root = document.documentElement;
  var THEME_KEY = "stylebook-theme";

  // ---- Theme: light / auto / dark, remembered; the <head> script applies it before paint.
  function savedTheme() {
    try { return localStorage.getItem(THEME_KEY) || "auto"; } catch (error) { return "auto"; }
  }
  function applyTheme(choice) {
    if (choice === "light" || choice === "dark") root.setAttribute("data-theme", choice);
    else root.removeAttribute("data-theme");
    try {
      if (choice === "auto") localStorage.removeItem(THEME_KEY); else localStorage.setItem(THEME_KEY, choice);
    } catch (error) { /* not remembered, still applied */ }
    document.querySelectorAll("[data-theme-choice]").forEach(function (button) {
      button.setAttribute("aria-pressed", String(button.getAttribute("data-theme-choice") === choice));
    });
  }
  function setUpTheme() {
    applyTheme(savedTheme());
    document.querySelectorAll("[data-theme-choice]").forEach(function (button) {
      button.addEventListener("click", function () { applyTheme(button.getAttribute("data-theme-choice")); });
    });
  }

  // ---- Menu button: shows the sidebar as a drawer on narrow screens.
  function setUpMenu() {
    var button = document.querySelector(".menu-button");
    var sidebar = document.getElementById("site-sidebar");
    if (!sidebar) return;
    // Long sidebars start scrolled to the current page.
    var current = sidebar.querySelector("[aria-current='page']");
    if (current && sidebar.scrollHeight > sidebar.clientHeight) {
      var top = current.offsetTop - sidebar.clientHeight / 3;
      if (top > 0) sidebar.scrollTop = top;
    }
    if (!button) return;
    function setOpen(open) {
      root.classList.toggle("sidebar-open", open);
      button.setAttribute("aria-expanded", String(open));
    }
    button.addEventListener("click", function () {
      var open = button.getAttribute("aria-expanded") !== "true";
      setOpen(open);
      if (open) { var current = sidebar.querySelector("[aria-current='page'], a"); if (current) current.focus(); }
    });
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && root.classList.contains("sidebar-open")) { setOpen(false); button.focus(); }
    });
    sidebar.addEventListener("click", function (event) { if (event.target.closest("a")) setOpen(false); });
    // A tap on the dimmed page beside the drawer closes it.
    document.addEventListener("click", function (event) {
      if (root.classList.contains("sidebar-open") && !sidebar.contains(event.target) && !button.contains(event.target)) setOpen(false);
    });
  }

  // ---- Copy buttons on every code block.
  // The version switch is a <details> and works without scripts; with them it closes as menus
  // do: on Escape (focus back on its summary) and on a click elsewhere.
  function setUpVersionSwitch() {
    var menu = document.querySelector(".version-switch");
    if (!menu) return;
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && menu.open) { menu.open = false; menu.querySelector("summary").focus(); }
    });
    document.addEventListener("click", function (event) {
      if (menu.open && !menu.contains(event.target)) menu.open = false;
    });
  }

  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
    return new Promise(function (resolve, reject) {
      var area = document.createElement("textarea");
      area.value = text; area.setAttribute("readonly", ""); area.style.position = "fixed"; area.style.opacity = "0";
      document.body.appendChild(area); area.select();
      var ok = false;
      try { ok = document.execCommand("copy"); } catch (error) { ok = false; }
      area.remove();
      if (ok) resolve(); else reject(new Error("copy failed"));
    });
  }
  function setUpCopyButtons() {
    document.querySelectorAll(".page pre").forEach(function (pre) {
      if (pre.parentElement.classList.contains("code-block")) return;
      var wrapper = document.createElement("div");
      wrapper.className = "code-block";
      pre.parentNode.insertBefore(wrapper, pre);
      wrapper.appendChild(pre);
      var code = pre.querySelector("code");
      var language = code && /(?:^|\s)language-([\w-]+)/.exec(code.className);
      if (language && language[1] !== "text") {
        var label = document.createElement("span");
        label.className = "code-language"; label.setAttribute("aria-hidden", "true"); label.textContent = language[1];
        wrapper.appendChild(label);
      }
      var button = document.createElement("button");
      button.type = "button"; button.className = "copy-button"; button.textContent = "Copy";
      button.setAttribute("aria-label", "Copy code to clipboard");
      button.addEventListener("click", function () {
        copyText((code || pre).textContent).then(function () {
          button.textContent = "Copied"; button.setAttribute("data-copied", "");
          setTimeout(function () { button.textContent = "Copy"; button.removeAttribute("data-copied"); }, 1600);
        }, function () { button.textContent = "Press Ctrl+C"; });
      });
      wrapper.appendChild(button);
    });
  }

  // ---- Wide code and tables scroll sideways; keyboard users must be able to scroll them too.
  // ---- Copy buttons beside token names on the design-system pages (data-copy holds the text).
  function setUpCopyNames() {
    document.querySelectorAll("button[data-copy]").forEach(function (button) {
      var label = button.textContent;
      button.addEventListener("click", function () {
        copyText(button.getAttribute("data-copy")).then(function () {
          button.textContent = "Copied"; button.setAttribute("data-copied", "");
          setTimeout(function () { button.textContent = label; button.removeAttribute("data-copied"); }, 1600);
        }, function () { button.textContent = "Press Ctrl+C"; });
      });
    });
  }

  // ---- Contrast filters: show the rows of one mode, one kind, or only the failing ones.
  function setUpContrastFilters() {
    document.querySelectorAll("form[data-contrast-filter]").forEach(function (form) {
      var table = document.getElementById(form.getAttribute("data-contrast-filter"));
      var status = form.querySelector("[role=status]");
      if (!table) return;
      var rows = Array.prototype.slice.call(table.tBodies[0].rows);
      function apply() {
        var mode = form.elements.mode.value, kind = form.elements.kind.value, failing = form.elements.failing.checked;
        var shown = 0;
        rows.forEach(function (row) {
          var visible = (!mode || row.getAttribute("data-mode") === mode)
            && (!kind || row.getAttribute("data-kinds").split(" ").indexOf(kind) >= 0)
            && (!failing || row.getAttribute("data-result") === "fail");
          row.hidden = !visible;
          if (visible) shown++;
        });
        status.textContent = shown === rows.length ? "Showing all " + rows.length + " rows."
          : "Showing " + shown + " of " + rows.length + " rows.";
      }
      form.addEventListener("change", apply);
      form.addEventListener("submit", function (event) { event.preventDefault(); });
    });
  }

  function setUpScrollables() {
    function mark() {
      document.querySelectorAll(".page pre, .page table").forEach(function (element) {
        if (element.scrollWidth > element.clientWidth + 1) element.setAttribute("tabindex", "0");
        else element.removeAttribute("tabindex");
      });
    }
    var timer = 0;
    window.addEventListener("resize", function () { clearTimeout(timer); timer = setTimeout(mark, 150); });
    mark();
  }

  // ---- Outline: marks the section being read.
  function setUpOutline() {
    var links = Array.prototype.slice.call(document.querySelectorAll(".outline a[href^='#']"));
    if (!links.length) return;
    var targets = links.map(function (link) { return document.getElementById(decodeURIComponent(link.hash.slice(1))); });
    var ticking = false;
    function update() {
      ticking = false;
      var offset = parseFloat(getComputedStyle(root).scrollPaddingTop) || 80;
      var active = -1;
      targets.forEach(function (target, i) { if (target && target.getBoundingClientRect().top <= offset + 8) active = i; });
      if (window.innerHeight + window.scrollY >= document.body.scrollHeight - 2) active = targets.length - 1;
      links.forEach(function (link, i) { link.classList.toggle("is-active", i === active); });
    }
    window.addEventListener("scroll", function () { if (!ticking) { ticking = true; requestAnimationFrame(update); } }, { passive: true });
    update();
  }

  // ---- Search over the built-in index (see search/index.json for the layout).
  function setUpSearch() {
    var box = document.querySelector(".site-search");
    if (!box) return;
    var input = box.querySelector(".search-input");
    var panel = box.querySelector(".search-results");
    var status = panel.querySelector(".search-status");
    // Announced from outside the panel: a live region that was hidden is often not read out.
    var live = box.querySelector(".search-live");
    function say(text) { status.textContent = text; if (live) live.textContent = text; }
    var list = panel.querySelector(".search-list");
    var indexRoot = box.getAttribute("data-search-root");
    var siteRoot = box.getAttribute("data-site-root");
    var manifest = null, shards = {}, chunks = {}, generation = 0;

    function fetchJSON(path) {
      return fetch(indexRoot + path).then(function (response) {
        if (!response.ok) throw new Error(path + ": " + response.status);
        return response.json();
      });
    }
    function loadManifest() {
      if (!manifest) manifest = fetchJSON("index.json");
      return manifest;
    }
    function words(text) {
      return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) || []).filter(function (w) { return Array.from(w).length >= 2; });
    }
    // Mirrors SearchIndex.fileName in Swift.
    function shardFile(key) {
      if (/^[a-z0-9]+$/.test(key)) return key;
      return "u" + Array.from(new TextEncoder().encode(key), function (b) { return b.toString(16).padStart(2, "0"); }).join("");
    }
    // Shards that can hold the word itself (their key starts it), then the nearest few holding
    // longer words it begins; a one- or two-letter prefix would otherwise pull in half the index.
    var MAX_PREFIX_SHARDS = 8;
    function shardKeysFor(m, word) {
      var own = [], longer = [];
      m.shards.forEach(function (key) {
        if (word.indexOf(key) === 0) own.push(key); else if (key.indexOf(word) === 0) longer.push(key);
      });
      longer.sort(function (a, b) { return a.length - b.length || (a < b ? -1 : 1); });
      return own.concat(longer.slice(0, MAX_PREFIX_SHARDS));
    }
    function termsFor(m, word) {
      return Promise.all(shardKeysFor(m, word).map(function (key) {
        if (!shards[key]) shards[key] = fetchJSON("terms/" + shardFile(key) + ".json");
        return shards[key];
      })).then(function (parts) { return Object.assign.apply(null, [{}].concat(parts)); });
    }
    function chunk(number) {
      if (!chunks[number]) chunks[number] = fetchJSON("pages/" + number + ".json");
      return chunks[number];
    }
    // Scores per page for one query word: exact terms count fully, longer terms it starts half.
    function scoresFor(word, terms) {
      var scores = new Map();
      Object.keys(terms).forEach(function (term) {
        if (term.indexOf(word) !== 0) return;
        var weight = term === word ? 1 : 0.5, postings = terms[term];
        for (var i = 0; i < postings.length; i += 2) {
          var page = postings[i], value = postings[i + 1] * weight;
          if ((scores.get(page) || 0) < value) scores.set(page, value);
        }
      });
      return scores;
    }
    function search(query) {
      var queryWords = words(query);
      if (!queryWords.length) return Promise.resolve(null);
      return loadManifest().then(function (m) {
        return Promise.all(queryWords.map(function (w) { return termsFor(m, w); })).then(function (found) {
          var total = null;
          queryWords.forEach(function (w, i) {
            var scores = scoresFor(w, found[i]);
            if (total === null) { total = scores; return; }
            var both = new Map();
            total.forEach(function (value, page) { if (scores.has(page)) both.set(page, value + scores.get(page)); });
            total = both;
          });
          var ranked = Array.from(total.entries()).sort(function (a, b) { return b[1] - a[1] || a[0] - b[0]; });
          var top = ranked.slice(0, 12);
          return Promise.all(top.map(function (entry) {
            return chunk(Math.floor(entry[0] / m.chunk)).then(function (pages) { return pages[entry[0] % m.chunk]; });
          })).then(function (pages) { return { pages: pages, count: ranked.length, words: queryWords }; });
        });
      });
    }
    function highlight(element, text, queryWords) {
      var pattern = new RegExp("(" + queryWords.map(function (w) { return w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }).join("|") + ")", "giu");
      var last = 0, match;
      while ((match = pattern.exec(text))) {
        element.appendChild(document.createTextNode(text.slice(last, match.index)));
        var mark = document.createElement("mark"); mark.textContent = match[0]; element.appendChild(mark);
        last = match.index + match[0].length;
        if (!match[0].length) pattern.lastIndex++;
      }
      element.appendChild(document.createTextNode(text.slice(last)));
    }
    // The section whose heading matches the most query words (a token's entry for its full name).
    function matchingHeading(page, queryWords) {
      var best = null, bestCount = 0;
      for (var i = 0; i < page.headings.length; i++) {
        var headingWords = words(page.headings[i][1]);
        var count = queryWords.filter(function (w) { return headingWords.some(function (h) { return h.indexOf(w) === 0; }); }).length;
        if (count > bestCount) { best = page.headings[i]; bestCount = count; }
      }
      return best;
    }
    function render(result) {
      list.textContent = "";
      if (!result) { panel.hidden = true; say(""); return; }
      panel.hidden = false;
      say(result.count === 0 ? "No pages match." :
        result.count === 1 ? "1 page matches." :
        result.count > result.pages.length ? result.count + " pages match; showing the best " + result.pages.length + "." :
        result.count + " pages match.");
      result.pages.forEach(function (page) {
        var heading = matchingHeading(page, result.words);
        var item = document.createElement("li");
        var link = document.createElement("a");
        link.href = siteRoot + page.url + (heading ? "#" + heading[0] : "");
        var title = document.createElement("span"); title.className = "search-result-title";
        highlight(title, page.title, result.words); link.appendChild(title);
        if (heading) {
          var section = document.createElement("span"); section.className = "search-result-section";
          section.textContent = "§ " + heading[1]; link.appendChild(section);
        }
        if (page.excerpt) {
          var excerpt = document.createElement("span"); excerpt.className = "search-result-excerpt";
          highlight(excerpt, page.excerpt, result.words); link.appendChild(excerpt);
        }
        item.appendChild(link); list.appendChild(item);
      });
    }
    function run() {
      var mine = ++generation;
      search(input.value).then(function (result) { if (mine === generation) render(result); }, function () {
        if (mine !== generation) return;
        panel.hidden = false; list.textContent = "";
        say("Search is unavailable here (the index could not be loaded).");
      });
    }
    function resultLinks() { return Array.prototype.slice.call(list.querySelectorAll("a")); }
    function close() { panel.hidden = true; }

    input.addEventListener("input", run);
    input.addEventListener("focus", function () { loadManifest().catch(function () {}); if (input.value) run(); });
    input.addEventListener("keydown", function (event) {
      var links = resultLinks();
      if (event.key === "ArrowDown" && links.length) { event.preventDefault(); panel.hidden = false; links[0].focus(); }
      else if (event.key === "Enter" && links.length) { event.preventDefault(); links[0].click(); }
      else if (event.key === "Escape") { if (!panel.hidden) { event.preventDefault(); close(); } else { input.value = ""; } }
    });
    list.addEventListener("keydown", function (event) {
      var links = resultLinks(), at = links.indexOf(document.activeElement);
      if (event.key === "ArrowDown") { event.preventDefault(); if (at + 1 < links.length) links[at + 1].focus(); }
      else if (event.key === "ArrowUp") { event.preventDefault(); if (at > 0) links[at - 1].focus(); else input.focus(); }
      else if (event.key === "Escape") { event.preventDefault(); close(); input.focus(); }
      else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) { input.focus(); }
    });
    document.addEventListener("click", function (event) { if (!box.contains(event.target)) close(); });
    box.addEventListener("focusout", function (event) { if (event.relatedTarget && !box.contains(event.relatedTarget)) close(); });

    // "/" or Ctrl/Cmd+K from anywhere that is not a text field.
    document.addEventListener("keydown", function (event) {
      var target = event.target, typing = target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
      if ((event.key === "/" && !typing && !event.ctrlKey && !event.metaKey) ||
          (event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey))) {
        event.preventDefault(); input.focus(); input.select();
      }
    });
    document.querySelectorAll("[data-focus-search]").forEach(function (link) {
      link.addEventListener("click", function (event) { event.preventDefault(); input.focus(); });
    });
    if (location.hash === "#site-search") input.focus();
  }

  // ---- Code groups (`::: code-group`): the labelled blocks become tabs, following the ARIA
  // tabs pattern: one tab stop, arrow keys, Home and End move and select.
  function setUpCodeGroups() {
    document.querySelectorAll(".code-group").forEach(function (group, groupIndex) {
      var panels = Array.prototype.filter.call(group.children, function (child) { return child.classList.contains("code-fence"); });
      if (panels.length === 0) return;
      var list = document.createElement("div");
      list.className = "code-group-tabs"; list.setAttribute("role", "tablist"); list.setAttribute("aria-label", "Code variants");
      var tabs = panels.map(function (panel, index) {
        var title = panel.querySelector(".code-fence-title");
        var id = "code-group-" + groupIndex + "-" + index;
        var tab = document.createElement("button");
        tab.type = "button"; tab.className = "code-group-tab"; tab.id = id + "-tab";
        tab.setAttribute("role", "tab"); tab.setAttribute("aria-controls", id);
        tab.textContent = title ? title.textContent : "Code " + (index + 1);
        panel.id = id; panel.setAttribute("role", "tabpanel"); panel.setAttribute("aria-labelledby", tab.id);
        panel.tabIndex = 0;
        tab.addEventListener("click", function () { select(index); });
        list.appendChild(tab);
        return tab;
      });
      function select(chosen, focus) {
        tabs.forEach(function (tab, index) {
          var selected = index === chosen;
          tab.setAttribute("aria-selected", selected ? "true" : "false");
          tab.tabIndex = selected ? 0 : -1;
          panels[index].hidden = !selected;
        });
        if (focus) tabs[chosen].focus();
      }
      list.addEventListener("keydown", function (event) {
        var current = tabs.indexOf(document.activeElement), next = -1;
        if (current < 0) return;
        if (event.key === "ArrowRight") next = (current + 1) % tabs.length;
        else if (event.key === "ArrowLeft") next = (current - 1 + tabs.length) % tabs.length;
        else if (event.key === "Home") next = 0;
        else if (event.key === "End") next = tabs.length - 1;
        if (next < 0) return;
        event.preventDefault();
        select(next, true);
      });
      group.insertBefore(list, group.firstChild);
      group.setAttribute("data-tabs", "");
      select(0);
    });
  }

  function start() {
    setUpTheme();
    setUpCodeGroups();
    setUpMenu();
    setUpVersionSwitch();
    setUpCopyButtons();
    setUpCopyNames();
    setUpContrastFilters();
    setUpScrollables();
    setUpOutline();
    setUpSearch();
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start); else start();
})();
