import Foundation
import Scenarios

/// What every harness checks besides "returns": a failed check aborts, so libFuzzer keeps the input.
enum FuzzChecks {
    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("fuzz check failed: \(message)\n".utf8))
        abort()
    }

    /// Every diagnostic points at a line of `text` and a column at most one past its end.
    static func locationsInside(_ diagnostics: [Diagnostic], text: String) {
        guard !diagnostics.isEmpty else { return }
        let source = SourceFile(path: "", text: text)
        for diagnostic in diagnostics where diagnostic.location.path == diagnostics[0].location.path
        {
            let location = diagnostic.location
            if diagnostic.message.hasPrefix("internal error") { fail(diagnostic.description) }
            guard let line = source.line(location.line) else {
                fail(
                    "\(location.line):\(location.column) is past the last line: \(diagnostic.message)"
                )
            }
            if location.column < 1 || location.column > line.count + 1 {
                fail(
                    "column \(location.column) outside line \(location.line) (\(line.count) characters): \(diagnostic.message)"
                )
            }
        }
    }
}
