/// Checks that a parser loop consumes input on every iteration, as swift-syntax's
/// `LoopProgressCondition` does; the parser stops with a diagnostic instead of trapping
/// when a loop would spin in place.
struct LoopProgress {
    private var lastOffset = -1

    /// Whether `offset` lies past the offset seen at the previous call.
    mutating func advanced(to offset: Int) -> Bool {
        defer { lastOffset = offset }
        return offset > lastOffset
    }
}
