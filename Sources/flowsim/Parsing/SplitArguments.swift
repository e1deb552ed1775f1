/// The command line split into elements, each remembering its index in `arguments` so that an
/// error can point at it. Binding elements to a command's options happens later.
struct SplitArguments: Equatable {
    /// What one command-line word is.
    enum Kind: Equatable {
        /// `--name` or `--name=value` (`value` is `nil` without `=`).
        case option(name: String, value: String?)
        /// A word of one dash and more (`-h`, `-format`), kept whole.
        case shortOption(String)
        /// Anything else, and every word after `--`.
        case value(String)
        /// `--`: the words after it are values even if they start with a dash.
        case terminator
    }

    struct Element: Equatable {
        var kind: Kind
        /// The word's index in `SplitArguments.arguments`.
        var index: Int
    }

    /// The words as given (without the program name).
    var arguments: [String]
    var elements: [Element]

    init(_ arguments: [String]) {
        self.arguments = arguments
        var elements: [Element] = []
        var afterTerminator = false
        for (index, word) in arguments.enumerated() {
            let kind: Kind
            if afterTerminator || word == "-" || !word.hasPrefix("-") {
                kind = .value(word)
            } else if word == "--" {
                kind = .terminator
                afterTerminator = true
            } else if word.hasPrefix("--") {
                let body = word.dropFirst(2)
                if let equals = body.firstIndex(of: "=") {
                    kind = .option(
                        name: String(body[..<equals]),
                        value: String(body[body.index(after: equals)...]))
                } else {
                    kind = .option(name: String(body), value: nil)
                }
            } else {
                kind = .shortOption(word)
            }
            elements.append(Element(kind: kind, index: index))
        }
        self.elements = elements
    }

    /// Whether `--help` or `-h` is among `elements` (words after `--` are values, never help).
    static func requestsHelp(_ elements: ArraySlice<Element>) -> Bool {
        elements.contains { element in
            switch element.kind {
            case .option(let name, _): return name == "help"
            case .shortOption(let word): return word == "-h"
            case .value, .terminator: return false
            }
        }
    }
}
