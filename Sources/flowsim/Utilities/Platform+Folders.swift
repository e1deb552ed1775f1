#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Platform {
    /// `path` as seen from the folder `folder` (both relative to the current directory or absolute),
    /// lexically: `../apps/x.app.yaml` for `apps/x.app.yaml` seen from `out`.
    static func relativePath(_ path: String, from folder: String) -> String {
        func components(_ p: String) -> [Substring] {
            let absolute = p.hasPrefix("/") ? p : currentFolder() + "/" + p
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
