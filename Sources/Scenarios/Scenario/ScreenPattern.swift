import FlowKit

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
