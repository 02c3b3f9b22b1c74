import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `stylebook import --figma FILE_KEY`: one GET of Figma's REST API local-variables endpoint,
/// `GET /v1/files/:file_key/variables/local` with the token of `FIGMA_TOKEN` in `X-Figma-Token`.
/// `FIGMA_API_URL` replaces https://api.figma.com (a proxy, or a stand-in server in tests).
/// Every failure is a `CommandFailure` saying what to change.
enum FigmaAPI {
    static let tokenVariable = "FIGMA_TOKEN"
    static let baseVariable = "FIGMA_API_URL"
    static let defaultBase = "https://api.figma.com"
    static let timeout: TimeInterval = 60

    /// The file key, also from a whole file URL (`https://www.figma.com/design/KEY/Name`).
    static func fileKey(_ argument: String) -> String? {
        var key = argument
        if let url = URL(string: argument), url.host != nil {
            let parts = url.pathComponents
            guard let index = parts.firstIndex(where: { ["file", "design", "proto", "board"].contains($0) }), index + 1 < parts.count else { return nil }
            key = parts[index + 1]
        }
        return !key.isEmpty && key.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) ? key : nil
    }

    /// The response body, as Figma sent it.
    static func localVariables(fileKey: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Data {
        guard let token = environment[tokenVariable], !token.isEmpty else {
            throw CommandFailure("\(tokenVariable) is not set: `import --figma` needs a Figma personal access token to read the file's variables",
                                 hint: "create a token in Figma (Settings > Security > Personal access tokens) with the file_variables:read scope, then export \(tokenVariable)=<token>")
        }
        var base = environment[baseVariable].flatMap { $0.isEmpty ? nil : $0 } ?? defaultBase
        while base.hasSuffix("/") { base.removeLast() }
        let address = "\(base)/v1/files/\(fileKey)/variables/local"
        guard let url = URL(string: address), url.scheme == "https" || url.scheme == "http" else {
            throw CommandFailure("'\(address)' is not an http(s) URL", hint: "check \(baseVariable), or unset it to use \(defaultBase)")
        }
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.setValue(token, forHTTPHeaderField: "X-Figma-Token")
        request.setValue("application/json", forHTTPHeaderField: "Accept")

        let (data, response) = try get(request)
        guard response.statusCode == 200 else {
            let message = figmaMessage(data).map { ": \($0)" } ?? ""
            switch response.statusCode {
            case 401, 403:
                throw CommandFailure("Figma refused the request for file '\(fileKey)' (HTTP \(response.statusCode)\(message))",
                                     hint: "check \(tokenVariable): the token must be valid, have the file_variables:read scope and belong to a full member of the file's Enterprise organization")
            case 404:
                throw CommandFailure("Figma has no file '\(fileKey)' (HTTP 404\(message))",
                                     hint: "the file key is the part of the file's URL after /design/ or /file/")
            case 429:
                throw CommandFailure("Figma's rate limit was reached (HTTP 429\(message))", hint: "wait a minute and run the command again")
            default:
                throw CommandFailure("Figma answered HTTP \(response.statusCode) for \(address)\(message)")
            }
        }
        return data
    }

    /// Figma's error bodies: `{"status": 403, "err": "Invalid token"}` or `{"error": true, "message": …}`.
    static func figmaMessage(_ data: Data) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        return (object["err"] as? String) ?? (object["message"] as? String)
    }

    private final class Outcome: @unchecked Sendable {
        var data: Data?
        var response: URLResponse?
        var error: (any Error)?
    }

    /// The request made synchronously: the command has nothing else to do meanwhile.
    private static func get(_ request: URLRequest) throws -> (Data, HTTPURLResponse) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        session.dataTask(with: request) { data, response, error in
            (outcome.data, outcome.response, outcome.error) = (data, response, error)
            done.signal()
        }.resume()
        done.wait()
        let host = request.url?.host ?? "Figma"
        if let error = outcome.error {
            throw CommandFailure("cannot reach \(host): \(error.localizedDescription)",
                                 hint: "check the network connection\(ProcessInfo.processInfo.environment[baseVariable] != nil ? " and \(baseVariable)" : "")")
        }
        guard let response = outcome.response as? HTTPURLResponse else {
            throw CommandFailure("\(host) sent no HTTP response")
        }
        return (outcome.data ?? Data(), response)
    }
}
