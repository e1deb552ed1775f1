/// Reads the body of a coordinator's method into ``NavigationOp``s: the view controllers and
/// coordinators it makes (`let vc = CatalogViewController()`), the navigation calls it makes with
/// them, and the closures it hands its screens. One pass over the tokens; a closure handed to a
/// screen is read on its own (at most `maxDepth` deep), everything else in line.
struct MethodReader {
    let codebase: Codebase
    /// The coordinator whose method this is.
    let owner: SwiftType
    let file: Int
    var source: SwiftSource { codebase.sources[file] }
    private static let maxDepth = 24
    /// Whether a call of one of the coordinator's methods that makes a screen is followed (not
    /// from inside such a method).
    var followsHelpers = true

    /// What a local name (or a property) holds.
    enum Value: Equatable {
        case screen(String, style: String?, modal: Bool)
        case coordinator(String)
        case navigation(root: String?)
        case alert(String)
        case viewModel(String)
    }

    init(codebase: Codebase, owner: SwiftType, file: Int) {
        self.codebase = codebase
        self.owner = owner
        self.file = file
    }

    /// The operations of the tokens strictly between `open` and `close`.
    func read(open: Int, close: Int) -> [NavigationOp] {
        var locals: [String: Value] = [:]
        return readNested(
            from: open + 1, to: min(close, source.tokens.count), locals: &locals, depth: 0)
    }

    private func op(_ kind: NavigationOp.Kind, at token: Int) -> NavigationOp {
        NavigationOp(kind: kind, file: file, line: source.line(token))
    }

    func readNested(from: Int, to: Int, locals: inout [String: Value], depth: Int)
        -> [NavigationOp]
    {
        var ops: [NavigationOp] = []
        var i = from
        while i < to {
            let token = source.tokens[i]
            guard token.kind == .identifier else {
                i += 1
                continue
            }
            let word = source.text(i)
            if word == "let" || word == "var", source.isIdentifier(i + 1) {
                readBinding(at: i, to: to, locals: &locals, ops: &ops)
                i += 2
                continue
            }
            if let value = value(of: i, locals: locals), source.isText(i + 1, "."),
                !source.isText(i - 1, ".")
            {
                if case .screen(let type, _, _) = value,
                    let next = readScreenChain(
                        at: i, type: type, to: to, locals: &locals, ops: &ops, depth: depth)
                {
                    i = next
                    continue
                }
                if case .navigation(let root?) = value,
                    let next = readScreenChain(
                        at: i, type: root, to: to, locals: &locals, ops: &ops, depth: depth)
                {
                    i = next
                    continue
                }
                if case .viewModel(let type) = value,
                    let next = readScreenChain(
                        at: i, type: type, to: to, locals: &locals, ops: &ops, depth: depth)
                {
                    i = next
                    continue
                }
                // `child.onFinish = { … }`: what this coordinator does when the child is done.
                if case .coordinator(let type) = value, !source.isText(i, "self") {
                    var chained: [NavigationOp] = []
                    if let next = readScreenChain(
                        at: i, type: type, to: to, locals: &locals, ops: &chained, depth: depth)
                    {
                        for case let op in chained {
                            if case .action(_, _, let inner) = op.kind {
                                ops.append(
                                    NavigationOp(
                                        kind: .childFinished(type, inner), file: op.file,
                                        line: op.line))
                            } else if case .link(_, let property) = op.kind,
                                let method = delegateCallee(child: type, property: property)
                            {
                                // `child.delegate = self`: the delegate method it calls.
                                let call = NavigationOp(
                                    kind: .callSelf(method), file: op.file, line: op.line)
                                ops.append(
                                    NavigationOp(
                                        kind: .childFinished(type, [call]), file: op.file,
                                        line: op.line))
                            }
                        }
                        i = next
                        continue
                    }
                }
            }
            if let kind = readCall(at: i, word: word, locals: locals) {
                ops.append(op(kind, at: i))
                // `push(StepViewController(viewModel: .init(… target: self, action: #selector(next))))`
                var shown: String?
                switch kind {
                case .push(let type), .present(.screen(let type, _, _, _)): shown = type
                case .setStack(let types): shown = types.last
                default: break
                }
                if let shown, let paren = (i + 1...i + 2).first(where: { source.isText($0, "(") }) {
                    ops += targetActions(from: paren, to: source.closing[paren], screen: shown)
                }
            }
            i += 1
        }
        return ops
    }

