import Foundation
import Hummingbird
import SiteBuilder

/// One file of the site as an HTTP response, honouring HEAD and conditional GET.
struct SiteFileResponse {
    let path: String
    let injectLiveReload: Bool

    func response(to request: Request, status: HTTPResponse.Status = .ok) -> Response {
        guard let info = FileStamp(path: path, followingLinks: true), let data = FileManager.default.contents(atPath: path) else {
            return Self.text("Not found\n", status: .notFound, request: request)
        }
        let type = MediaTypes.type(forPath: path)
        let isHTML = type.hasPrefix("text/html")
        // Weak when the script is injected: the bytes differ from the file's.
        let tag = "\"\(String(info.size, radix: 16))-\(String(info.modified, radix: 16))\""
        let etag = injectLiveReload && isHTML ? "W/" + tag : tag
        let lastModified = HTTPDate.format(info.modifiedSeconds)
        var headers: HTTPFields = [.eTag: etag, .lastModified: lastModified, .cacheControl: "no-cache"]
        if status == .ok && Self.isNotModified(request, etag: etag, modified: info.modifiedSeconds) {
            return Response(status: .notModified, headers: headers)
        }
        var body = data
        if isHTML && injectLiveReload {
            body = Data(LiveReloadScript.inject(into: String(decoding: data, as: UTF8.self)).utf8)
        }
        headers[.contentType] = type
        return Self.finish(body, headers: headers, status: status, request: request)
    }

    static func text(_ text: String, status: HTTPResponse.Status, request: Request) -> Response {
        bytes(Data(text.utf8), type: "text/plain; charset=utf-8", status: status, request: request)
    }

    static func bytes(_ data: Data, type: String, status: HTTPResponse.Status, request: Request) -> Response {
        finish(data, headers: [.contentType: type, .cacheControl: "no-cache"], status: status, request: request)
    }

    private static func finish(_ data: Data, headers: HTTPFields, status: HTTPResponse.Status, request: Request) -> Response {
        var headers = headers
        headers[.contentLength] = String(data.count)
        if request.method == .head { return Response(status: status, headers: headers) }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// If-None-Match wins over If-Modified-Since (RFC 9110 §13.2.2); tags compare weakly.
    static func isNotModified(_ request: Request, etag: String, modified: Int) -> Bool {
        if let match = request.headers[.ifNoneMatch] {
            let wanted = Self.opaque(etag)
            return match.split(separator: ",").contains { candidate in
                let trimmed = candidate.trimmingCharacters(in: .whitespaces)
                return trimmed == "*" || Self.opaque(trimmed) == wanted
            }
        }
        if let since = request.headers[.ifModifiedSince].flatMap(HTTPDate.parse) {
            return modified <= since
        }
        return false
    }

    private static func opaque(_ tag: String) -> String {
        tag.hasPrefix("W/") ? String(tag.dropFirst(2)) : tag
    }
}
