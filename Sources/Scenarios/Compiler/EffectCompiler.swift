import FlowKit

/// Compiles effect lists (the effects table), recording every name they use.
struct EffectCompiler {
    let bag: DiagnosticBag
    var uses: [NameUse] = []
    var references: [EffectReference] = []
    /// Whether a `finish` came before, in this effect list: a `$NAME` after it reads the parent's parameters.
    var finished = false

    init(bag: DiagnosticBag) {
        self.bag = bag
    }

    /// Every effect key, family by family (each family's syntax is in `Compiler/Effects/`).
    static var effectKeys: [String] { EffectSyntaxRegistry.keys }

    /// An effect list: one effect, or a list of them.
    mutating func effects(_ node: YAMLNode) -> [Effect] {
        if node.isNull { return [] }
        if let items = node.items {
            let skip = Self.splitContinuations(items)
            let detached = Self.detachedSiblings(items)
            return items.indices.compactMap { i in
                if let (sibling, effect, location) = detached[i] {
                    bag.report(.siblingAsOwnItem(sibling: sibling, effect: effect), at: location)
                    return nil
                }
                return skip.contains(i) ? nil : effect(items[i])
            }
        }
        return effect(node).map { [$0] } ?? []
    }

    /// One effect: a bare word (`pop`) or a mapping whose effect key its family compiles.
    mutating func effect(_ node: YAMLNode) -> Effect? {
        WorkCounter.add(1)
        if let word = node.string {
            if let family = EffectSyntaxRegistry.family(forKey: word) {
                if let effect = family.bareEffect(word, compiler: &self) { return effect }
                bag.report(.effectNeedsValue(effect: word), at: node.location)
            } else {
                bag.unknown(.effect, word, at: node.location, known: Self.effectKeys)
            }
            return nil
        }
        guard let entries = node.entries, !entries.isEmpty else {
            bag.report(.notAnEffect(found: node.shape), at: node.location)
            return nil
        }
        // The effect is the key whose siblings are all the others (`present` beside
        // `modalInPresentation`, itself an effect key), else the first effect key.
        let effectEntries = entries.filter {
            $0.key.string.map { EffectSyntaxRegistry.family(forKey: $0) != nil } ?? false
        }
        let owning = effectEntries.first { candidate in
            guard let key = candidate.key.string,
                let family = EffectSyntaxRegistry.family(forKey: key)
            else { return false }
            let siblings = Self.siblings(of: key)
            return entries.allSatisfy {
                $0.key == candidate.key || siblings.contains($0.key.nameText ?? "")
            }
        }
        guard
            let head = owning ?? effectEntries.first,
            let key = head.key.string, let family = EffectSyntaxRegistry.family(forKey: key)
        else {
            let first = entries[0]
            guard let name = first.key.nameText else {
                bag.report(
                    .effectKeyNotAWord(found: first.key.shape), at: first.key.location)
                return nil
            }
            bag.unknown(.effect, name, at: first.key.location, known: Self.effectKeys)
            return nil
        }
        let value = head.value
        let siblings = Self.siblings(of: key)
        for entry in entries where entry.key != head.key {
            let name = entry.key.nameText ?? entry.key.kindDescription
            if siblings.contains(name) { continue }
            if EffectSyntaxRegistry.family(forKey: name) != nil {
                bag.report(
                    .twoEffectsInOneMapping(effect: key, other: name), at: entry.key.location)
            } else if !siblings.contains(name) {
                bag.unknown(
                    .key, name, at: entry.key.location, known: siblings,
                    context: " beside '\(key)'")
            }
        }
        // A bare effect written as a mapping: `finish: ` (null), `finish: parent` or `pop: true`.
        if let effect = family.bareEffect(key, compiler: &self) {
            if !value.isNull {
                let form = EffectForm(
                    key: key, value: value, mapping: node, keyLocation: head.key.location)
                if let qualified = family.qualify(effect, form, compiler: &self) {
                    return TransitionSyntax.wrap(
                        qualified, key: key, mapping: node, compiler: &self)
                }
                bag.report(.effectTakesNoValue(effect: key), at: value.location)
            }
            return TransitionSyntax.wrap(effect, key: key, mapping: node, compiler: &self)
        }
        return family.compile(
            EffectForm(key: key, value: value, mapping: node, keyLocation: head.key.location),
            compiler: &self
        ).map { TransitionSyntax.wrap($0, key: key, mapping: node, compiler: &self) }
    }

