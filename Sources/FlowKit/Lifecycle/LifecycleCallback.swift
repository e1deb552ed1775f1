/// A view controller appearance callback.
public enum LifecycleCallback: String, Hashable, Sendable, CaseIterable {
    case viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
}

/// How many times each callback ran since the last launch, by screen name over all its instances.
public struct LifecycleCounts: Hashable, Sendable {
    private var counts: [String: [Int]] = [:]

    public init() {}

    public subscript(screen: String, callback: LifecycleCallback) -> Int {
        counts[screen].map { $0[callback.index] } ?? 0
    }

    mutating func record(_ screen: String, _ callback: LifecycleCallback) {
        counts[screen, default: [0, 0, 0, 0, 0]][callback.index] += 1
    }

    mutating func reset() { counts.removeAll(keepingCapacity: true) }

    /// The screens that received any callback.
    public var screens: [String] { counts.keys.sorted() }
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
