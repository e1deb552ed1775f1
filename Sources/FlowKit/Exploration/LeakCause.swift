/// What makes two leaks one cause for the finder: the kind of leak and the flow or screen that
/// leaked, named without its instance path. A state's leaks before a step and the leaks a step
/// shows are compared as these, and a finding's key is built from one.
struct LeakCause: Hashable {
    var kind: String
    var subject: String

    init(_ leak: Leak) {
        kind = leak.kind.rawValue
        subject = leak.subject
    }

    /// The finding's key: the cause and the kind of step that showed it.
    func findingKey(trigger: String) -> String { "leak|" + kind + "|" + subject + "|" + trigger }
}
