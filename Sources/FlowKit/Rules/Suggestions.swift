/// "Did you mean" suggestions by edit distance.
public enum Suggestions {
    /// Names longer than this are not compared (no one misspells a name that long, and the
    /// distance costs the product of the lengths: a 200,000-character name hung `check`).
    public static let longestCompared = 64
    /// At most this many candidates are compared (an app declares far fewer names).
    public static let mostCandidates = 1_000

    /// The candidates closest to `name` (at most `limit`), nearest first; none when nothing is close.
    public static func closest(
        to name: String, in candidates: some Sequence<String>, limit: Int = 3
    ) -> [String] {
        guard name.count <= longestCompared else { return [] }
        let target = Array(name.lowercased())
        let threshold = max(2, target.count / 3)
        var scored: [(distance: Int, name: String)] = []
        for candidate in candidates.prefix(mostCandidates) where candidate.count <= longestCompared
        {
            let lower = Array(candidate.lowercased())
            if !target.isEmpty, lower.starts(with: target) {
                // the distance of a prefix: the letters added
                scored.append((lower.count - target.count, candidate))
                continue
            }
            // The lengths' difference is a lower bound of the distance.
            guard abs(lower.count - target.count) <= threshold else { continue }
            let distance = editDistance(target, lower)
            if distance <= threshold { scored.append((distance, candidate)) }
        }
        scored.sort { ($0.distance, $0.name) < ($1.distance, $1.name) }
        var seen = Set<String>()
        return scored.compactMap { seen.insert($0.name).inserted ? $0.name : nil }.prefix(limit).map
        { $0 }
    }

    /// "; did you mean 'A'?" / "; did you mean 'A' or 'B'?" or "" when nothing is close.
    public static func didYouMean(_ name: String, in candidates: some Sequence<String>) -> String {
        didYouMean(oneOf: closest(to: name, in: candidates))
    }

    /// "; did you mean 'A'?" / "; did you mean 'A' or 'B'?" for names already found, or "" for none.
    public static func didYouMean(oneOf found: [String]) -> String {
        switch found.count {
        case 0: return ""
        case 1: return "; did you mean '\(found[0])'?"
        default:
            let quoted = found.map { "'\($0)'" }
            return
                "; did you mean \(quoted.dropLast().joined(separator: ", ")) or \(quoted[quoted.count - 1])?"
        }
    }

    /// Damerau–Levenshtein (optimal string alignment) distance.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        WorkCounter.add(a.count * b.count + 1)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}

extension Suggestions {
    /// What follows "unknown KIND 'NAME'" in every message that names an unknown name, at
    /// compile time and at run time alike: "; did you mean 'A'?", or the known names when
    /// there are few and none is close, or "; none is declared".
    ///
    /// - Parameter suggesting: `false` leaves out the search (a file with thousands of unknown
    ///   names gets its errors without suggestions).
    public static func hint(for name: String, known: some Sequence<String>, suggesting: Bool = true)
        -> String
    {
        // Only the first few names are gathered: a file may name thousands of unknown things
        // among thousands of declared ones (the search for suggestions is bounded on its own).
        let few = Array(known.prefix(13))
        let suggestion = suggesting ? didYouMean(name, in: known) : ""
        if few.isEmpty { return "; none is declared" }
        if suggestion.isEmpty, few.count <= 12 {
            return "; expected one of " + few.sorted().joined(separator: ", ")
        }
        return suggestion
    }

    /// "unknown KIND 'NAME'CONTEXT" and its ``hint(for:known:suggesting:)``: the one wording of an unknown name.
    public static func unknown(
        _ kind: String, _ name: String, known: some Sequence<String>, context: String = "",
        suggesting: Bool = true
    ) -> String {
        unknown(
            kind, name, context: context,
            hint: hint(for: name, known: known, suggesting: suggesting))
    }

    /// "unknown KIND 'NAME'CONTEXT" followed by a ``hint(for:known:suggesting:)`` already made.
    public static func unknown(_ kind: String, _ name: String, context: String, hint: String)
        -> String
    {
        "unknown \(kind) '\(name)'\(context)" + hint
    }

    /// The candidates at most `distance` edits from `name` (a prefix counts by the letters
    /// added), nearest first: a tighter test than ``closest(to:in:limit:)`` for names that are
    /// legitimately different from the candidates most of the time.
    public static func near(_ name: String, in candidates: some Sequence<String>, distance: Int)
        -> [String]
    {
        guard name.count <= longestCompared else { return [] }
        let target = Array(name.lowercased())
        var scored: [(distance: Int, name: String)] = []
        for candidate in candidates.prefix(mostCandidates)
        where candidate.count <= longestCompared && candidate != name {
            let lower = Array(candidate.lowercased())
            guard abs(lower.count - target.count) <= distance else { continue }
            let d = editDistance(target, lower)
            if d <= distance { scored.append((d, candidate)) }
        }
        scored.sort { ($0.distance, $0.name) < ($1.distance, $1.name) }
        return scored.map(\.name)
    }
}
