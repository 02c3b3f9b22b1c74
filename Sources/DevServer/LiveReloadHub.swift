import Foundation

/// Fans build results out to every open page over server-sent events. A page that connects
/// while the build is broken gets the error at once, so a reload never hides the overlay.
public actor LiveReloadHub {
    /// Changes with every process, so a page notices a restart (a new binary) and reloads.
    public nonisolated let instance: String
    private var subscribers: [UUID: AsyncStream<String>.Continuation] = [:]
    private var currentError: String?
    private var finished = false

    public init(instance: String = UUID().uuidString) {
        self.instance = instance
    }

    public var subscriberCount: Int { subscribers.count }

    /// One open page: its id (to unsubscribe) and its ready-to-send SSE messages.
    public struct Subscription: Sendable {
        public let id: UUID
        public let messages: AsyncStream<String>
    }

    /// A stream of SSE messages that ends when the hub finishes.
    public func subscribe() -> Subscription {
        let id = UUID()
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(64))
        guard !finished else {
            continuation.finish()
            return Subscription(id: id, messages: stream)
        }
        // `retry` makes browsers reconnect within half a second after a restart (the default is seconds).
        continuation.yield("retry: 500\n" + Self.message(event: "hello", data: instance))
        if let currentError { continuation.yield(Self.message(event: "build-error", data: currentError)) }
        subscribers[id] = continuation
        return Subscription(id: id, messages: stream)
    }

    /// The page went away (its connection failed or closed).
    public func unsubscribe(_ id: UUID) {
        subscribers.removeValue(forKey: id)?.finish()
    }

    /// The site changed: pages reload (which also clears an overlay).
    public func reload(changed paths: [String] = []) {
        currentError = nil
        broadcast(Self.message(event: "reload", data: paths.prefix(50).joined(separator: " ")))
    }

    /// The last edit broke the build: pages show `text` in an overlay and keep their content.
    public func showError(_ text: String) {
        currentError = text
        broadcast(Self.message(event: "build-error", data: text))
    }

    /// Fixed without any served file changing: just remove the overlay.
    public func clearError() {
        guard currentError != nil else { return }
        currentError = nil
        broadcast(Self.message(event: "build-ok", data: ""))
    }

    /// A comment line keeps proxies from timing out and lets writes to closed connections fail.
    public func ping() {
        broadcast(": ping\n\n")
    }

    /// Ends every stream, so open responses complete and the server can shut down.
    public func finish() {
        finished = true
        for continuation in subscribers.values { continuation.finish() }
        subscribers = [:]
    }

    private func broadcast(_ message: String) {
        for continuation in subscribers.values { continuation.yield(message) }
    }

    /// One SSE message; every line of `data` gets its own `data:` field.
    static func message(event: String, data: String) -> String {
        let lines = data.split(separator: "\n", omittingEmptySubsequences: false)
        return "event: \(event)\n" + lines.map { "data: \($0)\n" }.joined() + "\n"
    }
}
