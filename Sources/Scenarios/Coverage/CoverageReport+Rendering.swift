import FlowKit

/// The coverage report as text (for people), JSON (for tools) or lcov-like records (for
/// coverage services that read lcov's `SF`/`FN`/`FNDA` lines).
extension CoverageReport {
    /// The formats of `--coverage-format`.
    public enum Format: String, CaseIterable, Sendable {
        case text, json
        case lcovLike = "lcov-like"

        public static var choices: String { "text, json or lcov-like" }
    }

    public func rendered(_ format: Format) -> String {
        switch format {
        case .text: return text
        case .json: return json
        case .lcovLike: return lcov
        }
    }

    /// Per app: the percentage, a line per kind, and what no scenario touched.
    public var text: String {
        var out = "coverage (of what exploration finds reachable):\n"
        if apps.isEmpty { return out + "  no app was run\n" }
        for app in apps {
            let u = app.universe
            let note: String
            if u.isExplored {
                note = " (explored: every reachable state, \(u.exploredStates) in all)"
            } else if u.exploredStates > 0 {
                note =
                    " (exploration stopped at \(u.exploredStates) states: measured against everything declared)"
            } else {
                note = " (not explored: measured against everything declared)"
            }
            out +=
                "  \(TerminalText.inline((app.name))) (\(TerminalText.inline((app.path)))): \(Self.percentText(app.percent))%\(note)\n"
            for kind in CoverageItem.Kind.allCases {
                let c = app.counts(kind)
                guard c.reachable > 0 else { continue }
                let label = kind.plural + ":"
                out +=
                    "    " + label.padding(toLength: 15, withPad: " ", startingAt: 0)
                    + "\(c.reached)/\(c.reachable)\n"
            }
            let untouched = app.untouched
            if !untouched.isEmpty {
                out += "    not reached by any scenario:\n"
                for item in untouched {
                    out += "      \(item.kind.rawValue) \(TerminalText.inline((item.name)))\n"
                }
            }
            let unreachable = app.unreachable
            if !unreachable.isEmpty {
                out +=
                    "    declared but unreachable (no launch state, link or step reaches them):\n"
                for item in unreachable {
                    out += "      \(item.kind.rawValue) \(TerminalText.inline((item.name)))\n"
                }
            }
            let notFound = u.notFoundByExploration.sorted()
            if !notFound.isEmpty {
                out +=
                    "    not reached by the exploration's \(u.exploredStates) states (dead, or deeper):\n"
                for item in notFound {
                    out += "      \(item.kind.rawValue) \(TerminalText.inline((item.name)))\n"
                }
            }
        }
        return out
    }

    /// `{"apps": [{"path", "name", "percent", "explored", "exploredStates", "kinds": {…},
    /// "untouched": […], "unreachable": […], "notFoundByExploration": […]}]}`.
    public var json: String {
        func item(_ i: CoverageItem) -> JSONValue {
            .object([("kind", .string(i.kind.rawValue)), ("name", .string(i.name))])
        }
        let list: [JSONValue] = apps.map { app in
            let kinds: [(key: String, value: JSONValue)] = CoverageItem.Kind.allCases.map { kind in
                let c = app.counts(kind)
                return (
                    kind.rawValue,
                    .object([
                        ("reached", .integer(c.reached)), ("reachable", .integer(c.reachable)),
                    ])
                )
            }
            return .object([
                ("path", .string(app.path)),
                ("name", .string(app.name)),
                ("percent", .number(Self.percentText(app.percent))),
                ("explored", .bool(app.universe.isExplored)),
                ("exploredStates", .integer(app.universe.exploredStates)),
                ("kinds", .object(kinds)),
                ("untouched", .array(app.untouched.map(item))),
                ("unreachable", .array(app.unreachable.map(item))),
                (
                    "notFoundByExploration",
                    .array(app.universe.notFoundByExploration.sorted().map(item))
                ),
            ])
        }
        return JSONValue.object([("apps", .array(list))]).rendered() + "\n"
    }

    /// lcov's function records, one per item (`FN:0,action:Chat.send`, `FNDA:hits,…`), per app file.
    /// Names are made one line without commas, which lcov reads as separators.
    public var lcov: String {
        var out = ""
        for app in apps {
            out += "TN:flowsim\n"
            out += "SF:\(Self.lcovName(app.path))\n"
            let items = app.universe.reachable.sorted()
            for i in items { out += "FN:0,\(i.kind.rawValue):\(Self.lcovName(i.name))\n" }
            for i in items {
                out += "FNDA:\(app.hits[i] ?? 0),\(i.kind.rawValue):\(Self.lcovName(i.name))\n"
            }
            out += "FNF:\(items.count)\n"
            out += "FNH:\(items.filter { (app.hits[$0] ?? 0) > 0 }.count)\n"
            out += "end_of_record\n"
        }
        return out
    }

    static func lcovName(_ text: String) -> String {
        String(TerminalText.inline((text)).map { $0 == "," ? ";" : $0 })
    }
}
