/// Every Swift file of an app, lexed, with its types merged across extensions, and which of them
/// are coordinators and which are view controllers.
struct Codebase: Sendable {
    let sources: [SwiftSource]
    /// Types by name (extensions merged into the type, or standing alone when the type is not in
    /// the sources).
    let types: [String: SwiftType]
    /// The coordinator types: named `…Coordinator`, or conforming to a protocol that requires
    /// `start()` or `childCoordinators`.
    let coordinators: Set<String>
    /// The view controller types declared in the sources.
    let viewControllers: Set<String>
    /// What each coordinator method that makes a screen returns (`Type.method` → screen type),
    /// read once for the whole import (see ``HelperTables``).
    var helperScreens: [String: String] = [:]
    /// The methods each type calls through each of its properties (`delegate?.didFinish(self)`):
    /// type → property → method names, at most a few each.
    var propertyCalls: [String: [String: [String]]] = [:]
    /// The classes and protocols coordinators inherit from or conform to.
    var coordinatorParents: Set<String> {
        var parents: Set<String> = []
        for name in coordinators { parents.formUnion(types[name]?.inherits ?? []) }
        return parents
    }

    init(sources: [SwiftSource]) {
        self.sources = sources
        var types: [String: SwiftType] = [:]
        var extensions: [SwiftType] = []
        for (index, source) in sources.enumerated() {
            for (type, isExtension) in DeclarationReader(source: source, file: index).read() {
                if isExtension {
                    extensions.append(type)
                } else if var existing = types[type.name] {
                    existing.methods += type.methods
                    existing.properties += type.properties
                    existing.inherits += type.inherits
                    types[type.name] = existing
                } else {
                    types[type.name] = type
                }
            }
        }
        for ext in extensions {
            if var existing = types[ext.name] {
                existing.methods += ext.methods
                existing.properties += ext.properties
                existing.inherits += ext.inherits
                types[ext.name] = existing
            } else {
                types[ext.name] = ext
            }
        }
        // Coordinators the sources make but do not declare (`OrdersCoordinator()` from a module
        // not given): empty types, so that they still become flows.
        for (index, source) in sources.enumerated() {
            for i in source.tokens.indices where source.tokens[i].kind == .identifier {
                guard source.isText(i + 1, "("), !source.isText(i - 1, "."),
                    source.tokens[i].end - source.tokens[i].start > "Coordinator".utf8.count
                else { continue }
                let name = source.text(i)
                guard name.hasSuffix("Coordinator"), name.first?.isUppercase == true,
                    types[name] == nil
                else { continue }
                types[name] = SwiftType(
                    name: name, kind: .class, inherits: [], methods: [], properties: [],
                    file: index, line: source.line(i))
            }
        }
        self.types = types
        let coordinatorProtocols = Set(
            types.values.filter { type in
                type.kind == .protocol
                    && (type.properties.contains { $0.name == "childCoordinators" }
                        || type.name.hasSuffix("Coordinator")
                        || type.name.hasSuffix("Coordinating"))
            }.map(\.name))
        coordinators = Set(
            types.values.filter { type in
                type.kind != .protocol && type.kind != .enum
                    && (type.name.hasSuffix("Coordinator")
                        || type.inherits.contains(where: coordinatorProtocols.contains))
            }.map(\.name))
        // View controllers: by name, or by a superclass that is one (to a fixed point, which
        // takes at most as many rounds as the longest chain of subclasses).
        var controllers = Set(
            types.values.filter { Self.looksLikeViewController($0.name) }.map(\.name))
        var changed = true
        var rounds = 0
        while changed, rounds < 16 {
            changed = false
            rounds += 1
            for type in types.values where type.kind == .class && !controllers.contains(type.name) {
                if let superclass = type.inherits.first,
                    controllers.contains(superclass) || Self.looksLikeViewController(superclass)
                {
                    controllers.insert(type.name)
                    changed = true
                }
            }
        }
        viewControllers = controllers.subtracting(coordinators)
    }

    /// A property of `type` or of one of its superclasses (`navigationController` declared by a
    /// `BaseNavigationCoordinator`).
    func property(_ name: String, of type: String) -> SwiftProperty? {
        var current: String? = type
        var depth = 0
        while let name0 = current, depth < 8, let declared = types[name0] {
            if let property = declared.property(named: name) { return property }
            current = declared.inherits.first
            depth += 1
        }
        return nil
    }

    /// UIKit containers and system controllers that are not screens of their own.
    static let containers: Set<String> = [
        "UIViewController", "UINavigationController", "UITabBarController", "UIAlertController",
        "UISplitViewController", "UIPageViewController", "UITableViewController",
        "UICollectionViewController", "UIHostingController", "UISearchController",
        "UIActivityViewController", "NavigationController", "TabBarController",
    ]

    static func looksLikeViewController(_ name: String) -> Bool {
        guard let first = name.first, first.isUppercase, !containers.contains(name) else {
            return false
        }
        return name.hasSuffix("ViewController") || name.hasSuffix("VC")
            || (name.hasSuffix("Controller") && !name.hasSuffix("NavigationController")
                && !name.hasSuffix("TabBarController"))
    }

    func isScreenType(_ name: String) -> Bool {
        viewControllers.contains(name)
            || (Self.looksLikeViewController(name) && types[name]?.kind != .protocol)
    }

    /// `ProductDetailViewController` → `ProductDetail`.
    static func screenName(_ type: String) -> String {
        for suffix in ["ViewController", "Controller", "VC"] where type.hasSuffix(suffix) {
            let name = String(type.dropLast(suffix.count))
            if !name.isEmpty { return name }
        }
        return type
    }

    /// `ShopCoordinator` → `Shop`.
    static func flowName(_ type: String) -> String {
        type.hasSuffix("Coordinator") && type.count > "Coordinator".count
            ? String(type.dropLast("Coordinator".count)) : type
    }
}
