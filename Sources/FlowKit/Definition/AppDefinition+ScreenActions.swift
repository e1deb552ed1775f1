/// The actions of the screens on screen, read from the app and the window alone (a step's checks,
/// inlined into the mutating steps, call these without copying the simulator).
extension AppDefinition {
    /// `; its actions are open, close` for a message about a screen, or nothing when it has none.
    func availableActionsHint(_ screen: Screen) -> String {
        let names = screens[screen.name]?.actions.map(\.name) ?? []
        return names.isEmpty ? "" : "; its actions are " + NameList.capped(names)
    }

    /// The screen whose action `name` a tap runs when `front` is frontmost in `window`: `front`
    /// itself, or else the first of the children shown with it (container first, depth first)
    /// that has the action.
    func tapTarget(_ name: String, in front: Screen, window: Window?) -> (Screen, ActionSpec)? {
        if let action = screens[front.name]?.action(name) { return (front, action) }
        guard let window, !window.containers.isEmpty else { return nil }
        for screen in window.shownChildren(of: front.id) {
            if let action = screens[screen.name]?.action(name) { return (screen, action) }
        }
        return nil
    }

    /// The actions a user can tap while `front` is frontmost in `window`: its own, then those of
    /// the children on screen with it that it does not have already, in that order.
    func actions(shownWith front: Screen, window: Window?) -> [String] {
        var names = screens[front.name]?.actions.map(\.name) ?? []
        guard let window, !window.containers.isEmpty else { return names }
        for screen in window.shownChildren(of: front.id) {
            for action in screens[screen.name]?.actions ?? [] where !names.contains(action.name) {
                names.append(action.name)
            }
        }
        return names
    }
}
