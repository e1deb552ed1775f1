/// The stored keys an exploration starts without choosing a value for, as a symbolic model
/// checker initialises its variables lazily: the walk starts from one state in which each of
/// them is "not read yet" (``Store/unread``, holding its default meanwhile), and the first time
/// something on a path reads one to decide something — a launch rule, an action's `if:` or
/// `guard:`, a link's or a tab's `when:`, a `$KEY` — the state is forked: one state for each value
/// the app declares for the key (``StateKey/enumeratedValues``), in which it is known. A write
/// (`set:`, a reinstall for a UserDefaults key) makes a key known too.
///
/// Why every combination of values is still covered: a state with unread keys stands for every
/// device that differs from it only in those keys' values. Each such device does, step by step,
/// what the state does, as long as no step reads one of them (a step that reads none cannot tell
/// them apart); the step that reads one is not taken from the state at all, but from each of its
/// forks, one per value, each of which again stands for every value of the keys still unread. So
/// every path of every concrete device has a path in the walk that does the same steps, through
/// states that stand for the device's. And a path never depends on a value it did not read: a
/// scenario replays it with `given:` setting only the keys read on it (the forks on its way),
/// whatever the others hold.
///
/// What this saves: a key is forked only on the paths that read it, after what came before it on
/// them; a launch rule list reads its keys one rule at a time (`when: jailbroken` first, and
/// nothing else when it holds), and a key read only deep in one flow is one state until there.
///
/// Only the app's first 64 keys can be unread (``Store/unread`` is one word); a key past them that
/// a condition reads is varied as before, every value a starting point (``StartPoints``). A key
/// kept in memory (`store: memory`) never is: a launch finds it at its default.
struct UnreadKeys: Sendable {
    /// The step index a path record gives a fork: no list of steps is that long
    /// (``Explorer/steps(in:into:)`` keeps at most `UInt16.max` steps, the last index one less).
    static let forkStep = UInt16.max

    /// The keys, by key index (``Store/unread``).
    let mask: UInt64
    /// Each key's values, by key index (empty for a key that is not one), its default first.
    private let values: [[Value]]

    /// No key unread: every start is a fresh install or given its values.
    init() {
        mask = 0
        values = []
    }

    /// The keys of `app` that its conditions read (``StartPoints/keysRead(by:)``), each with more
    /// than one value, not kept in memory, and among the first 64.
    init(app: AppDefinition) {
        let read = StartPoints.keysRead(by: app)
        var mask: UInt64 = 0
        var values: [[Value]] = []
        for (i, key) in app.stateKeys.enumerated() {
            var domain: [Value] = []
            if i < 64, key.domain != .memory, read.contains(key.name) {
                domain = key.enumeratedValues
                domain.removeAll { $0 == key.defaultValue }
                domain.insert(key.defaultValue, at: 0)
                if domain.count > 1 { mask |= 1 << UInt64(i) } else { domain = [] }
            }
            values.append(domain)
        }
        self.mask = mask
        self.values = mask == 0 ? [] : values
    }

    /// The values a fork of the key at `index` gives it, its default first.
    func values(of index: Int) -> [Value] {
        values.indices.contains(index) ? values[index] : []
    }

    /// A fork's record: the key's index and the value's place among ``values(of:)``.
    static func record(key: Int, value: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: key) << 16 | UInt32(truncatingIfNeeded: value & 0xFFFF)
    }
}

extension Explorer {
    /// How many stored keys the walk starts with unread (``UnreadKeys``).
    public var lazilyReadKeyCount: Int { unread.mask.nonzeroBitCount }

    /// The fork that found `state` (its step is ``UnreadKeys/forkStep``): writes its value into
    /// `sim`, which is in the state it was forked from, and returns it as a `given:` entry.
    func applyFork(of state: Int, in exploration: Exploration, to sim: inout Simulator) -> Param? {
        guard let record = exploration.forks[state] else { return nil }
        let key = Int(record >> 16)
        let choices = unread.values(of: key)
        let v = Int(record & 0xFFFF)
        guard app.stateKeys.indices.contains(key), choices.indices.contains(v) else { return nil }
        let name = app.stateKeys[key].name
        do { try sim.writeState(name, choices[v]) } catch { return nil }
        return Param(name, choices[v])
    }
}

extension ExplorationPath {
    /// `given` with `param` set (in the app's order of keys when it is new): a fork's value.
    mutating func setGiven(_ param: Param, keyOrder app: AppDefinition) {
        given.removeAll { $0.name == param.name }
        given.append(param)
        given.sort { (app.index(ofKey: $0.name) ?? 0) < (app.index(ofKey: $1.name) ?? 0) }
    }
}
