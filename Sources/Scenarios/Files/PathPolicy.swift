/// Which files an `app:` or `run:` line may name. CI runs scenario files from pull requests, so
/// a scenario must not make flowsim read (and quote in its diagnostics) a file outside the
/// project, such as `/etc/shadow` or `/proc/self/environ`.
///
/// - The file must lie, after every symbolic link is resolved, inside one of the allowed
///   folders: the current folder, the folders given on the command line (a file's own folder
///   for a file), and any given with `--allow-outside`.
/// - `app:` must name an app file (`*.app.yaml`) and `run:` a scenario file (`*.flow.yaml`):
///   any other file is refused by its name, without being read or quoted.
public struct PathPolicy: Sendable {
    /// Canonical absolute folders, without a trailing `/` (but `/` itself).
    public private(set) var allowedFolders: [String]

    /// The policy for `paths` given on the command line and the extra folders allowed; folders
    /// that do not exist are left out.
    public init(paths: [String], allowing extra: [String] = []) {
        var folders: [String] = []
        if let current = FileProbe.currentFolder() { folders.append(current) }
        for path in paths + extra {
            let folder = FileProbe.probe(path) == .folder ? path : Self.folder(of: path)
            if let canonical = FileProbe.canonicalPath(folder), !folders.contains(canonical) {
                folders.append(canonical)
            }
        }
        allowedFolders = folders
    }

    /// A policy with exactly these canonical folders (for tests).
    public init(allowedFolders: [String]) {
        self.allowedFolders = allowedFolders
    }

    /// Why `path` (as resolved from the scenario) may not be read for `key` (`app` or `run`); `nil` when it may.
    public func refusal(of path: String, key: String) -> String? {
        refusalReason(of: path, key: key)?.message
    }

    /// Why `path` may not be read for `key`, as the catalogue holds it; `nil` when it may.
    public func refusalReason(of path: String, key: String) -> PathRefusal? {
        let suffix = key == "app" ? ".app.yaml" : ".flow.yaml"
        guard path.hasSuffix(suffix) else { return .notAnInputFile(key: key, path: path) }
        // A path that does not exist is reported by the loader as missing; its folder must still be allowed.
        let canonical =
            FileProbe.canonicalPath(path)
            ?? FileProbe.canonicalPath(Self.folder(of: path)).map {
                ($0 == "/" ? "/" : $0 + "/") + Self.name(of: path)
            }
        guard let canonical else { return nil }
        if allowedFolders.contains(where: { Self.isInside(canonical, $0) }) { return nil }
        return .outsideAllowedFolders(key: key, path: path, canonical: canonical)
    }

    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
