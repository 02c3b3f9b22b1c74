import Foundation
import Testing
@testable import DevServer

/// SwiftPM evaluates every manifest of the package graph again whenever the environment differs
/// from its last run, so `swift build` is given one that a `cd` or a profiling flag does not change.
struct SwiftBuildEnvironmentTests {
    let shell = ["PATH": "/usr/bin:/bin", "HOME": "/home/a", "SWIFTPM_CUSTOM": "kept", "OLDPWD": "/elsewhere", "PWD": "/home/a/sub",
                 "SHLVL": "3", "_": "/usr/local/bin/stylebook", "STYLEBOOK_TIMINGS": "1", "STYLEBOOK_PACKAGE": "..", "MAKELEVEL": "1"]

    @Test func whatChangesBetweenShellCommandsIsLeftOut() {
        let environment = SwiftBuild.buildEnvironment(in: URL(fileURLWithPath: "/home/a/acme"), from: shell)
        #expect(environment == ["PATH": "/usr/bin:/bin", "HOME": "/home/a", "SWIFTPM_CUSTOM": "kept", "PWD": "/home/a/acme"])
    }

    @Test func twoShellsInDifferentFoldersGiveTheSameEnvironment() {
        var other = shell
        other["OLDPWD"] = "/tmp"
        other["PWD"] = "/home/a"
        other["SHLVL"] = "1"
        other.removeValue(forKey: "STYLEBOOK_TIMINGS")
        let package = URL(fileURLWithPath: "/home/a/acme")
        #expect(SwiftBuild.buildEnvironment(in: package, from: shell) == SwiftBuild.buildEnvironment(in: package, from: other))
    }
}
