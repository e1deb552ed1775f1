/// The navigation call sites of the sources, found by plain text search — the same search a
/// reader would do by hand, so the importer does not choose its own denominator — each with what
/// the drafter made of its line.
enum CallSiteSearch {
    static let patterns = [
        "pushViewController", "popViewController", "popToRootViewController",
        "popToViewController", "setViewControllers", "viewControllers =", "present(", "dismiss(",
        "rootViewController =", "childCoordinators", ".start(",
    ]

    static func sites(
        in sources: [SwiftSource], drafted: [SiteKey: String], notUnderstood: [SiteKey: String],
        codebase: Codebase
    ) -> [ImportCallSite] {
        // Each file's method bodies by line, with their type, to say where an unread line is.
        var bodies: [Int: [(first: Int, last: Int, type: String)]] = [:]
        for type in codebase.types.values {
            for method in type.methods {
                let source = sources[method.file]
                bodies[method.file, default: []].append(
                    (source.line(method.bodyOpen), source.line(method.bodyClose), type.name))
            }
        }
        var sites: [ImportCallSite] = []
        var draftedFiles = Set(drafted.keys.map(\.file))
        // The base coordinator class (or protocol) that keeps the children: its bookkeeping is
        // the tree flowsim keeps, as drafted as its subclasses' `start:` and `finish`.
        var baseBodies: [Int: [(first: Int, last: Int)]] = [:]
        if !drafted.isEmpty {
            let parents = codebase.coordinatorParents
            for type in codebase.types.values
            where parents.contains(type.name) && type.property(named: "childCoordinators") != nil {
                draftedFiles.insert(type.file)
                for method in type.methods {
                    let source = sources[method.file]
                    baseBodies[method.file, default: []].append(
                        (source.line(method.bodyOpen), source.line(method.bodyClose)))
                }
            }
        }
        for (file, source) in sources.enumerated() {
            let draftedFile = draftedFiles.contains(file)
            for line in matchingLines(source.bytes) {
                let text = source.rawLine(line)
                let key = SiteKey(file: file, line: line)
                let status: ImportCallSite.Status
                if let location = drafted[key] {
                    status = .drafted(location)
                } else if let reason = notUnderstood[key] {
                    status = .notUnderstood(reason)
                } else if text.contains("childCoordinators") || text.contains(".start("),
                    draftedFile, !isComment(text),
                    text.contains("childCoordinators")
                        || (baseBodies[file] ?? []).contains(where: {
                            $0.first <= line && line <= $0.last
                        })
                {
                    // Appending, removing and declaring children: the tree flowsim keeps from
                    // `start:` and `finish`.
                    status = .drafted("the coordinator tree (start: and finish)")
                } else if isComment(text) {
                    status = .notUnderstood("in a comment")
                } else if text.contains("func ") {
                    status = .notUnderstood("a declaration, not a call")
                } else if let body = bodies[file]?.first(where: {
                    $0.first <= line && line <= $0.last
                }
                ) {
                    status = .notUnderstood(
                        codebase.coordinators.contains(body.type)
                            || codebase.viewControllers.contains(body.type)
                            ? "in a method of \(body.type) that no action or start() reaches"
                            : "in \(body.type), which is neither a coordinator nor a view controller; calls into it are drafted where the coordinators make them"
                    )
                } else {
                    status = .notUnderstood(
                        "not in a coordinator or screen the importer could read")
                }
                sites.append(
                    ImportCallSite(
                        path: source.path, fileName: source.fileName, line: line,
                        code: source.lineText(line), status: status))
            }
        }
        return sites
    }

    private static func isComment(_ text: String) -> Bool {
        let trimmed = text.trimmingSpaces
        return trimmed.hasPrefix("//") || trimmed.hasPrefix("*") || trimmed.hasPrefix("/*")
    }

    private static let patternBytes = patterns.map { Array($0.utf8) }

    /// Which bytes start a pattern: most bytes of a file are passed over with one look-up.
    private static let startsPattern: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for pattern in patternBytes { table[Int(pattern[0])] = true }
        return table
    }()

    /// The 1-based lines on which any pattern occurs, in order (compared byte by byte).
    static func matchingLines(_ bytes: [UInt8]) -> [Int] {
        var lines: [Int] = []
        let starts = startsPattern
        let patterns = patternBytes
        let buffer = bytes
        var line = 1
        var lastMatched = 0
        let count = buffer.count
        var i = 0
        while i < count {
            let byte = buffer[i]
            if byte == ASCIIByte.newline {
                line += 1
            } else if starts[Int(byte)], lastMatched != line {
                for pattern in patterns where pattern[0] == byte && i + pattern.count <= count {
                    var k = 1
                    while k < pattern.count, buffer[i + k] == pattern[k] { k += 1 }
                    if k == pattern.count {
                        lines.append(line)
                        lastMatched = line
                        break
                    }
                }
            }
            i += 1
        }
        return lines
    }
}
