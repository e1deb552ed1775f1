/// The state keys' indices by name (``AppDefinition/index(ofKey:)``), found by a ``NameTable``:
/// conditions, `$NAME` and `set` look a key up on every step, where a `Dictionary<String, Int>`
/// hashes the name with SipHash. Derived from ``AppDefinition/stateKeys`` (which takes part in
/// the app's equality and hash), so it takes no part of its own.
struct StateKeyIndex: Hashable, Sendable {
    private let table: NameTable<Int>

    init(_ keys: [StateKey]) {
        table = NameTable(keys.enumerated().map { ($0.element.name, $0.offset) })
    }

    /// The index of the key named `name`: the first declared of that name.
    @inline(__always)
    func index(of name: String) -> Int? {
        table.index(of: name).map { table.values[$0] }
    }

    static func == (a: Self, b: Self) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}
