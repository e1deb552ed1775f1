import FlowKit

/// Where a `$NAME` is read, so that the app compiler can check who supplies it.
struct NameUse {
    var name: String
    var location: SourceLocation
    /// Read after a `finish` in the same effect list (it then reads the parent's parameters).
    var afterFinish: Bool
}

/// A reference from an effect to a screen, flow, tab or key, checked once every declaration is known.
enum EffectReference {
    case screen(InvocationSyntax, afterFinish: Bool)
    case startFlow(InvocationSyntax)
    case rootFlow(InvocationSyntax)
    case tabFlow(InvocationSyntax)
    /// A child flow named in `onFinish`.
    case childFlow(String, SourceLocation)
    case tab(String, SourceLocation)
    case popTo(String, SourceLocation)
    case stateWrite(key: String, value: Expr, location: SourceLocation, valueLocation: SourceLocation)
    case condition(ConditionSyntax.Located)
    /// A request started, with its outcomes: gathered so that `respond:` and `pending:` can be checked.
    case request(String, [String], SourceLocation)
}

/// Compiles effect lists (SPEC §3, the effects table), recording every name they use.
struct EffectCompiler {
    let bag: DiagnosticBag
    var uses: [NameUse] = []
    var references: [EffectReference] = []
    private var finished = false

    init(bag: DiagnosticBag) {
        self.bag = bag
    }

    static let effectKeys = ["push", "pop", "popToRoot", "popTo", "present", "dismiss", "start", "finish", "select", "root", "decide", "set", "alert", "if", "guard", "crash", "request"]
    static let bareEffects = ["pop", "popToRoot", "dismiss", "finish", "decide"]

    /// An effect list: one effect, or a list of them.
    mutating func effects(_ node: YAMLNode) -> [Effect] {
        if node.isNull { return [] }
        if let items = node.items {
            let skip = Self.splitContinuations(items)
            return items.indices.compactMap { skip.contains($0) ? nil : effect(items[$0]) }
        }
        return effect(node).map { [$0] } ?? []
    }