    /// The keys allowed beside the effect `key`: its family's, and its transition's
    /// (`animated:`, `completion:`).
    static func siblings(of key: String) -> [String] {
        (EffectSyntaxRegistry.family(forKey: key)?.siblings(of: key) ?? [])
            + TransitionSyntax.siblings(of: key)
    }

    /// In `[finish, if: c, then: [pop]]` YAML makes `then:` an item of its own: each such item,
    /// a one-key mapping whose key goes beside the effect of an item before it (`then`, `else`,
    /// `style`, `outcomes`…), with that effect and where to report it (rather than as an unknown
    /// effect); the list skips it.
    static func detachedSiblings(_ items: [YAMLNode]) -> [Int: (String, String, SourceLocation)] {
        var detached: [Int: (String, String, SourceLocation)] = [:]
        var owner: String?
        for (i, item) in items.enumerated() {
            guard let entries = item.entries, let first = entries.first?.key.string else {
                owner = nil
                continue
            }
            if entries.count == 1, EffectSyntaxRegistry.family(forKey: first) == nil,
                let effect = owner,
                Self.siblings(of: effect).contains(first)
            {
                detached[i] = (first, effect, entries[0].key.location)
                continue
            }
            owner = entries.count == 1 ? first : nil
        }
        return detached
    }

    /// In `[start: A(x=1, y=2)]` YAML splits the item at the comma; the pieces after the first
    /// are reported with it (one error, advising quotes), not again as items of their own.
    static func splitContinuations(_ items: [YAMLNode]) -> Set<Int> {
        func text(_ node: YAMLNode) -> String? {
            if let s = node.string, node.style == .plain { return s }
            if let e = node.entries, e.count == 1, let v = e[0].value.string,
                e[0].value.style == .plain
            {
                return (e[0].key.string ?? "") + ": " + v
            }
            return nil
        }
        var skip: Set<Int> = []
        var open = false
        for (i, item) in items.enumerated() {
            guard let t = text(item) else {
                open = false
                continue
            }
            let opens = t.filter { $0 == "(" }.count
            let closes = t.filter { $0 == ")" }.count
            if open {
                skip.insert(i)
                if closes > opens { open = false }
            } else if opens > closes {
                open = true
            }
        }
        return skip
    }

    mutating func invocation(_ node: YAMLNode, _ what: String) -> InvocationSyntax? {
        guard let call = InvocationSyntax.parse(node, what, into: bag) else { return nil }
        for arg in call.arguments {
            if case .reference(let name) = arg.argument.value {
                uses.append(NameUse(name: name, location: arg.valueLocation, afterFinish: finished))
            }
        }
        return call
    }

    mutating func expr(_ node: YAMLNode, _ what: String) -> Expr? {
        if case .scalar(.string(let s)) = node.kind, s.hasPrefix("$"), s.count > 1,
            node.style == .plain
        {
            let name = String(s.dropFirst())
            uses.append(NameUse(name: name, location: node.location, afterFinish: finished))
            return .reference(name)
        }
        guard let v = node.value else {
            bag.report(
                .notASingleValue(what: what, found: node.shape), at: node.location)
            return nil
        }
        return .literal(v)
    }

    mutating func condition(_ node: YAMLNode) -> Condition? {
        guard let c = ConditionSyntax.parse(node, into: bag) else { return nil }
        references.append(.condition(c))
        for v in c.values {
            if case .reference(let name) = v.value {
                uses.append(NameUse(name: name, location: v.location, afterFinish: finished))
            }
        }
        // `$sku == 42`: a parameter (or argument, or key) as the subject, read in the lookup order.
        for (key, location) in c.keys where key.hasPrefix("$") && key.count > 1 {
            uses.append(
                NameUse(name: String(key.dropFirst()), location: location, afterFinish: finished))
        }
        return c.condition
    }
}
