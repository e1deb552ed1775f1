extension MethodReader {
    /// Words of a reactive chain that say how a value is observed, not what it is:
    /// `vc.buyButton.rx.tap.subscribe(onNext:)` is the action `buyButton`.
    private static let plumbing: Set<String> = [
        "rx", "viewModel", "output", "outputs", "input", "inputs", "sink", "subscribe", "bind",
        "drive", "observe", "onNext", "emit", "asObservable", "asDriver", "receive", "publisher",
        "events", "eraseToAnyPublisher", "compactMap", "map", "filter", "tap", "withUnretained",
        "observeValues", "debounce", "throttle", "controlEvent", "addAction", "handler", "on",
        "asSignal", "subscribeNext", "assign", "store", "values", "$",
    ]

    /// Why `[a, b].forEach { $0.start() }` is not understood on its own (a tab bar's start
    /// drafts it with its tabs).
    static let startsEach = "starts each coordinator of a list"

    /// `vc.onFinish = { … }`, `vc.didTap.sink { … }`, `vc.coordinator = self`,
    /// `vc.hidesBottomBarWhenPushed = true`, `vc.modalPresentationStyle = .fullScreen`. Returns the
    /// token after what it read, or nil when the chain is none of these.
    func readScreenChain(
        at start: Int, type: String, to: Int, locals: inout [String: Value],
        ops: inout [NavigationOp], depth: Int
    ) -> Int? {
        let name = source.text(start)
        var chain: [String] = []
        var j = start + 1
        var closure: Int?
        while j < to, closure == nil {
            // A new line that does not start with `.` is a new statement.
            if source.line(j) != source.line(j - 1), !source.isText(j, "."),
                !source.isText(j, "{")
            {
                return nil
            }
            if source.isText(j, ".") || source.isText(j, "?") || source.isText(j, "!") {
                j += 1
            } else if source.isIdentifier(j) {
                chain.append(source.text(j))
                j += 1
            } else if source.isText(j, "(") {
                let close = min(source.closing[j], to)
                var k = j + 1
                while k < close, closure == nil {
                    if source.isText(k, "{") { closure = k }
                    k = source.closing[k] > k ? source.closing[k] + 1 : k + 1
                }
                if closure == nil {
                    // `vc.closeButton.addTarget(self, action: #selector(close), for: …)`
                    let wired = targetActions(from: j, to: close, screen: type)
                    if !wired.isEmpty {
                        ops += wired
                        return close + 1
                    }
                    j = close + 1
                }
            } else if source.isText(j, "{") {
                closure = j
            } else if source.isText(j, "="), let last = chain.last {
                let value = j + 1
                if source.isText(value, "{") {
                    closure = value
                } else if source.isText(value, "self") {
                    ops.append(
                        NavigationOp(
                            kind: .link(screen: type, property: last), file: file,
                            line: source.line(start)))
                    return value + 1
                } else if last == "hidesBottomBarWhenPushed", source.isText(value, "true") {
                    ops.append(
                        NavigationOp(
                            kind: .hidesBottomBar(type), file: file, line: source.line(start)))
                    return value + 1
                } else if case .navigation(let root?) = locals[name],
                    last == "modalPresentationStyle" || last == "isModalInPresentation"
                {
                    // Set on the navigation controller that wraps a screen: the screen's
                    // presentation.
                    for (key, held) in locals {
                        guard case .screen(root, let style, let modal) = held else { continue }
                        locals[key] =
                            last == "isModalInPresentation"
                            ? .screen(
                                root, style: style, modal: modal || source.isText(value, "true"))
                            : .screen(root, style: source.text(value + 1), modal: modal)
                    }
                    return value + 2
                } else if last == "modalPresentationStyle", source.isText(value, "."),
                    case .screen(let t, _, let modal) = locals[name]
                {
                    locals[name] = .screen(t, style: source.text(value + 1), modal: modal)
                    return value + 2
                } else if last == "isModalInPresentation", source.isText(value, "true"),
                    case .screen(let t, let style, _) = locals[name]
                {
                    locals[name] = .screen(t, style: style, modal: true)
                    return value + 1
                } else {
                    // `vc.navigationItem.leftBarButtonItem = UIBarButtonItem(…, target: self,
                    // action: #selector(close))`
                    let end = endOfStatement(value, limit: to)
                    let wired = targetActions(from: value, to: end, screen: type)
                    guard !wired.isEmpty else { return nil }
                    ops += wired
                    return end
                }
            } else {
                return nil
            }
        }
        guard let open = closure, source.closing[open] > open else { return nil }
        let close = min(source.closing[open], to)
        var inner = locals
        let body =
            depth < 24
            ? readNested(from: open + 1, to: close, locals: &inner, depth: depth + 1) : []
        ops.append(
            NavigationOp(
                kind: .action(screen: type, name: Self.actionName(chain), ops: body), file: file,
                line: source.line(start)))
        return close + 1
    }

    /// `onGetStarted` → `getStarted`; plumbing words dropped; `action` when nothing is left.
    static func actionName(_ chain: [String]) -> String {
        guard var name = chain.last(where: { !plumbing.contains($0) }) else { return "action" }
        // `addToCalendarActionHandler` → `addToCalendar`.
        for suffix in ["ActionHandler", "Handler", "Callback", "Closure", "Block", "Action"]
        where name.hasSuffix(suffix) && name.count > suffix.count {
            name = String(name.dropLast(suffix.count))
            break
        }
        if name.hasPrefix("on"), name.count > 2,
            name[name.index(name.startIndex, offsetBy: 2)].isUppercase
        {
            name = String(name.dropFirst(2))
        }
        let cleaned = String(
            name.unicodeScalars.filter {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
            }.map(Character.init))
        guard let first = cleaned.first else { return "action" }
        return first.lowercased() + cleaned.dropFirst()
    }

    /// A navigation call at `index` (named `word`), or nil.
    func readCall(at index: Int, word: String, locals: [String: Value]) -> NavigationOp.Kind? {
        let isCall =
            source.isText(index + 1, "(")
            || (source.isText(index + 1, "?") && source.isText(index + 2, "("))
        let paren = source.isText(index + 1, "(") ? index + 1 : index + 2
        switch word {
        case "pushViewController", "push", "pushModule":
            guard isCall else { return nil }
            if let screen = firstScreenArgument(paren, locals: locals) { return .push(screen) }
            return .notUnderstood("pushes something other than a view controller made here")
        case "present", "presentModule":
            guard isCall else { return nil }
            if let presented = presented(paren, locals: locals) { return .present(presented) }
            return .notUnderstood("presents something other than a view controller made here")
        case "setViewControllers", "setRootModule", "setRoot":
            guard isCall else { return nil }
            return list(from: paren + 1, to: source.closing[paren], locals: locals)
        case "viewControllers":
            guard source.isText(index - 1, "."), source.isText(index + 1, "=") else { return nil }
            let end = min(source.closing[index + 2], source.tokens.count)
            guard source.isText(index + 2, "[") else {
                return .notUnderstood("sets the view controllers to something other than a list")
            }
            return list(from: index + 2, to: end + 1, locals: locals)
        case "popViewController", "popModule":
            return isCall ? .pop : nil
        case "popToRootViewController", "popToRootModule":
            return isCall ? .popToRoot : nil
        case "popToViewController":
            guard isCall else { return nil }
            if let screen = firstScreenArgument(paren, locals: locals) { return .popTo(screen) }
            return .notUnderstood("pops to a view controller it cannot name")
        case "dismiss", "dismissModule":
            return isCall ? .dismiss : nil
        case "rootViewController":
            guard source.isText(index - 1, "."), source.isText(index + 1, "=") else { return nil }
            let end = endOfLine(index + 2)
            switch classify(from: index + 2, to: end, locals: locals) {
            case .coordinator(let type): return .windowRoot(.coordinator(type))
            case .screen(let type, _, _): return .windowRoot(.screen(type))
            case .navigation(let root?): return .windowRoot(.screen(root))
            default: return .windowRoot(nil)
            }
        case "delegate":
            guard source.isText(index - 1, "."), source.isText(index + 1, "="),
                source.isText(index + 2, "self"),
                source.text(index - 2).hasSuffix("avigationController")
                    || source.isText(index - 2, "?")
            else { return nil }
            return .claimDelegate
        case _
        where source.isText(index - 1, ".") && source.isText(index + 1, "=")
            && (source.isText(index + 2, "true") || source.isText(index + 2, "false")):
            return .assign(key: word, value: source.text(index + 2))
        case "coordinate", "startChild", "startChildCoordinator", "startCoordinator",
            "coordinateTo":
            guard isCall,
                case .coordinator(let type) = classify(
                    from: paren + 1, to: source.closing[paren], locals: locals)
            else { return nil }
            return .start(type)
        case "set", "setValue":
            guard isCall, let key = stringAfter("forKey", from: paren, to: source.closing[paren])
            else { return nil }
            let keychain = (max(0, index - 6)..<index).contains {
                source.text($0).contains("eychain")
            }
            return .set(key: key, value: source.text(paren + 1), keychain: keychain)
        default:
            return otherCall(at: index, word: word, isCall: isCall, paren: paren, locals: locals)
        }
    }

    private func otherCall(
        at index: Int, word: String, isCall: Bool, paren: Int, locals: [String: Value]
    ) -> NavigationOp.Kind? {
        guard isCall else { return nil }
        // `ProductCoordinator(id: id).start()`
        if codebase.coordinators.contains(word), !source.isText(index - 1, ".") {
            let close = source.closing[paren]
            if source.isText(close + 1, "."), source.isText(close + 2, "start") {
                return .start(word)
            }
            return nil
        }
        let receiver = receiverIndex(of: index)
        let lower = word.lowercased()
        if word == "start", let receiver, source.text(receiver).hasPrefix("$") {
            return .notUnderstood(Self.startsEach)
        }
        if receiver == nil || source.isText(receiver ?? -1, "self") {
            if word == "start", owner.methods(named: "start").isEmpty { return nil }
            if !owner.methods(named: word).isEmpty { return .callSelf(word) }
            if let property = codebase.property(word, of: owner.name), property.isClosure {
                return lower.contains("finish") || lower.contains("complet")
                    || lower.contains("done") || lower.contains("close") ? .finish : nil
            }
            return lower.contains("finish") ? .finish : nil
        }
        if word == "start", let receiver, source.isIdentifier(receiver),
            value(of: receiver, locals: locals) == nil, !source.isText(receiver, "self")
        {
            return .notUnderstood("starts a coordinator it cannot name")
        }
        // `finished.send()`, `didFinish.onNext(())`: a subject the parent observes.
        if ["send", "onNext", "accept", "emit"].contains(word), let receiver {
            let name = source.text(receiver).lowercased()
            if name.contains("finish") || name.contains("complete") { return .finish }
        }
        if let receiver, source.isIdentifier(receiver),
            case .coordinator(let type) = value(of: receiver, locals: locals)
        {
            if word == "start" { return .start(type) }
            if lower.contains("finish") { return .finish }
            return .callOther(type: type, method: word)
        }
        if lower.contains("finish") || lower.contains("didcomplete") { return .finish }
        // `delegate?.periodCoordinator(self, didFinishWith: date)`,
        // `delegate?.periodCoordinatorDidCancel(self)`: the child reports back and is done.
        if let receiver, source.text(receiver).lowercased().hasSuffix("delegate"),
            source.isText(paren + 1, "self"),
            lower.contains("cancel")
                || ["finish", "cancel"].contains(
                    where: source.text(paren + 3).lowercased().contains)
        {
            return .finish
        }
        return nil
    }

    /// The token before `.name`, skipping `?` and `!` (`parent?.start()` → `parent`).
    private func receiverIndex(of index: Int) -> Int? {
        guard source.isText(index - 1, ".") else { return nil }
        var k = index - 2
        while k >= 0, source.isText(k, "?") || source.isText(k, "!") { k -= 1 }
        return k >= 0 ? k : nil
    }

    private func endOfLine(_ from: Int) -> Int {
        let line = source.line(from)
        var i = from
        while i < source.tokens.count, source.line(i) == line {
            if source.closing[i] > i { i = source.closing[i] }
            i += 1
        }
        return min(i, source.tokens.count)
    }

    private func firstArgumentEnd(_ paren: Int) -> Int {
        let close = min(source.closing[paren], source.tokens.count)
        var i = paren + 1
        while i < close, !source.isText(i, ",") {
            i = source.closing[i] > i ? source.closing[i] + 1 : i + 1
        }
        return min(i, close)
    }

    private func firstScreenArgument(_ paren: Int, locals: [String: Value]) -> String? {
        if case .screen(let type, _, _) = classify(
            from: paren + 1, to: firstArgumentEnd(paren), locals: locals)
        {
            return type
        }
        return nil
    }

    private func presented(_ paren: Int, locals: [String: Value]) -> NavigationOp.Presented? {
        let end = firstArgumentEnd(paren)
        switch classify(from: paren + 1, to: end, locals: locals) {
        case .screen(let type, let style, let modal):
            return .screen(type, inNavigationController: false, style: style, modal: modal)
        case .navigation(let root?):
            var style: String?
            var modal = false
            // The root's own style, set on the local before it was wrapped.
            for case .screen(let t, let s, let m) in locals.values where t == root {
                style = style ?? s
                modal = modal || m
            }
            return .screen(root, inNavigationController: true, style: style, modal: modal)
        case .navigation(nil)
        where end == paren + 2 || (end == paren + 4 && source.isText(paren + 1, "self")):
            return .coordinator(owner.name)
        case .coordinator(let type): return .coordinator(type)
        case .alert(let title): return .alert(title)
        default: return nil
        }
    }

    /// `[a, b]` (or one element): screens make a stack, coordinators' navigation controllers tabs.
    private func list(from: Int, to: Int, locals: [String: Value]) -> NavigationOp.Kind {
        var start = source.isText(from, "[") ? from + 1 : from
        let end = source.isText(from, "[") ? min(source.closing[from], to) : to
        var screens: [String] = []
        var coordinators: [String] = []
        var unknown = 0
        var i = start
        while i <= end {
            if i == end || source.isText(i, ",") {
                switch classify(from: start, to: i, locals: locals) {
                case .screen(let type, _, _): screens.append(type)
                case .navigation(let root?): screens.append(root)
                case .coordinator(let type): coordinators.append(type)
                default: if i > start { unknown += 1 }
                }
                start = i + 1
                i += 1
                continue
            }
            i = source.closing[i] > i ? source.closing[i] : i + 1
        }
        if unknown == 0, screens.isEmpty, !coordinators.isEmpty { return .tabs(coordinators) }
        if unknown == 0, coordinators.isEmpty, !screens.isEmpty { return .setStack(screens) }
        return .notUnderstood("sets view controllers it cannot all name")
    }

    private func stringAfter(_ label: String, from: Int, to: Int) -> String? {
        var i = from
        while i < min(to, source.tokens.count) {
            if source.isText(i, label), source.isText(i + 1, ":") {
                return source.plainString(i + 2)
            }
            i += 1
        }
        return nil
    }
}
