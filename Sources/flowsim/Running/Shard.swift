/// `--shard I/N`: run only every Nth scenario of the sorted list, starting at the Ith (1-based),
/// so that N machines running shards 1/N … N/N run every scenario exactly once.
struct Shard: Equatable {
    /// 1-based.
    var index: Int
    var count: Int

    /// Parses `I/N`; the error says what would work.
    static func parse(_ text: String) -> Result<Shard, ShardError> {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            return .failure(
                ShardError(
                    "invalid shard '\(text)'; expected I/N, shard I of N counting from 1, such as 1/4"
                ))
        }
        guard count >= 1 else {
            return .failure(
                ShardError("invalid shard '\(text)'; the number of shards N must be at least 1"))
        }
        guard (1...count).contains(index) else {
            return .failure(
                ShardError(
                    "invalid shard '\(text)'; shards count from 1, so with \(count) shard\(count == 1 ? "" : "s") I must be between 1 and \(count)"
                ))
        }
        return .success(Shard(index: index, count: count))
    }

    /// The items of this shard: those whose 0-based position p has p mod N == I - 1 (round-robin).
    func select<Item>(_ items: [Item]) -> [Item] {
        items.enumerated().compactMap { $0.offset % count == index - 1 ? $0.element : nil }
    }
}

/// Why a `--shard` value is wrong.
struct ShardError: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}
