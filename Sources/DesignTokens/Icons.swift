import StylebookKit

/// Every symbol the seeds name, with its SF Symbol and Material Symbols names. The SVGs are
/// drawn for this project on a 24 x 24 grid with 2 pt round strokes in `currentColor`; filled
/// variants cut their marks out with the even-odd rule so they work on any background.
enum IconTokens {
    private static func outline(_ body: String) -> String {
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">"#
            + body + "</svg>"
    }

    private static func filled(_ path: String) -> String {
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true"><path fill-rule="evenodd" d=""#
            + path + #""/></svg>"#
    }

    private static func icon(_ name: String, sf: String, material: String, _ svg: String) -> Icon {
        Icon(name: name, sfSymbol: sf, materialSymbol: material, svg: svg)
    }

    static let all: [Token] = [
        .icon("icon.warning-filled", icon("warning-filled", sf: "exclamationmark.triangle.fill", material: "warning",
              filled("M12 2.5 22.5 20.5H1.5Z M11 9h2v6h-2Z M11 16.5h2v2h-2Z")),
              "Critical errors and data-loss risks; also the error banner's icon."),
        .icon("icon.warning", icon("warning", sf: "exclamationmark.triangle", material: "warning",
              outline(#"<path d="M12 3.5 21.5 20h-19Z"/><path d="M12 9.5v4.5"/><path d="M12 17v.01"/>"#)),
              "Soft warnings and recoverable problems; the default error-view icon."),
        .icon("icon.info", icon("info", sf: "info.circle", material: "info",
              outline(#"<circle cx="12" cy="12" r="9"/><path d="M12 11v6"/><path d="M12 7.5v.01"/>"#)),
              "Tips and neutral notices."),
        .icon("icon.info-filled", icon("info-filled", sf: "info.circle.fill", material: "info",
              filled("M12 2.5a9.5 9.5 0 1 0 0 19a9.5 9.5 0 1 0 0-19Z M11 10.5h2v7h-2Z M11 6.5h2v2h-2Z")),
              "Emphasised notices."),
        .icon("icon.field-error", icon("field-error", sf: "exclamationmark.circle.fill", material: "error",
              filled("M12 2.5a9.5 9.5 0 1 0 0 19a9.5 9.5 0 1 0 0-19Z M11 6.5h2v7h-2Z M11 15.5h2v2h-2Z")),
              "Next to a form field that needs fixing."),
        .icon("icon.offline", icon("offline", sf: "wifi.slash", material: "wifi_off",
              outline(#"<path d="M2.5 9a14 14 0 0 1 19 0"/><path d="M5.5 12.5a9.5 9.5 0 0 1 13 0"/><path d="M8.8 16a5 5 0 0 1 6.4 0"/><path d="M12 19.5v.01"/><path d="M3 3l18 18"/>"#)),
              "No internet connection."),
        .icon("icon.no-signal", icon("no-signal", sf: "antenna.radiowaves.left.and.right.slash", material: "portable_wifi_off",
              outline(#"<circle cx="12" cy="12" r="1.5"/><path d="M8.5 8.5a5 5 0 0 0 0 7"/><path d="M15.5 8.5a5 5 0 0 1 0 7"/><path d="M5.5 5.5a9.5 9.5 0 0 0 0 13"/><path d="M18.5 5.5a9.5 9.5 0 0 1 0 13"/><path d="M3 3l18 18"/>"#)),
              "Connection lost or the server cannot be reached."),
        .icon("icon.server-error", icon("server-error", sf: "exclamationmark.icloud", material: "cloud_off",
              outline(#"<path d="M7 18.5h10a4 4 0 0 0 .6-7.95A6 6 0 0 0 6.1 10.7 3.9 3.9 0 0 0 7 18.5Z"/><path d="M12 10v3.5"/><path d="M12 16v.01"/>"#)),
              "A failure on our side rather than the user's network."),
        .icon("icon.locked", icon("locked", sf: "lock.fill", material: "lock",
              outline(#"<rect x="5" y="11" width="14" height="10" rx="2"/><path d="M8 11V8a4 4 0 0 1 8 0v3"/>"#)),
              "Sign-in required."),
        .icon("icon.not-found", icon("not-found", sf: "questionmark.folder", material: "folder_off",
              outline(#"<path d="M3 6.5h6l2 2h10V19H3Z"/><path d="M10.2 12a1.9 1.9 0 1 1 2.6 1.75c-.5.25-.8.6-.8 1.25"/><path d="M12 17v.01"/>"#)),
              "The requested item does not exist."),
        .icon("icon.empty-list", icon("empty-list", sf: "tray.fill", material: "inbox",
              outline(#"<path d="M3 13.5 6 5h12l3 8.5V19H3Z"/><path d="M3 13.5h5l1.5 2h5l1.5-2h5"/>"#)),
              "An empty list or inventory."),
        .icon("icon.search", icon("search", sf: "magnifyingglass", material: "search",
              outline(#"<circle cx="10.5" cy="10.5" r="6.5"/><path d="M15.5 15.5 21 21"/>"#)),
              "No search results."),
        .icon("icon.search-unavailable", icon("search-unavailable", sf: "magnifyingglass.circle", material: "search_off",
              outline(#"<circle cx="12" cy="12" r="9.5"/><circle cx="11" cy="11" r="3.5"/><path d="M13.6 13.6 16.5 16.5"/>"#)),
              "Search is switched off or degraded."),
        .icon("icon.document", icon("document", sf: "doc", material: "description",
              outline(#"<path d="M6 3h8l4 4v14H6Z"/><path d="M14 3v4h4"/><path d="M9 12h6"/><path d="M9 16h6"/>"#)),
              "No content yet."),
        .icon("icon.photo", icon("photo", sf: "photo", material: "image",
              outline(#"<rect x="3" y="5" width="18" height="14" rx="2"/><circle cx="8.5" cy="10" r="1.5"/><path d="M21 16l-5-5-8 8"/>"#)),
              "No images yet."),
        .icon("icon.folder", icon("folder", sf: "folder", material: "folder",
              outline(#"<path d="M3 6.5h6l2 2h10V19H3Z"/>"#)),
              "An empty folder or collection."),
        .icon("icon.close", icon("close", sf: "xmark", material: "close",
              outline(#"<path d="M6 6l12 12"/><path d="M18 6 6 18"/>"#)),
              "Dismiss a banner or toast."),
        .icon("icon.retry", icon("retry", sf: "arrow.clockwise", material: "refresh",
              outline(#"<path d="M20 12a8 8 0 1 1-2.34-5.66"/><path d="M20 4v5h-5"/>"#)),
              "Try the failed action again."),
    ]
}
