import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// HTTP/1.1 over a plain TCP socket: enough to read a server-sent event stream as it arrives,
/// which buffered HTTP clients cannot do.
final class RawHTTP {
    private let socket: Int32
    private(set) var received = ""

    init(port: Int) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard status == 0 else {
            Glibc.close(socket)
            throw POSIXError(.ECONNREFUSED)
        }
    }

    deinit { Glibc.close(socket) }

    func send(_ text: String) {
        var bytes = Array(text.utf8)
        _ = write(socket, &bytes, bytes.count)
    }

    /// Reads until `marker` has arrived after `offset` characters, or the deadline passes.
    @discardableResult
    func read(until marker: String, after offset: Int = 0, timeout: Duration = .seconds(10)) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while !String(received.dropFirst(offset)).contains(marker) {
            guard ContinuousClock.now < deadline else { return false }
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 16 * 1024)
            let count = Glibc.read(socket, &buffer, buffer.count)
            guard count > 0 else { return String(received.dropFirst(offset)).contains(marker) }
            received += String(decoding: buffer.prefix(count), as: UTF8.self)
        }
        return true
    }

    /// One GET with `Connection: close`: status code and body.
    static func get(_ path: String, port: Int) -> (status: Int, body: String)? {
        guard let connection = try? RawHTTP(port: port) else { return nil }
        connection.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        connection.read(until: "\u{0}", timeout: .seconds(10)) // reads to end of stream
        let parts = connection.received.components(separatedBy: "\r\n\r\n")
        guard let statusLine = parts.first?.split(separator: "\r\n").first,
              let status = Int(statusLine.split(separator: " ").dropFirst().first ?? "") else { return nil }
        return (status, parts.dropFirst().joined(separator: "\r\n\r\n"))
    }

    /// A port nobody listens on right now.
    /// A socket listening on 127.0.0.1 at a port the system picked, to make a port busy.
    static func listener() throws -> (descriptor: Int32, port: Int) {
        let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let status = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(descriptor, pointer, length) == 0 && Glibc.listen(descriptor, 1) == 0 && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard status else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
    }

    static func freePort() -> Int {
        guard let listening = try? listener() else { return 0 }
        Glibc.close(listening.descriptor)
        return listening.port
    }
}
