/// Every problem the YAML parser reports, with its message: the catalogue of the parser's
/// diagnostics. Messages are lower-case, have no final period, and put advice after a
/// semicolon.
enum YAMLError: Hashable, Sendable {
    // Characters
    case tabInIndentation
    case tabNotAllowed
    case controlCharacter(UInt32)
    case lineBreakCharacter(UInt32)
    case loneCarriageReturn
    case byteOrderMarkInside
    case noncharacter(UInt32)

    // Scalars
    case ambiguousScalar(
        text: String, yaml11: PlainScalarResolver.Meaning, yaml12: PlainScalarResolver.Meaning)
    case integerTooLarge(String)
    case unterminatedQuote(singleQuoted: Bool)
    case unknownEscape(String)
    case shortUnicodeEscape(String, digits: Int)
    case invalidUnicodeScalar(String)
    case escapedLineBreak
    case commentWithoutSpace
    case invalidPlainStart(String)
    case questionMarkInFlow

    // Unsupported YAML
    case anchor(String)
    case alias(String)
    case tag(String)
    case complexKey
    case foldedScalar
    case indentationIndicator
    case textAfterBlockScalarHeader
    case blockScalarBlankLineTooLong
    case blockScalarInFlow
    case directive
    case multipleDocuments
    case documentEndMarker
    case contentAfterDocumentStart

    // Block structure
    case missingColon(key: String)
    case missingColonAfterSpaceless(key: String)
    case missingKey
    case mappingOnKeyLine
    case sequenceOnKeyLine
    case unexpectedText(after: String)
    /// `listItem`: the entry above is a complete item of a list, so the line likely lacks its `- `.
    case unexpectedIndentation(column: Int, listItem: Bool = false)
    /// `blockLine`: where the more indented block above starts, when this line's indentation
    /// lies between it and its owner (that block's first line may be the one out of place).
    case inconsistentIndentation(columns: [Int], blockLine: Int? = nil, column: Int = 0)
    case multilinePlainScalar
    case listItemInMapping
    case expectedListItem(firstLine: Int)
    case contentAfterDocument
    case unexpectedIndicator(String)

    // Flow collections
    case blockEntryInFlow
    case unclosedFlow(open: String, close: String)
    case closingBracketNotIndented(close: String, column: Int)
    case flowLineNotIndented(column: Int)
    case expectedFlowSeparator(close: String)
    case mismatchedBracket(found: String, close: String)
    case missingFlowEntry
    case multilinePlainScalarInFlow
    case colonOnNextLine
    case missingFlowMappingValue(key: String)

    // Keys
    case collectionKey
    case keyTooLong
    case duplicateKey(String)

    // Limits and guards
    case nestingTooDeep(limit: Int)
    case tooManyErrors(limit: Int)
    case noProgress

