/// Paths for the REPL's `run:`, `:load` and `:save`: made absolute against the current folder,
/// tidied lexically, and written relative to the folder of the file that names them.
enum FilePaths {
    /// `path` made absolute against `folder` (an absolute `folder`), `.` and `..` resolved.
    static func absolute(_ path: String, in folder: String) -> String {
        normalize(path.hasPrefix("/") ? path : folder + "/" + path)
    }

    /// The folder holding `path` (absolute).
    static func folder(of path: String) -> String {
        let parts = path.split(separator: "/").dropLast()
        return "/" + parts.joined(separator: "/")
    }

    /// `target` (absolute) as a path relative to `folder` (absolute): `../apps/x.app.yaml`.
    static func relative(_ target: String, from folder: String) -> String {
        let to = target.split(separator: "/")
        let from = folder.split(separator: "/")
        var common = 0
        while common < to.count, common < from.count, to[common] == from[common] { common += 1 }
        let up = Array(repeating: "..", count: from.count - common)
        let parts = up + to[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// `/a/./b/../c` → `/a/c`.
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }
}
