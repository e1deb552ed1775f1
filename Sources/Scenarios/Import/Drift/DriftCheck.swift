/// `flowsim import --check`: the code's draft and the app file, compared element by element.
public enum DriftCheck {
    /// One difference.
    public struct Finding: Sendable, Equatable {
        public enum Side: Sendable { case codeOnly, modelOnly }
        public var side: Side
        /// `push Receipt`, `flow Checkout`, `screen Cart`.
        public var element: String
        /// Where: the Swift file and line (code only), or the app file's line and column.
        public var path: String
        public var line: Int
        public var column: Int
        /// The Swift line, for a code-only finding.
        public var code: String
    }

    public struct Problem: Error, Sendable {
        public var message: String
    }

    /// The differences between what the code does (`result`) and what the app file says.
    public static func compare(_ result: ImportResult, appText: String, appPath: String)
        -> Result<[Finding], Problem>
    {
        let (model, diagnostics) = YAML.parse(appText, path: appPath)
        guard let model else {
            let first = diagnostics.first.map { ": \($0.description)" } ?? ""
            return .failure(Problem(message: "cannot read the app file '\(appPath)'\(first)"))
        }
        guard !result.app.flows.isEmpty else {
            return .failure(
                Problem(
                    message:
                        "found no coordinator in the \(result.files) Swift files given; name the folder with the app's coordinators"
                ))
        }
        let written = DraftWriter.write(result.app, header: [])
        guard let draft = YAML.parse(written.text, path: "draft").root else {
            return .failure(Problem(message: "the draft of the code could not be read back"))
        }
        let codeSignatures = DriftSignature.signatures(of: draft)
        let modelSignatures = DriftSignature.signatures(of: model)
        var modelCounts: [DriftSignature: Int] = [:]
        for (signature, _) in modelSignatures { modelCounts[signature, default: 0] += 1 }
        var codeCounts: [DriftSignature: Int] = [:]
        for (signature, _) in codeSignatures { codeCounts[signature, default: 0] += 1 }
        let paths = Dictionary(
            result.sites.map { ($0.fileName, $0.path) }, uniquingKeysWith: { a, _ in a })
        var findings: [Finding] = []
        var seen: [DriftSignature: Int] = [:]
        for (signature, location) in codeSignatures {
            seen[signature, default: 0] += 1
            guard seen[signature, default: 0] > modelCounts[signature, default: 0] else { continue }
            let origin = nearestOrigin(written.origins, line: location.line)
            let path =
                origin.map { $0.path.isEmpty ? (paths[$0.file] ?? $0.file) : $0.path } ?? "code"
            findings.append(
                Finding(
                    side: .codeOnly, element: signature.description, path: path,
                    line: origin?.line ?? 0, column: 0,
                    code: origin.map { result.codeLine($0) } ?? ""))
        }
        seen.removeAll()
        for (signature, location) in modelSignatures {
            seen[signature, default: 0] += 1
            guard seen[signature, default: 0] > codeCounts[signature, default: 0] else { continue }
            findings.append(
                Finding(
                    side: .modelOnly, element: signature.description, path: appPath,
                    line: location.line, column: location.column, code: ""))
        }
        return .success(findings)
    }

    /// The origin of a draft line, or of the nearest line above it that has one.
    private static func nearestOrigin(_ origins: [Int: CodeOrigin], line: Int) -> CodeOrigin? {
        var l = line
        while l > 0 {
            if let origin = origins[l] { return origin }
            l -= 1
        }
        return nil
    }
}
