import FlowKit
import Foundation

/// Paths as the user wrote them, joined and tidied lexically (`a/b/../c` → `a/c`).
enum Paths {
    static func resolve(_ path: String, relativeTo file: String) -> String {
        if path.hasPrefix("/") { return normalize(path) }
        let base = file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(
            separator: "/")
        return normalize(base.isEmpty ? path : base + "/" + path)
    }

    /// The file a path names, symbolic links resolved, to tell when two paths are the same file.
    static func identity(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", absolute { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
