import XCTest

@testable import FlowKit

/// ``PersistentArray`` behaves as an `Array` under every operation the engine uses, and its copies
/// are independent values that share storage.
final class PersistentArrayTests: XCTestCase {
    func testRandomOperationsOnCopiesMatchArrays() {
        var random = SplitMix64(seed: 0x5EED)
        // several versions alive at once, each changed independently, as rollback copies are
        var versions: [(PersistentArray<Int>, [Int])] = [([], [])]
        for step in 0..<20_000 {
            let v = Int(random.next() % UInt64(versions.count))
            var (p, a) = versions[v]
            let op = random.next() % 100
            switch op {
            case 0..<55:
                p.append(step)
                a.append(step)
            case 55..<75 where !a.isEmpty:
                XCTAssertEqual(p.removeLast(), a.removeLast())
            case 75..<85 where !a.isEmpty:
                let i = Int(random.next() % UInt64(a.count))
                p[i] = -step
                a[i] = -step
            case 85..<90 where !a.isEmpty:
                let i = Int(random.next() % UInt64(a.count))
                p.removeSubrange(i...)
                a.removeSubrange(i...)
            case 90..<92 where !a.isEmpty:
                let i = Int(random.next() % UInt64(a.count))
                p.remove(at: i)
                a.remove(at: i)
            case 92..<94:
                let k = Int(random.next() % 3000)
                p.append(contentsOf: 0..<k)
                a.append(contentsOf: 0..<k)
            default:
                break
            }
            if step % 97 == 0 {
                XCTAssertEqual(Array(p), a, "step \(step)")
                XCTAssertEqual(p.count, a.count)
                XCTAssertEqual(p.last, a.last)
                XCTAssertEqual(p.first, a.first)
                if !a.isEmpty {
                    let i = Int(random.next() % UInt64(a.count))
                    XCTAssertEqual(p[i], a[i])
                }
            }
            if versions.count < 8, op % 7 == 0 {
                versions.append((p, a))
            } else {
                versions[v] = (p, a)
            }
        }
        for (p, a) in versions {
            XCTAssertEqual(Array(p), a)
            XCTAssertEqual(p, PersistentArray(a))
            XCTAssertEqual(p.hashValue, PersistentArray(a).hashValue)
        }
    }

    func testACopyIsUnchangedByChangesToTheOriginal() {
        var original = PersistentArray(0..<1000)
        let copy = original
        original[10] = -1
        original.removeLast(500)
        original.append(7)
        XCTAssertEqual(Array(copy), Array(0..<1000))
        XCTAssertEqual(original.count, 501)
        XCTAssertEqual(original[10], -1)
        XCTAssertEqual(original.last, 7)
        XCTAssertNotEqual(original, copy)
    }

    /// Appending to a copy of an array n long copies O(log n) elements, not n: 32 for the
    /// tail, 32 a level of the trie.
    func testChangingACopyCopiesOnlyThePathToTheChange() throws {
        var array = PersistentArray(0..<100_000)
        let work = try XCTUnwrap(
            WorkCounter.measure {
                for i in 0..<100 {
                    let saved = array
                    array.append(i)
                    array[i * 7] = i
                    array.removeLast()
                    XCTAssertEqual(saved.count, 100_000)
                }
            })
        XCTAssertLessThan(work, 100 * 400, "each step copied \(work / 100) elements")
    }

    /// Up to 32 elements live in the tail alone: no trie node is made (a new navigation stack
    /// allocates only its screens' array), and one is made at the 33rd element and let go when
    /// the array is back to 32. Growing and shrinking across that edge, copies included, keeps
    /// the elements an array would have.
    func testAnArrayOf32OrFewerHasNoTrie() {
        var p = PersistentArray<Int>()
        var a: [Int] = []
        var kept: [(PersistentArray<Int>, [Int])] = []
        for round in 0..<3 {
            for i in 0..<70 {
                p.append(i + 100 * round)
                a.append(i + 100 * round)
                XCTAssertEqual(p.storageKey.root == 1, a.count <= 32, "\(a.count) elements")
                if i % 11 == 0 { kept.append((p, a)) }
            }
            while !a.isEmpty {
                XCTAssertEqual(p.removeLast(), a.removeLast())
                XCTAssertEqual(p.storageKey.root == 1, a.count <= 32, "\(a.count) elements")
                XCTAssertEqual(Array(p), a)
                if a.count % 13 == 0 { kept.append((p, a)) }
            }
        }
        for (p, a) in kept {
            XCTAssertEqual(Array(p), a)
            XCTAssertEqual(p, PersistentArray(a))
            var changed = p
            if !a.isEmpty { changed[a.count - 1] = -1 }
            XCTAssertEqual(Array(p), a, "a copy's change left the original alone")
        }
        XCTAssertEqual(PersistentArray([1, 2, 3]).storageKey.root, 1)
    }
}
