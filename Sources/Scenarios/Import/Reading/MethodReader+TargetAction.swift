/// Target-action wiring and screen-making helpers: a button (or a view model's button) that
/// calls the coordinator through `target: self, action: #selector(continueToPairing)`, and a
/// coordinator method that makes a screen (`func privacyConsentViewController() ->
/// PrivacyConsentViewController`) used where the screen is shown.
extension MethodReader {
    /// Each `#selector(name)` in the tokens `from..<to` that names one of the coordinator's own
    /// methods, with the coordinator as its target (`target: self`, `addTarget(self, …)`): an
    /// action of `screen` that runs that method.
    func targetActions(from: Int, to: Int, screen: String) -> [NavigationOp] {
        var ops: [NavigationOp] = []
        let end = min(to, source.tokens.count)
        var i = max(from, 0)
        while i + 2 < end {
            defer { i += 1 }
            guard source.isText(i, "#"), source.isText(i + 1, "selector"),
                source.isText(i + 2, "(")
            else { continue }
            let close = min(source.closing[i + 2], end)
            guard let method = selectedMethod(from: i + 3, to: close), targetsSelf(before: i)
            else { continue }
            let line = source.line(i)
            let call = NavigationOp(kind: .callSelf(method), file: file, line: line)
            ops.append(
                NavigationOp(
                    kind: .action(screen: screen, name: Self.actionName([method]), ops: [call]),
                    file: file, line: line))
        }
        return ops
    }

    /// `continueToPairing` in `#selector(continueToPairing)`, `#selector(Self.close)` or
    /// `#selector(handleDate(_:))`, when the coordinator has a method of that name.
    private func selectedMethod(from: Int, to: Int) -> String? {
        var name: String?
        var k = from
        while k < to, !source.isText(k, "(") {
            if source.isIdentifier(k) { name = source.text(k) }
            k += 1
        }
        guard let name, !owner.methods(named: name).isEmpty else { return nil }
        return name
    }

    /// Whether the target given just before a selector is the coordinator: `target: self` or
    /// `addTarget(self, action: …)`, within the few tokens before it.
    private func targetsSelf(before index: Int) -> Bool {
        var k = index - 1
        let first = max(0, index - 16)
        while k >= first {
            if source.isText(k, "self") {
                return (source.isText(k - 1, ":") && source.isText(k - 2, "target"))
                    || (source.isText(k - 1, "(") && source.isText(k + 1, ","))
            }
            k -= 1
        }
        return false
    }

    /// The screen a coordinator's own method makes, when `word` at `index` calls one
    /// (`privacyConsentViewController()`): by its declared result, or by what its `return`
    /// gives. Not followed from inside such a method (one level).
    func screenMadeByHelper(at index: Int, word: String) -> Value? {
        guard followsHelpers, source.isText(index + 1, "("),
            !source.isText(index - 1, ".") || source.isText(index - 2, "self"),
            let method = owner.methods(named: word).first(where: { $0.returns != nil }),
            let returns = method.returns
        else { return nil }
        if codebase.isScreenType(returns) { return .screen(returns, style: nil, modal: false) }
        // `-> UIViewController`: what its body returns, read once for the import.
        guard let screen = codebase.helperScreens[owner.name + "." + word] else { return nil }
        return .screen(screen, style: nil, modal: false)
    }

    /// What the body of `method` (declared to return some `…Controller`) returns, when it is a
    /// screen: `return StepViewController(…)` or a local made so.
    func screenReturned(by method: SwiftMethod) -> String? {
        var inner = MethodReader(codebase: codebase, owner: owner, file: method.file)
        inner.followsHelpers = false
        let body = inner.source
        var locals: [String: Value] = [:]
        _ = inner.readNested(
            from: method.bodyOpen + 1, to: min(method.bodyClose, body.tokens.count),
            locals: &locals, depth: 20)
        var k = method.bodyOpen + 1
        while k < min(method.bodyClose, body.tokens.count) {
            if body.isText(k, "return"),
                case .screen(let type, _, _)? = inner.classify(
                    from: k + 1, to: inner.endOfStatement(k + 1, limit: method.bodyClose),
                    locals: locals)
            {
                return type
            }
            k += 1
        }
        return nil
    }

    /// The end of the statement starting at `from`: its line, past any brackets.
    func endOfStatement(_ from: Int, limit: Int) -> Int {
        let line = source.line(from)
        var i = from
        let end = min(limit, source.tokens.count)
        while i < end, source.line(i) == line {
            if source.closing[i] > i { i = source.closing[i] }
            i += 1
        }
        return min(i, end)
    }

    /// The view controller a module builder makes: `HomeBuilder` → `HomeViewController`
    /// (or `HomeController`, `HomeVC`), when the sources declare it.
    func builtScreen(_ word: String) -> String? {
        for suffix in ["ModuleBuilder", "Builder", "Assembly", "Factory"]
        where word.hasSuffix(suffix) && word.count > suffix.count {
            let base = String(word.dropLast(suffix.count))
            return ["ViewController", "Controller", "VC"].map { base + $0 }.first {
                codebase.viewControllers.contains($0)
            }
        }
        return nil
    }
}
