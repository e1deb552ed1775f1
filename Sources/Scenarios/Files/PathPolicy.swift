import FlowKit

/// Which files flowsim may read because a file named them: the `app:` and `run:` lines of a
/// scenario, and the symbolic links the folder walk meets. CI runs scenario files from pull
/// requests, so a file must not make flowsim read (and quote in its diagnostics) a file outside
/// the project, such as `/etc/shadow` or `/proc/self/environ`.
///
/// - The project is the nearest folder at or above the current folder with `.git` or
///   `Package.swift` in it (the current folder itself when there is none); the same for each
///   path given on the command line (a file's own folder for a file). Those folders, the
///   folders given and any given with `--allow-outside` are the allowed folders.
/// - A file is allowed when, after every symbolic link is resolved, it lies inside an allowed
///   folder and not under `/proc`, `/sys` or `/dev` (which hold the process's secrets and
///   devices rather than files of a project), whatever the allowed folders are.
/// - `app:` must name an app file (`*.app.yaml`) and `run:` a scenario file (`*.flow.yaml`):
///   any other file is refused by its name, without being read or quoted.
/// - The folder walk follows a symbolic link only to a regular file or a folder that is
///   allowed in the same way (``linkRefusal(at:)``).
public struct PathPolicy: Sendable {
    /// Canonical absolute folders, without a trailing `/` (but `/` itself).
    public private(set) var allowedFolders: [String]

    /// The files that mark a project's top folder.
    public static let projectMarkers = [".git", "Package.swift"]
    /// Folders of the system whose files are never read, wherever the project is.
    static let systemFolders = ["/proc", "/sys", "/dev"]

    /// The policy for `paths` given on the command line and the extra folders allowed; an extra
    /// folder that does not exist is left out (never its parent: ``missingFolders(_:)`` says which).
    public init(paths: [String], allowing extra: [String] = []) {
        var folders: [String] = []
        func allow(_ folder: String) {
            if !folders.contains(folder) { folders.append(folder) }
        }
        var starts: [String] = []
        if let current = FileProbe.currentFolder() { starts.append(current) }
        for path in paths {
            let folder = FileProbe.probe(path) == .folder ? path : Self.folder(of: path)
            if let canonical = FileProbe.canonicalPath(folder) { starts.append(canonical) }
        }
        // Thousands of files given in one folder look for its project once.
        var searched: Set<String> = []
        for start in starts where searched.insert(start).inserted {
            allow(Self.project(containing: start) ?? start)
            allow(start)
        }
        for folder in extra where FileProbe.probe(folder) == .folder {
            if let canonical = FileProbe.canonicalPath(folder) { allow(canonical) }
        }
        // A folder inside another allowed folder adds nothing.
        allowedFolders = folders.filter { folder in
            !folders.contains { $0 != folder && Self.isInside(folder, $0) }
        }
    }

    /// A policy with exactly these canonical folders (for tests).
    public init(allowedFolders: [String]) {
        self.allowedFolders = allowedFolders
    }

    /// The folders of `extra` (as `--allow-outside` gives them) that are not folders, each with why.
    public static func missingFolders(_ extra: [String]) -> [(folder: String, problem: String)] {
        extra.compactMap { folder in
            let probe = FileProbe.probe(folder)
            if probe == .folder { return nil }
            if folder.isEmpty { return (folder, "is empty; name a folder") }
            return (folder, probe == .regularFile ? "is a file, not a folder" : probe.problem ?? "")
        }
    }

    /// The nearest folder at or above the canonical folder `start` that holds `.git` or
    /// `Package.swift`; `nil` when none does.
    public static func project(containing start: String) -> String? {
        var folder = start
        while true {
            for marker in projectMarkers {
                let probe = FileProbe.probe((folder == "/" ? "" : folder) + "/" + marker)
                if probe != .missing { return folder }
            }
            if folder == "/" || folder.isEmpty { return nil }
            folder = Self.folder(of: folder)
        }
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
        if isAllowed(canonical) { return nil }
        return .outsideAllowedFolders(key: key, path: path, canonical: canonical)
    }

    /// Why the folder walk may not follow the symbolic link at `path` (whose text is `target`),
    /// as a whole message after "error: " (after "warning: " for a folder, which is skipped);
    /// `nil` when it may. Whatever it points at is never opened here, so nothing of it is quoted.
    public func linkRefusal(at path: String, target: String, isFolder: Bool) -> String? {
        guard let canonical = FileProbe.canonicalPath(path) else { return nil }
        if isAllowed(canonical) { return nil }
        let shown = canonical == target ? "" : " (\(canonical))"
        let link = "a symbolic link to '\(target)'\(shown), outside the project"
        let rule =
            "the folder walk follows a link only to a file or folder inside the project, \(projectText)"
        return isFolder
            ? "skipped '\(path)', \(link); it was not searched (\(rule))"
            : "'\(path)' is \(link); it was not read (\(rule))"
    }

    /// Whether the canonical `path` lies inside an allowed folder and outside the system's folders.
    public func isAllowed(_ canonical: String) -> Bool {
        if Self.systemFolders.contains(where: { Self.isInside(canonical, $0) }) { return false }
        return allowedFolders.contains { Self.isInside(canonical, $0) }
    }

    /// The allowed folders, as a message names them.
    var projectText: String {
        let shown = allowedFolders.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
        let more = allowedFolders.count > 3 ? " and \(allowedFolders.count - 3) more" : ""
        return shown + more
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
