import XCTest

@testable import flowsim

final class ShardTests: XCTestCase {
    private func message(_ text: String) -> String? {
        if case .failure(let error) = Shard.parse(text) { return error.message }
        return nil
    }

    func testParsesOneBasedIndexAndCount() {
        XCTAssertEqual(try Shard.parse("2/3").get(), Shard(index: 2, count: 3))
        XCTAssertEqual(try Shard.parse("1/1").get(), Shard(index: 1, count: 1))
    }

    func testIndexBeyondTheCountExplainsTheRange() {
        XCTAssertEqual(
            message("3/2"),
            "invalid shard '3/2'; shards count from 1, so with 2 shards I must be between 1 and 2")
        XCTAssertEqual(
            message("0/4"),
            "invalid shard '0/4'; shards count from 1, so with 4 shards I must be between 1 and 4")
        XCTAssertEqual(
            message("2/1"),
            "invalid shard '2/1'; shards count from 1, so with 1 shard I must be between 1 and 1")
    }

    func testZeroShardsIsRefused() {
        XCTAssertEqual(
            message("1/0"), "invalid shard '1/0'; the number of shards N must be at least 1")
    }

    func testMalformedValuesShowTheForm() {
        for text in ["", "x", "1", "1/", "/2", "1/2/3", "a/b", " 1/2", "99999999999999999999/2"] {
            XCTAssertEqual(
                message(text),
                "invalid shard '\(text)'; expected I/N, shard I of N counting from 1, such as 1/4",
                text)
        }
    }

    func testSelectsRoundRobinByPosition() {
        let items = Array("abcdefg")
        XCTAssertEqual(Shard(index: 1, count: 3).select(items), ["a", "d", "g"])
        XCTAssertEqual(Shard(index: 2, count: 3).select(items), ["b", "e"])
        XCTAssertEqual(Shard(index: 3, count: 3).select(items), ["c", "f"])
    }

    func testShardsTogetherCoverEveryItemOnce() {
        let items = Array(0..<23)
        for count in 1...6 {
            let union = (1...count).flatMap { Shard(index: $0, count: count).select(items) }
            XCTAssertEqual(union.sorted(), items, "with \(count) shards")
        }
    }

    func testMoreShardsThanItemsLeavesSomeEmpty() {
        XCTAssertEqual(Shard(index: 4, count: 5).select([1, 2]), [])
    }
}
