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
        isNormal(path) ? path : tidied(path)
    }

    /// `normalize`, part by part.
    static func tidied(_ path: String) -> String {
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

    /// Whether `normalize` would return `path` as it is: no `.` or `..` part, no empty part
    /// (`a//b`, a final `/`), and not empty. One pass over the bytes, nothing built: a run reads
    /// paths like these for every file.
    static func isNormal(_ path: String) -> Bool {
        var partLength = 0
        var dots = 0  // the part's bytes, while they are all dots
        var first = true
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                // An empty part is fine only as the leading `/` of an absolute path.
                if partLength == 0 && !first { return false }
                if partLength > 0 && dots == partLength && dots <= 2 { return false }
                partLength = 0
                dots = 0
            } else {
                partLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
            first = false
        }
        if partLength == 0 { return false }  // empty, or a final `/`
        return !(dots == partLength && dots <= 2)
    }
}
