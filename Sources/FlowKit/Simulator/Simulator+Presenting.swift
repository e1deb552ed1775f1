/// The modal chain's rules (P1–P3, X3): presenting from a level, and dismissing.
extension Simulator {

    mutating func present(_ stack: NavigationStack, style: PresentationStyle, fromLevel level: Int)
        throws(StepError)
    {
        try ensureCanPresent(stack.top?.description ?? "?", fromLevel: level)
        device.app?.window.presentations.append(Presentation(style: style, stack: stack))
    }

    /// P1: the presenter at `level` must not be presenting a screen already, and no alert may be
    /// showing (an alert is the topmost presentation, so whoever presents is under it).
    func ensureCanPresent(_ presentedName: @autoclosure () -> String, fromLevel level: Int)
        throws(StepError)
    {
        guard let window = device.app?.window else { throw notRunningError }
        let already: String
        if window.presentations.count > level {
            already = window.presentations[level].stack.top?.description ?? "?"
        } else if let alert = window.alert {
            already = alert.title
        } else {
            return
        }
        let on = window.visibleStack(atLevel: level)?.top?.description ?? "?"
        let presented = presentedName()
        throw StepError(
            .alreadyPresenting(presenting: presented, on: on, already: already),
            "Attempt to present '\(presented)' on '\(on)' which is already presenting '\(already)'; dismiss it first"
        )
    }

    mutating func dismiss(for actor: Actor) throws(StepError) {
        let level = try presentingLevel(for: actor, presenting: nil)
        guard let count = device.app?.window.presentations.count else { throw notRunningError }
        if count > level {
            device.app?.window.dismissPresentations(from: level)
        } else if level > 0 {
            device.app?.window.dismissPresentations(from: level - 1)
        } else {
            throw StepError(
                .nothingPresented,
                "nothing to dismiss: the acting screen presents nothing and is not presented")
        }
    }

}
