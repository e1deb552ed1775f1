/// Which screens a push flow holds after `setViewControllers` changed the navigation controller it
/// was handed.
extension Simulator {
    /// After a stack's contents were replaced: a push flow acting (from one of its screens, or
    /// after a child finished, on its behalf) holds the new screens of `added` it owns, and no
    /// longer the `removed` ones, so that a flow that goes on with new screens is not taken for one
    /// whose screens all left. Another push flow that owned `removed` screens drops them too —
    /// unless none would be left: then it keeps them, so that the leak check sees a flow whose
    /// screens all left the window, still attached.
    mutating func holdReplacedScreens(removed: [Screen], added: [Screen], actor: Actor) {
        guard let running = device.app else { return }
        var owners: [CoordinatorID] = []
        for screen in removed where !owners.contains(screen.owner) { owners.append(screen.owner) }
        if !owners.contains(actor.coordinator) { owners.append(actor.coordinator) }
        let gone = Set(removed.map(\.id))
        for owner in owners where running.coordinators.facts(of: owner)?.kind == .push {
            let gained = owner == actor.coordinator ? added.filter { $0.owner == owner } : []
            device.app?.coordinators.modify(owner) { c in
                var held = c.held.filter { !gone.contains($0.id) }
                for screen in gained where !held.contains(where: { $0.id == screen.id }) {
                    held.append(HeldScreen(id: screen.id, name: screen.description))
                }
                guard !held.isEmpty else { return }  // all its screens left: kept as they were
                c.held = held
            }
        }
    }
}
