/// Why a path that `app:` or `run:` names is not read (``PathPolicy/refusalReason(of:key:)``).
public enum PathRefusal: Hashable, Sendable {
    /// `key` (`app` or `run`) names a file without the extension of the file it takes.
    case notAnInputFile(key: String, path: String)
    /// The file, `canonical` once its links are followed, is outside the project and the folders allowed.
    case outsideAllowedFolders(key: String, path: String, canonical: String)

    /// The text of the refusal.
    public var message: String {
        switch self {
        case .notAnInputFile(let key, let path):
            let (suffix, kind, purpose) =
                key == "app"
                ? (".app.yaml", "an app file", "the app file that the scenario drives")
                : (".flow.yaml", "a scenario file", "a scenario file whose steps to run here")
            return
                "\(key): names '\(path)', which is not \(kind) (*\(suffix)) and was not read; \(key): names \(purpose)"
        case .outsideAllowedFolders(let key, let path, let canonical):
            let shown = canonical == path ? "" : " (\(canonical))"
            return
                "\(key): names '\(path)'\(shown), outside the project; flowsim reads only files inside the project "
                + "(the nearest folder above the current folder or a path given that holds .git or Package.swift) "
                + "and the folders given with --allow-outside FOLDER, never under /proc, /sys or /dev; it was not read"
        }
    }
}
