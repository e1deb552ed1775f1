/// Reading the options several commands share, with one wording for what is wrong.
extension ParsedArguments {
    /// The `--app FILE` of a command that reads one app file and takes no other argument.
    /// `missing` is the whole message when `--app` is not given (each command says what the app
    /// file is for).
    func appFile(missing: String, command: String) throws(UsageError) -> String {
        if let extra = positionals.first {
            throw UsageError(
                "unexpected argument '\(extra.text)'; name the app with --app FILE",
                at: extra.index, command: command)
        }
        guard let app = last("app") else { throw UsageError(missing, command: command) }
        guard !app.text.isEmpty else {
            throw UsageError(
                "missing value for '--app'; expected an app file", at: app.index, command: command)
        }
        return app.text
    }

    /// The last value of `--format` as one of `T`'s cases (`expected` lists them); `nil` when the
    /// option is not given.
    func format<T: RawRepresentable<String>>(_: T.Type, expected: String, command: String)
        throws(UsageError) -> T?
    {
        guard let value = last("format") else { return nil }
        guard let format = T(rawValue: value.text) else {
            throw UsageError(
                "unknown format '\(value.text)'; expected \(expected)", at: value.index,
                command: command)
        }
        return format
    }
}
