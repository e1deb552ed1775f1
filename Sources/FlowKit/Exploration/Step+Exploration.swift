extension Step {
    /// A step that moves around the app's screens: a tap, a tab, back, swipe-down or an alert button.
    /// A pending request's answer (`respond:`).
    var isAnswer: Bool {
        if case .respond = self { return true }
        return false
    }

    var isNavigation: Bool {
        switch self {
        case .tap, .select, .back, .swipeDown, .swipe, .alert: return true
        case .launch, .relaunch, .reinstall, .open, .set, .respond, .background, .foreground:
            return false
        case .unsettled(let step), .interleaved(let step, _): return step.isNavigation
        }
    }
}
