/// A method (or initializer, or computed property) of a type: where its body is.
struct SwiftMethod: Sendable {
    var name: String
    /// The file it is in (an index into the importer's sources).
    var file: Int
    /// The parameter list's `(` token, if any.
    var parameters: Int?
    /// The body's `{` and `}` tokens.
    var bodyOpen: Int
    var bodyClose: Int
    var line: Int
    /// The first name of its declared result (`-> PrivacyConsentViewController`, or a computed
    /// property's type), if any.
    var returns: String? = nil
}

/// A stored property of a type, as far as a shallow reader sees it.
struct SwiftProperty: Sendable {
    var name: String
    /// The first name of its declared type (`ShopCoordinator` for `ShopCoordinator?`).
    var typeName: String?
    /// The type it is initialized with (`UINavigationController` for `= UINavigationController()`).
    var initializer: String?
    /// Whether its type is a closure (`var onFinish: (() -> Void)?`).
    var isClosure: Bool
    var file: Int
    var line: Int
}

/// A class, struct, enum, actor or protocol, with the members of its extensions merged in.
struct SwiftType: Sendable {
    enum Kind: String, Sendable { case `class`, `struct`, `enum`, actor, `protocol` }

    var name: String
    var kind: Kind
    /// The superclass and protocols, from the declaration and every extension.
    var inherits: [String]
    var methods: [SwiftMethod]
    var properties: [SwiftProperty]
    var file: Int
    var line: Int

    func methods(named name: String) -> [SwiftMethod] { methods.filter { $0.name == name } }
    func property(named name: String) -> SwiftProperty? { properties.first { $0.name == name } }
}

/// Reads the declarations of one file: types, extensions, their methods and stored properties.
/// Function bodies are skipped over (a type declared inside a function is not seen).
struct DeclarationReader {
    private let source: SwiftSource
    private let file: Int

    init(source: SwiftSource, file: Int) {
        self.source = source
        self.file = file
    }

    private static let typeKeywords: [String: SwiftType.Kind?] = [
        "class": .class, "struct": .struct, "enum": .enum, "actor": .actor,
        "protocol": .protocol, "extension": nil,
    ]
    private static let memberKeywords: Set<String> = [
        "func", "var", "let", "init", "class", "static", "subscript", "case", "typealias",
    ]

    /// The types and extensions declared in the file (extensions have `kind == nil`).
    func read() -> [(type: SwiftType, isExtension: Bool)] {
        var found: [(type: SwiftType, isExtension: Bool)] = []
        // The types whose bodies enclose the current token: (index in `found`, closing brace).
        var enclosing: [(index: Int, close: Int)] = []
        var i = 0
        let count = source.tokens.count
        while i < count {
            while let last = enclosing.last, last.close <= i { enclosing.removeLast() }
            guard source.isIdentifier(i) else {
                i += 1
                continue
            }
            let word = source.text(i)
            if let kind = Self.typeKeywords[word], source.isIdentifier(i + 1),
                !Self.memberKeywords.contains(source.text(i + 1))
            {
                guard let (type, open) = readType(at: i, kind: kind) else {
                    i += 1
                    continue
                }
                found.append((type, kind == nil))
                enclosing.append((found.count - 1, source.closing[open]))
                i = open + 1
            } else if word == "func" || word == "init" || word == "deinit" || word == "subscript" {
                let (method, next) = readFunction(at: i)
                if let method, let owner = enclosing.last {
                    found[owner.index].type.methods.append(method)
                }
                i = max(next, i + 1)
            } else if word == "var" || word == "let", let owner = enclosing.last {
                // Function bodies are skipped, so a `var` seen inside a type's braces is a member.
                let (property, computed, next) = readProperty(at: i)
                if let property { found[owner.index].type.properties.append(property) }
                if let computed { found[owner.index].type.methods.append(computed) }
                i = max(next, i + 1)
            } else {
                i += 1
            }
        }
        return found
    }

