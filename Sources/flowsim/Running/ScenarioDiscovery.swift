import Scenarios

/// Finds the files a command works on: the paths given, with each folder searched recursively.
///
/// - Files in a folder are taken in sorted order (by name, folder by folder), so every run and
///   every shard sees the same list. Paths keep the form the user gave (`scenarios/a.flow.yaml`).
/// - Entries whose name starts with `.` (`.build`, `.git`) are skipped; a folder reached twice
///   through symbolic links is searched once; a file named twice is taken once.
/// - A file named on the command line is taken whatever its name ends with, except that `run`
///   refuses an app file; so is a folder whose name ends like one (`x.flow.yaml`), which the
///   loader then reports as a folder.
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

    private var seenFiles: Set<String> = []
    private var seenFolders: Set<String> = []

    /// Searches `paths`; app files are collected only when `includesApps` (for `check`).
    init(paths: [String], includesApps: Bool) {
        for path in paths {
            switch Platform.fileKind(atPath: path) {
            case nil:
                let probe = FileProbe.probe(path)
                errors.append(
                    probe == .missing
                        ? "no such file or folder: '\(path)'"
                        : "'\(path)' \(probe.problem ?? "cannot be read")")
            case .other:
                errors.append(
                    "'\(path)' \(FileProbe.probe(path).problem ?? "is neither a file nor a folder")"
                )
            case .file,
                .folder where path.hasSuffix(Self.scenarioSuffix) || path.hasSuffix(Self.appSuffix):
                // A folder named like an input file (`x.flow.yaml`) is taken as the file the user
                // meant: the loader reports it at `x.flow.yaml:1:1` ("is a folder, not a file").
                if path.hasSuffix(Self.appSuffix) {
                    if includesApps {
                        add(path, to: \.appFiles)
                    } else {
                        errors.append(
                            "'\(path)' is an app file; 'flowsim run' takes scenario files (*\(Self.scenarioSuffix)), which name their app"
                        )
                    }
                } else {
                    add(path, to: \.scenarioFiles)
                }
            case .folder:
                let before = scenarioFiles.count + appFiles.count
                search(path, includesApps: includesApps)
                if scenarioFiles.count + appFiles.count == before {
                    let wanted =
                        includesApps
                        ? "scenario or app files (*\(Self.scenarioSuffix), *\(Self.appSuffix))"
                        : "scenario files (*\(Self.scenarioSuffix))"
                    warnings.append("no \(wanted) in '\(path)'")
                }
            }
        }
    }

    /// `["scenarios"]` (as `base` + `scenarios`) when that folder exists, else `nil`.
    static func defaultPaths(base: String = "") -> [String]? {
        let folder = base + defaultFolder
        return Platform.fileKind(atPath: folder) == .folder ? [folder] : nil
    }

    private mutating func search(_ folder: String, includesApps: Bool) {
        // Guard against symbolic-link loops: each real folder is searched once.
        if let canonical = Platform.canonicalPath(folder), !seenFolders.insert(canonical).inserted {
            return
        }
        let names: [String]
        let undecodable: [String]
        do {
            (names, undecodable) = try Platform.folderListing(atPath: folder)
        } catch {
            errors.append("cannot read folder '\(folder)': \(error.reason)")
            return
        }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        // A name that is not UTF-8 cannot be named in a report: said, never skipped in silence.
        for name in undecodable.sorted() where !name.hasPrefix(".") {
            if isWanted(name, includesApps: includesApps) {
                errors.append(
                    "cannot read '\(prefix + name)': its name is not valid UTF-8 (shown with the bad bytes as \\xFF); rename the file"
                )
            } else {
                warnings.append(
                    "skipped '\(prefix + name)': its name is not valid UTF-8 (shown with the bad bytes as \\xFF)"
                )
            }
        }
        for name in names.sorted() where !name.hasPrefix(".") {
            let child = prefix + name
            switch Platform.fileKind(atPath: child) {
            case .folder:
                search(child, includesApps: includesApps)
            case .file where name.hasSuffix(Self.scenarioSuffix):
                add(child, to: \.scenarioFiles)
            case .file where includesApps && name.hasSuffix(Self.appSuffix):
                add(child, to: \.appFiles)
            case .other?, nil:
                // A pipe, a device, a dangling link or a link loop named like an input file.
                if isWanted(name, includesApps: includesApps),
                    let problem = FileProbe.probe(child).problem
                {
                    errors.append("'\(child)' \(problem)")
                }
            default:
                continue
            }
        }
    }

    /// Whether a file called `name` is one this search collects.
    private func isWanted(_ name: String, includesApps: Bool) -> Bool {
        name.hasSuffix(Self.scenarioSuffix) || (includesApps && name.hasSuffix(Self.appSuffix))
    }

    private mutating func add(_ file: String, to list: WritableKeyPath<ScenarioDiscovery, [String]>)
    {
        let identity = Platform.canonicalPath(file) ?? file
        if seenFiles.insert(identity).inserted {
            self[keyPath: list].append(file)
        }
    }
}
