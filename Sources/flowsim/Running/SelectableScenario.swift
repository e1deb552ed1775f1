import Scenarios

/// A scenario that can be selected by name, path and tags.
protocol SelectableScenario {
    var name: String { get }
    var path: String { get }
    var tags: [String] { get }
}