    // MARK: Bindings

    /// `let vc = CatalogViewController()`, `let nav = UINavigationController(rootViewController: vc)`,
    /// `guard let vc = storyboard.instantiateViewController(…) as? CatalogViewController`.
    private func readBinding(
        at keyword: Int, to: Int, locals: inout [String: Value], ops: inout [NavigationOp],
        chained: Int = 0
    ) {
        let name = source.text(keyword + 1)
        var i = keyword + 2
        var annotated: String?
        if source.isText(i, ":"), source.isIdentifier(i + 1) {
            annotated = source.text(i + 1)
            i += 2
        }
        let line = source.line(keyword)
        while i < to, source.line(i) == line, !source.isText(i, "=") { i += 1 }
        guard source.isText(i, "=") else {
            if let annotated, let value = typeValue(annotated) { locals[name] = value }
            return
        }
        var end = endOfExpression(from: i + 1, to: to)
        // `let shop = ShopCoordinator(), orders = OrdersCoordinator()`: one binding at a time.
        var k = i + 1
        while k < end {
            if chained < 16, source.isText(k, ","), source.isIdentifier(k + 1),
                source.isText(k + 2, "=")
            {
                readBinding(at: k, to: to, locals: &locals, ops: &ops, chained: chained + 1)
                end = k
                break
            }
            k = source.closing[k] > k ? source.closing[k] + 1 : k + 1
        }
        if let value = classify(from: i + 1, to: end, locals: locals) {
            locals[name] = value
            if case .screen(let type, _, _) = value {
                for property in selfArguments(from: i + 1, to: end) {
                    ops.append(op(.link(screen: type, property: property), at: keyword))
                }
            }
            switch value {
            case .screen(let type, _, _), .viewModel(let type):
                ops += targetActions(from: i + 1, to: end, screen: type)
            default: break
            }
        } else if let annotated, let value = typeValue(annotated) {
            locals[name] = value
        }
    }

    private func typeValue(_ type: String) -> Value? {
        if codebase.coordinators.contains(type) { return .coordinator(type) }
        if codebase.isScreenType(type) { return .screen(type, style: nil, modal: false) }
        if type.hasSuffix("ViewModel") { return .viewModel(viewModelScreen(type)) }
        return nil
    }

    private func viewModelScreen(_ type: String) -> String {
        let base = String(type.dropLast("ViewModel".count))
        for candidate in [base + "ViewController", base + "Controller", base + "VC"]
        where codebase.viewControllers.contains(candidate) {
            return candidate
        }
        return base + "ViewController"
    }

    /// The end of an expression that starts at `from`: the end of its line, past any brackets,
    /// and past lines that continue it with `.` or `as`.
    private func endOfExpression(from: Int, to: Int) -> Int {
        var i = from
        var line = source.line(from)
        while i < to {
            if source.line(i) != line {
                guard source.isText(i, ".") || source.isText(i, "as") else { break }
                line = source.line(i)
            }
            if source.closing[i] > i {
                i = min(source.closing[i], to)
                line = source.line(min(i, to - 1))
            }
            i += 1
        }
        return min(i, to)
    }