    /// The diagnostic's message.
    var message: String {
        switch self {
        case .tabInIndentation:
            return "tabs are not allowed in indentation; indent with spaces"
        case .tabNotAllowed:
            return "tabs are not allowed here; use spaces"
        case .controlCharacter(let value):
            return
                "control character \(Self.codePoint(value)) is not allowed in YAML; remove it, or write it as \\u\(Self.hex(value, 4)) in a double-quoted string"
        case .lineBreakCharacter(let value):
            return
                "\(Self.codePoint(value)) is a line break in YAML 1.1 but not in YAML 1.2; remove it, or write it as \\u\(Self.hex(value, 4)) in a double-quoted string"
        case .loneCarriageReturn:
            return
                "a carriage return must be followed by a line feed; save the file with LF or CRLF line endings"
        case .byteOrderMarkInside:
            return "byte order mark (U+FEFF) inside the file; remove it"
        case .noncharacter(let value):
            return "noncharacter \(Self.codePoint(value)) is not allowed in YAML; remove it"

        case .ambiguousScalar(let text, let yaml11, let yaml12):
            return Self.ambiguityMessage(text, yaml11, yaml12)
        case .integerTooLarge(let text):
            return
                "'\(Self.excerpt(text))' does not fit in a 64-bit integer; quote it (\(Self.quoted(text))) if it is text"
        case .unterminatedQuote(let singleQuoted):
            let quote = singleQuoted ? "'" : "\""
            return
                "unterminated quoted string; close it with \(quote) on the same line (a quoted string cannot span lines)"
        case .unknownEscape(let escape):
            return
                "unknown escape sequence '\\\(escape)'; use \\n, \\t, \\\", \\\\, \\/, \\0, \\r, \\uXXXX or \\UXXXXXXXX, or write \\\\ for a backslash"
        case .shortUnicodeEscape(let letter, let digits):
            return "'\\\(letter)' must be followed by \(digits) hexadecimal digits"
        case .invalidUnicodeScalar(let digits):
            return
                "'\(digits)' is not a Unicode scalar value; write a code point up to 10FFFF that is not a surrogate"
        case .escapedLineBreak:
            return
                "a backslash at the end of a line continues the string on the next line, which is not supported; write the string on one line"
        case .commentWithoutSpace:
            return
                "'#' starts a comment only after a space; add a space before it, or quote the text"
        case .invalidPlainStart(let character):
            return "'\(character)' cannot start a plain scalar; quote the text"
        case .questionMarkInFlow:
            return
                "'?' inside a flow collection is read differently by YAML 1.1 and YAML 1.2; quote the text"

        case .anchor(let name):
            return
                "anchors ('\(Self.excerpt(name))') are not supported; write the value out, or quote the text if it starts with '&'"
        case .alias(let name):
            return
                "aliases ('\(Self.excerpt(name))') are not supported; write the value out, or quote the text if it starts with '*'"
        case .tag(let name):
            return
                "tags ('\(Self.excerpt(name))') are not supported; quote the text if it starts with '!' (\(Self.quoted(name)))"
        case .complexKey:
            return "complex keys ('?') are not supported; write 'key: value'"
        case .foldedScalar:
            return
                "folded block scalars ('>') are not supported; use a literal block scalar ('|') or a quoted string"
        case .indentationIndicator:
            return
                "block scalar indentation indicators are not supported; remove the digit and indent the text consistently"
        case .textAfterBlockScalarHeader:
            return "unexpected text after '|'; the text of a block scalar starts on the next line"
        case .blockScalarBlankLineTooLong:
            return
                "this blank line has more spaces than the first line of the block scalar's text; remove its trailing spaces"
        case .blockScalarInFlow:
            return
                "a block scalar ('|') cannot appear inside a flow collection; use a quoted string"
        case .directive:
            return "directives ('%YAML', '%TAG') are not supported; remove the line"
        case .multipleDocuments:
            return
                "multiple documents in one file are not supported; put each document in its own file"
        case .documentEndMarker:
            return "document end markers ('...') are not supported; remove the line"
        case .contentAfterDocumentStart:
            return "unexpected text after '---'; start the document on the next line"

        case .missingColon(let key):
            return
                "expected ':' after '\(Self.excerpt(key))'; write 'key: value', or indent this line under a key"
        case .missingColonAfterSpaceless(let key):
            return
                "expected ': ' after the key; '\(Self.excerpt(key))' is one string in YAML, so put a space after the colon"
        case .missingKey:
            return "missing key before ':'; write 'key: value'"
        case .mappingOnKeyLine:
            return
                "a mapping cannot start on the same line as its key; put it on the next lines, indented, or write it as {key: value}"
        case .sequenceOnKeyLine:
            return
                "a list cannot start on the same line as its key; put each '- ' item on its own line, indented, or write it as [a, b]"
        case .unexpectedText(let after):
            return "unexpected text after \(after); put one value on each line"
        case .unexpectedIndentation(let column, let listItem):
            if listItem {
                return
                    "unexpected indentation; the list item above is complete, so to make this line an item of its own start it with '- ' at column \(column), under the '- ' above"
            }
            return
                "unexpected indentation; the entry above already has a value, so align this line with it (column \(column))"
        case .inconsistentIndentation(let columns, let blockLine, let column):
            let list = columns.map { "column \($0)" }
            let joined =
                list.count <= 1
                ? list.joined()
                : list.dropLast().joined(separator: ", ") + " or " + list[list.count - 1]
            return "inconsistent indentation; align this line with an entry above it (\(joined))"
                + (blockLine.map {
                    "; or, if line \($0) is the one out of place, move it and the rest of its block to column \(column)"
                } ?? "")
        case .multilinePlainScalar:
            return
                "this line continues the plain scalar above, and scalars cannot span lines; write the value on one line, or use a literal block scalar ('|')"
        case .listItemInMapping:
            return "expected a key, found a list item; indent the list under its key"
        case .expectedListItem(let line):
            return
                "expected '- ' here, inside the list that starts on line \(line); start the line with '- ', or indent it less"
        case .contentAfterDocument:
            return "unexpected text after the end of the document"
        case .unexpectedIndicator(let character):
            return "unexpected '\(character)'; quote the text if it is part of a value"

        case .blockEntryInFlow:
            return
                "'- ' list items cannot appear inside a flow collection; separate items with commas"
        case .unclosedFlow(let open, let close):
            return
                "'\(open)' is not closed; close it with '\(close)' (lines inside it must be indented more than its parent)"
        case .closingBracketNotIndented(let close, let column):
            return
                "'\(close)' must be indented more than the line that opened its collection; indent it to at least column \(column)"
        case .flowLineNotIndented(let column):
            return
                "a line inside a flow collection must be indented more than the line that opened it; indent it to at least column \(column)"
        case .mismatchedBracket(let found, let close):
            return "'\(found)' does not close this collection; close it with '\(close)'"
        case .expectedFlowSeparator(let close):
            return "expected ',' or '\(close)'; separate the items with commas"
        case .missingFlowEntry:
            return
                "expected a value before ','; remove the extra comma, or write null for an empty item"
        case .multilinePlainScalarInFlow:
            return
                "a plain scalar cannot span lines; join the lines, or separate the items with commas"
        case .colonOnNextLine:
            return "':' must be on the same line as its key"
        case .missingFlowMappingValue(let key):
            return
                "expected ':' after '\(Self.excerpt(key))'; write {key: value} with a space after the colon"

        case .collectionKey:
            return "a key must be a scalar, not a list or mapping; quote it if it is text"
        case .keyTooLong:
            return "keys may be at most 1024 characters long; shorten the key"
        case .duplicateKey(let key):
            return "duplicate key '\(Self.excerpt(key))'; each key may appear once in a mapping"

        case .nestingTooDeep(let limit):
            return "nesting is deeper than \(limit) levels; flatten the document"
        case .tooManyErrors(let limit):
            return "too many errors (\(limit)); stopping here"
        case .noProgress:
            return
                "internal error: the parser stopped making progress here; please report this file"
        }
    }

