/// Where a drafted element came from: `ShopCoordinator.swift:12`.
public struct CodeOrigin: Hashable, Sendable, Comparable {
    public var file: String
    public var line: Int
    /// The file's path as given (not written in the draft).
    public var path: String = ""

    public var description: String { "\(file):\(line)" }

    public static func < (a: CodeOrigin, b: CodeOrigin) -> Bool {
        (a.file, a.line) < (b.file, b.line)
    }
}

/// One effect of the draft, written on a line of its own: `push: Receipt`, `finish`,
/// `{present: Filter, style: fullScreen}`.
struct DraftEffect: Equatable, Sendable {
    /// The effect's key, or the bare word.
    var key: String
    /// The value as YAML (`Receipt`, `[A, B]`, `{k: true}`); nil for a bare word.
    var value: String?
    /// Sibling keys (`style: fullScreen`).
    var siblings: [(String, String)] = []
    var origin: CodeOrigin?

    static func == (a: DraftEffect, b: DraftEffect) -> Bool {
        a.key == b.key && a.value == b.value && a.siblings.map(\.0) == b.siblings.map(\.0)
            && a.siblings.map(\.1) == b.siblings.map(\.1)
    }

    /// The effect as YAML, in flow style when it has siblings.
    var yaml: String {
        guard let value else { return key }
        if siblings.isEmpty { return "\(key): \(value)" }
        return "{\(key): \(value)" + siblings.map { ", \($0.0): \($0.1)" }.joined() + "}"
    }
}

struct DraftStateKey: Sendable {
    enum Store: Sendable { case defaults, keychain, memory }
    var name: String
    var store: Store
    var origin: CodeOrigin?
}

struct DraftLaunchRule: Sendable {
    var state: String
    var when: String?
    var root: String
    var then: [DraftEffect]
    var origin: CodeOrigin?
}

struct DraftFlow: Sendable {
    enum Kind: Sendable {
        case stack([String])
        case push([String])
        case present([String])
        case tabs([(tab: String, flow: String)])
        case screenless([DraftEffect])
    }

    var name: String
    /// The Swift type it was drafted from.
    var type: String
    var kind: Kind
    var style: String?
    var modalInPresentation = false
    var autoFinish = false
    /// What the coordinator does when a child finishes: `onFinish: {Child: [effects]}`.
    var onFinish: [(child: String, effects: [DraftEffect])] = []
    var origin: CodeOrigin?
    /// Where its screens (or tabs) are set: the `stack:`, `push:`, `present:` or `tabs:` line's.
    var containerOrigin: CodeOrigin?
    /// A comment for the reader (what the importer could not tell).
    var note: String?
}

struct DraftAction: Sendable {
    var name: String
    var effects: [DraftEffect]
    var origin: CodeOrigin?
}

struct DraftScreen: Sendable {
    var name: String
    var type: String
    var hidesTabBar = false
    var actions: [DraftAction] = []
    var origin: CodeOrigin?
}

/// The app file the importer drafts, before it is written out.
struct DraftApp: Sendable {
    var name: String
    var state: [DraftStateKey] = []
    var launch: [DraftLaunchRule] = []
    var flows: [DraftFlow] = []
    var screens: [DraftScreen] = []
}
