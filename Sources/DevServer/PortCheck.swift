import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Whether `stylebook serve` can listen where it was asked, found out before the first build
/// (which can take a while) rather than after it. Binds a socket the way the server will
/// (SO_REUSEADDR, first address the name resolves to) and closes it again.
public enum PortCheck {
    public enum Outcome: Equatable, Sendable {
        case free
        case inUse
        /// The address cannot be used at all: the OS reason, e.g. "Cannot assign requested address".
        case unusable(String)
    }

    public static func check(host: String, port: Int) -> Outcome {
        var hints = addrinfo()
        #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        hints.ai_flags = AI_PASSIVE
        var list: UnsafeMutablePointer<addrinfo>?
        let resolved = getaddrinfo(host, String(port), &hints, &list)
        guard resolved == 0, let address = list?.pointee else {
            return .unusable(String(cString: gai_strerror(resolved)))
        }
        defer { freeaddrinfo(list) }
        let descriptor = socket(address.ai_family, address.ai_socktype, address.ai_protocol)
        guard descriptor >= 0 else { return .unusable(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        guard bind(descriptor, address.ai_addr, address.ai_addrlen) == 0 else {
            let code = errno
            return code == EADDRINUSE ? .inUse : .unusable(String(cString: strerror(code)))
        }
        return .free
    }

    /// The first free port after `port`, looking a little way up; nil when none is.
    public static func nextFree(after port: Int, host: String) -> Int? {
        guard port > 0, port < 65535 else { return nil }
        return (port + 1...min(port + 100, 65535)).first { check(host: host, port: $0) == .free }
    }
}