    mutating func effect(_ node: YAMLNode) -> Effect? {
        if let word = node.string {
            switch word {
            case "pop": return .pop
            case "popToRoot": return .popToRoot
            case "dismiss": return .dismiss
            case "finish":
                finished = true
                return .finish
            case "decide": return .decide
            default:
                if Self.effectKeys.contains(word) {
                    bag.error("the effect '\(word)' needs a value; write '\(word): …'", at: node.location)
                } else {
                    bag.unknown("effect", word, at: node.location, known: Self.effectKeys)
                }
                return nil
            }
        }
        guard let entries = node.entries, !entries.isEmpty else {
            bag.error("an effect must be a word such as 'finish' or a mapping such as '{push: Screen}', not \(node.kindDescription)", at: node.location)
            return nil
        }
        guard let head = entries.first(where: { $0.key.string.map(Self.effectKeys.contains) ?? false }) else {
            let first = entries[0]
            guard let name = first.key.nameText else {
                bag.error("an effect's key must be a word such as 'push' or 'set', not \(first.key.kindDescription)", at: first.key.location)
                return nil
            }
            bag.unknown("effect", name, at: first.key.location, known: Self.effectKeys)
            return nil
        }
        let key = head.key.string ?? ""
        let value = head.value
        let siblings: [String]
        switch key {
        case "present": siblings = ["style"]
        case "if": siblings = ["then", "else"]
        case "guard": siblings = ["else"]
        case "request": siblings = ["outcomes"]
        default: siblings = []
        }
        for entry in entries where entry.key != head.key {
            let name = entry.key.nameText ?? entry.key.kindDescription
            if Self.effectKeys.contains(name) {
                bag.error("one mapping holds one effect, but this one has both '\(key)' and '\(name)'; write them as a list: [\(key): …, \(name): …]", at: entry.key.location)
            } else if !siblings.contains(name) {
                bag.unknown("key", name, at: entry.key.location, known: siblings, context: " beside '\(key)'")
            }
        }
        switch key {
        case "push":
            guard let call = invocation(value, "the screen to push") else { return nil }
            references.append(.screen(call, afterFinish: finished))
            return .push(call.invocation)
        case "present":
            guard let call = invocation(value, "the screen to present") else { return nil }
            references.append(.screen(call, afterFinish: finished))
            var style = PresentationStyle.sheet
            if let styleNode = node["style"] {
                style = presentationStyle(styleNode) ?? .sheet
            }
            return .present(call.invocation, style)
        case "start":
            guard let call = invocation(value, "the flow to start") else { return nil }
            references.append(.startFlow(call))
            return .start(call.invocation)
        case "root":
            guard let call = invocation(value, "the root flow") else { return nil }
            references.append(.rootFlow(call))
            return .root(call.invocation)
        case "select":
            guard let tab = bag.string(value, "the tab to select") else { return nil }
            references.append(.tab(tab, value.location))
            return .select(tab)
        case "popTo":
            guard let name = bag.string(value, "the screen to pop to") else { return nil }
            references.append(.popTo(name, value.location))
            return .popTo(name)
        case "set":
            guard let pairs = bag.mapping(value, "set") else { return nil }
            var writes: [StateWrite] = []
            for pair in pairs {
                guard let k = bag.string(pair.key, "a state key") else { continue }
                guard let expr = expr(pair.value, "the value of '\(k)'") else { continue }
                references.append(.stateWrite(key: k, value: expr, location: pair.key.location, valueLocation: pair.value.location))
                writes.append(StateWrite(k, expr))
            }
            return .set(writes)
        case "alert":
            return alert(value).map { .alert($0) }
        case "if":
            guard let condition = condition(value) else { return nil }
            let before = finished
            let then = node["then"].map { effects($0) } ?? []
            let afterThen = finished
            finished = before
            let otherwise = node["else"].map { effects($0) } ?? []
            finished = finished || afterThen
            if node["then"] == nil && node["else"] == nil {
                bag.error("'if' needs 'then:' or 'else:' beside it", at: head.key.location)
            }
            return .branch(condition, then: then, else: otherwise)
        case "guard":
            guard let condition = condition(value) else { return nil }
            guard let elseNode = node["else"] else {
                bag.error("'guard' needs 'else:' beside it: what happens when the condition fails", at: head.key.location)
                return nil
            }
            let before = finished
            let otherwise = effects(elseNode)
            finished = before
            return .guardThat(condition, else: otherwise)
        case "crash":
            guard let message = bag.string(value, "the crash message") else { return nil }
            return .crash(message)
        case "request":
            return request(value, outcomes: node["outcomes"], at: head.key.location).map { .request($0) }
        default:
            // A bare effect written as a mapping: `finish: ` (null) or `pop: true`.
            if Self.bareEffects.contains(key) {
                if !value.isNull { bag.error("'\(key)' takes no value; write it as the word \(key)", at: value.location) }
                if key == "finish" { finished = true }
                switch key {
                case "pop": return .pop
                case "popToRoot": return .popToRoot
                case "dismiss": return .dismiss
                case "finish": return .finish
                default: return .decide
                }
            }
            return nil
        }
    }

    /// In `[start: A(x=1, y=2)]` YAML splits the item at the comma; the pieces after the first
    /// are reported with it (one error, advising quotes), not again as items of their own.
    static func splitContinuations(_ items: [YAMLNode]) -> Set<Int> {
        func text(_ node: YAMLNode) -> String? {
            if let s = node.string, node.style == .plain { return s }
            if let e = node.entries, e.count == 1, let v = e[0].value.string, e[0].value.style == .plain { return (e[0].key.string ?? "") + ": " + v }
            return nil
        }
        var skip: Set<Int> = []
        var open = false
        for (i, item) in items.enumerated() {
            guard let t = text(item) else { open = false; continue }
            let opens = t.filter { $0 == "(" }.count, closes = t.filter { $0 == ")" }.count
            if open {
                skip.insert(i)
                if closes > opens { open = false }
            } else if opens > closes {
                open = true
            }
        }
        return skip
    }

    private mutating func invocation(_ node: YAMLNode, _ what: String) -> InvocationSyntax? {
        guard let call = InvocationSyntax.parse(node, what, into: bag) else { return nil }
        for arg in call.arguments {
            if case .reference(let name) = arg.argument.value {
                uses.append(NameUse(name: name, location: arg.valueLocation, afterFinish: finished))
            }
        }
        return call
    }

