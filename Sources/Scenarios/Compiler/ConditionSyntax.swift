import FlowKit

/// `KEY`, `!KEY`, `KEY == VALUE`, `KEY != VALUE`; a list means all of them.
enum ConditionSyntax {
    /// A condition with where each key it reads stands.
    struct Located {
        var condition: Condition
        var keys: [(String, SourceLocation)]
        var values: [(key: String, value: Expr, location: SourceLocation)]
    }

    static func parse(_ node: YAMLNode, into bag: DiagnosticBag) -> Located? {
        if let items = node.items {
            var all: [Condition] = []
            var keys: [(String, SourceLocation)] = []
            var values: [(key: String, value: Expr, location: SourceLocation)] = []
            for item in items {
                guard let c = parse(item, into: bag) else { return nil }
                all.append(c.condition)
                keys += c.keys
                values += c.values
            }
            return Located(condition: .all(all), keys: keys, values: values)
        }
        guard let text = node.string else {
            bag.error("a condition must be a string such as 'session == user' or a list of them, not \(node.kindDescription)", at: node.location)
            return nil
        }
        if text.contains(where: \.isNewline) {
            bag.error("a condition must be written on one line, such as 'session == user'", at: node.location)
            return nil
        }
        for op in ["==", "!="] {
            guard let range = text.firstRange(of: op) else { continue }
            let key = String(text[..<range.lowerBound]).trimmingSpaces
            let raw = String(text[range.upperBound...]).trimmingSpaces
            let keyOffset = text.prefix { $0 == " " }.count
            guard !key.isEmpty, !raw.isEmpty, !key.contains(" ") else {
                bag.error("cannot read the condition '\(text)'; write KEY \(op) VALUE", at: node.location)
                return nil
            }
            let expr = InvocationSyntax.parseExpr(raw)
            let valueOffset = text.distance(from: text.startIndex, to: range.upperBound) + (text[range.upperBound...].prefix { $0 == " " }.count)
            let condition: Condition = op == "==" ? .equals(key, expr) : .notEquals(key, expr)
            return Located(condition: condition, keys: [(key, node.location(at: keyOffset))],
                           values: [(key, expr, node.location(at: valueOffset))])
        }
        let trimmed = text.trimmingSpaces
        let negated = trimmed.hasPrefix("!")
        let key = negated ? String(trimmed.dropFirst()).trimmingSpaces : trimmed
        guard !key.isEmpty, !key.contains(" "), !key.contains("=") else {
            bag.error("cannot read the condition '\(text)'; write KEY, !KEY, KEY == VALUE or KEY != VALUE", at: node.location)
            return nil
        }
        let offset = text.prefix { $0 == " " }.count + (negated ? 1 : 0)
        return Located(condition: negated ? .isNotSet(key) : .isSet(key), keys: [(key, node.location(at: offset))], values: [])
    }
}
