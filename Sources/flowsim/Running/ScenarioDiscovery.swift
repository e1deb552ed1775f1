import Scenarios

/// Finds the files a command works on: the paths given, with each folder searched recursively.
///
/// - Files in a folder are taken in sorted order (by name, folder by folder), so every run and
///   every shard sees the same list. Paths keep the form the user gave (`scenarios/a.flow.yaml`).
/// - Entries whose name starts with `.` (`.build`, `.git`) are skipped; a folder reached twice
///   through symbolic links is searched once; a file named twice is taken once.
/// - A symbolic link met in a folder is followed only as the ``PathPolicy`` allows: to a regular
///   file or a folder inside the project. A link out of it (to `/proc/self/environ`, to `/`, to
///   `../outside/creds`) is reported and never opened.
/// - A file named on the command line is taken whatever its name ends with, except that `run`
///   refuses an app file; so is a folder whose name ends like one (`x.flow.yaml`), which the
///   loader then reports as a folder.
/// - The work is linear in the entries met, whatever the depth: each entry is looked at
///   relative to its open folder (one name for the system to resolve, not the whole path), and
///   only a link's whole path is resolved, for that link.
struct ScenarioDiscovery {
    /// `*.flow.yaml` files, in order.
    var scenarioFiles: [String] = []
    /// `*.app.yaml` files, in order (only when apps are wanted).
    var appFiles: [String] = []
    /// Paths that could not be used; each message is lower-case, for `error: …`.
    var errors: [String] = []
    /// Folders that held nothing to work on, for `warning: …`.
    var warnings: [String] = []

    static let scenarioSuffix = ".flow.yaml"
    static let appSuffix = ".app.yaml"
    /// The folder searched when no path is given.
    static let defaultFolder = "scenarios"

    private let policy: PathPolicy
    private var seenFiles: Set<Platform.FileIdentity> = []
    private var seenFolders: Set<Platform.FileIdentity> = []

    /// Searches `paths`; app files are collected only when `includesApps` (for `check`). Links
    /// met in folders are followed as `policy` allows (by default, the policy of `paths`).
    init(paths: [String], includesApps: Bool, policy: PathPolicy? = nil) {
        self.policy = policy ?? PathPolicy(paths: paths)
        for path in paths {
            let info = Platform.entryInfo(atPath: path, followingLinks: true)
            switch info?.kind {
            case nil:
                let probe = FileProbe.probe(path)
                errors.append(
                    probe == .missing
                        ? "no such file or folder: '\(path)'"
                        : "'\(path)' \(probe.problem ?? "cannot be read")")
            case .regularFile?,
                .folder?
            where path.hasSuffix(Self.scenarioSuffix) || path.hasSuffix(Self.appSuffix):
                // A folder named like an input file (`x.flow.yaml`) is taken as the file the user
                // meant: the loader reports it at `x.flow.yaml:1:1` ("is a folder, not a file").
                if path.hasSuffix(Self.appSuffix) {
                    if includesApps {
                        add(path, info?.identity, to: \.appFiles)
                    } else {
                        errors.append(
                            "'\(path)' is an app file; 'flowsim run' takes scenario files (*\(Self.scenarioSuffix)), which name their app"
                        )
                    }
                } else {
                    add(path, info?.identity, to: \.scenarioFiles)
                }
            case .folder?:
                let before = scenarioFiles.count + appFiles.count
                switch Platform.openFolder(atPath: path) {
                case .success(let opened):
                    if let identity = info?.identity,
                        let end = search(
                            path, opened: opened, identity: identity, includesApps: includesApps)
                    {
                        Platform.closeFolder(end)
                    }
                case .failure(let error):
                    errors.append("cannot read folder '\(path)': \(error.reason)")
                }
                if scenarioFiles.count + appFiles.count == before {
                    let wanted =
                        includesApps
                        ? "scenario or app files (*\(Self.scenarioSuffix), *\(Self.appSuffix))"
                        : "scenario files (*\(Self.scenarioSuffix))"
                    warnings.append("no \(wanted) in '\(path)'")
                }
            case _?:
                errors.append(
                    "'\(path)' \(FileProbe.probe(path).problem ?? "is neither a file nor a folder")"
                )
            }
        }
    }

    /// `["scenarios"]` (as `base` + `scenarios`) when that folder exists, else `nil`.
    static func defaultPaths(base: String = "") -> [String]? {
        let folder = base + defaultFolder
        return Platform.fileKind(atPath: folder) == .folder ? [folder] : nil
    }