    private mutating func expr(_ node: YAMLNode, _ what: String) -> Expr? {
        if case .scalar(.string(let s)) = node.kind, s.hasPrefix("$"), s.count > 1, node.style == .plain {
            let name = String(s.dropFirst())
            uses.append(NameUse(name: name, location: node.location, afterFinish: finished))
            return .reference(name)
        }
        guard let v = node.value else {
            bag.error("\(what) must be a single value, not \(node.kindDescription)", at: node.location)
            return nil
        }
        return .literal(v)
    }

    private mutating func condition(_ node: YAMLNode) -> Condition? {
        guard let c = ConditionSyntax.parse(node, into: bag) else { return nil }
        references.append(.condition(c))
        for v in c.values {
            if case .reference(let name) = v.value { uses.append(NameUse(name: name, location: v.location, afterFinish: finished)) }
        }
        return c.condition
    }

    private func presentationStyle(_ node: YAMLNode) -> PresentationStyle? {
        guard let s = bag.string(node, "style") else { return nil }
        guard let style = PresentationStyle(rawValue: s) else {
            bag.unknown("presentation style", s, at: node.location, known: ["sheet", "fullScreen"])
            return nil
        }
        return style
    }

    /// `request: NAME` with `outcomes: {OUTCOME: [effects], …}` beside it. Each outcome runs later,
    /// when a `respond` step delivers it, acting for whoever started the request.
    private mutating func request(_ node: YAMLNode, outcomes outcomesNode: YAMLNode?, at keyLocation: SourceLocation) -> RequestSpec? {
        guard let name = bag.string(node, "the request's name") else { return nil }
        if !Self.isWord(name) {
            bag.error("a request's name is one word such as signIn or refreshToken, not '\(name)'", at: node.location)
            return nil
        }
        guard let outcomesNode else {
            bag.error("'request' needs 'outcomes:' beside it, naming what each answer does: outcomes: {success: …, failure: …}", at: keyLocation)
            return nil
        }
        guard let pairs = bag.mapping(outcomesNode, "the outcomes of '\(name)'") else { return nil }
        if pairs.isEmpty {
            bag.error("request '\(name)' needs at least one outcome, such as success: or failure:", at: outcomesNode.location)
            return nil
        }
        var outcomes: [RequestOutcome] = []
        let before = finished
        for pair in pairs {
            guard let outcome = bag.string(pair.key, "an outcome") else { continue }
            if !Self.isWord(outcome) {
                bag.error("an outcome's name is one word such as success or expired, not '\(outcome)'", at: pair.key.location)
                continue
            }
            finished = before
            outcomes.append(RequestOutcome(outcome, effects(pair.value)))
        }
        finished = before
        references.append(.request(name, outcomes.map(\.name), node.location))
        return RequestSpec(name, outcomes: outcomes)
    }

    /// Letters, digits and `_`, not starting with a digit: what `respond: NAME.OUTCOME` can split.
    static func isWord(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }

    private mutating func alert(_ node: YAMLNode) -> AlertSpec? {
        if let title = node.string { return AlertSpec(title: title) }
        guard let entries = bag.mapping(node, "an alert") else { return nil }
        bag.checkKeys(entries, allowed: ["title", "message", "buttons"], required: ["title"], in: "an alert", at: node.location)
        guard let titleNode = node["title"], let title = bag.string(titleNode, "the alert's title") else { return nil }
        let message = node["message"].flatMap { bag.string($0, "the alert's message") }
        var buttons: [AlertButton] = []
        if let buttonsNode = node["buttons"] {
            if let list = buttonsNode.items {
                for item in list { if let name = bag.string(item, "a button") { buttons.append(AlertButton(name)) } }
            } else if let pairs = bag.mapping(buttonsNode, "the alert's buttons") {
                let before = finished
                for pair in pairs {
                    guard let name = bag.string(pair.key, "a button") else { continue }
                    finished = before
                    buttons.append(AlertButton(name, effects(pair.value)))
                }
                finished = before
            }
        }
        return AlertSpec(title: title, message: message, buttons: buttons)
    }
}
