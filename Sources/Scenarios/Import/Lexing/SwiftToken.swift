/// One token of Swift source, as the importer's lexer cuts it: where it is and what kind it is.
/// The text is read from the file's bytes on demand, so a token is four integers and a kind.
public struct SwiftToken: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// A name or a keyword (`let`, `navigationController`, `` `default` ``).
        case identifier
        /// A number literal.
        case number
        /// A string literal, of any kind (plain, raw, multi-line, with interpolation).
        case string
        /// One of `( ) [ ] { } , : ; . ? ! @ #`.
        case punctuation
        /// A run of operator characters (`=`, `==`, `->`, `===`, `!=`).
        case `operator`
    }

    public var kind: Kind
    /// Byte offsets in the file: `start..<end`.
    public var start: Int
    public var end: Int
    /// 1-based line and column (in bytes) of the first byte.
    public var line: Int
    public var column: Int
}
