import XCTest

@testable import FlowKit

/// ``PresentationChain`` behaves as an array of presentations under every operation the engine
/// uses, its copies are independent values that share nodes, and presenting or dismissing costs
/// the same however long the chain is.
final class PresentationChainTests: XCTestCase {
    private func presentation(_ n: Int) -> Presentation {
        let styles: [PresentationStyle] = [.sheet, .fullScreen, .overFullScreen]
        return Presentation(
            style: styles[abs(n) % styles.count],
            stack: NavigationStack(
                id: StackID(Int32(n)),
                screens: [Screen(id: ScreenID(Int32(n)), name: "S\(n)", owner: CoordinatorID(1))],
                owner: CoordinatorID(1)),
            swipe: n % 5 == 0 ? SwipeRefusal(isModalInPresentation: true) : .none)
    }

    /// The chain's presentations bottom to top, read every way the engine reads them.
    private func assertSame(
        _ chain: PresentationChain, _ array: [Presentation], file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertEqual(chain.count, array.count, file: file, line: line)
        XCTAssertEqual(Array(chain), array, "iterated", file: file, line: line)
        XCTAssertEqual(chain.last, array.last, file: file, line: line)
        for i in array.indices { XCTAssertEqual(chain[i], array[i], file: file, line: line) }
        XCTAssertEqual(chain, PresentationChain(array), file: file, line: line)
        var copy = chain
        withUnsafePointer(to: &copy) {
            let inPlace = PresentationChain.inPlace($0)
            XCTAssertEqual(inPlace.count, array.count, file: file, line: line)
            XCTAssertEqual(inPlace.topPointer?.pointee, array.last, file: file, line: line)
            var fromBottom: [Presentation] = []
            inPlace.forEachFromBottom { i, p in
                XCTAssertEqual(p, inPlace.pointer(at: i), file: file, line: line)
                fromBottom.append(p.pointee)
                return true
            }
            XCTAssertEqual(fromBottom, array, "bottom up", file: file, line: line)
            var fromTop: [Presentation] = []
            inPlace.forEachFromTop { i, p in
                XCTAssertEqual(p.pointee, array[i], file: file, line: line)
                fromTop.append(p.pointee)
                return true
            }
            XCTAssertEqual(fromTop, array.reversed(), "top down", file: file, line: line)
        }
    }

    func testRandomOperationsOnCopiesMatchArrays() {
        var random = SplitMix64(seed: 0xC4A1)
        // several versions alive at once, each changed independently, as checkpoint copies are
        var versions: [(PresentationChain, [Presentation])] = [([], [])]
        for step in 0..<5_000 {
            let v = Int(random.next() % UInt64(versions.count))
            var (c, a) = versions[v]
            switch random.next() % 100 {
            case 0..<45:
                c.append(presentation(step))
                a.append(presentation(step))
            case 45..<65 where !a.isEmpty:
                XCTAssertEqual(c.removeLast(), a.removeLast())
            case 65..<85 where !a.isEmpty:
                // mostly the top, as the engine changes it
                let i = random.next() % 3 == 0 ? Int(random.next() % UInt64(a.count)) : a.count - 1
                c[i].stack.pushNew(Screen(id: ScreenID(-1), name: "P\(step)", owner: .app))
                a[i].stack.pushNew(Screen(id: ScreenID(-1), name: "P\(step)", owner: .app))
                c[i].swipe.isModalInPresentation.toggle()
                a[i].swipe.isModalInPresentation.toggle()
            case 85..<92 where !a.isEmpty:
                let k = Int(random.next() % UInt64(a.count + 1))
                c.removeLast(k)
                a.removeLast(k)
            case 92..<94:
                c.removeAll()
                a.removeAll()
            default:
                break
            }
            if versions.count < 12 { versions.append((c, a)) } else { versions[v] = (c, a) }
        }
        for (c, a) in versions { assertSame(c, a) }
    }

    func testCopiesAreIndependent() {
        var a: PresentationChain = [presentation(1), presentation(2)]
        let b = a
        a[0].stack.pushNew(Screen(id: ScreenID(9), name: "Under", owner: .app))
        a[1].style = .sheet
        a.append(presentation(3))
        XCTAssertEqual(b, [presentation(1), presentation(2)])
        XCTAssertNotEqual(a, b)
        XCTAssertEqual(a[0].stack.screens.map(\.name), ["S1", "Under"])
        var c = b
        c.removeLast()
        XCTAssertEqual(b.count, 2)
        XCTAssertEqual(c, [presentation(1)])
    }

    /// Presenting over a chain shared with a copy (a step presents on the copy kept to undo it)
    /// makes one node, and dismissing makes none, however deep the chain: an array copied every
    /// presentation.
    func testPresentingOverASharedChainMakesOneNode() throws {
        #if !DEBUG
            throw XCTSkip("the work is counted in debug builds only")
        #endif
        for depth in [1, 16, 1_000] {
            let chain = PresentationChain((0..<depth).map(presentation))
            var copy = chain
            let presented = presentation(-1)
            XCTAssertEqual(try XCTUnwrap(WorkCounter.measure { copy.append(presented) }), 1)
            XCTAssertEqual(
                try XCTUnwrap(WorkCounter.measure { copy[depth].style = .sheet }), 0,
                "the top is not shared: changed in place")
            XCTAssertEqual(
                try XCTUnwrap(WorkCounter.measure { copy.removeLast(depth + 1) }), 0)
            var other = chain
            XCTAssertEqual(
                try XCTUnwrap(WorkCounter.measure { other[depth - 1].style = .sheet }), 1,
                "a shared top is copied, the rest shared")
            XCTAssertEqual(chain.count, depth)
        }
    }
}
