/// An alert that outlives the coordinator that showed it.
extension Simulator {
    /// Whether the button's handler runs nothing because the coordinator that showed the alert has
    /// finished. An alert's actions capture their coordinator weakly (`[weak self]`), as completion
    /// handlers do: the alert stays on screen after the coordinator finished (it was presented
    /// from a screen that is still there), and a tap dismisses it and does nothing. Without this,
    /// its effects would act for whatever screen is frontmost — a `finish` in the button would
    /// finish another coordinator, such as the tab's own. The trace says so.
    mutating func dropsAlertHandler(of alert: Alert, button: String) -> Bool {
        // (read in place: a copy of the running app would retain its parts)
        guard storedDevice.app?.hasCoordinator(alert.actor.coordinator) == false else {
            return false
        }
        trace.log(.note(.alertHandlerDropped(button: button)))
        return true
    }
}
