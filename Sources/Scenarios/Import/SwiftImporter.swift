import Foundation

/// `flowsim import`: reads an app's Swift sources and drafts its app file, with a report of every
/// navigation call site — drafted (and where in the draft) or not understood.
public enum SwiftImporter {
    /// Folders never read: dependencies, build products and tests.
    static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "build", "Build"]

    /// The `.swift` files under `paths` (files or folders, searched recursively, sorted; hidden
    /// entries, dependency and build folders and `…Tests` folders skipped), and the paths that
    /// do not exist.
    public static func swiftFiles(in paths: [String]) -> (files: [String], missing: [String]) {
        var files: [String] = []
        var missing: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
                missing.append(path)
                continue
            }
            guard isFolder.boolValue else {
                files.append(path)
                continue
            }
            var found: [String] = []
            if let walker = manager.enumerator(atPath: path) {
                while let relative = walker.nextObject() as? String {
                    let name = (relative as NSString).lastPathComponent
                    if name.hasPrefix(".") || skippedFolders.contains(name)
                        || name.hasSuffix("Tests")
                    {
                        walker.skipDescendants()
                        continue
                    }
                    if name.hasSuffix(".swift") { found.append(path + "/" + relative) }
                }
            }
            files += found.sorted()
        }
        return (files, missing)
    }

    /// Drafts the app file of the given sources.
    public static func importApp(sources: [SwiftSource], appName: String) -> ImportResult {
        var codebase = Codebase(sources: sources)
        HelperTables.fill(&codebase)
        var drafter = Drafter(codebase: codebase, appName: appName)
        let app = drafter.draft()
        let sites = CallSiteSearch.sites(
            in: sources, drafted: drafter.drafted, notUnderstood: drafter.notUnderstood,
            codebase: codebase)
        let drafted = sites.count {
            if case .drafted = $0.status { return true } else { return false }
        }
        let header = [
            "Drafted by flowsim import from \(sources.count) Swift file\(sources.count == 1 ? "" : "s"): "
                + "\(drafted) of \(sites.count) navigation call sites drafted.",
            "Each element names the line it came from; refine by hand what the report lists as not understood.",
        ]
        if app.launch.isEmpty || app.flows.isEmpty {
            return ImportResult(
                draft: nil, app: app, sites: sites, files: sources.count, sources: sources)
        }
        return ImportResult(
            draft: DraftWriter.write(app, header: header).text, app: app, sites: sites,
            files: sources.count, sources: sources)
    }

    /// An app name from a folder's name: `it.bz.noi.community.ios` → `ItBzNoiCommunityIos`.
    public static func appName(from path: String) -> String {
        let last = path.split(separator: "/").last.map(String.init) ?? "App"
        var name = ""
        var upper = true
        for c in last {
            if c.isASCII, c.isLetter || c.isNumber {
                name.append(upper ? Character(c.uppercased()) : c)
                upper = false
            } else {
                upper = true
            }
        }
        return name.isEmpty || name.first?.isLetter != true ? "App" : name
    }
}

/// What `import` found: the draft (nil when the code has no launch or no coordinator it could
/// read) and every call site.
public struct ImportResult: Sendable {
    public var draft: String?
    var app: DraftApp
    public var sites: [ImportCallSite]
    public var files: Int
    let sources: [SwiftSource]

    /// The Swift line an element came from.
    func codeLine(_ origin: CodeOrigin) -> String {
        sources.first { $0.path == origin.path }?.lineText(origin.line) ?? ""
    }

    public var draftedCount: Int {
        sites.count { if case .drafted = $0.status { return true } else { return false } }
    }
}

/// One line of Swift with navigation on it, and what became of it.
public struct ImportCallSite: Sendable, Equatable {
    public enum Status: Sendable, Equatable {
        /// Drafted, at this place in the draft (`screens.Cart.actions.pay`).
        case drafted(String)
        /// Not understood, and why.
        case notUnderstood(String)
    }

    public var path: String
    public var fileName: String
    public var line: Int
    public var code: String
    public var status: Status
}
