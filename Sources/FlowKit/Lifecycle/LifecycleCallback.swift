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
    /// The entries of the first two screens the last transition looked up
    /// (``entry(of:lookup:)``): a guess each use checks against the names, left out of `==`.
    private var recentLookups = (first: -1, second: -1)

    public init() {}

    public static func == (a: LifecycleCounts, b: LifecycleCounts) -> Bool {
        a.names == b.names && a.counts == b.counts
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(names)
        hasher.combine(counts)
    }

    public subscript(screen: String, callback: LifecycleCallback) -> Int {
        for i in names.indices where names[i] == screen { return counts[5 * i + callback.index] }
        return 0
    }

    /// The screen's entry (its place among the screens with counts), added with no counts if it
    /// has none: a step that counts several callbacks of one screen looks it up once.
    mutating func entry(of screen: String) -> Int {
        if let i = names.firstIndex(of: screen) { return i }
        names.append(screen)
        counts.append(contentsOf: repeatElement(0, count: 5))
        return names.count - 1
    }

    /// ``entry(of:)`` for the `lookup`th screen a transition looks up: the first two are looked
    /// for first where the last transition's first two were (a push and the pop after it call
    /// the same screens back in the same order), one comparison of names when they are there.
    @inline(__always)
    mutating func entry(of screen: String, lookup: Int) -> Int {
        switch lookup {
        case 0:
            if isEntry(recentLookups.first, of: screen) { return recentLookups.first }
            recentLookups.first = entry(of: screen)
            return recentLookups.first
        case 1:
            if isEntry(recentLookups.second, of: screen) { return recentLookups.second }
            recentLookups.second = entry(of: screen)
            return recentLookups.second
        default:
            return entry(of: screen)
        }
    }

    /// Whether `entry` is the entry of the screen named `screen`.
    @inline(__always)
    func isEntry(_ entry: Int, of screen: String) -> Bool {
        entry >= 0 && entry < names.count && names[entry] == screen
    }

    /// Counts a callback of the screen with this entry (``entry(of:)``); returns where it was
    /// counted, for ``takeBack(_:keepingScreens:)``.
    mutating func record(entry: Int, _ callback: LifecycleCallback) -> Int {
        counts[5 * entry + callback.index] += 1
        return 5 * entry + callback.index
    }

    /// How many screens have counts.
    var screenCount: Int { names.count }

    /// Takes back the counts recorded where `places` say (``record(entry:_:)``'s results) since the
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

    /// The callback with this ``index``.
    init?(index: Int) {
        switch index {
        case 0: self = .viewDidLoad
        case 1: self = .viewWillAppear
        case 2: self = .viewDidAppear
        case 3: self = .viewWillDisappear
        case 4: self = .viewDidDisappear
        default: return nil
        }
    }
}
