import FlowKit

/// One step of a scenario, with where it is written (inside the file of a `run:` for its steps).
public struct ScenarioStep: Sendable {
    public enum Kind: Sendable {
        /// Something the user or the device does.
        case perform(Step)
        /// Assertions, all checked and all failures reported.
        case expect([Expectation])
    }

    public var kind: Kind
    public var location: SourceLocation

    /// A step of `kind` written at `location`.
    public init(kind: Kind, location: SourceLocation) {
        self.kind = kind
        self.location = location
    }
}

/// A screen as an expectation names it: `Chat` matches any parameters, `Chat(channel=general)` exactly those.
public struct ScreenPattern: Sendable, CustomStringConvertible {
    public var name: String
    /// `nil`: any parameters.
    public var params: [Param]?

    public func matches(_ screen: Screen) -> Bool {
        guard screen.name == name else { return false }
        guard let params else { return true }
        return params.count == screen.params.count
            && params.allSatisfy { p in
                screen.params[named: p.name].map { $0.description == p.value.description } ?? false
            }
    }

    public var description: String { name + (params?.argumentList ?? "") }
}

/// One key of an `expect` step (SPEC §4).
public struct Expectation: Sendable {
    public enum Check: Sendable {
        case root(String)
        case tab(String)
        case stack([ScreenPattern])
        case stacks([(tab: String, screens: [ScreenPattern])])
        case top(ScreenPattern)
        /// Empty for `none`.
        case presented([ScreenPattern])
        /// `nil` for `none`.
        case alert(String?)
        /// `alert: {title:, message:, buttons:}`: the showing alert's title, and its message and
        /// buttons (in order) when they are given.
        case alertContent(title: String, message: String?, buttons: [String]?)
        case tabBar(visible: Bool)
        case navBar(visible: Bool)
        case coordinators([String])
        case state([Param])
        case launchState(String)
        case lifecycle([(screen: String, counts: [(LifecycleCallback, Int)])])
        case actions([String])
        case can([String])
        case cannot([String])
        /// Empty for `none`: otherwise the leaked coordinator paths or screen names, exactly.
        case leaks([String])
        case crashed(String)
        /// The pending requests by name, oldest first; empty for `none`.
        case pending([String])
    }

    /// The key as written (`session` for the shorthand).
    public var key: String
    public var check: Check
    public var location: SourceLocation
}
