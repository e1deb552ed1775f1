/// The modal chain's rules (P1–P3, X3): presenting from a level, and dismissing.
extension Simulator {

    mutating func present(
        _ stack: consuming NavigationStack, style: PresentationStyle, fromLevel level: Int,
        swipe: SwipeRefusal = .none
    ) throws(StepError) {
        if let window = try windowRefusingPresentation(fromLevel: level) {
            throw Self.alreadyPresenting(.screen(stack.top), fromLevel: level, in: window)
        }
        try refuseWhilePresentationInProgress(
            stack.top?.description ?? "?", fromLevel: level)
        if loadedAheadIndex >= 0 { unloadAhead() }
        // When it may be all the step adds, its top is presented with its view loaded
        // (``loadedAheadLocation``).
        var ahead: Int?
        if loadsAhead, let top = stack.topLoadState, !top.isLoaded {
            stack.screens.modify(at: top.index) { $0.isLoaded = true }
            ahead = top.index
        }
        // In place, written down to be undone (`StepUndo`): no copy of the device is kept first.
        let presented: Void? = storedDevice.app?.window.presentations.append(
            Presentation(style: style, stack: stack, swipe: swipe))
        guard presented != nil else { return }
        undo.record(.presented)
        presentationTransitionLevel = level  // animating until the step ends (A1)
        if let ahead, let count = storedDevice.app?.window.withPresentations({ $0.count }) {
            (loadedAheadLocation, loadedAheadIndex) = (.presentation(count - 1), ahead)
        }
    }

    /// P1 for `present:` before its screen is made: when the presenter at `level` presents a
    /// screen already (or an alert shows), throws what ``present(_:style:fromLevel:swipe:)``
    /// would throw once the screen was made (an error of making it, else the refusal naming
    /// it), with the screen described, not made: a refused step hands out no screen or stack id
    /// (the first id handed out in a step copies the window's storage). Only where a screen is
    /// made bare (``usesContainers`` off): children made with it may fail first.
    /// (Inlined: the allowed path reads two counts; the refusal is made apart.)
    @inline(__always)
    mutating func refusePresentationEarly(
        of invocation: Invocation, actor: Actor, fromLevel level: Int
    )
        throws(StepError)
    {
        guard !usesContainers,
            let window = (try? windowRefusingPresentation(fromLevel: level)) ?? nil
        else { return }
        throw try refusal(of: invocation, actor: actor, fromLevel: level, in: window)
    }

    /// The error of ``refusePresentationEarly(of:actor:fromLevel:)``.
    private mutating func refusal(
        of invocation: Invocation, actor: Actor, fromLevel level: Int, in window: Window
    ) throws(StepError) -> StepError {
        let (index, params) = try bareScreenParts(invocation, actor: actor)
        return Self.alreadyPresenting(
            .described(name: screenTable.values[index].name, params: params), fromLevel: level,
            in: window)
    }

    /// P1: the presenter at `level` must not be presenting a screen already, and no alert may be
    /// showing (an alert is the topmost presentation, so whoever presents is under it).
    /// (Inlined: see ``requireLiveCoordinator(_:for:)``; the error is made apart, when it is thrown.)
    @inline(__always)
    func ensureCanPresent(_ presentedName: @autoclosure () -> String, fromLevel level: Int)
        throws(StepError)
    {
        if let window = try windowRefusingPresentation(fromLevel: level) {
            throw Self.alreadyPresenting(.name(presentedName()), fromLevel: level, in: window)
        }
        try refuseWhilePresentationInProgress(presentedName(), fromLevel: level)
    }

    /// The window when P1 refuses a presentation from `level` (the presenter presents a screen
    /// already, or an alert shows), `nil` when it allows it. (Inlined, and the error made apart
    /// by the caller: the allowed path does no more than read two counts.)
    @inline(__always)
    func windowRefusingPresentation(fromLevel level: Int) throws(StepError) -> Window? {
        // (read in place: a copy of the window would retain it)
        guard let count = storedDevice.app?.window.presentations.count else {
            throw notRunningError
        }
        guard count > level || storedDevice.app?.window.hasAlert == true else { return nil }
        return storedDevice.app?.window
    }

    /// What a refused presentation would have shown: a screen (its top, read only when the
    /// error is made), or a name as it is (an alert's title).
    private enum Presented {
        case screen(Screen?)
        /// A screen not made: its name and parameters.
        case described(name: String, params: [Param])
        case name(String)
    }

    /// The error of ``ensureCanPresent(_:fromLevel:)``: the presenter at `level` presents a
    /// screen already, or an alert shows.
    private static func alreadyPresenting(
        _ presenting: Presented, fromLevel level: Int, in window: Window
    ) -> StepError {
        // "Attempt to present '…' on '…' which is already presenting '…'; dismiss it first",
        // built as bytes, each name written once into the message (an explorer meets this
        // error often)
        var message = UTF8Text(capacity: 256)
        message.append("Attempt to present '")
        let presented: String
        switch presenting {
        case .screen(let screen): presented = describe(screen, into: &message)
        case .described(let name, let params):
            presented = describe(name: name, params: params, into: &message)
        case .name(let name):
            presented = name
            message.append(name)
        }
        message.append("' on '")
        let on = describe(window.visibleTop(atLevel: level), into: &message)
        message.append("' which is already presenting '")
        let already: String
        let presentations = window.presentations
        if presentations.count > level {
            already = describe(presentations[level].stack.top, into: &message)
        } else {
            already = window.alert?.title ?? "?"
            message.append(already)
        }
        message.append("'; dismiss it first")
        return StepError(
            .alreadyPresenting(presenting: presented, on: on, already: already), message.string)
    }

    /// Appends `screen`'s ``Screen/description`` (`"?"` for none) to `message` and returns it:
    /// a screen without parameters is its name as it is; one with parameters is read back
    /// from the message, not built apart.
    private static func describe(_ screen: Screen?, into message: inout UTF8Text) -> String {
        guard let screen else {
            message.append("?")
            return "?"
        }
        return describe(name: screen.name, params: screen.params, into: &message)
    }

    /// ``describe(_:into:)`` for a screen with this name and these parameters.
    private static func describe(name: String, params: [Param], into message: inout UTF8Text)
        -> String
    {
        guard !params.isEmpty else {
            message.append(name)
            return name
        }
        let start = message.count
        message.append(name)
        params.appendArgumentList(to: &message)
        return message.string(from: start)
    }

    /// Dismisses what the acting screen presents, or else its own presentation; an animated
    /// dismissal keeps the presenter's presentation in progress until the step ends (A1).
    mutating func dismiss(for actor: Actor) throws(StepError) {
        let level = try presentingLevel(for: actor, presenting: nil)
        // (read in place: `device` would hand out a copy)
        guard let count = storedDevice.app?.window.withPresentations({ $0.count }) else {
            throw notRunningError
        }
        if count > level {
            device.app?.window.dismissPresentations(from: level)
            presentationTransitionLevel = level
        } else if level > 0 {
            device.app?.window.dismissPresentations(from: level - 1)
            presentationTransitionLevel = level - 1
        }
        // Else the acting screen presents nothing and is not presented: UIKit's
        // `dismiss(animated:)` does nothing then (P9), as apps rely on when they dismiss "just in
        // case" before routing a link.
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
