/// A view controller appearance callback.
public enum LifecycleCallback: String, Hashable, Sendable, CaseIterable {
    case viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
}

/// How many times each callback ran since the last launch, by screen name over all its instances.
public struct LifecycleCounts: Hashable, Sendable {
    /// A screen name and its five counts. Apps have tens of screens, so a scan of short names
    /// (compared as raw bits when small) is cheaper than hashing a String on every callback; the
    /// counts are inline (no array to allocate or check for uniqueness per callback).
    private struct Entry: Hashable, Sendable {
        var screen: String
        var counts: (Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0)

        init(screen: String) { self.screen = screen }

        subscript(_ index: Int) -> Int {
            get {
                switch index {
                case 0: return counts.0
                case 1: return counts.1
                case 2: return counts.2
                case 3: return counts.3
                default: return counts.4
                }
            }
            set {
                switch index {
                case 0: counts.0 = newValue
                case 1: counts.1 = newValue
                case 2: counts.2 = newValue
                case 3: counts.3 = newValue
                default: counts.4 = newValue
                }
            }
        }

        static func == (a: Entry, b: Entry) -> Bool {
            a.screen == b.screen && a.counts == b.counts
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(screen)
            for i in 0..<5 { hasher.combine(self[i]) }
        }
    }

    private var entries: [Entry] = []

    public init() {}

    public subscript(screen: String, callback: LifecycleCallback) -> Int {
        for e in entries where e.screen == screen { return e[callback.index] }
        return 0
    }

    mutating func record(_ screen: String, _ callback: LifecycleCallback) {
        for i in entries.indices where entries[i].screen == screen {
            entries[i][callback.index] += 1
            return
        }
        var entry = Entry(screen: screen)
        entry[callback.index] = 1
        entries.append(entry)
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
