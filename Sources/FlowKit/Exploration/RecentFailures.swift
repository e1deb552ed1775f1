/// The last few impossible steps an explorer noted: the same step failing the same way from the
/// same screen again (most failures repeat so, from state to state) changes nothing in what is
/// noted (its problem, and its place among the problem's places, are there already), and is
/// known here without putting the problem's key and place into words.
struct RecentFailures {
    private struct Failure {
        var reason: String
        var message: String
        var screen: String
        var step: Step
    }

    /// How many are remembered, the oldest replaced first.
    static let capacity = 8
    private var failures: [Failure] = []
    private var oldest = 0

    /// Whether this failure was noted lately.
    func contains(reason: String, message: String, screen: String, step: Step) -> Bool {
        failures.contains {
            $0.message == message && $0.reason == reason && $0.screen == screen && $0.step == step
        }
    }

    /// Remembers a failure just noted.
    mutating func insert(reason: String, message: String, screen: String, step: Step) {
        let failure = Failure(reason: reason, message: message, screen: screen, step: step)
        if failures.count < Self.capacity {
            failures.append(failure)
        } else {
            failures[oldest] = failure
            oldest = (oldest + 1) % Self.capacity
        }
    }
}
