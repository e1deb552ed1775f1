/// `post`: an in-app event, as `NotificationCenter.default.post` sends one, routed like a link.
///
/// UIKit delivers a notification synchronously, on the posting thread, to every observer before
/// `post` returns; in coordinator apps the observer (the app coordinator or scene delegate)
/// routes it as it routes a deep link (switch tabs, reset to login). So an event is a link:
/// `post: sessionExpired` runs the link `sessionExpired`'s effects at once, acting for whatever
/// screen is frontmost (as a link's do), with the posted arguments; then the rest of the
/// posting action runs, for its own actor if that is still live. One mechanism for both.
public enum EventEffects: EffectFamily, EffectSemantics {
    public static let name = "events"
    public static let keys = ["post"]

    public static func describe(_ effect: Effect) -> String {
        // another family's effect: never asked
        guard case .post(let event) = effect else { return "" }
        return "post: \(event)"
    }

    static func apply(
        _ effect: Effect, to sim: inout Simulator, actor: inout Actor, followsFrontmost: Bool
    ) throws(StepError) -> Simulator.Completion {
        guard case .post(let event) = effect else { return .finished }
        guard let link = sim.app.links[event.name] else {
            throw StepError(
                .unknownName(kind: "link", name: event.name),
                Suggestions.unknown(
                    "link", event.name, known: sim.app.links.keys, context: " to post"))
        }
        try ArgumentCheck(.link(link.name), accepted: link.params).check(
            passing: event.arguments.map(\.name))
        var arguments: [Param] = []
        for argument in event.arguments {
            arguments.append(Param(argument.name, try sim.resolve(argument.value, actor: actor)))
        }
        var observer = sim.frontmostActor(arguments: arguments)
        try sim.run(link.effects, actor: &observer, followsFrontmost: true)
        return !sim.device.isRunning ? .stopped : .finished
    }
}
