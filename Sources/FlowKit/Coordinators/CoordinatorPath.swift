/// Where a coordinator stands in the tree, `App/Main/Together/Game`: its flow's name after its
/// parent's path. A coordinator's path shares its parent's, so making one is O(1) however deep the
/// tree is, and the text is built only when it is read (a trace shows it only on failure).
public struct CoordinatorPath: Hashable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    private final class Node: Sendable {
        let name: String
        let parent: Node?
        let depth: Int

        init(name: String, parent: Node?) {
            self.name = name
            self.parent = parent
            self.depth = (parent?.depth ?? 0) + 1
        }
    }

    private let node: Node

    /// A path of one name (or a whole path written out, as a test compares with).
    public init(_ name: String) { node = Node(name: name, parent: nil) }

    public init(stringLiteral value: String) { self.init(value) }

    /// This path with `name` under it.
    public func appending(_ name: String) -> CoordinatorPath {
        CoordinatorPath(node: Node(name: name, parent: node))
    }

    private init(node: Node) { self.node = node }

    /// How many names it has.
    public var depth: Int { node.depth }

    /// The names joined with `/`, built from the root down.
    public var description: String {
        var names: [Substring] = []
        names.reserveCapacity(node.depth)
        var current: Node? = node
        while let n = current {
            names.append(Substring(n.name))
            current = n.parent
        }
        return names.reversed().joined(separator: "/")
    }

    public static func == (a: CoordinatorPath, b: CoordinatorPath) -> Bool {
        a.node === b.node || a.description == b.description
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}
