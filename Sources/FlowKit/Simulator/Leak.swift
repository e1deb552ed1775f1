/// A coordinator or screen that outlives its place in the hierarchy (SPEC §5).
public struct Leak: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// A coordinator still in its parent's children while none of its screens is in the window.
        case coordinator
        /// A screen off the window yet still held by a live coordinator.
        case screen
        /// A screen that was presented when the window root was replaced (P5).
        case releasedWhilePresented
    }

    public var kind: Kind
    /// The coordinator's path, or the screen's name.
    public var subject: String
    public var detail: String

    public var description: String {
        switch kind {
        case .coordinator: return "coordinator \(subject) is still attached but \(detail)"
        case .screen: return "screen \(subject) is off the window but \(detail)"
        case .releasedWhilePresented: return "screen \(subject) \(detail)"
        }
    }
}

extension Simulator {
    /// Every leak in the running app (none when it is not running).
    public var leaks: [Leak] {
        guard let running = device.app else { return [] }
        var result: [Leak] = []
        let contents = RunningApp.WindowContents(running.window)
        for c in running.coordinators.all where c.kind != .app {
            let path = running.coordinators.path(of: c.id)
            if running.isDisplaced(c, in: contents) {
                let held =
                    c.heldScreenNames.isEmpty
                    ? "" : " (it holds \(c.heldScreenNames.joined(separator: ", ")))"
                let detail =
                    c.kind == .screenless
                    ? "it has no screen and waits for nothing (no child, alert or request acts for it); its onStart or a child's onFinish must finish it"
                    : "none of its screens is in the window\(held); finish it, or give the flow autoFinish: true"
                result.append(Leak(kind: .coordinator, subject: path, detail: detail))
            } else {
                for (id, name) in zip(c.heldScreens, c.heldScreenNames)
                where !contents.screens.contains(id) {
                    result.append(
                        Leak(kind: .screen, subject: name, detail: "still held by \(path)"))
                }
            }
        }
        for screen in running.releasedWhilePresented {
            result.append(
                Leak(
                    kind: .releasedWhilePresented, subject: screen.description,
                    detail: "was presented when the window root was replaced and is never dismissed"
                ))
        }
        return result
    }
}
