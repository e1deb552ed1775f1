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
/// - The work is linear in the entries met: one `lstat` an entry and one listing a folder; a
///   link's path is resolved only for that link.
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
                if let identity = info?.identity {
                    search(path, identity: identity, includesApps: includesApps)
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

    private mutating func search(
        _ folder: String, identity: Platform.FileIdentity, includesApps: Bool
    ) {
        // Guard against symbolic-link loops: each real folder is searched once.
        guard seenFolders.insert(identity).inserted else { return }
        let names: [String]
        let undecodable: [Platform.UndecodableName]
        do {
            (names, undecodable) = try Platform.folderListing(atPath: folder)
        } catch {
            errors.append("cannot read folder '\(folder)': \(error.reason)")
            return
        }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        // A name that is not UTF-8 cannot be named in a report: said, never skipped in silence.
        for name in undecodable.sorted(by: { $0.shown < $1.shown }) where name.bytes.first != 0x2E {
            let shown = prefix + name.shown
            let kind = Platform.entryInfo(
                atPathBytes: Array(prefix.utf8) + name.bytes, followingLinks: true)?.kind
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
        for name in names.sorted() where !name.hasPrefix(".") {
            let child = prefix + name
            guard var info = Platform.entryInfo(atPath: child, followingLinks: false) else {
                continue  // removed since the listing
            }
            let wanted = isWanted(name, includesApps: includesApps)
            if info.kind == .symbolicLink {
                guard let target = Platform.entryInfo(atPath: child, followingLinks: true) else {
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
                search(child, identity: info.identity, includesApps: includesApps)
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
