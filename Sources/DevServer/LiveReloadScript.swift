import Foundation

/// The browser side of live reload. Injected into HTML responses in serve mode only; files on
/// disk never contain it, so `serve` and `build` output stay identical.
enum LiveReloadScript {
    static let eventsPath = "/_stylebook/events"
    static let scriptPath = "/_stylebook/live-reload.js"
    static let tag = "<script src=\"\(scriptPath)\" defer></script>"

    /// Inserts the script tag before the last `</body>`, or appends it when there is none.
    static func inject(into html: String) -> String {
        guard let range = html.range(of: "</body>", options: [.backwards, .caseInsensitive]) else {
            return html + tag
        }
        return html.replacingCharacters(in: range, with: tag + "\n" + html[range])
    }

    /// Reloads on `reload`, shows build errors in an overlay on `build-error`, hides it on
    /// `build-ok`, and reloads after a restart (the `hello` instance id changes).
    static let source = #"""
    (() => {
      "use strict";
      let instance = null;
      const overlayId = "stylebook-error-overlay";
      function hideOverlay() {
        const old = document.getElementById(overlayId);
        if (old) old.remove();
      }
      function showOverlay(text) {
        hideOverlay();
        const box = document.createElement("div");
        box.id = overlayId;
        box.setAttribute("role", "alert");
        box.style.cssText = "position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:2rem;" +
          "background:rgba(20,20,24,.92);color:#fff;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace";
        const title = document.createElement("strong");
        title.textContent = "stylebook: the last change did not build. The page shows the last good version.";
        title.style.cssText = "display:block;margin-bottom:1rem;color:#ffb4a9;font-size:16px";
        const pre = document.createElement("pre");
        pre.textContent = text;
        pre.style.cssText = "white-space:pre-wrap;margin:0";
        const close = document.createElement("button");
        close.type = "button";
        close.textContent = "Dismiss";
        close.style.cssText = "position:absolute;top:1rem;right:1rem";
        close.addEventListener("click", hideOverlay);
        box.append(close, title, pre);
        document.body.append(box);
      }
      const source = new EventSource("\#(eventsPath)");
      source.addEventListener("hello", (event) => {
        if (instance !== null && instance !== event.data) { location.reload(); return; }
        instance = event.data;
      });
      source.addEventListener("reload", () => location.reload());
      source.addEventListener("build-error", (event) => showOverlay(event.data));
      source.addEventListener("build-ok", hideOverlay);
    })();
    """#
}
