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
        let draftedFiles = Set(drafted.keys.map(\.file))
        for (file, source) in sources.enumerated() {
            let draftedFile = draftedFiles.contains(file)
            for (line, text) in lines(of: source.bytes)
            where patterns.contains(where: text.contains) {
                let key = SiteKey(file: file, line: line)
                let status: ImportCallSite.Status
                if let location = drafted[key] {
                    status = .drafted(location)
                } else if let reason = notUnderstood[key] {
                    status = .notUnderstood(reason)
                } else if text.contains("childCoordinators"), draftedFile {
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
                        "in \(body.type), which is neither a coordinator nor a view controller; calls into it are drafted where the coordinators make them"
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

    /// The file's lines, 1-based, decoded (invalid UTF-8 repaired).
    private static func lines(of bytes: [UInt8]) -> [(Int, String)] {
        var out: [(Int, String)] = []
        var start = 0
        var line = 1
        for (offset, byte) in bytes.enumerated() where byte == ASCIIByte.newline {
            out.append((line, String(decoding: bytes[start..<offset], as: UTF8.self)))
            start = offset + 1
            line += 1
        }
        if start < bytes.count {
            out.append((line, String(decoding: bytes[start...], as: UTF8.self)))
        }
        return out
    }
}
