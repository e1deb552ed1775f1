import FlowKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a path names, found before reading it, so that a folder, a pipe, a device, a dangling
/// link or a link loop is reported for what it is instead of as "no such file" (or a read that
/// never ends, as `/dev/zero` or a pipe would be).
public enum FileProbe: Hashable, Sendable {
    case regularFile
    case folder
    /// A named pipe, a device or a socket: `what` is "a named pipe", "a character device"….
    case special(what: String)
    case missing
    /// A symbolic link whose target does not exist.
    case danglingLink(target: String)
    /// Following the links loops (ELOOP).
    case linkLoop
    /// `stat` failed otherwise: `reason` as `strerror` gives it, lower-case.
    case unreadable(reason: String)

    /// Probes `path`, following symbolic links.
    public static func probe(_ path: String) -> FileProbe {
        WorkCounter.add(1)
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ELOOP { return .linkLoop }
            if code == ENOENT {
                var own = stat()
                if lstat(path, &own) == 0, own.st_mode & S_IFMT == S_IFLNK {
                    return .danglingLink(target: linkTarget(path))
                }
                return .missing
            }
            return .unreadable(reason: reason(code))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regularFile
        case S_IFDIR: return .folder
        case S_IFIFO: return .special(what: "a named pipe")
        case S_IFCHR: return .special(what: "a character device")
        case S_IFBLK: return .special(what: "a block device")
        case S_IFSOCK: return .special(what: "a socket")
        default: return .special(what: "neither a file nor a folder")
        }
    }

    /// Why `path` cannot be read as an input file, to follow "'PATH' "; `nil` for a regular file.
    public var problem: String? {
        switch self {
        case .regularFile: return nil
        case .folder: return "is a folder, not a file"
        case .special(let what): return "is \(what), not a file; flowsim reads only regular files"
        case .missing: return "does not exist"
        case .danglingLink(let target):
            return "is a symbolic link to '\(target)', which does not exist"
        case .linkLoop: return "is a symbolic link loop (following its links never ends)"
        case .unreadable(let reason): return "cannot be read: \(reason)"
        }
    }

    /// The canonical absolute path (links resolved, `.` and `..` gone) of an existing path.
    /// The C library resolves each component of the path in turn: the work counted is one a component.
    public static func canonicalPath(_ path: String) -> String? {
        WorkCounter.add(1 + path.utf8.count { $0 == UInt8(ascii: "/") })
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The current folder, canonical.
    public static func currentFolder() -> String? {
        canonicalPath(".")
    }

    private static func linkTarget(_ path: String) -> String {
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return "?" }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func reason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        var reason = String(cString: text)
        if let first = reason.first, first.isUppercase,
            reason.dropFirst().first?.isLowercase ?? false
        {
            reason = first.lowercased() + reason.dropFirst()
        }
        return reason
    }
}
