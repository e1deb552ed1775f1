import FlowKit

/// `hideNavigationBar`, `showNavigationBar`, `hideTabBar`, `showTabBar`: bare words.
enum BarSyntax: EffectSyntax {
    static let family: any EffectFamily.Type = BarEffects.self
    static let examples = [
        "hideNavigationBar", "showNavigationBar", "hideTabBar", "{showTabBar: }",
    ]

    static func bareEffect(_ key: String, compiler: inout EffectCompiler) -> Effect? {
        switch key {
        case "hideNavigationBar": return .navigationBarHidden(true)
        case "showNavigationBar": return .navigationBarHidden(false)
        case "hideTabBar": return .tabBarHidden(true)
        case "showTabBar": return .tabBarHidden(false)
        default: return nil
        }
    }

    static func compile(_ form: EffectForm, compiler: inout EffectCompiler) -> Effect? { nil }
}