    private static func ambiguityMessage(
        _ text: String, _ yaml11: PlainScalarResolver.Meaning, _ yaml12: PlainScalarResolver.Meaning
    ) -> String {
        let shown = "'\(excerpt(text))'"
        let quote = "quote it (\(quoted(text)))"
        let reading =
            yaml11 == yaml12
            ? "\(shown) is read as \(yaml11.phrase) by YAML"
            : "\(shown) is read as \(yaml11.phrase) by YAML 1.1 and as \(yaml12.phrase) by YAML 1.2"
        let advice: String
        switch (yaml11, yaml12) {
        case (.boolean, .boolean):
            return
                "\(reading), but only lower-case true and false are allowed; write \(text.lowercased()), or \(quote) for a string"
        case (.null, .null):
            return
                "\(reading), but only lower-case null is allowed; write null, or \(quote) for a string"
        case (.boolean, _):
            advice = "\(quote) or write true/false"
        case (.null, _):
            advice = "\(quote) or write null"
        case (.integer, .integer) where text.hasPrefix("+"):
            advice = "\(quote) or write it without the '+'"
        case (.octalInteger, .integer), (.string, .integer), (.integer, .integer):
            advice = "\(quote) or write the number without leading zeros or underscores"
        case (.integer, .string):
            advice = "\(quote) or write the number without underscores"
        case (.hexadecimalInteger, _), (_, .hexadecimalInteger), (.binaryInteger, _),
            (_, .octalInteger), (.octalInteger, _):
            advice = "\(quote) or write the number in decimal"
        case (.base60Number, _):
            advice = "\(quote)"
        case (.floatingPoint, _), (_, .floatingPoint):
            advice = "\(quote); numbers with a fraction or exponent are not supported"
        default:
            advice = quote
        }
        return "\(reading); \(advice)"
    }

    /// `text` in double quotes, or single quotes when it holds a double quote or backslash.
    static func quoted(_ text: String) -> String {
        let shown = excerpt(text)
        if shown.contains("\"") || shown.contains("\\") {
            return "'" + shown.doublingSingleQuotes() + "'"
        }
        return "\"" + shown + "\""
    }

    /// At most 40 characters of `text`, with an ellipsis when cut.
    static func excerpt(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(39)) + "…"
    }

    static func codePoint(_ value: UInt32) -> String { "U+" + hex(value, 4) }

    static func hex(_ value: UInt32, _ width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

extension String {
    /// The text with each `'` doubled, as a single-quoted YAML scalar writes it.
    fileprivate func doublingSingleQuotes() -> String {
        var result = ""
        for c in self {
            if c == "'" { result += "''" } else { result.append(c) }
        }
        return result
    }
}
