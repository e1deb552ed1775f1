/// A link's URL pattern: `shopr://product/{sku}` or `https://shopr.example/p/{sku}/reviews`.
/// Each `{name}` stands for one path segment (or the host); the rest must match exactly. A
/// URL's query (`?…`) and fragment (`#…`) are not part of the match.
public struct LinkPattern: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written.
    public let text: String
    /// `scheme://`, then the host and path split at `/`: literal text or a parameter.
    let scheme: String
    let parts: [Part]

    enum Part: Hashable, Sendable {
        case literal(String)
        case parameter(String)
    }

    /// Why a pattern cannot be read.
    public struct Problem: Error, Hashable, Sendable {
        public var message: String
    }

    public init(_ text: String) throws(Problem) {
        guard let range = text.firstRange(of: "://"), range.lowerBound > text.startIndex else {
            throw Problem(
                message:
                    "a link URL starts with a scheme, as in shopr://product/{sku} or https://shopr.example/product/{sku}"
            )
        }
        self.text = text
        scheme = String(text[..<range.lowerBound])
        var parts: [Part] = []
        var seen: Set<String> = []
        for segment in Self.segments(String(text[range.upperBound...])) {
            if segment.hasPrefix("{"), segment.hasSuffix("}"), segment.count > 2 {
                let name = String(segment.dropFirst().dropLast())
                guard !name.contains("{"), !name.contains("}") else {
                    throw Problem(message: "'\(segment)' is not a parameter; write {name}")
                }
                guard seen.insert(name).inserted else {
                    throw Problem(message: "the parameter '\(name)' appears twice in \(text)")
                }
                parts.append(.parameter(name))
            } else if segment.contains("{") || segment.contains("}") {
                throw Problem(
                    message:
                        "'\(segment)' mixes text and a parameter; a parameter takes a whole path segment, as in /product/{sku}"
                )
            } else {
                parts.append(.literal(segment))
            }
        }
        self.parts = parts
    }

    /// Whether `text` is a URL: it starts with a scheme (a letter, then letters, digits, `+`, `.`
    /// or `-`) and `://`. `web(url=https://example.com)` contains `://` but is a link's name
    /// with an argument, not a URL.
    public static func startsWithScheme(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        guard let first = bytes.next(), Self.isLetter(first) else { return false }
        while let byte = bytes.next() {
            if byte == UInt8(ascii: ":") {
                return bytes.next() == UInt8(ascii: "/") && bytes.next() == UInt8(ascii: "/")
            }
            guard
                Self.isLetter(byte) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "+")
                    || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
            else { return false }
        }
        return false
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
    }

    /// The parameters, in the order the pattern names them.
    public var parameters: [String] {
        parts.compactMap { if case .parameter(let n) = $0 { return n } else { return nil } }
    }

    /// The parameter values of `url` as text, when it matches; `nil` otherwise.
    public func match(_ url: String) -> [(name: String, text: String)]? {
        guard let split = Self.split(url) else { return nil }
        return match(split)
    }

    /// A URL's scheme, lowercased, and its path's segments (query and fragment left out).
    typealias SplitURL = (scheme: String, segments: [String])

    /// The URL split once, so that matching it against every link's pattern costs each
    /// pattern its own parts, not the URL's length again (a URL of 200,000 segments against
    /// 4,000 links took 100 s).
    static func split(_ url: String) -> SplitURL? {
        guard let range = url.firstRange(of: "://") else { return nil }
        var rest = Substring(url[range.upperBound...])
        if let cut = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<cut] }
        return (url[..<range.lowerBound].lowercased(), segments(String(rest)))
    }

    func match(_ url: SplitURL) -> [(name: String, text: String)]? {
        guard url.segments.count == parts.count, url.scheme == scheme.lowercased() else {
            return nil
        }
        let segments = url.segments
        var values: [(name: String, text: String)] = []
        for (part, segment) in zip(parts, segments) {
            switch part {
            case .literal(let l): guard l == segment else { return nil }
            case .parameter(let n):
                guard !segment.isEmpty else { return nil }
                values.append((n, segment.removingPercentEncoding))
            }
        }
        return values
    }

    /// How specific the pattern is: more literal parts first, so `shopr://product/new` wins over `shopr://product/{sku}`.
    public var specificity: Int {
        parts.filter { if case .literal = $0 { return true } else { return false } }.count
    }

    public var description: String { text }

    private static func segments(_ s: String) -> [String] {
        WorkCounter.add(s.utf8.count + 1)
        var parts = s.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        while parts.count > 1, parts.last == "" { parts.removeLast() }  // a trailing slash
        return parts
    }
}

extension String {
    /// `%20` as a space, and so on; malformed escapes stay as written.
    var removingPercentEncoding: String {
        var bytes: [UInt8] = []
        let utf8 = Array(self.utf8)
        var i = 0
        func hex(_ b: UInt8) -> UInt8? {
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - UInt8(ascii: "A") + 10
            default: return nil
            }
        }
        while i < utf8.count {
            if utf8[i] == UInt8(ascii: "%"), i + 2 < utf8.count, let h = hex(utf8[i + 1]),
                let l = hex(utf8[i + 2])
            {
                bytes.append(h << 4 | l)
                i += 3
            } else {
                bytes.append(utf8[i])
                i += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension AppDefinition {
    /// The link whose URL pattern matches `url` (the most specific, then by name), with its
    /// parameters' values as text.
    public func link(matching url: String) -> (
        link: LinkSpec, values: [(name: String, text: String)]
    )? {
        let candidates = links.values.filter { $0.url != nil }.sorted {
            ($0.url?.specificity ?? 0, $1.name) > ($1.url?.specificity ?? 0, $0.name)
        }
        guard !candidates.isEmpty, let split = LinkPattern.split(url) else { return nil }
        for link in candidates {
            if let values = link.url?.match(split) { return (link, values) }
        }
        return nil
    }
}