    private func readType(at keyword: Int, kind: SwiftType.Kind??) -> (SwiftType, Int)? {
        var i = keyword + 1
        var name = source.text(i)
        i += 1
        // `extension UIKit.UIViewController`: the last component names the type.
        while source.isText(i, "."), source.isIdentifier(i + 1) {
            name = source.text(i + 1)
            i += 2
        }
        var inherits: [String] = []
        var collecting = false
        var depth = 0
        while i < source.tokens.count {
            if source.isText(i, "{"), depth == 0 { break }
            if source.isText(i, "<") || source.isText(i, "(") || source.isText(i, "[") {
                depth += 1
            } else if source.isText(i, ">") || source.isText(i, ")") || source.isText(i, "]") {
                depth = max(0, depth - 1)
            } else if source.isText(i, ":"), depth == 0 {
                collecting = true
            } else if source.isText(i, "where") {
                collecting = false
            } else if source.isText(i, "}") || source.isText(i, ";") {
                return nil
            } else if collecting, depth == 0, source.isIdentifier(i), !source.isText(i + 1, ".") {
                inherits.append(source.text(i))
            }
            i += 1
        }
        guard i < source.tokens.count else { return nil }
        let type = SwiftType(
            name: name, kind: (kind ?? nil) ?? .class, inherits: inherits, methods: [],
            properties: [], file: file, line: source.line(keyword))
        return (type, i)
    }

    /// A function's name, parameters and body; returns the token after it.
    private func readFunction(at keyword: Int) -> (SwiftMethod?, Int) {
        let name = source.isText(keyword, "func") ? source.text(keyword + 1) : source.text(keyword)
        var i = keyword + 1
        var parameters: Int?
        var returns: String?
        while i < source.tokens.count {
            if source.isText(i, "("), parameters == nil {
                parameters = i
                i = source.closing[i] + 1
                continue
            }
            if parameters != nil, returns == nil, source.isText(i, "->"), source.isIdentifier(i + 1)
            {
                returns = source.text(i + 1)
            }
            if source.isText(i, "{") {
                let close = source.closing[i]
                let method = SwiftMethod(
                    name: name, file: file, parameters: parameters, bodyOpen: i,
                    bodyClose: close, line: source.line(keyword), returns: returns)
                return (method, close + 1)
            }
            // A requirement without a body (in a protocol) ends at the next member or brace.
            if source.isText(i, "}") || source.isText(i, ";")
                || (parameters != nil && source.isIdentifier(i)
                    && Self.memberKeywords.contains(source.text(i)))
            {
                return (nil, i)
            }
            i += 1
        }
        return (nil, i)
    }

    /// A stored property (and, for a computed one, its getter as a method).
    private func readProperty(at keyword: Int) -> (SwiftProperty?, SwiftMethod?, Int) {
        let line = source.line(keyword)
        var i = keyword + 1
        guard source.isIdentifier(i) else { return (nil, nil, i) }
        let name = source.text(i)
        i += 1
        var typeName: String?
        var initializer: String?
        var isClosure = false
        if source.isText(i, ":") {
            i += 1
            isClosure = source.isText(i, "(") || source.isText(i, "@")
            var j = i
            while j < source.tokens.count, source.line(j) == line, !source.isIdentifier(j) {
                j += 1
            }
            if source.isIdentifier(j), source.line(j) == line { typeName = source.text(j) }
            while i < source.tokens.count, source.line(i) == line, !source.isText(i, "="),
                !source.isText(i, "{")
            {
                if source.closing[i] > i { i = source.closing[i] }
                i += 1
            }
        }
        if source.isText(i, "=") {
            i += 1
            if source.isIdentifier(i), source.isText(i + 1, "(") || source.isText(i + 1, ".") {
                initializer = source.text(i)
            }
        } else if source.isText(i, "{") {
            let close = source.closing[i]
            let getter = SwiftMethod(
                name: name, file: file, parameters: nil, bodyOpen: i, bodyClose: close,
                line: line, returns: typeName)
            let property = SwiftProperty(
                name: name, typeName: typeName, initializer: nil, isClosure: isClosure,
                file: file, line: line)
            return (property, getter, close + 1)
        }
        // Skip the rest of the declaration: up to the end of its line, past any brackets.
        while i < source.tokens.count, source.line(i) == line {
            if source.closing[i] > i { i = source.closing[i] }
            i += 1
        }
        let property = SwiftProperty(
            name: name, typeName: typeName, initializer: initializer, isClosure: isClosure,
            file: file, line: line)
        return (property, nil, i)
    }
}
