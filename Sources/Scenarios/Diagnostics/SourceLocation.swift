/// A 1-based position in a source file, as compilers print it (`path:line:column`).
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file's path as the user named it.
    public var path: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, counted in characters (extended grapheme clusters).
    public var column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    public var description: String { "\(path):\(line):\(column)" }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.path, a.line, a.column) < (b.path, b.line, b.column)
    }
}
