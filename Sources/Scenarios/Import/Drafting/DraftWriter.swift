/// Writes a ``DraftApp`` as an app file, each element with a `# File.swift:LINE` comment saying
/// where in the Swift code it came from.
struct DraftWriter {
    private var out = ""
    private var lineNumber = 0
    /// The code each line of the draft came from, by the draft's 1-based line.
    private(set) var origins: [Int: CodeOrigin] = [:]

    /// The draft's text, and the code each of its lines came from.
    static func write(_ app: DraftApp, header: [String]) -> (
        text: String, origins: [Int: CodeOrigin]
    ) {
        var writer = DraftWriter()
        writer.write(app, header: header)
        return (writer.out, writer.origins)
    }

    private mutating func write(_ app: DraftApp, header: [String]) {
        for line in header { emit("# \(line)\n") }
        emit("app: \(app.name)\n")
        if !app.state.isEmpty {
            emit("\nstate:\n")
            for key in app.state {
                let value: String
                switch key.store {
                case .defaults: value = "false"
                case .keychain: value = "{default: false, store: keychain}"
                case .memory: value = "{default: false, store: memory}"
                }
                emit(line("  \(key.name): \(value)", key.origin))
            }
        }
        emit("\nlaunch:\n")
        for rule in app.launch {
            emit(line("  - state: \(rule.state)", rule.origin))
            if let when = rule.when { emit("    when: \(Self.quoted(when))\n") }
            emit("    root: \(rule.root)\n")
            if !rule.then.isEmpty {
                emit("    then:\n")
                effects(rule.then, indent: "      ")
            }
        }
        emit("\nflows:\n")
        for flow in app.flows {
            emit(line("  \(flow.name):", flow.origin, note: flow.note))
            switch flow.kind {
            case .stack(let screens):
                emit(line("    stack: \(Self.list(screens))", flow.containerOrigin))
            case .push(let screens):
                emit(line("    push: \(Self.list(screens))", flow.containerOrigin))
            case .present(let screens):
                emit(line("    present: \(Self.list(screens))", flow.containerOrigin))
            case .tabs(let tabs):
                emit(line("    tabs:", flow.containerOrigin))
                for tab in tabs { emit("      \(tab.tab): \(tab.flow)\n") }
            case .screenless(let onStart):
                emit("    screenless: true\n")
                if onStart.isEmpty {
                    emit("    onStart: []\n")
                } else {
                    emit("    onStart:\n")
                    effects(onStart, indent: "      ")
                }
            }
            if let style = flow.style { emit("    style: \(style)\n") }
            if flow.modalInPresentation { emit("    modalInPresentation: true\n") }
            if flow.autoFinish { emit("    autoFinish: true\n") }
            if !flow.onFinish.isEmpty {
                emit("    onFinish:\n")
                for (child, list) in flow.onFinish {
                    emit("      \(child):\n")
                    effects(list, indent: "        ")
                }
            }
        }
        emit("\nscreens:\n")
        for screen in app.screens {
            if !screen.hidesTabBar && screen.actions.isEmpty {
                emit(line("  \(screen.name): {}", screen.origin))
                continue
            }
            emit(line("  \(screen.name):", screen.origin))
            if screen.hidesTabBar { emit("    hidesTabBar: true\n") }
            if !screen.actions.isEmpty {
                emit("    actions:\n")
                for action in screen.actions {
                    if action.effects.isEmpty {
                        emit(line("      \(action.name): []", action.origin))
                    } else {
                        emit(line("      \(action.name):", action.origin))
                        effects(action.effects, indent: "        ")
                    }
                }
            }
        }
    }

    private mutating func emit(_ text: String) {
        out += text
        for character in text where character == "\n" { lineNumber += 1 }
    }

    private mutating func effects(_ effects: [DraftEffect], indent: String) {
        for effect in effects { emit(line("\(indent)- \(effect.yaml)", effect.origin)) }
    }

    /// One line of the draft with its origin comment; `out` must end with a newline.
    private mutating func line(_ text: String, _ origin: CodeOrigin?, note: String? = nil) -> String
    {
        if let origin { origins[lineNumber + 1] = origin }
        var comments: [String] = []
        if let origin { comments.append(origin.description) }
        if let note { comments.append(note) }
        guard !comments.isEmpty else { return text + "\n" }
        let pad = String(repeating: " ", count: max(1, 40 - text.count))
        return text + pad + "# " + comments.joined(separator: " — ") + "\n"
    }

    static func list(_ names: [String]) -> String { "[" + names.joined(separator: ", ") + "]" }

    /// A YAML double-quoted string.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += " "
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
