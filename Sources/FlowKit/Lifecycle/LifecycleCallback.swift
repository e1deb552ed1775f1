/// A view controller appearance callback.
public enum LifecycleCallback: String, Hashable, Sendable, CaseIterable {
    case viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
}

/// How many times each callback ran since the last launch, by screen name over all its instances.
public struct LifecycleCounts: Hashable, Sendable {
    /// A screen name and its five counts. Apps have tens of screens, so a scan of short names
    /// (compared as raw bits when small) is cheaper than hashing a String on every callback.
    private struct Entry: Hashable, Sendable {
        var screen: String
        var counts: [Int]
    }

    private var entries: [Entry] = []

    public init() {}

    public subscript(screen: String, callback: LifecycleCallback) -> Int {
        for e in entries where e.screen == screen { return e.counts[callback.index] }
        return 0
    }

    mutating func record(_ screen: String, _ callback: LifecycleCallback) {
        for i in entries.indices where entries[i].screen == screen {
            entries[i].counts[callback.index] += 1
            return
        }
        var counts = [0, 0, 0, 0, 0]
        counts[callback.index] = 1
        entries.append(Entry(screen: screen, counts: counts))
    }

    mutating func reset() { entries.removeAll(keepingCapacity: true) }

    /// The screens that received any callback.
    public var screens: [String] { entries.map(\.screen).sorted() }
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
