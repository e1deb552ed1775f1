/// flowsim's strict subset of YAML: block mappings and sequences by indentation,
/// flow collections, plain, quoted and literal scalars, `null`, `true`/`false` and decimal
/// integers. Every file it accepts means the same to PyYAML (YAML 1.1) and to YAML 1.2;
/// anything else is an error with a `path:line:column` and advice.
public enum YAML {
    /// Parses `source` (the file at `path`). Returns the document's root node (nil when the file is empty or has errors that prevent a tree) and every problem found.
    ///
    /// The root is `nil` whenever a diagnostic is an error, so that later stages never see
    /// a tree that the file does not mean.
    public static func parse(_ source: String, path: String) -> (
        root: YAMLNode?, diagnostics: [Diagnostic]
    ) {
        var parser = Parser(source: source, path: path)
        return parser.parse()
    }
}
