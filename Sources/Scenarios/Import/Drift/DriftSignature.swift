/// What the drift check compares, read the same way from the app file and from the draft of the
/// code: each flow and screen, and each navigation element — `push Receipt`, `present Filter`,
/// `stack Catalog`, `start Checkout`, `root Main`, `tab Shop`, `popTo Thread` — where a flow's
/// `push: [A]` and an action's `push: A` are alike.
struct DriftSignature: Hashable, Sendable, Comparable {
    var kind: String
    var name: String

    var description: String { "\(kind) \(name)" }

    static func < (a: DriftSignature, b: DriftSignature) -> Bool {
        (a.kind, a.name) < (b.kind, b.name)
    }

    /// The effect and flow keys whose values name a screen or a flow.
    static let navigationKeys: Set<String> = [
        "push", "present", "stack", "setStack", "start", "root", "popTo",
    ]

    /// Every signature of an app file's tree, with the line it is on, in document order.
    /// `source:` keys rename flows and screens to the names the code gives them.
    static func signatures(of root: YAMLNode) -> [(DriftSignature, SourceLocation)] {
        var renames: [String: String] = [:]
        for (section, rename) in [("flows", Codebase.flowName), ("screens", Codebase.screenName)] {
            for entry in root[section]?.entries ?? [] {
                if let name = entry.key.string, let source = entry.value["source"]?.string {
                    renames[name] = rename(source)
                }
            }
        }
        func canonical(_ raw: String) -> String {
            let base = raw.split(separator: "(", maxSplits: 1).first.map(String.init) ?? raw
            let name = base.trimmingSpaces
            return renames[name] ?? name
        }
        var out: [(DriftSignature, SourceLocation)] = []
        for (section, kind) in [("flows", "flow"), ("screens", "screen")] {
            for entry in root[section]?.entries ?? [] {
                if let name = entry.key.string {
                    out.append(
                        (DriftSignature(kind: kind, name: canonical(name)), entry.key.location))
                }
            }
        }
        // Every navigation key anywhere in the file, walked with an explicit stack.
        var stack: [YAMLNode] = [root]
        var visited = 0
        while let node = stack.popLast(), visited < 1_000_000 {
            visited += 1
            if let entries = node.entries {
                for entry in entries.reversed() {
                    guard let key = entry.key.string else { continue }
                    if navigationKeys.contains(key) {
                        let kind = key == "setStack" ? "stack" : key
                        if let name = entry.value.string {
                            out.append(
                                (
                                    DriftSignature(kind: kind, name: canonical(name)),
                                    entry.value.location
                                ))
                        }
                        for item in entry.value.items ?? [] {
                            if let name = item.string {
                                out.append(
                                    (
                                        DriftSignature(kind: kind, name: canonical(name)),
                                        item.location
                                    ))
                            }
                        }
                    } else if key == "tabs" {
                        for tab in entry.value.entries ?? [] {
                            if let flow = tab.value.string ?? tab.value["flow"]?.string {
                                out.append(
                                    (
                                        DriftSignature(kind: "tab", name: canonical(flow)),
                                        tab.value.location
                                    ))
                            }
                        }
                    }
                    stack.append(entry.value)
                }
            } else if let items = node.items {
                stack.append(contentsOf: items.reversed())
            }
        }
        return out
    }
}
