/// A view controller appearance callback.
public enum LifecycleCallback: String, Hashable, Sendable, CaseIterable {
    case viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
}

/// How many times each callback ran since the last launch, by screen name over all its instances.
public struct LifecycleCounts: Hashable, Sendable {
    /// The screens that received a callback, in the order of their first. Apps have tens of
    /// screens, so a scan of short names (compared as raw bits when small) is cheaper than hashing
    /// a String on every callback.
    private var names: [String] = []
    /// Five counts a screen, in the order of ``names`` and of `LifecycleCallback.index`: counted
    /// in place, no entry copied out and back.
    private var counts: [Int] = []

    public init() {}

    public subscript(screen: String, callback: LifecycleCallback) -> Int {
        for i in names.indices where names[i] == screen { return counts[5 * i + callback.index] }
        return 0
    }

    /// Counts a callback; returns where it was counted, for ``takeBack(_:keepingScreens:)``.
    @discardableResult
    mutating func record(_ screen: String, _ callback: LifecycleCallback) -> Int {
        for i in names.indices where names[i] == screen {
            counts[5 * i + callback.index] += 1
            return 5 * i + callback.index
        }
        names.append(screen)
        counts.append(contentsOf: repeatElement(0, count: 5))
        counts[counts.count - 5 + callback.index] = 1
        return counts.count - 5 + callback.index
    }

    /// How many screens have counts.
    var screenCount: Int { names.count }

    /// Takes back the counts recorded where `places` say (``record(_:_:)``'s results) since the
    /// screens with counts were `count` many: the counts are as they were then.
    mutating func takeBack(_ places: some Sequence<Int>, keepingScreens count: Int) {
        for place in places { counts[place] -= 1 }
        names.removeSubrange(count...)
        counts.removeSubrange((5 * count)...)
    }

    mutating func reset() {
        names.removeAll(keepingCapacity: true)
        counts.removeAll(keepingCapacity: true)
    }

    /// The screens that received any callback.
    public var screens: [String] { names.sorted() }
}

extension LifecycleCallback {
    var index: Int {
        switch self {
        case .viewDidLoad: return 0
        case .viewWillAppear: return 1
        case .viewDidAppear: return 2
        case .viewWillDisappear: return 3
        case .viewDidDisappear: return 4
        }
    }
}
