import Foundation
import Glibc
import Testing
@testable import DevServer

struct PortCheckTests {
    /// A socket listening on 127.0.0.1 at a port the system picks; closed by the caller.
    static func listen() -> (descriptor: Int32, port: Int) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                _ = bind(descriptor, pointer, length)
                _ = Glibc.listen(descriptor, 1)
                return getsockname(descriptor, pointer, &length)
            }
        }
        return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
    }

    @Test func aListeningPortIsInUseAndTheNextFreeOneIsOffered() throws {
        let (descriptor, port) = Self.listen()
        defer { close(descriptor) }
        #expect(PortCheck.check(host: "127.0.0.1", port: port) == .inUse)
        let next = try #require(PortCheck.nextFree(after: port, host: "127.0.0.1"))
        #expect(next > port)
        #expect(PortCheck.check(host: "127.0.0.1", port: next) == .free)
    }

    @Test func aClosedPortIsFree() {
        let (descriptor, port) = Self.listen()
        close(descriptor)
        #expect(PortCheck.check(host: "127.0.0.1", port: port) == .free)
    }

    @Test func anAddressThisMachineDoesNotHaveIsUnusableWithTheOSReason() {
        // 192.0.2.0/24 is TEST-NET-1: never assigned to a local interface.
        #expect(PortCheck.check(host: "192.0.2.1", port: 8000) == .unusable("Cannot assign requested address"))
    }
}
