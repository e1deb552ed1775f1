/// `openURL`: `UIApplication.shared.open(_:)` on a URL another app handles (a web page in
/// Safari, `tel:`, `mailto:`, maps).
///
/// iOS brings the other app to the front, so the scene enters the background
/// (`sceneDidEnterBackground`) exactly as the `background` step does: the app's `onBackground`
/// effects run for the frontmost screen, nothing gets appearance callbacks, memory survives, and
/// the user's steps fail until `foreground` brings the user back. The URL is in the trace
/// (`effect openURL: …`). The rest of the acting action still runs: `open(_:)` returns at once
/// and the switch happens after it. Opened while the scene is already in the background (from
/// `onBackground`), it changes nothing more.
public enum SceneEffects: EffectFamily, EffectSemantics {
    public static let name = "scene"
    public static let keys = ["openURL"]

    public static func describe(_ effect: Effect) -> String {
        // another family's effect: never asked
        guard case .openURL(let url) = effect else { return "" }
        return "openURL: \(url)"
    }

    static func apply(
        _ effect: Effect, to sim: inout Simulator, actor: inout Actor, followsFrontmost: Bool
    ) throws(StepError) -> Simulator.Completion {
        guard case .openURL(let url) = effect else { return .finished }
        let value = try sim.resolve(url, actor: actor)
        guard case .string(let text) = value, SceneEffects.hasScheme(text) else {
            throw StepError(
                .notAURL(value.description),
                "openURL needs a URL with a scheme (https://…, tel:…), not \(value)")
        }
        try sim.enterBackgroundForAnotherApp()
        return .finished
    }

    /// Whether `text` starts with a URL scheme (`https:`, `tel:`): a letter, then letters,
    /// digits, `+`, `-` or `.`, then a colon (RFC 3986).
    public static func hasScheme(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex,
            let first = text.first, first.isASCII, first.isLetter
        else { return false }
        return text[..<colon].allSatisfy {
            $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".")
        }
    }
}
