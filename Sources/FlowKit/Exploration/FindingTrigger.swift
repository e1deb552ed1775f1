/// The kind of step that shows a problem, as findings are grouped by it: `back`, `dismiss` (a
/// sheet swiped down), `re-tap` (the selected tab tapped again, which pops its stack to the
/// root), `select` (another tab), `swipe` (a page), `tap: send`, `open: profile`, `launch`… An
/// action, link, alert button or request keeps its name (they are different causes), never its
/// arguments (the same cause with other values).
enum FindingTrigger {
    /// The trigger of `step`, performed in `before` (the state it starts from, when known: a
    /// `select` of the tab already selected is a re-tap).
    static func of(_ step: Step, before: Simulator?) -> String {
        switch step {
        case .back: return "back"
        case .swipeDown: return "dismiss"
        case .swipe: return "swipe"
        case .select(let tab):
            return before?.selectedTab == tab ? "re-tap" : "select"
        case .tap(let action, _): return "tap: " + action
        case .open(let link, _): return "open: " + link
        case .alert(let button): return "alert: " + button
        case .respond(let request, let outcome): return "respond: " + request + "." + outcome
        case .set: return "set"
        case .unsettled(let step): return of(step, before: before)
        case .interleaved(_, let second): return of(second, before: before) + " during a transition"
        case .launch, .relaunch, .reinstall, .background, .foreground: return step.description
        }
    }
}
