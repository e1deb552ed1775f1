/// Where an actor acts: the level of the modal chain it presents from, and the stack it pushes onto.
extension Simulator {
    /// The level of the modal chain the actor presents from: its screen's, or its coordinator's stack or tab bar's (X3).
    /// (Inlined: see ``requireLiveCoordinator(_:for:)``; the work is in a function of the running app.)
    @inline(__always)
    func presentingLevel(for actor: Actor, presenting: String?) throws(StepError) -> Int {
        guard let running = storedDevice.app,
            let level = try Self.presentingLevel(for: actor, presenting: presenting, in: running)
        else { throw notRunningError }
        return level
    }

    /// ``presentingLevel(for:presenting:)`` in `running`; `nil` when the acting coordinator is
    /// not in it.
    private static func presentingLevel(
        for actor: Actor, presenting: String?, in running: RunningApp
    ) throws(StepError) -> Int? {
        // (read in place; the message's text is built only when it is thrown)
        var what: String { presenting.map { "'\($0)'" } ?? "a dismissal" }
        if let screenID = actor.screen {
            // (mostly the frontmost screen: looked at first, as `markLoaded` does)
            if let (location, _) = running.window.frontmostTopLocation(of: screenID)
                ?? running.window.location(ofScreen: screenID)
            {
                return location.level
            }
            let on = actor.screenName(in: running)
            throw StepError(
                .notInWindowHierarchy(presenting: presenting ?? "", on: on),
                "Attempt to present \(what) on '\(on)' whose view is not in the window hierarchy")
        }
        guard
            let coordinator = running.withCoordinators({ $0.pointee.facts(of: actor.coordinator) })
        else { return nil }
        if let stack = coordinator.stack {
            if let location = running.window.location(ofStack: stack) { return location.level }
        } else if coordinator.kind == .tabs || coordinator.kind == .app, running.window.root != nil
        {
            return 0
        }
        let path = running.coordinators.path(of: actor.coordinator)
        throw StepError(
            .notInWindowHierarchy(presenting: presenting ?? "", on: path),
            "Attempt to present \(what) from '\(path)' whose view is not in the window hierarchy")
    }

    /// The navigation stack the actor pushes onto (``DeviceState/stackLocation(for:doing:)``).
    @inline(__always)
    func stackLocation(for actor: Actor, doing what: @autoclosure () -> String) throws(StepError)
        -> StackLocation
    {
        try storedDevice.stackLocation(for: actor, doing: what())
    }

    /// A new stack id, handed out in place and written down to be undone (as a screen id is):
    /// a present changes the device without keeping a copy of it first.
    mutating func newStackID() -> StackID {
        guard let id = storedDevice.app?.makeStackID() else { return StackID(0) }
        undo.record(.stackID)
        return id
    }
}
