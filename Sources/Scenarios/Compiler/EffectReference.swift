import FlowKit

/// A reference from an effect to a screen, flow, tab or key, checked once every declaration is known.
enum EffectReference {
    case screen(InvocationSyntax, afterFinish: Bool)
    case startFlow(InvocationSyntax)
    case rootFlow(InvocationSyntax)
    case tabFlow(InvocationSyntax)
    /// A child flow named in `onFinish`.
    case childFlow(String, SourceLocation)
    case tab(String, SourceLocation)
    case popTo(String, SourceLocation)
    case stateWrite(
        key: String, value: Expr, location: SourceLocation, valueLocation: SourceLocation)
    case condition(ConditionSyntax.Located)
    /// A link named by `post:` (an event routed as that link).
    case link(InvocationSyntax)
    /// `embed:` (`embeds: true`) or `showPage: next` needs a screen that declares `embeds:` or
    /// `pages:`.
    case container(embeds: Bool, SourceLocation)
    /// A screen named by `unembed:`: one that some screen embeds.
    case embedded(String, SourceLocation)
    /// A page named by `showPage:`: a page of some screen's `pages:`.
    case page(String, SourceLocation)
    /// A request started, with its outcomes: gathered so that `respond:` and `pending:` can be checked.
    case request(String, [String], SourceLocation)
}
