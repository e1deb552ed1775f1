/// The `animated:` flag and `completion:` handler of a navigation or presentation change, as
/// `pushViewController(_:animated:)` and `present(_:animated:completion:)` take them.
///
/// ```swift
/// .dismiss.completion([.present("Other", .sheet)])   // present once the sheet has gone
/// .push("Chat").animated(false)
/// ```
public enum Transition {
    /// The effect keys that take `animated:` (`start:` for the push or presentation a push or
    /// present flow's coordinator makes when it starts).
    public static let animatedKeys: Set<String> = [
        "push", "pop", "popToRoot", "popTo", "setStack", "present", "dismiss", "start",
    ]
    /// The effect keys that also take `completion:`.
    public static let completionKeys: Set<String> = ["present", "dismiss"]

    /// The change as an app file writes it, its options after it in parentheses:
    /// `dismiss (animated: false)`, `present: Other (completion: [present: Next])`.
    static func describe(_ change: Effect, animated: Bool, completion: [Effect]) -> String {
        var options: [String] = []
        if !animated { options.append("animated: false") }
        if !completion.isEmpty {
            let handler = completion.map(\.description).joined(separator: ", ")
            options.append("completion: [" + handler + "]")
        }
        let text = change.description
        return options.isEmpty ? text : text + " (" + options.joined(separator: ", ") + ")"
    }
}

extension Effect {
    /// The change with `animated:` set; bare changes are animated.
    public func animated(_ isAnimated: Bool) -> Effect {
        switch self {
        case .transition(let change, _, let completion):
            return .transition(change, animated: isAnimated, completion: completion)
        default:
            return .transition(self, animated: isAnimated, completion: [])
        }
    }

    /// The change with a `completion:` handler: effects that run once its transition has
    /// finished (at the end of the step when animated, right after it when not).
    public func completion(_ effects: [Effect]) -> Effect {
        switch self {
        case .transition(let change, let animated, _):
            return .transition(change, animated: animated, completion: effects)
        default:
            return .transition(self, animated: true, completion: effects)
        }
    }

    /// The change a ``transition(_:animated:completion:)`` wraps, or the effect itself.
    public var change: Effect {
        if case .transition(let change, _, _) = self { return change }
        return self
    }
}