    /// What an expression makes: the first coordinator, navigation controller, alert or view
    /// controller it names (closures skipped).
    func classify(from: Int, to: Int, locals: [String: Value]) -> Value? {
        var i = from
        while i < to {
            if source.isText(i, "{"), source.closing[i] > i {
                // `let vc = { … return vc }()`: what the closure makes.
                if i == from, source.isText(source.closing[i] + 1, "("),
                    let made = classify(from: i + 1, to: min(source.closing[i], to), locals: locals)
                {
                    return made
                }
                i = source.closing[i] + 1
                continue
            }
            guard source.isIdentifier(i) else {
                i += 1
                continue
            }
            let word = source.text(i)
            if word == "UINavigationController" || word.hasSuffix("NavigationController"),
                source.isText(i + 1, "(")
            {
                let close = source.closing[i + 1]
                let root = firstScreen(from: i + 2, to: min(close, to), locals: locals)
                return .navigation(root: root)
            }
            if word == "UIAlertController", source.isText(i + 1, "(") {
                return .alert(alertTitle(from: i + 2, to: min(source.closing[i + 1], to)))
            }
            if codebase.coordinators.contains(word), !source.isText(i - 1, ".") {
                return .coordinator(word)
            }
            if codebase.isScreenType(word) { return .screen(word, style: nil, modal: false) }
            if let made = screenMadeByHelper(at: i, word: word) { return made }
            // A module builder: `HomeBuilder { … }.build()`, `ProfileAssembly().build()`.
            if let screen = builtScreen(word) { return .screen(screen, style: nil, modal: false) }
            // A factory: `container.makeEventPageViewController(viewModel:)`.
            if word.hasPrefix("make"), source.isText(i + 1, "("),
                codebase.isScreenType(String(word.dropFirst(4)))
            {
                return .screen(String(word.dropFirst(4)), style: nil, modal: false)
            }
            if word.hasSuffix("ViewModel"), word.first?.isUppercase == true {
                return .viewModel(viewModelScreen(word))
            }
            if !source.isText(i - 1, "."), let local = value(of: i, locals: locals) {
                // `child.navigationController` is the child coordinator's.
                if case .coordinator = local { return local }
                if !source.isText(i + 1, ".") { return local }
            }
            i += 1
        }
        return nil
    }

    private func firstScreen(from: Int, to: Int, locals: [String: Value]) -> String? {
        if case .screen(let type, _, _) = classify(from: from, to: to, locals: locals) {
            return type
        }
        return nil
    }

    private func alertTitle(from: Int, to: Int) -> String {
        var i = from
        while i < to {
            if source.isText(i, "title"), source.isText(i + 1, ":"),
                let title = source.plainString(i + 2)
            {
                return title
            }
            i += 1
        }
        return "Alert"
    }

    /// The argument labels given `self`: `Foo(coordinator: self)` → `coordinator`.
    private func selfArguments(from: Int, to: Int) -> [String] {
        var labels: [String] = []
        var i = from
        while i + 2 < to {
            if source.isIdentifier(i), source.isText(i + 1, ":"), source.isText(i + 2, "self"),
                source.isText(i + 3, ",") || source.isText(i + 3, ")")
            {
                labels.append(source.text(i))
            }
            i += 1
        }
        return labels
    }

    /// What a name holds: a local, or one of the coordinator's properties.
    func value(of index: Int, locals: [String: Value]) -> Value? {
        let name = source.text(index)
        if source.isText(index - 1, ".") {
            // `self.parent`, `self?.parent`: the coordinator's own property.
            var k = index - 2
            while k >= 0, source.isText(k, "?") || source.isText(k, "!") { k -= 1 }
            guard source.isText(k, "self") else { return nil }
        }
        if let local = locals[name] { return local }
        if let property = codebase.property(name, of: owner.name) {
            if let type = property.typeName, let value = typeValue(type) { return value }
            if let type = property.initializer, let value = typeValue(type) { return value }
            if property.initializer == "UINavigationController"
                || (property.typeName ?? property.initializer ?? "").hasSuffix(
                    "NavigationController")
            {
                return .navigation(root: nil)
            }
        }
        return nil
    }
}
