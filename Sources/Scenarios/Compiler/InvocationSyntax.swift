import FlowKit

/// `Name(key=value, key2=$name)`: a screen, flow, action or link named with arguments.
struct InvocationSyntax {
    /// An argument with where it stands, so that a name it reads can be reported precisely.
    struct LocatedArgument {
        var argument: Argument
        /// Where the argument's name starts.
        var location: SourceLocation
        /// Where its value starts (a `$NAME` is reported here).
        var valueLocation: SourceLocation
    }

    var name: String
    var nameLocation: SourceLocation
    var arguments: [LocatedArgument]
    /// `link(pin)`: parameter names written without values.
    var bareNames: [(String, SourceLocation)]

    var invocation: Invocation { Invocation(name, arguments.map(\.argument)) }

    /// Parses the text of a scalar node; reports what is wrong and returns `nil` when it cannot be read.
    static func parse(_ node: YAMLNode, _ what: String, into bag: DiagnosticBag, allowBareNames: Bool = false) -> InvocationSyntax? {
        guard let text = bag.string(node, what) else { return nil }
        if text.contains(where: \.isNewline) {
            bag.error("\(what) must be written on one line, not across lines as '\(text.split(whereSeparator: \.isNewline).joined(separator: "⏎"))'", at: node.location)
            return nil
        }
        return parse(text, node: node, what, into: bag, allowBareNames: allowBareNames)
    }

    static func parse(_ text: String, node: YAMLNode, _ what: String, into bag: DiagnosticBag, allowBareNames: Bool = false) -> InvocationSyntax? {
        // Most names are a bare word: no need to split the text into characters.
        if !text.isEmpty, !text.utf8.contains(where: { $0 == 0x20 || $0 == 0x28 || $0 == 0x29 || $0 == 0x3D || $0 == 0x2C }) {
            return InvocationSyntax(name: text, nameLocation: node.location(at: 0), arguments: [], bareNames: [])
        }
        let chars = Array(text)
        var i = 0
        while i < chars.count, chars[i] == " " { i += 1 }
        let nameStart = i
        while i < chars.count, chars[i] != "(", chars[i] != ")", chars[i] != "=", chars[i] != ",", chars[i] != " " { i += 1 }
        let name = String(chars[nameStart..<i])
        if name.isEmpty {
            bag.error("expected a name in \(what) '\(text)'", at: node.location(at: nameStart))
            return nil
        }
        var result = InvocationSyntax(name: name, nameLocation: node.location(at: nameStart), arguments: [], bareNames: [])
        while i < chars.count, chars[i] == " " { i += 1 }
        if i == chars.count { return result }
        guard chars[i] == "(" else {
            bag.error("unexpected '\(chars[i])' after the name '\(name)' in \(what); write arguments as \(name)(key=value)", at: node.location(at: i))
            return nil
        }
        guard chars.last == ")" else {
            let hint = node.style == .plain && !text.contains(")")
                ? "; inside a flow list [...] a comma splits the item, so quote an argument list that has one: \"\(text), …)\""
                : ""
            bag.error("unclosed '(' in \(what) '\(text)'\(hint)", at: node.location(at: i))
            return nil
        }
        let bodyStart = i + 1
        let body = chars[bodyStart..<(chars.count - 1)]
        var offset = bodyStart
        var seen: Set<String> = []  // not a scan of the arguments so far: a line may hold 100,000 of them
        for piece in body.split(separator: ",", omittingEmptySubsequences: false) {
            defer { offset += piece.count + 1 }
            let trimmedStart = piece.prefix { $0 == " " }.count
            let item = String(piece).trimmingSpaces
            let location = node.location(at: offset + trimmedStart)
            if item.isEmpty {
                bag.error("empty argument in \(what) '\(text)'", at: location)
                return nil
            }
            guard let eq = item.firstIndex(of: "=") else {
                if allowBareNames {
                    result.bareNames.append((item, location))
                    continue
                }
                bag.error("argument '\(item)' in \(what) needs a value; write \(item)=VALUE", at: location)
                return nil
            }
            let key = String(item[..<eq]).trimmingSpaces
            let raw = String(item[item.index(after: eq)...]).trimmingSpaces
            if key.isEmpty {
                bag.error("argument without a name in \(what) '\(text)'", at: location)
                return nil
            }
            if !seen.insert(key).inserted {
                bag.error("argument '\(key)' is given twice in \(what)", at: location)
                return nil
            }
            let afterEquals = item[item.index(after: eq)...]
            let valueOffset = offset + trimmedStart + item.distance(from: item.startIndex, to: eq) + 1 + afterEquals.prefix { $0 == " " }.count
            result.arguments.append(LocatedArgument(argument: Argument(key, parseExpr(raw)), location: location, valueLocation: node.location(at: valueOffset)))
        }
        return result
    }

    /// `$name` reads a name; `null`, `true`, `false` and decimal integers are values; anything else is a string.
    static func parseExpr(_ raw: String) -> Expr {
        if raw.hasPrefix("$"), raw.count > 1 { return .reference(String(raw.dropFirst())) }
        return .literal(parseLiteral(raw))
    }

    static func parseLiteral(_ raw: String) -> Value {
        var s = raw
        if s.count >= 2, let f = s.first, f == "\"" || f == "'", s.last == f {
            s = String(s.dropFirst().dropLast())
            return .string(s)
        }
        switch s {
        case "null", "~", "": return .null
        case "true": return .bool(true)
        case "false": return .bool(false)
        default:
            if let i = Int(s), s == String(i) { return .int(i) }
            return .string(s)
        }
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
