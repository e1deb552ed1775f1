import FlowKit

/// How an effect family is written in an app file: the syntax side of a FlowKit ``EffectFamily``
/// (whose file holds what the effects mean). One file per family, beside this one; see
/// ``EffectFamily`` for the steps of adding an effect.
protocol EffectSyntax: Sendable {
    /// The engine family whose effects this compiles; its ``EffectFamily/keys`` are the keys read here.
    static var family: any EffectFamily.Type { get }
    /// App-file snippets that each compile to one effect of the family, together covering every key
    /// (`EffectFamilyTests` compiles them).
    static var examples: [String] { get }
    /// The keys allowed beside `key` in the effect's mapping (`style` beside `present`).
    static func siblings(of key: String) -> [String]
    /// The effect a key written as a bare word stands for (`pop`, `finish`), or `nil` when the key needs a value.
    static func bareEffect(_ key: String, compiler: inout EffectCompiler) -> Effect?
    /// Compiles `key: value` for a key that takes a value.
    static func compile(_ form: EffectForm, compiler: inout EffectCompiler) -> Effect?
    /// A bare effect written with a value that qualifies it (`finish: parent`), or `nil` when the
    /// key takes no value (the compiler then says so).
    static func qualify(_ effect: Effect, _ form: EffectForm, compiler: inout EffectCompiler)
        -> Effect?
}

extension EffectSyntax {
    static func siblings(of key: String) -> [String] { [] }
    static func bareEffect(_ key: String, compiler: inout EffectCompiler) -> Effect? { nil }
    static func qualify(_ effect: Effect, _ form: EffectForm, compiler: inout EffectCompiler)
        -> Effect?
    { nil }
}

/// One effect as written in a mapping: its key, the key's value, and the whole mapping (for the keys beside it).
struct EffectForm {
    var key: String
    var value: YAMLNode
    var mapping: YAMLNode
    /// Where the effect's key stands.
    var keyLocation: SourceLocation
}

/// Every effect family's syntax, and which family reads each key.
enum EffectSyntaxRegistry {
    /// In the order the app file reference lists the families (``Effect/families``).
    static let families: [any EffectSyntax.Type] = [
        NavigationSyntax.self, PresentationSyntax.self, CoordinatorSyntax.self, TabSyntax.self,
        StateSyntax.self, AlertSyntax.self, ControlFlowSyntax.self, CrashSyntax.self,
        RequestSyntax.self, EventSyntax.self, BarSyntax.self, ContainerSyntax.self,
        SceneSyntax.self,
    ]

    /// Every effect key, family by family.
    static let keys: [String] = families.flatMap { $0.family.keys }

    private static let byKey: [String: any EffectSyntax.Type] = {
        var result: [String: any EffectSyntax.Type] = [:]
        for family in families {
            for key in family.family.keys where result[key] == nil { result[key] = family }
        }
        return result
    }()

    /// The family that reads `key`.
    static func family(forKey key: String) -> (any EffectSyntax.Type)? { byKey[key] }
}
