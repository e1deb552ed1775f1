import FlowKit
import Foundation
import Scenarios

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where `flowsim run --coverage` keeps each app's exploration between runs
/// (``CoverageCacheEntry``), so that a second run with the same app file explores nothing.
///
/// The folder is the user's cache, never the project: a file in a pull request cannot plant an
/// entry. `FLOWSIM_CACHE_DIR` names it (empty turns the cache off); otherwise
/// `$XDG_CACHE_HOME/flowsim`, else `~/.cache/flowsim` (`~/Library/Caches/flowsim` on macOS).
/// The folder is made private (0700) and each entry is written atomically, private (0600), by
/// the rules every file flowsim writes follows. An entry is read only when it is a regular file
/// (not a symbolic link) of at most 4 MB that reads back exactly; anything else is a miss, and
/// the app is explored and the entry written again. A cache that cannot be written is no error:
/// the run only explores again next time.
struct CoverageCache {
    /// The folder of the entries, ending in `/`; `nil` when the cache is off.
    var folder: String?
    /// flowsim's version, part of every entry's key.
    var version = Flowsim.version
    /// Entries read and explorations run, for tests and the curious.
    private(set) var hits = 0
    private(set) var misses = 0

    /// The cache folder for this environment (see the type's documentation).
    init(environment: [String: String]) {
        if let named = environment["FLOWSIM_CACHE_DIR"] {
            folder = named.isEmpty ? nil : Self.slashed(named) + "coverage/"
        } else if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            folder = Self.slashed(xdg) + "flowsim/coverage/"
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            #if os(macOS)
                folder = Self.slashed(home) + "Library/Caches/flowsim/coverage/"
            #else
                folder = Self.slashed(home) + ".cache/flowsim/coverage/"
            #endif
        }
    }

    /// The environment variables the cache reads.
    static let environmentNames = ["FLOWSIM_CACHE_DIR", "XDG_CACHE_HOME", "HOME"]

    /// The universe of `app`, whose file reads `appText`: from the cache when an entry for
    /// exactly this text, bound and version is there, else explored and kept.
    mutating func universe(
        of app: AppDefinition, appText: String?, maxStates: Int
    ) -> CoverageUniverse {
        guard let folder, let appText else {
            misses += 1
            return CoverageReport.explored(app, maxStates: maxStates)
        }
        let path =
            folder
            + CoverageCacheEntry.key(appText: appText, maxStates: maxStates, version: version)
        if let text = Self.readEntry(path), let universe = CoverageCacheEntry.decode(text, app: app)
        {
            hits += 1
            return universe
        }
        misses += 1
        let universe = CoverageReport.explored(app, maxStates: maxStates)
        Self.writeEntry(CoverageCacheEntry.encode(universe), to: path, folder: folder)
        return universe
    }

    /// The entry's text, if it is a regular file no larger than an entry may be.
    static func readEntry(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
            info.st_size <= CoverageCacheEntry.maximumBytes
        else { return nil }
        guard let data = FileManager.default.contents(atPath: path),
            // A file that changed since it was looked at is not the entry that was checked.
            data.count == Int(info.st_size)
        else { return nil }
        return String(data: data, encoding: .utf8)
    }

    /// Writes an entry; a folder or file that cannot be written is left as it is.
    static func writeEntry(_ text: String, to path: String, folder: String) {
        do {
            try Platform.createFolders(String(folder.dropLast()))
            Platform.setPermissions(0o700, atPath: String(folder.dropLast()))
            try AtomicFile.write(text, to: path, mode: 0o600)
        } catch {
            return
        }
    }

    private static func slashed(_ path: String) -> String {
        path.hasSuffix("/") ? path : path + "/"
    }
}
