import Foundation

/// A Markdown file of the user's documentation, read for what the documentation tests check:
/// its links, the anchors its headings give, and its fenced YAML examples.
struct MarkdownDocument {
    /// A link written in the file: `[text](target)` or a reference definition `[id]: target`.
    struct Link {
        var target: String
        var line: Int
    }

    /// A fenced ```yaml block and the `<!-- example: … -->` comment just above it.
    struct Example {
        enum Kind: String {
            /// A complete app file, a complete scenario file, a piece of one.
            case app, scenario, fragment
            /// YAML of another tool (a CI workflow): not a flowsim file.
            case other
        }
        /// `nil` when the comment is missing (an error the tests report).
        var kind: Kind?
        /// `file=PATH`: where the example is written, relative to the example's folder.
        var file: String?
        /// `expect=pass` or `expect=fail`: the example is also run, and must end so.
        var expect: String?
        var text: String
        /// The line of the opening fence.
        var line: Int
        /// Words in the comment that mean nothing (misspelt options).
        var unknownOptions: [String] = []
    }

    /// The repository root, found from this file's path (`Tests/flowsimTests/Support/…`).
    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The user's documentation: README.md, scenarios/README.md and every `.md` under Documentation/.
    static func userDocumentation() -> [String] {
        let root = repositoryRoot.path
        var paths = ["README.md", "scenarios/README.md"]
        if let enumerator = FileManager.default.enumerator(atPath: root + "/Documentation") {
            for case let relative as String in enumerator where relative.hasSuffix(".md") {
                paths.append("Documentation/" + relative)
            }
        }
        return paths.sorted()
    }

    /// Path relative to the repository root.
    let path: String
    let lines: [String]

    init(path: String) throws {
        self.path = path
        let text = try String(
            contentsOfFile: Self.repositoryRoot.path + "/" + path, encoding: .utf8)
        lines = text.components(separatedBy: "\n")
    }

    /// A document from its lines, for testing the reader itself.
    init(path: String, lines: [String]) {
        self.path = path
        self.lines = lines
    }

    /// Lines outside fenced code blocks, with their 1-based numbers.
    var proseLines: [(number: Int, text: String)] {
        var result: [(Int, String)] = []
        var inFence = false
        for (index, line) in lines.enumerated() {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            if !inFence { result.append((index + 1, line)) }
        }
        return result
    }

    /// The anchors GitHub gives the headings: lower case, punctuation dropped, spaces as `-`,
    /// and `-1`, `-2`… after a heading text seen before.
    var anchors: Set<String> {
        var seen: [String: Int] = [:]
        var result: Set<String> = []
        for (_, line) in proseLines where line.hasPrefix("#") {
            let text = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            let slug = Self.slug(text)
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            result.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return result
    }

    static func slug(_ heading: String) -> String {
        // A link in a heading counts by its text.
        var text = heading
        while let open = text.range(of: "]("),
            let close = text[open.upperBound...].firstIndex(of: ")")
        {
            text.removeSubrange(open.lowerBound...close)
        }
        var slug = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar == " " {
                slug += "-"
            } else if scalar == "-" || scalar == "_" || CharacterSet.alphanumerics.contains(scalar)
            {
                slug.unicodeScalars.append(scalar)
            }
        }
        return slug
    }

    /// Every link in the prose (inline code spans left out).
    var links: [Link] {
        var result: [Link] = []
        for (number, line) in proseLines {
            let text = Self.withoutCodeSpans(line)
            // Reference definitions: `[id]: target`.
            if text.hasPrefix("["), let close = text.range(of: "]: ") {
                let target =
                    text[close.upperBound...].split(separator: " ").first.map(String.init) ?? ""
                result.append(Link(target: target, line: number))
                continue
            }
            var rest = text[...]
            while let open = rest.range(of: "](") {
                guard let close = rest[open.upperBound...].firstIndex(of: ")") else { break }
                var target = String(rest[open.upperBound..<close])
                // a title
                if let space = target.firstIndex(of: " ") { target = String(target[..<space]) }
                if target.hasPrefix("<"), target.hasSuffix(">") {
                    target = String(target.dropFirst().dropLast())
                }
                result.append(Link(target: target, line: number))
                rest = rest[close...]
            }
            // HTML links and images.
            for attribute in ["href=\"", "src=\""] {
                var html = text[...]
                while let start = html.range(of: attribute) {
                    guard let end = html[start.upperBound...].firstIndex(of: "\"") else { break }
                    result.append(Link(target: String(html[start.upperBound..<end]), line: number))
                    html = html[end...]
                }
            }
        }
        return result
    }

    private static func withoutCodeSpans(_ line: String) -> String {
        var out = ""
        var inCode = false
        for character in line {
            if character == "`" {
                inCode.toggle()
                continue
            }
            if !inCode { out.append(character) }
        }
        return out
    }

    /// Every fenced block whose info string is `yaml`.
    var yamlExamples: [Example] {
        var result: [Example] = []
        var index = 0
        while index < lines.count {
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("```") else {
                index += 1
                continue
            }
            let info = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
            let opening = index
            index += 1
            var body: [String] = []
            while index < lines.count,
                !lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("```")
            {
                body.append(lines[index])
                index += 1
            }
            index += 1  // the closing fence
            guard info == "yaml" else { continue }
            var example = Example(
                kind: nil, text: body.joined(separator: "\n") + "\n", line: opening + 1)
            // The nearest non-empty line above the fence.
            var above = opening - 1
            while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).isEmpty {
                above -= 1
            }
            if above >= 0 { example.read(comment: lines[above]) }
            result.append(example)
        }
        return result
    }
}

extension MarkdownDocument.Example {
    /// Reads `<!-- example: KIND [file=PATH] [expect=pass|fail] -->`.
    mutating func read(comment: String) {
        let trimmed = comment.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("<!-- example:"), trimmed.hasSuffix("-->") else { return }
        let words = trimmed.dropFirst("<!-- example:".count).dropLast(3).split(separator: " ").map(
            String.init)
        guard let first = words.first else { return }
        kind = Kind(rawValue: first)
        if kind == nil { unknownOptions.append(first) }
        for word in words.dropFirst() {
            if word.hasPrefix("file=") {
                file = String(word.dropFirst(5))
            } else if word == "expect=pass" || word == "expect=fail" {
                expect = String(word.dropFirst(7))
            } else {
                unknownOptions.append(word)
            }
        }
    }
}
