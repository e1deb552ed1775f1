import FlowKit
import Scenarios

/// A command's words bound to its options: values by option name, flags, and positional values.
struct ParsedArguments: Equatable {
    /// A value and the index of the word it came from.
    struct Value: Equatable {
        var text: String
        var index: Int
    }

    /// Every value each option was given, in order (an option given twice has two).
    var values: [String: [Value]] = [:]
    /// The flags given (options without a value).
    var flags: Set<String> = []
    var positionals: [Value] = []

    /// Binds `elements` to `spec`'s options: every error names the word at fault and what would work.
    init(_ elements: ArraySlice<SplitArguments.Element>, spec: CommandSpec) throws(UsageError) {
        var remaining = elements[...]
        while let element = remaining.popFirst() {
            switch element.kind {
            case .terminator:
                continue
            case .value(let text):
                positionals.append(Value(text: text, index: element.index))
            case .shortOption(let word):
                throw UsageError(
                    "unknown option '\(word)'" + Self.suggestion(for: word, in: spec),
                    at: element.index, command: spec.name)
            case .option(let name, let inlineValue):
                guard let option = spec.option(named: name) else {
                    throw UsageError(
                        "unknown option '--\(name)'" + Self.suggestion(for: "--\(name)", in: spec),
                        at: element.index, command: spec.name)
                }
                guard option.takesValue else {
                    if inlineValue != nil {
                        throw UsageError(
                            "'--\(name)' takes no value", at: element.index, command: spec.name)
                    }
                    flags.insert(name)
                    continue
                }
                if let inlineValue {
                    values[name, default: []].append(Value(text: inlineValue, index: element.index))
                } else if let next = remaining.first, case .value(let text) = next.kind {
                    remaining.removeFirst()
                    values[name, default: []].append(Value(text: text, index: next.index))
                } else {
                    let expectation = option.expectation.map { "; \($0)" } ?? ""
                    throw UsageError(
                        "missing value for '--\(name)'\(expectation)", at: element.index,
                        command: spec.name)
                }
            }
        }
    }

    /// The last value given for `name` (a later option overrides an earlier one).
    func last(_ name: String) -> Value? {
        values[name]?.last
    }

    /// "; did you mean '--format'?" among the command's options and `--help`, or "".
    private static func suggestion(for word: String, in spec: CommandSpec) -> String {
        Suggestions.didYouMean(word, in: spec.options.map { "--\($0.name)" } + ["--help"])
    }
}
