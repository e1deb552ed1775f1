/// Writes an exploration path as a scenario file that `flowsim run` replays.
public enum ScenarioText {
    /// A whole scenario file: comments, title, app, `given` (block style), the steps, then `ending`
    /// (lines already in scenario syntax, such as `expect: {leaks: none}`).
    public static func scenario(
        title: String, app appPath: String, path: ExplorationPath, comments: [String] = [],
        tags: [String] = [], ending: [String] = []
    ) -> String {
        // A comment is one line of text the parser accepts: a message's own line breaks become
        // spaces and every other unsafe character (ESC, C1, bidi) is spelled out.
        var lines = comments.map { "# " + VisibleText.oneLine($0.replacingLineBreaks) }
        lines.append("scenario: " + scalar(title))
        lines.append("app: " + scalar(appPath))
        if !tags.isEmpty {
            lines.append("tags: [" + tags.map(flowScalar).joined(separator: ", ") + "]")
        }
        if !path.given.isEmpty {
            lines.append("given:")
            for p in path.given { lines.append("  " + scalar(p.name) + ": " + scalar(p.value)) }
        }
        // (a path to a start has no steps: the state before the first launch)
        lines.append(path.steps.isEmpty && ending.isEmpty ? "steps: []" : "steps:")
        for step in path.steps { lines.append("  - " + self.step(step)) }
        for line in ending { lines.append("  - " + line) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The ending that makes a problem's scenario fail where the problem is.
    public static func ending(for problem: ExplorationProblem) -> [String] {
        switch problem.ending {
        case .lastStep: return []
        case .expectNoLeaks: return ["expect: {leaks: none}"]
        }
    }

    /// A step as a scenario writes it: `tap: open(channel=general)`, `back`.
    public static func step(_ step: Step) -> String {
        switch step {
        case .launch, .relaunch, .reinstall, .back, .swipeDown, .swipe, .background, .foreground:
            return step.description
        case .tap(let action, let args): return "tap: " + scalar(action + argumentList(args))
        case .select(let tab): return "select: " + scalar(tab)
        case .alert(let button): return "alert: " + scalar(button)
        case .open(let link, let args): return "open: " + scalar(link + argumentList(args))
        case .respond(let request, let outcome):
            return "respond: " + scalar(request + "." + outcome)
        case .unsettled, .interleaved:
            return TransitionStepText.step(step, writing: self.step)
        case .set(let values):
            return "set: {"
                + values.map { flowScalar($0.name) + ": " + flowScalar($0.value) }.joined(
                    separator: ", ") + "}"
        }
    }

    /// `(channel=general, page='2')`: each value as an invocation reads it back (a string that would
    /// read as a number, a Boolean or null, or holds `,()=$'"`, is quoted: in `'…'`, or in `"…"`
    /// when it holds `'` alone, or in `'…'` with `''` for each `'` when it also holds `"` or `\`).
    static func argumentList(_ args: [Param]) -> String {
        args.isEmpty
            ? ""
            : "(" + args.map { $0.name + "=" + argument($0.value) }.joined(separator: ", ") + ")"
    }

    static func argument(_ value: Value) -> String {
        guard case .string(let s) = value else { return value.description }
        let readsBack: Bool
        switch s {
        case "null", "~", "", "true", "false": readsBack = false
        default:
            readsBack =
                Int(s) == nil && !s.contains(where: { ",()=$'\" ".contains($0) })
                && !s.unicodeScalars.contains(where: VisibleText.mustBeSpelledOut)
        }
        if readsBack { return s }
        guard s.contains("'") else { return "'" + s + "'" }
        guard s.contains("\"") || s.contains("\\") else { return "\"" + s + "\"" }
        return "'"
            + s.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "''")
            + "'"
    }

    /// A YAML scalar in block context: plain when it is plainly a string, else double-quoted.
    static func scalar(_ text: String) -> String {
        isPlain(text, flow: false) ? text : YAMLQuoting.doubleQuoted(text)
    }

    /// A YAML scalar inside `[…]` or `{…}`.
    static func flowScalar(_ text: String) -> String {
        isPlain(text, flow: true) ? text : YAMLQuoting.doubleQuoted(text)
    }

    static func scalar(_ value: Value) -> String {
        if case .string(let s) = value { return scalar(s) }
        return value.description
    }

    static func flowScalar(_ value: Value) -> String {
        if case .string(let s) = value { return flowScalar(s) }
        return value.description
    }

    private static let reserved: Set<String> = [
        "true", "false", "null", "yes", "no", "on", "off", "y", "n", "~",
    ]

    private static func isPlain(_ text: String, flow: Bool) -> Bool {
        guard let first = text.unicodeScalars.first else { return false }
        let startsLikeAPath = text.hasPrefix("../") || text.hasPrefix("./") || text.hasPrefix("/")
        guard first.properties.isAlphabetic && first.isASCII || first == "_" || startsLikeAPath
        else { return false }
        guard !reserved.contains(text.lowercased()), !text.hasSuffix(" ") else { return false }
        var previous: Unicode.Scalar = " "
        for c in text.unicodeScalars {
            guard c.isASCII else { return false }
            switch c {
            case "a"..."z", "A"..."Z", "0"..."9", "_", ".", "/", "-", "(", ")", "=", "$", "'": break
            case ",": if flow { return false }
            case " ": if previous == " " || previous == "," && flow { return false }
            default: return false
            }
            previous = c
        }
        return true
    }
}

extension String {
    fileprivate var replacingLineBreaks: String {
        split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
    }
}
