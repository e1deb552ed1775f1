/// The effect lists a step ran inside each other when it went past
/// ``Simulator/maximumEffectDepth``, each named by its first effect, outermost first; and what
/// the step's error says of them.
///
/// Effects that run effects again in a loop (a launch rule's `then:` that runs `decide`, an
/// `onFinish` that starts the flow that finishes at once) nest the same few lists again and
/// again; a chain of gate coordinators that is merely long names a new gate at every level.
/// The message tells the two apart, so that a long chain is not taken for a loop.
struct EffectNesting: Equatable {
    var lists: [String]

    /// The shortest run of lists that repeats, back to back, at least three times at the deepest
    /// end of the nesting; `nil` when none does.
    var repeatingLists: [String]? {
        let n = lists.count
        guard n >= 3 else { return nil }
        for period in 1...(n / 3) {
            var repeats = true
            for i in (n - 3 * period)..<(n - period) where lists[i] != lists[i + period] {
                repeats = false
                break
            }
            if repeats { return Array(lists[(n - period)...]) }
        }
        return nil
    }

    func message(limit: Int) -> String {
        let head = "effects nest deeper than \(limit) levels"
        if let loop = repeatingLists {
            let cycle = (loop + [loop[0]]).map { "'\($0)'" }.joined(separator: " → ")
            return head
                + ": these effect lists run each other again and again: \(cycle) → …"
                + " (does a launch rule's then: run decide, which runs the rule again, or an onFinish"
                + " finish or start what runs it again?); the list that would go deeper starts with '\(lists.last ?? "")'"
        }
        let shown =
            lists.count <= 6
            ? lists.map { "'\($0)'" }.joined(separator: " → ")
            : (lists.prefix(3).map { "'\($0)'" } + ["…"] + lists.suffix(3).map { "'\($0)'" })
                .joined(separator: " → ")
        return head
            + " without repeating (\(shown)); split the chain so that fewer effect lists run inside each other in one step"
    }
}
