import FlowKit
import Scenarios

extension ReplInterpreter {
    /// What `:state` prints: every key by store (UserDefaults, keychain, memory), a changed
    /// value with its default, and the last launch state; names and values escaped.
    func stateText() -> String {
        var out = ""
        let store = session.simulator.device.store
        let keys = session.app.definition.stateKeys
        for domain in [StoreDomain.defaults, .keychain, .memory] {
            let inDomain = keys.enumerated().filter { $0.element.domain == domain }
            guard !inDomain.isEmpty else { continue }
            switch domain {
            case .defaults: out += "UserDefaults (reset by reinstall):\n"
            case .keychain: out += "keychain (kept across reinstall):\n"
            case .memory:
                out += "memory (lost when the app is killed; back to its default at launch):\n"
            }
            let names = inDomain.map { ReplText.inline($0.element.name) }
            let width = names.map(\.count).max() ?? 0
            for (n, (i, key)) in inDomain.enumerated() {
                let value = store[i]
                let note =
                    value == key.defaultValue
                    ? "" : "   (default \(ReplText.inline(key.defaultValue.description)))"
                out +=
                    "  \(names[n])\(String(repeating: " ", count: width - names[n].count)) = \(ReplText.inline(value.description))\(note)\n"
            }
        }
        if let state = session.simulator.launchState {
            out += "last launch state: \(ReplText.inline(state))\n"
        }
        return out
    }

    /// `, given KEY: VALUE, …` after an app's name, or nothing.
    func givenText(_ given: [Param]) -> String {
        given.isEmpty
            ? "" : ", given " + given.map { "\($0.name): \($0.value)" }.joined(separator: ", ")
    }
}
