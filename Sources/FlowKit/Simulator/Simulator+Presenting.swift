/// The modal chain's rules (P1–P3, X3): presenting from a level, and dismissing.
extension Simulator {

    mutating func present(
        _ stack: consuming NavigationStack, style: PresentationStyle, fromLevel level: Int,
        swipe: SwipeRefusal = .none
    ) throws(StepError) {
        try ensureCanPresent(stack.top?.description ?? "?", fromLevel: level)
        // In place, written down to be undone (`StepUndo`): no copy of the device is kept first.
        let presented: Void? = storedDevice.app?.window.presentations.append(
            Presentation(style: style, stack: stack, swipe: swipe))
        if presented != nil { undo.record(.presented) }
    }

    /// P1: the presenter at `level` must not be presenting a screen already, and no alert may be
    /// showing (an alert is the topmost presentation, so whoever presents is under it).
    /// (Inlined: see ``requireLiveCoordinator(_:for:)``; the error is made apart, when it is thrown.)
    @inline(__always)
    func ensureCanPresent(_ presentedName: @autoclosure () -> String, fromLevel level: Int)
        throws(StepError)
    {
        // (read in place: a copy of the window would retain it)
        guard let count = storedDevice.app?.window.presentations.count else {
            throw notRunningError
        }
        guard count > level || storedDevice.app?.window.hasAlert == true,
            let window = storedDevice.app?.window
        else { return }
        throw Self.alreadyPresenting(presentedName(), fromLevel: level, in: window)
    }

    /// The error of ``ensureCanPresent(_:fromLevel:)``: the presenter at `level` presents a
    /// screen already, or an alert shows.
    private static func alreadyPresenting(
        _ presented: String, fromLevel level: Int, in window: Window
    ) -> StepError {
        let already =
            window.presentations.count > level
            ? window.presentations[level].stack.top?.description ?? "?"
            : window.alert?.title ?? "?"
        let on = window.visibleStack(atLevel: level)?.top?.description ?? "?"
        // "Attempt to present '…' on '…' which is already presenting '…'; dismiss it first",
        // built as bytes (an explorer meets this error often)
        var message = UTF8Text(
            capacity: 90 + presented.utf8.count + on.utf8.count + already.utf8.count)
        for piece in [
            "Attempt to present '", presented, "' on '", on, "' which is already presenting '",
            already, "'; dismiss it first",
        ] {
            message.append(piece)
        }
        return StepError(
            .alreadyPresenting(presenting: presented, on: on, already: already), message.string)
    }

    mutating func dismiss(for actor: Actor) throws(StepError) {
        let level = try presentingLevel(for: actor, presenting: nil)
        // (read in place: `device` would hand out a copy)
        guard let count = storedDevice.app?.window.withPresentations({ $0.count }) else {
            throw notRunningError
        }
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

extension Simulator {
    /// `modalInPresentation: BOOL`: sets `isModalInPresentation` on the presentation that holds
    /// the acting screen (or, for a coordinator acting alone, its navigation stack), as a screen
    /// with unsaved changes does (P6).
    mutating func setModalInPresentation(_ on: Bool, for actor: Actor) throws(StepError) {
        guard let running = device.app else { throw notRunningError }
        var location: StackLocation?
        if let screen = actor.screen {
            location = running.window.location(ofScreen: screen)?.location
        } else if let stack = running.coordinators.facts(of: actor.coordinator)?.stack {
            location = running.window.location(ofStack: stack)
        }
        guard case .presentation(let index)? = location else {
            let name = actor.screenName(in: running)
            throw StepError(
                .notPresented(screen: name),
                "'\(name)' is not presented, so isModalInPresentation has no sheet to keep; set it from a presented screen"
            )
        }
        device.app?.window.presentations[index].swipe.isModalInPresentation = on
    }
}