    /// Searches the open folder `folder`, naming each entry relative to it. Returns the folder's
    /// descriptor at the end, for the caller to close (`nil` if it was lost): before going down
    /// into a folder, the descriptor is closed and then opened again through the child's `..`,
    /// so that only the folders entered through links stay open, however deep the walk.
    private mutating func search(
        _ folder: String, opened: Platform.FolderDescriptor, identity: Platform.FileIdentity,
        includesApps: Bool
    ) -> Platform.FolderDescriptor? {
        var descriptor = opened
        // Guard against symbolic-link loops: each real folder is searched once.
        guard seenFolders.insert(identity).inserted else { return descriptor }
        let listing: [[UInt8]]
        do {
            listing = try Platform.folderNames(in: descriptor)
        } catch {
            errors.append("cannot read folder '\(folder)': \(error.reason)")
            return descriptor
        }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var names: [String] = []
        var undecodable: [Platform.UndecodableName] = []
        for bytes in listing where bytes.first != 0x2E {
            if let name = String(validating: bytes, as: UTF8.self) {
                names.append(name)
            } else {
                undecodable.append(
                    Platform.UndecodableName(shown: Platform.shown(bytes), bytes: bytes))
            }
        }
        // A name that is not UTF-8 cannot be named in a report: said, never skipped in silence.
        for name in undecodable.sorted(by: { $0.shown < $1.shown }) {
            let shown = prefix + name.shown
            let kind = Platform.entryInfo(named: name.bytes, in: descriptor, followingLinks: true)?
                .kind
            if kind == .folder {
                errors.append(
                    "cannot search the folder '\(shown)': its name is not valid UTF-8 (shown with the bad bytes as \\xFF); rename the folder"
                )
            } else if isWanted(name.shown, includesApps: includesApps) {
                errors.append(
                    "cannot read '\(shown)': its name is not valid UTF-8 (shown with the bad bytes as \\xFF); rename the file"
                )
            } else {
                warnings.append(
                    "skipped '\(shown)': its name is not valid UTF-8 (shown with the bad bytes as \\xFF)"
                )
            }
        }
        for name in names.sorted() {
            let child = prefix + name
            let bytes = Array(name.utf8)
            let wanted = isWanted(name, includesApps: includesApps)
            guard
                var info = Platform.entryInfo(named: bytes, in: descriptor, followingLinks: false)
            else {
                // Removed since the listing, or the folder cannot be searched.
                if wanted, let problem = FileProbe.probe(child).problem {
                    errors.append("'\(child)' \(problem)")
                }
                continue
            }
            let isLink = info.kind == .symbolicLink
            if isLink {
                guard
                    let target = Platform.entryInfo(
                        named: bytes, in: descriptor, followingLinks: true)
                else {
                    // A dangling link or a link loop named like an input file.
                    if wanted, let problem = FileProbe.probe(child).problem {
                        errors.append("'\(child)' \(problem)")
                    }
                    continue
                }
                // Only a link that matters is resolved: a folder, or a file named like an input.
                guard target.kind == .folder || wanted else { continue }
                if let refusal = policy.linkRefusal(
                    at: child, target: Platform.linkTarget(atPath: child) ?? "?",
                    isFolder: target.kind == .folder)
                {
                    if target.kind == .folder {
                        warnings.append(refusal)
                    } else {
                        errors.append(refusal)
                    }
                    continue
                }
                info = target
            }
            switch info.kind {
            case .folder:
                guard !seenFolders.contains(info.identity) else { continue }
                let inner: Platform.FolderDescriptor
                switch Platform.openFolder(named: bytes, in: descriptor) {
                case .success(let opened): inner = opened
                case .failure(let error):
                    errors.append("cannot read folder '\(child)': \(error.reason)")
                    continue
                }
                if isLink {
                    // `..` of a linked folder is not this folder: this one stays open.
                    let end = search(
                        child, opened: inner, identity: info.identity, includesApps: includesApps)
                    if let end { Platform.closeFolder(end) }
                    continue
                }
                Platform.closeFolder(descriptor)
                let end = search(
                    child, opened: inner, identity: info.identity, includesApps: includesApps)
                guard let back = reopen(folder, identity: identity, from: end) else {
                    errors.append(
                        "cannot read folder '\(folder)' again: it was moved or removed while being searched"
                    )
                    return nil
                }
                descriptor = back
            case .regularFile where name.hasSuffix(Self.scenarioSuffix):
                add(child, info.identity, to: \.scenarioFiles)
            case .regularFile where includesApps && name.hasSuffix(Self.appSuffix):
                add(child, info.identity, to: \.appFiles)
            case .regularFile:
                continue
            default:
                // A pipe, a device or a socket named like an input file.
                if wanted, let problem = FileProbe.probe(child).problem {
                    errors.append("'\(child)' \(problem)")
                }
            }
        }
        return descriptor
    }

    /// The folder `folder` (of `identity`) opened again after searching a child folder, through
    /// the child's `..` (one name to resolve), else through its path; the child's descriptor
    /// `child` is closed.
    private func reopen(
        _ folder: String, identity: Platform.FileIdentity, from child: Platform.FolderDescriptor?
    ) -> Platform.FolderDescriptor? {
        if let child {
            defer { Platform.closeFolder(child) }
            if case .success(let parent) = Platform.openFolder(named: [0x2E, 0x2E], in: child) {
                if Platform.entryInfo(of: parent)?.identity == identity { return parent }
                Platform.closeFolder(parent)
            }
        }
        guard case .success(let again) = Platform.openFolder(atPath: folder) else { return nil }
        if Platform.entryInfo(of: again)?.identity == identity { return again }
        Platform.closeFolder(again)
        return nil
    }

    /// Whether a file called `name` is one this search collects.
    private func isWanted(_ name: String, includesApps: Bool) -> Bool {
        name.hasSuffix(Self.scenarioSuffix) || (includesApps && name.hasSuffix(Self.appSuffix))
    }

    private mutating func add(
        _ file: String, _ identity: Platform.FileIdentity?,
        to list: WritableKeyPath<ScenarioDiscovery, [String]>
    ) {
        if let identity, !seenFiles.insert(identity).inserted { return }
        self[keyPath: list].append(file)
    }
}
