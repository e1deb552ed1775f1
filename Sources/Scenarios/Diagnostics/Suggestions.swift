/// "Did you mean" suggestions by edit distance.
public enum Suggestions {
    /// The candidates closest to `name` (at most `limit`), nearest first; none when nothing is close.
    public static func closest(to name: String, in candidates: some Sequence<String>, limit: Int = 3) -> [String] {
        let target = Array(name.lowercased())
        let threshold = max(2, target.count / 3)
        var scored: [(distance: Int, name: String)] = []
        for candidate in candidates {
            let lower = Array(candidate.lowercased())
            let distance = editDistance(target, lower)
            if distance <= threshold || (!target.isEmpty && lower.starts(with: target)) {
                scored.append((distance, candidate))
            }
        }
        scored.sort { ($0.distance, $0.name) < ($1.distance, $1.name) }
        var seen = Set<String>()
        return scored.compactMap { seen.insert($0.name).inserted ? $0.name : nil }.prefix(limit).map { $0 }
    }

    /// "; did you mean 'A'?" / "; did you mean 'A' or 'B'?" or "" when nothing is close.
    public static func didYouMean(_ name: String, in candidates: some Sequence<String>) -> String {
        let found = closest(to: name, in: candidates)
        switch found.count {
        case 0: return ""
        case 1: return "; did you mean '\(found[0])'?"
        default:
            let quoted = found.map { "'\($0)'" }
            return "; did you mean \(quoted.dropLast().joined(separator: ", ")) or \(quoted[quoted.count - 1])?"
        }
    }

    /// Damerau–Levenshtein (optimal string alignment) distance.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
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
