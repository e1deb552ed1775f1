import FlowKit

/// `KEY`, `!KEY`, `KEY == VALUE`, `KEY != VALUE`; a list means all of them; `{any: [...]}`
/// holds when one of them does (and `{all: [...]}` when all do), nested as deep as needed.
enum ConditionSyntax {
    /// A value compared in a condition, with where it stands.
    struct ComparedValue {
        var key: String
        var value: Expr
        var location: SourceLocation
        /// Written without quotes (`nul`, not `"nul"`): a near miss of `null` is then a typo.
        var isPlain: Bool
    }

    /// A key tested as a Boolean (`KEY` or `!KEY`), with where it stands.
    struct TruthTest {
        var key: String
        var negated: Bool
        var location: SourceLocation
    }

    /// A condition with where each key it reads stands.
    struct Located {
        var condition: Condition
        var keys: [(String, SourceLocation)]
        var values: [ComparedValue]
        var truthTests: [TruthTest] = []
    }

    /// The mapping keys that combine conditions.
    static let combinators = ["any", "all"]

    static func parse(_ node: YAMLNode, into bag: DiagnosticBag) -> Located? {
        if let items = node.items {
            return combine(items, into: bag) { .all($0) }
        }
        if let entries = node.entries {
            guard entries.count == 1, let word = entries[0].key.string, combinators.contains(word)
            else {
                let key = entries.first?.key
                if entries.count == 1, let key, let name = key.nameText {
                    bag.unknown(
                        .conditionCombinator, name, at: key.location, known: combinators,
                        context:
                            "; a condition is a string such as 'session == user', a list (all of them) or {any: [...]} (one of them)"
                    )
                } else {
                    bag.report(.conditionMappingShape, at: node.location)
                }
                return nil
            }
            let listNode = entries[0].value
            guard let items = listNode.items, !items.isEmpty else {
                bag.report(.combinatorNeedsList(combinator: word), at: listNode.location)
                return nil
            }
            return combine(items, into: bag) { word == "any" ? .any($0) : .all($0) }
        }
        guard let text = node.string else {
            bag.report(.notACondition(found: node.shape), at: node.location)
            return nil
        }
        WorkCounter.add(text.utf8.count + 1)
        if text.contains(where: \.isNewline) {
            bag.report(.conditionAcrossLines, at: node.location)
            return nil
        }
        if let problem = operatorProblem(text) {
            bag.report(.foreignOperator(problem.operator), at: node.location(at: problem.offset))
            return nil
        }
        for op in ["==", "!="] {
            guard let range = text.firstRange(of: op) else { continue }
            let key = String(text[..<range.lowerBound]).trimmingSpaces
            let raw = String(text[range.upperBound...]).trimmingSpaces
            let keyOffset = text.prefix { $0 == " " }.count
            guard !key.isEmpty, !raw.isEmpty, !key.contains(" ") else {
                bag.report(.unreadableCondition(text: text, operator: op), at: node.location)
                return nil
            }
            let valueOffset =
                text.distance(from: text.startIndex, to: range.upperBound)
                + (text[range.upperBound...].prefix { $0 == " " }.count)
            let expr: Expr
            switch InvocationSyntax.readExpr(raw) {
            case .success(let e): expr = e
            case .failure(let problem):
                bag.report(
                    .unreadableComparedValue(key: key, problem: problem),
                    at: node.location(at: valueOffset))
                return nil
            }
            let condition: Condition = op == "==" ? .equals(key, expr) : .notEquals(key, expr)
            let isPlain = raw.first != "\"" && raw.first != "'"
            return Located(
                condition: condition, keys: [(key, node.location(at: keyOffset))],
                values: [
                    ComparedValue(
                        key: key, value: expr, location: node.location(at: valueOffset),
                        isPlain: isPlain)
                ])
        }
        let trimmed = text.trimmingSpaces
        let negated = trimmed.hasPrefix("!")
        let key = negated ? String(trimmed.dropFirst()).trimmingSpaces : trimmed
        guard !key.isEmpty, !key.contains(" "), !key.contains("=") else {
            bag.report(.unreadableCondition(text: text, operator: nil), at: node.location)
            return nil
        }
        let offset = text.prefix { $0 == " " }.count + (negated ? 1 : 0)
        let location = node.location(at: offset)
        return Located(
            condition: negated ? .isNotSet(key) : .isSet(key),
            keys: [(key, location)], values: [],
            truthTests: [TruthTest(key: key, negated: negated, location: location)])
    }

    private static func combine(
        _ items: [YAMLNode], into bag: DiagnosticBag, _ make: ([Condition]) -> Condition
    ) -> Located? {
        var all: [Condition] = []
        var keys: [(String, SourceLocation)] = []
        var values: [ComparedValue] = []
        var truthTests: [TruthTest] = []
        var ok = true
        for item in items {
            guard let c = parse(item, into: bag) else {
                ok = false
                continue
            }
            all.append(c.condition)
            keys += c.keys
            values += c.values
            truthTests += c.truthTests
        }
        return ok
            ? Located(condition: make(all), keys: keys, values: values, truthTests: truthTests)
            : nil
    }

    /// Operators from other languages (`||`, `&&`, `not`, `or`, `and`), which would otherwise be
    /// read as part of a value (`authToken != null || guest` compares with the text
    /// 'null || guest'): what to write instead, and where.
    static func operatorProblem(_ text: String) -> (
        operator: CompilerMessage.ForeignOperator, offset: Int
    )? {
        let chars = Array(text)
        var quote: Character?
        var i = 0
        func word(at i: Int) -> String {
            var j = i
            while j < chars.count, chars[j].isLetter { j += 1 }
            return String(chars[i..<j])
        }
        while i < chars.count {
            let c = chars[i]
            if let q = quote {
                if c == q { quote = nil }
                i += 1
                continue
            }
            if c == "\"" || c == "'" {
                quote = c
                i += 1
                continue
            }
            let pair = i + 1 < chars.count ? String(chars[i...i + 1]) : ""
            if pair == "||" {
                return (.doubleBar, i)
            }
            if pair == "&&" {
                return (.doubleAmpersand, i)
            }
            let startsWord = i == 0 || chars[i - 1] == " "
            if startsWord, c.isLetter {
                let w = word(at: i)
                let endsWord = i + w.count == chars.count || chars[i + w.count] == " "
                if endsWord {
                    switch w {
                    case "not" where i + w.count < chars.count:
                        return (.not, i)
                    case "or" where i > 0:
                        return (.or, i)
                    case "and" where i > 0:
                        return (.and, i)
                    default: break
                    }
                }
                i += max(1, w.count)
                continue
            }
            i += 1
        }
        return nil
    }
}
