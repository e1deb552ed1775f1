/// A property's state description or `when:`, compiled once into tests of a few fields of the
/// device: the window's root flow, the frontmost screen, the selected tab, the alert, the launch
/// rule that won, the scene, and stored values by their index. An exploration tests every
/// property in every state it finds; each field is read once a state (``StateFields``), in
/// place, and every test then compares names and values, with no string built and nothing
/// allocated.
///
/// ```swift
/// // never: {root: Onboarding}, when: hasOnboarded
/// let describes = StateTest.root("Onboarding")
/// let applies = StateTest(condition: .isSet("hasOnboarded"), app: app)
/// ```
///
/// A description with keys no field answers (`stack:`, `leaks:`, …) is not compiled: the
/// property is then tested as `expect:` tests it.
public indirect enum StateTest: Hashable, Sendable {
    /// The window root's flow (`root: Main`).
    case root(String)
    /// The frontmost screen's name (`top: Receipt`), `nil` for none.
    case top(String?)
    /// The selected tab's name, `nil` when no tab bar is the root.
    case selectedTab(String?)
    /// The showing alert's title, `nil` for none.
    case alert(String?)
    /// The launch rule that won at the last launch or decide.
    case launchState(String)
    /// The running app's scene: in the background or in the foreground.
    case inBackground(Bool)
    /// The stored value at this index of the store equals the value.
    case stored(Int, Value)
    /// The stored value at this index is set (not `false`, `null` or empty).
    case storedIsSet(Int)
    case not(StateTest)
    case all([StateTest])
    case any([StateTest])

    /// A launch rule's condition over the app's stored keys and ``Condition/selectedTab``, or
    /// `nil` when it reads anything else (a `$NAME`, a key the app does not have).
    public init?(condition: Condition, app: AppDefinition) {
        func compiled(_ c: Condition) -> StateTest? {
            switch c {
            case .isSet(let key), .isNotSet(let key):
                let test: StateTest
                if let i = app.index(ofKey: key) {
                    test = .storedIsSet(i)
                } else if key == Condition.selectedTab {
                    test = .not(.selectedTab(nil))
                } else {
                    return nil
                }
                if case .isSet = c { return test }
                return .not(test)
            case .equals(let key, let rhs), .notEquals(let key, let rhs):
                guard case .literal(let value) = rhs else { return nil }
                let test: StateTest
                if let i = app.index(ofKey: key) {
                    test = .stored(i, value)
                } else if key == Condition.selectedTab {
                    switch value {
                    case .null: test = .selectedTab(nil)
                    case .string(let name): test = .selectedTab(name)
                    default: test = .any([])
                    }
                } else {
                    return nil
                }
                if case .equals = c { return test }
                return .not(test)
            case .all(let conditions):
                var tests: [StateTest] = []
                for c in conditions {
                    guard let t = compiled(c) else { return nil }
                    tests.append(t)
                }
                return .all(tests)
            case .any(let conditions):
                var tests: [StateTest] = []
                for c in conditions {
                    guard let t = compiled(c) else { return nil }
                    tests.append(t)
                }
                return .any(tests)
            }
        }
        guard let test = compiled(condition) else { return nil }
        self = test
    }

    /// Whether the state `sim` is in passes the test; `fields` holds what was read of it.
    func holds(in sim: Simulator, _ fields: inout StateFields) -> Bool {
        switch self {
        case .root(let name): return fields.root(sim) == name
        case .top(let name): return fields.top(sim) == name
        case .selectedTab(let name): return fields.selectedTab(sim) == name
        case .alert(let title): return fields.alert(sim) == title
        case .launchState(let name): return sim.storedDevice.launchState == name
        case .inBackground(let background):
            return sim.isRunning && (sim.storedDevice.app?.isInBackground ?? false) == background
        case .stored(let i, let value):
            return sim.storedDevice.store.values.indices.contains(i)
                && sim.storedDevice.store.values[i] == value
        case .storedIsSet(let i):
            return sim.storedDevice.store.values.indices.contains(i)
                && sim.storedDevice.store.values[i].isTruthy
        case .not(let test): return !test.holds(in: sim, &fields)
        case .all(let tests):
            for i in tests.indices where !tests[i].holds(in: sim, &fields) { return false }
            return true
        case .any(let tests):
            for i in tests.indices where tests[i].holds(in: sim, &fields) { return true }
            return false
        }
    }
}

/// The fields of one state that ``StateTest``s compare, each read when a test first asks for
/// it: however many properties read the frontmost screen, it is found once a state.
struct StateFields {
    private var rootRead = false
    private var rootValue: String?
    private var topRead = false
    private var topValue: String?
    private var tabRead = false
    private var tabValue: String?
    private var alertRead = false
    private var alertValue: String?

    mutating func root(_ sim: Simulator) -> String? {
        if !rootRead {
            rootRead = true
            rootValue = sim.storedDevice.app?.window.rootFlow
        }
        return rootValue
    }

    mutating func top(_ sim: Simulator) -> String? {
        if !topRead {
            topRead = true
            topValue = sim.storedDevice.app?.window.frontmost?.name
        }
        return topValue
    }

    mutating func selectedTab(_ sim: Simulator) -> String? {
        if !tabRead {
            tabRead = true
            // (read in place: the tab bar is not copied)
            let name = sim.storedDevice.app?.window.withTabBar { bar -> String? in
                let tabs = bar.pointee.tabs
                let i = bar.pointee.selectedIndex
                return tabs.indices.contains(i) ? tabs[i].name : nil
            }
            tabValue = name ?? nil
        }
        return tabValue
    }

    mutating func alert(_ sim: Simulator) -> String? {
        if !alertRead {
            alertRead = true
            if let window = sim.storedDevice.app?.window, window.hasAlert {
                alertValue = window.alert?.title
            }
        }
        return alertValue
    }
}
