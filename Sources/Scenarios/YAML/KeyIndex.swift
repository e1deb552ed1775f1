/// The keys seen so far in one mapping, to find a repeated key.
///
/// Keys compare as PyYAML's dictionaries compare them: `true` equals `1` and `false`
/// equals `0` (Python's `True == 1`), so a mapping cannot hold both.
struct KeyIndex {
    private var small: [(key: YAMLNode.Scalar, location: SourceLocation)] = []
    private var large: [YAMLNode.Scalar: SourceLocation]?

    private static let smallLimit = 12

    /// Adds `key`; returns the location of an equal key added before, if any (and keeps that one).
    mutating func insert(_ key: YAMLNode.Scalar, at location: SourceLocation) -> SourceLocation? {
        let normalized = Self.normalize(key)
        if large != nil {
            if let earlier = large?[normalized] { return earlier }
            large?[normalized] = location
            return nil
        }
        for entry in small where entry.key == normalized { return entry.location }
        small.append((normalized, location))
        if small.count > Self.smallLimit {
            var table: [YAMLNode.Scalar: SourceLocation] = [:]
            for entry in small { table[entry.key] = entry.location }
            large = table
            small = []
        }
        return nil
    }

    private static func normalize(_ key: YAMLNode.Scalar) -> YAMLNode.Scalar {
        if case .bool(let value) = key { return .int(value ? 1 : 0) }
        return key
    }
}
