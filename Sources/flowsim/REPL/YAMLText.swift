import FlowKit
import Scenarios

/// Values written into a scenario file so that they read back as the same values: plain
/// when the parser reads the plain text as that very string, double-quoted otherwise.
enum YAMLText {
    /// `general`, `true`, `42`, `null`, or `"yes"` and `"a: b"` quoted.
    static func scalar(_ value: Value) -> String {
        switch value {
        case .null, .bool, .int: return value.description
        case .string(let s): return readsBackPlain(s) ? s : YAMLQuoting.doubleQuoted(s)
        }
    }

    /// A value inside `{…}` or `[…]` (a completion in `set:` or `expect:`): as ``scalar(_:)``,
    /// and quoted too when it holds a character that ends a value there.
    static func flowScalar(_ value: Value) -> String {
        guard case .string(let s) = value else { return value.description }
        let endsValue = s.contains { ",[]{}".contains($0) }
        return !endsValue && readsBackPlain(s) ? s : YAMLQuoting.doubleQuoted(s)
    }

    /// A mapping key: plain when it reads back as itself.
    static func key(_ name: String) -> String {
        readsBackPlain(name) ? name : YAMLQuoting.doubleQuoted(name)
    }

    private static func readsBackPlain(_ s: String) -> Bool {
        guard !s.isEmpty, s.count <= 200, !s.contains("\n") else { return false }
        let (root, diagnostics) = YAML.parse("k: \(s)\n", path: "")
        guard diagnostics.isEmpty, let node = root?["k"] else { return false }
        return node.string == s && node.style == .plain
    }

}
