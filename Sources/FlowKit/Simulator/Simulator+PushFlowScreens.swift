/// Which screens a push flow holds after `setViewControllers` changed the navigation controller it
/// was handed.
extension Simulator {
    /// After a stack's contents were replaced: the coordinators that owned the `removed` screens
    /// no longer hold them, and a push flow acting (from one of its screens, or after a child
    /// finished, on its behalf) holds the screens of `added` it owns and did not hold, so that a
    /// flow that goes on with new screens is not taken for one whose screens all left.
    mutating func holdReplacedScreens(removed: [Screen], added: [Screen], actor: Actor) {
        guard let running = device.app else { return }
        var owners: [CoordinatorID] = []
        for screen in removed where !owners.contains(screen.owner) { owners.append(screen.owner) }
        if !removed.isEmpty {
            let gone = Set(removed.map(\.id))
            for owner in owners where running.coordinators.facts(of: owner)?.kind == .push {
                device.app?.coordinators.modify(owner) { c in
                    c.held.removeAll { gone.contains($0.id) }
                }
            }
        }
        guard running.coordinators.facts(of: actor.coordinator)?.kind == .push else { return }
        device.app?.coordinators.modify(actor.coordinator) { c in
            for screen in added
            where screen.owner == c.id && !c.held.contains(where: { $0.id == screen.id }) {
                c.held.append(HeldScreen(id: screen.id, name: screen.description))
            }
        }
    }
}
