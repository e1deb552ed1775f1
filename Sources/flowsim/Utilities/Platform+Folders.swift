#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Platform {
    /// Creates the folder `path` and any missing folders above it; an existing folder is fine.
    static func createFolder(atPath path: String) throws(SystemError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            prefix += part
            if fileKind(atPath: prefix) != .folder, mkdir(prefix, 0o755) != 0, errno != EEXIST {
                let code = errno
                let reason = strerror(code).map { String(cString: $0) } ?? "error \(code)"
                throw SystemError(
                    reason: reason.prefix(1).lowercased() + reason.dropFirst(), code: code)
            }
            if fileKind(atPath: prefix) != .folder {
                throw SystemError(reason: "'\(prefix)' is not a folder", code: EEXIST)
            }
            prefix += "/"
        }
    }

    /// The current directory, absolute.
    static func currentDirectory() -> String {
        guard let cwd = getcwd(nil, 0) else { return "." }
        defer { free(cwd) }
        return String(cString: cwd)
    }

    /// `path` as seen from the folder `folder` (both relative to the current directory or absolute),
    /// lexically: `../apps/x.app.yaml` for `apps/x.app.yaml` seen from `out`.
    static func relativePath(_ path: String, from folder: String) -> String {
        func components(_ p: String) -> [Substring] {
            let absolute = p.hasPrefix("/") ? p : currentDirectory() + "/" + p
            var parts: [Substring] = []
            for part in absolute.split(separator: "/") {
                if part == "." { continue }
                if part == ".." {
                    if !parts.isEmpty { parts.removeLast() }
                    continue
                }
                parts.append(part)
            }
            return parts
        }
        let target = components(path)
        let base = components(folder)
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] {
            common += 1
        }
        let ups = Array(repeating: "..", count: base.count - common)
        return (ups + target[common...].map(String.init)).joined(separator: "/")
    }
}
