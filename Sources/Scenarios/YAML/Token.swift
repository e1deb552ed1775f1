/// One token of a YAML file: what it is and the bytes it covers.
///
/// Tokens carry no line or column; the parser turns a byte offset into a `SourceLocation`
/// only when it builds a node or reports a problem.
struct Token: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// Text without quotes (`range` excludes trailing spaces).
        case plainScalar
        /// `'…'`, quotes included in `range`.
        case singleQuotedScalar
        /// `"…"`, quotes included in `range`.
        case doubleQuotedScalar
        /// A quote that is not closed on its line; `range` runs from the quote to the line end.
        case unterminatedQuotedScalar
        /// `|`, `|-` or `|+` (only the `|`).
        case literalScalarHeader
        /// `>`: a folded block scalar, which the subset rejects.
        case foldedScalarHeader
        case flowSequenceStart
        case flowSequenceEnd
        case flowMappingStart
        case flowMappingEnd
        /// `,`
        case flowEntry
        /// `:` that separates a key from its value.
        case valueIndicator
        /// `-` followed by a space or a line end.
        case blockEntry
        /// `?` that starts a complex key.
        case complexKey
        /// `&name`
        case anchor
        /// `*name`
        case alias
        /// `!tag` or `!!tag`
        case tag
        /// `#…` to the end of the line.
        case comment
        /// `%…` at the start of a line.
        case directive
        /// `---` at the start of a line.
        case documentStart
        /// `...` at the start of a line.
        case documentEnd
        /// A character that cannot start any token here (`@`, `` ` ``, `%` inside a line, `-` before a flow indicator).
        case invalidStart
        /// A tab where only a space may be.
        case tab
        /// A line break or the end of the input.
        case lineEnd
    }

    var kind: Kind
    var range: Range<Int>

    init(_ kind: Kind, _ range: Range<Int>) {
        self.kind = kind
        self.range = range
    }
}
