import FlowKit

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

extension Platform {
    /// What a path names and which file it is (device and inode), so that a folder walk can
    /// tell a folder met twice without resolving its whole path.
    struct EntryInfo: Equatable {
        var kind: EntryKind
        var identity: FileIdentity
    }

    /// A file's identity on this machine: two paths with the same identity are one file.
    struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// `lstat` (`followingLinks` false: a link is reported as a link) or `stat`; `nil` if
    /// nothing is there. Counted as the names the path holds, each of which the system resolves.
    static func entryInfo(atPath path: String, followingLinks: Bool) -> EntryInfo? {
        WorkCounter.add(componentCount(path))
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        return EntryInfo(
            kind: entryKind(ofMode: info.st_mode),
            identity: FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
    }
}
