import XCTest

@testable import FlowKit

/// A tab is one reference to a copy-on-write box, and a navigation stack packs into 64 bytes:
/// a step that changes one tab copies the tab bar's array of references and that tab's box, and
/// leaves every copy of the tab bar as it was.
final class TabStorageTests: XCTestCase {
    private func screen(_ id: Int32) -> Screen {
        Screen(id: ScreenID(id), name: "S\(id)", owner: CoordinatorID(1))
    }

    private func tab(_ i: Int32) -> TabBar.Tab {
        let stack = NavigationStack(
            id: StackID(i + 1), screens: [screen(i + 1)], owner: CoordinatorID(1))
        return TabBar.Tab(
            name: "t\(i)", stack: stack, coordinator: CoordinatorID(i + 2), isIntercepting: i == 1)
    }

    private func bar() -> TabBar {
        TabBar(tabs: [tab(0), tab(1), tab(2)], owner: CoordinatorID(1))
    }

    func testATabIsOneReferenceAndAStackPacks() {
        XCTAssertEqual(MemoryLayout<TabBar.Tab>.size, MemoryLayout<UInt>.size)
        XCTAssertLessThanOrEqual(MemoryLayout<NavigationStack>.stride, 64)
    }

    func testAChangeToACopysTabLeavesTheOriginalAsItWas() {
        var changed = bar()
        let kept = changed
        changed.tabs[1].stack.pushNew(screen(9))
        changed.tabs[2].stack.isNavigationBarHidden = true
        XCTAssertEqual(kept.tabs[1].stack.screens.count, 1)
        XCTAssertFalse(kept.tabs[2].stack.isNavigationBarHidden)
        XCTAssertEqual(changed.tabs[1].stack.topID, ScreenID(9))
        XCTAssertTrue(changed.tabs[2].stack.isNavigationBarHidden)
        XCTAssertNotEqual(changed, kept)
        // the traits and the owner stay; a tab's stack read in place is the one read by value
        XCTAssertEqual(changed.tabs[1].name, "t1")
        XCTAssertTrue(changed.tabs[1].isIntercepting)
        XCTAssertEqual(changed.tabs[1].coordinator, CoordinatorID(3))
        XCTAssertEqual(changed.tabs[1].stackInPlace.pointee, changed.tabs[1].stack)
        // equal tabs built apart are equal, and hash alike
        XCTAssertEqual(bar(), bar())
        XCTAssertEqual(bar().hashValue, bar().hashValue)
    }

    func testAStacksDelegateSlotIsClaimedAndComparedByValue() {
        var a = NavigationStack(id: StackID(1), screens: [screen(1)], owner: CoordinatorID(1))
        var b = a
        XCTAssertNil(a.delegate)
        a.delegate = NavigationDelegate(coordinator: CoordinatorID(2), path: "App/Main")
        XCTAssertNil(b.delegate, "a copy keeps its own slot")
        XCTAssertNotEqual(a, b)
        b.delegate = NavigationDelegate(coordinator: CoordinatorID(2), path: "App/Main")
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.hashValue, b.hashValue)
        XCTAssertEqual(a.delegate?.path, "App/Main")
    }
}
