import FlowKit

/// What `flowsim run --coverage` keeps of one app's exploration between runs, so that a second
/// run with the same app file explores nothing: the items the exploration reached, how many
/// states it saw and what stopped it.
///
/// An entry is named by ``key(appText:maxStates:version:)``, a hash of the app file's bytes,
/// the bound and flowsim's version: any change to the app file (a space in a comment included),
/// to `--coverage-states` or to flowsim is a miss, and the app is explored again. The items
/// reached are written as their places in the sorted list of what the app declares, which the
/// same app file always gives: no name from the app is written, and an entry that does not
/// read back exactly (a wrong place, a count that does not add up) is ignored.
public enum CoverageCacheEntry {
    /// The first line of every entry; a new layout gets a new number.
    static let header = "flowsim coverage cache 1"

    /// The longest entry read: one place a line for each of an app's items.
    public static let maximumBytes = 4 << 20

    /// The entry's file name: 32 hexadecimal digits (two 64-bit FNV-1a hashes of the inputs)
    /// and the bound, `…-5000.coverage`.
    public static func key(appText: String, maxStates: Int, version: String) -> String {
        var first = Hash64(seed: 0xcbf2_9ce4_8422_2325)
        var second = Hash64(seed: 0x8422_2325_cbf2_9ce4)
        for part in [header, version, "\(maxStates)"] {
            first.add(part)
            second.add(part)
            first.add(byte: 0)
            second.add(byte: 0)
        }
        first.add(appText)
        second.add(appText)
        return first.hex + second.hex + "-\(maxStates).coverage"
    }

    /// The entry for an explored universe.
    public static func encode(_ universe: CoverageUniverse) -> String {
        let declared = universe.declared.sorted()
        var lines = [
            header,
            "declared \(declared.count)",
            "states \(universe.exploredStates)",
            "bound " + boundText(universe.explorationBound),
            "complete \(universe.isExplored ? "yes" : "no")",
        ]
        var found: [String] = []
        for (place, item) in declared.enumerated() where universe.foundByExploration.contains(item)
        {
            found.append(String(place))
        }
        lines.append("found \(found.count)")
        lines += found
        return lines.joined(separator: "\n") + "\n"
    }

    /// The universe an entry describes for `app`, or `nil` when the entry is not one this
    /// version wrote for an app that declares what `app` declares.
    public static func decode(_ text: String, app: AppDefinition) -> CoverageUniverse? {
        guard text.utf8.count <= maximumBytes else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        guard lines.last == "" else { return nil }
        lines = lines.dropLast()
        var universe = CoverageUniverse(declaredBy: app)
        let declared = universe.declared.sorted()
        guard lines.popFirst() == Substring(header),
            let count = number(lines.popFirst(), "declared"), count == declared.count,
            let states = number(lines.popFirst(), "states"),
            let boundLine = lines.popFirst(), boundLine.hasPrefix("bound "),
            let bound = bound(boundLine.dropFirst("bound ".count)),
            let complete = lines.popFirst(),
            complete == "complete yes" || complete == "complete no",
            let foundCount = number(lines.popFirst(), "found"), foundCount == lines.count
        else { return nil }
        var found = Set<CoverageItem>()
        var last = -1
        for line in lines {
            // Places ascend, each once, within the list.
            guard let place = Int(line), place > last, place < declared.count else { return nil }
            found.insert(declared[place])
            last = place
        }
        let isExplored = complete == "complete yes"
        guard isExplored == (bound == nil) else { return nil }
        universe.foundByExploration = found
        universe.exploredStates = states
        universe.explorationBound = bound
        if isExplored {
            universe.reachable = found
            universe.isExplored = true
        }
        return universe
    }

    private static func number(_ line: Substring?, _ label: String) -> Int? {
        guard let line, line.hasPrefix(label + " "),
            let value = Int(line.dropFirst(label.count + 1)), value >= 0
        else { return nil }
        return value
    }

    private static func boundText(_ bound: Exploration.Bound?) -> String {
        switch bound {
        case nil: return "none"
        case .maxStates(let n): return "maxStates \(n)"
        case .maxDepth(let n): return "maxDepth \(n)"
        case .maxStackDepth(let n): return "maxStackDepth \(n)"
        case .interrupted: return "interrupted"
        }
    }

    /// `.some(nil)` for `none`; `nil` when the text is no bound.
    private static func bound(_ text: Substring) -> Exploration.Bound?? {
        if text == "none" { return .some(nil) }
        if text == "interrupted" { return .some(.interrupted) }
        let parts = text.split(separator: " ")
        guard parts.count == 2, let n = Int(parts[1]), n >= 0 else { return nil }
        switch parts[0] {
        case "maxStates": return .maxStates(n)
        case "maxDepth": return .maxDepth(n)
        case "maxStackDepth": return .maxStackDepth(n)
        default: return nil
        }
    }

    /// 64-bit FNV-1a over bytes, from a seed.
    private struct Hash64 {
        var value: UInt64
        init(seed: UInt64) { value = seed }
        mutating func add(byte: UInt8) {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        mutating func add(_ text: String) {
            for byte in text.utf8 { add(byte: byte) }
        }
        var hex: String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
    }
}
