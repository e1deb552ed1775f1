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
    static func parse(
        _ node: YAMLNode, _ what: String, into bag: DiagnosticBag, allowBareNames: Bool = false
    ) -> InvocationSyntax? {
        guard let text = bag.string(node, what) else { return nil }
        if text.contains(where: \.isNewline) {
            bag.report(.nameAcrossLines(what: what, text: text), at: node.location)
            return nil
        }
        return parse(text, node: node, what, into: bag, allowBareNames: allowBareNames)
    }

    static func parse(
        _ text: String, node: YAMLNode, _ what: String, into bag: DiagnosticBag,
        allowBareNames: Bool = false
    ) -> InvocationSyntax? {
        WorkCounter.add(text.utf8.count + 1)
        // Most names are a bare word: no need to split the text into characters.
        if !text.isEmpty,
            !text.utf8.contains(where: {
                $0 == 0x20 || $0 == 0x28 || $0 == 0x29 || $0 == 0x3D || $0 == 0x2C
            })
        {
            return InvocationSyntax(
                name: text, nameLocation: node.location(at: 0), arguments: [], bareNames: [])
        }
        let chars = Array(text)
        var i = 0
        while i < chars.count, chars[i] == " " { i += 1 }
        let nameStart = i
        while i < chars.count, chars[i] != "(", chars[i] != ")", chars[i] != "=", chars[i] != ",",
            chars[i] != " "
        { i += 1 }
        let name = String(chars[nameStart..<i])
        if name.isEmpty {
            bag.report(.missingName(what: what, text: text), at: node.location(at: nameStart))
            return nil
        }
        var result = InvocationSyntax(
            name: name, nameLocation: node.location(at: nameStart), arguments: [], bareNames: [])
        while i < chars.count, chars[i] == " " { i += 1 }
        if i == chars.count { return result }
        guard chars[i] == "(" else {
            bag.report(
                .textAfterName(character: chars[i], name: name, what: what),
                at: node.location(at: i))
            return nil
        }
        guard chars.last == ")" else {
            bag.report(
                .unclosedParenthesis(
                    what: what, text: text, inFlowList: node.style == .plain && !text.contains(")")),
                at: node.location(at: i))
            return nil
        }
        let bodyStart = i + 1
        let body = Array(chars[bodyStart..<(chars.count - 1)])
        guard let pieces = splitArguments(body) else {
            bag.report(.unterminatedArgumentQuote(what: what, text: text), at: node.location(at: i))
            return nil
        }
        // not a scan of the arguments so far: a line may hold 100,000 of them
        var seen: Set<String> = []
        for (pieceOffset, piece) in pieces {
            let offset = bodyStart + pieceOffset
            let trimmedStart = piece.prefix { $0 == " " }.count
            let item = String(piece).trimmingSpaces
            let location = node.location(at: offset + trimmedStart)
            if item.isEmpty {
                bag.report(.emptyArgument(what: what, text: text), at: location)
                return nil
            }
            guard let eq = item.firstIndex(of: "="),
                !item[..<eq].contains(where: { $0 == "\"" || $0 == "'" })
            else {
                if allowBareNames {
                    result.bareNames.append((item, location))
                    continue
                }
                bag.report(.argumentWithoutValue(argument: String(item), what: what), at: location)
                return nil
            }
            let key = String(item[..<eq]).trimmingSpaces
            let raw = String(item[item.index(after: eq)...]).trimmingSpaces
            if key.isEmpty {
                bag.report(.argumentWithoutName(what: what, text: text), at: location)
                return nil
            }
            if !seen.insert(key).inserted {
                bag.report(.argumentTwice(argument: key, what: what), at: location)
                return nil
            }
            let afterEquals = item[item.index(after: eq)...]
            let valueOffset =
                offset + trimmedStart + item.distance(from: item.startIndex, to: eq) + 1
                + afterEquals.prefix { $0 == " " }.count
            let valueLocation = node.location(at: valueOffset)
            let expr: Expr
            switch readExpr(raw) {
            case .success(let e): expr = e
            case .failure(let problem):
                bag.report(
                    .unreadableArgumentValue(argument: key, what: what, problem: problem),
                    at: valueLocation)
                return nil
            }
            result.arguments.append(
                LocatedArgument(
                    argument: Argument(key, expr), location: location, valueLocation: valueLocation)
            )
        }
        return result
    }

    /// The arguments between the parentheses, split at the commas outside quotes, each with
    /// its offset in `body`; `nil` when a quote is not closed.
    static func splitArguments(_ body: [Character]) -> [(Int, ArraySlice<Character>)]? {
        var pieces: [(Int, ArraySlice<Character>)] = []
        var start = 0
        var quote: Character?
        var i = 0
        while i < body.count {
            let c = body[i]
            if let q = quote {
                if c == "\\", q == "\"", i + 1 < body.count {
                    i += 2
                    continue
                }
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "," {
                pieces.append((start, body[start..<i]))
                start = i + 1
            }
            i += 1
        }
        if quote != nil { return nil }
        pieces.append((start, body[start..<body.count]))
        return pieces
    }

    /// `$name` reads a name; a quoted value (`"a, b"`, `'it''s'`) is text; a plain word is read
    /// as YAML reads a plain scalar (`null`, `true`, `42`, text), and one that YAML 1.1 and 1.2
    /// would read differently (`042`, `yes`, `1.5`) must be quoted, as in the file itself.
    static func readExpr(_ raw: String) -> Result<Expr, CompilerMessage.ValueProblem> {
        if raw.hasPrefix("$"), raw.count > 1 {
            return .success(.reference(String(raw.dropFirst())))
        }
        return readLiteral(raw).map { .literal($0) }
    }

    static func readLiteral(_ raw: String) -> Result<Value, CompilerMessage.ValueProblem> {
        if let first = raw.first, first == "\"" || first == "'" {
            guard let text = unquote(raw) else {
                return .failure(.unclosedQuote(raw))
            }
            return .success(.string(text))
        }
        switch PlainScalarResolver.resolve(Array(raw.utf8)[...]) {
        case .null: return .success(.null)
        case .bool(let b): return .success(.bool(b))
        case .int(let i): return .success(.int(i))
        case .string: return .success(.string(raw))
        case .ambiguous(let yaml11, let yaml12):
            return .failure(.yaml(.ambiguousScalar(text: raw, yaml11: yaml11, yaml12: yaml12)))
        case .integerOverflow:
            return .failure(.yaml(.integerTooLarge(raw)))
        }
    }

    /// The text of `"…"` (with `\"` and `\\`) or `'…'` (with `''`); `nil` unless the quotes close exactly at the end.
    static func unquote(_ raw: String) -> String? {
        let chars = Array(raw)
        guard chars.count >= 2, let q = chars.first, chars.last == q else { return nil }
        var out = ""
        var i = 1
        while i < chars.count - 1 {
            let c = chars[i]
            if q == "\"", c == "\\" {
                guard i + 1 < chars.count - 1 else { return nil }
                let next = chars[i + 1]
                guard next == "\"" || next == "\\" else { return nil }
                out.append(next)
                i += 2
                continue
            }
            if c == q {
                guard q == "'", i + 1 < chars.count - 1, chars[i + 1] == "'" else { return nil }
                out.append("'")
                i += 2
                continue
            }
            out.append(c)
            i += 1
        }
        return out
    }

    /// `$name` reads a name; otherwise a literal (a value that cannot be read is kept as text;
    /// use ``readExpr(_:)`` to report it).
    static func parseExpr(_ raw: String) -> Expr {
        (try? readExpr(raw).get()) ?? .literal(.string(raw))
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
