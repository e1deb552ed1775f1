import Foundation
import XCTest

@testable import Scenarios

/// Helpers shared by the YAML parser tests.
enum YAMLTestSupport {
    /// The repository root, found from this file's path (`Tests/ScenariosTests/…`).
    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// Every file under `folder` whose name ends with `suffix`, sorted.
    static func files(under folder: URL, suffix: String) -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: nil)
        else { return [] }
        var found: [URL] = []
        for case let url as URL in enumerator where url.lastPathComponent.hasSuffix(suffix) {
            found.append(url)
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The parse as canonical JSON: `json.dumps` formatting (`ensure_ascii`, `", "` and
    /// `": "`), mapping keys written as strings (`null`, `true`, `1`…) and sorted by code
    /// point. The Python side of the equivalence tests prints PyYAML's result the same way.
    static func canonicalJSON(_ node: YAMLNode?) -> String {
        guard let node else { return "null" }
        switch node.kind {
        case .scalar(let scalar):
            return scalarJSON(scalar)
        case .sequence(let items):
            return "[" + items.map { canonicalJSON($0) }.joined(separator: ", ") + "]"
        case .mapping(let entries):
            let keyed = entries.map {
                (
                    key: Array(keyString($0.key).unicodeScalars.map(\.value)),
                    text: keyString($0.key), value: $0.value
                )
            }
            let sorted = keyed.sorted { $0.key.lexicographicallyPrecedes($1.key) }
            return "{"
                + sorted.map { jsonString($0.text) + ": " + canonicalJSON($0.value) }.joined(
                    separator: ", ") + "}"
        }
    }

    private static func scalarJSON(_ scalar: YAMLNode.Scalar) -> String {
        switch scalar {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .string(let s): return jsonString(s)
        }
    }

    private static func keyString(_ key: YAMLNode) -> String {
        switch key.kind {
        case .scalar(.string(let s)): return s
        case .scalar(.int(let i)): return String(i)
        case .scalar(.bool(let b)): return b ? "true" : "false"
        case .scalar(.null): return "null"
        default: return canonicalJSON(key)
        }
    }

    /// A JSON string as Python's `json.dumps` writes it with `ensure_ascii=True`.
    static func jsonString(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar.value {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0x08: out += "\\b"
            case 0x0C: out += "\\f"
            case 0x20...0x7E: out.unicodeScalars.append(scalar)
            case 0x10000...:
                let v = scalar.value - 0x10000
                out += "\\u" + hex4(0xD800 + (v >> 10)) + "\\u" + hex4(0xDC00 + (v & 0x3FF))
            default:
                out += "\\u" + hex4(scalar.value)
            }
        }
        return out + "\""
    }

    private static func hex4(_ v: UInt32) -> String {
        let digits = String(v, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// What PyYAML made of one document: its canonical JSON, or the exception it raised.
    enum PyYAMLResult: Equatable {
        case value(String)
        case error(String)
    }

    struct PythonUnavailable: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `script` with `python3`, feeding `input` as JSON on stdin; returns its stdout.
    ///
    /// A missing `python3` or PyYAML is a test failure that names what to install when `CI` is
    /// set, and a skip with the same message otherwise; it never ends the test process: SIGPIPE
    /// is ignored, so a child that exits without reading its input only fails the write.
    static func runPython(_ script: String, input: Any, interpreter: String = "python3") throws
        -> Data
    {
        do {
            return try runPythonOrThrow(script, input: input, interpreter: interpreter)
        } catch let error as PythonUnavailable {
            if ProcessInfo.processInfo.environment["CI"] == nil { throw XCTSkip(error.description) }
            throw error
        }
    }

    static func runPythonOrThrow(_ script: String, input: Any, interpreter: String = "python3")
        throws -> Data
    {
        // A write to a pipe whose reader has gone must fail with EPIPE, not kill every test.
        signal(SIGPIPE, SIG_IGN)
        let install =
            "install Python 3 and PyYAML (python3 -m pip install pyyaml) to run the tests that compare with PyYAML"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [interpreter, "-c", script]
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        do {
            try process.run()
        } catch {
            throw PythonUnavailable(
                description: "\(interpreter) could not be started (\(error)); \(install)")
        }
        let data = try JSONSerialization.data(withJSONObject: input)
        // Write on another thread so that a large output cannot deadlock the pipes; a child that
        // exits early (no PyYAML) makes the write fail, which is reported by its exit status below.
        let writer = Thread {
            try? stdin.fileHandleForWriting.write(contentsOf: data)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus == 127 {
            throw PythonUnavailable(description: "\(interpreter) was not found; \(install)")
        }
        if process.terminationStatus == 3 {
            throw PythonUnavailable(
                description:
                    "PyYAML is not installed for \(interpreter); install it (python3 -m pip install pyyaml) to run the tests that compare with PyYAML"
            )
        }
        guard process.terminationStatus == 0 else {
            throw PythonUnavailable(
                description:
                    "\(interpreter) failed (status \(process.terminationStatus)): \(String(decoding: errors, as: UTF8.self))"
            )
        }
        return output
    }

    /// `yaml.safe_load` of each document, as the canonical JSON of `canonicalJSON(_:)`.
    /// `libyaml`: load with PyYAML's `CSafeLoader` (the same safe constructor over libyaml's
    /// scanner, many times faster) when PyYAML has it.
    static func pyYAMLLoad(_ documents: [String], libyaml: Bool = false) throws -> [PyYAMLResult] {
        let load =
            libyaml
            ? "yaml.load(text, Loader=getattr(yaml, 'CSafeLoader', yaml.SafeLoader))"
            : "yaml.safe_load(text)"
        let script = """
            import sys, json
            try:
                import yaml
            except ImportError:
                sys.exit(3)
            def key(k):
                if k is None: return 'null'
                if k is True: return 'true'
                if k is False: return 'false'
                if type(k) in (int, str): return str(k)
                raise TypeError('unsupported key %r' % (k,))
            def canon(v):
                if isinstance(v, dict):
                    items = sorted((key(k), canon(x)) for k, x in v.items())
                    return '{' + ', '.join(json.dumps(k) + ': ' + x for k, x in items) + '}'
                if isinstance(v, list):
                    return '[' + ', '.join(canon(x) for x in v) + ']'
                if v is None or type(v) in (bool, int, str):
                    return json.dumps(v)
                raise TypeError('unsupported value %r' % (v,))
            out = []
            for text in json.load(sys.stdin):
                try:
                    out.append({"ok": canon(\(load))})
                except Exception as e:
                    out.append({"error": type(e).__name__ + ": " + str(e)})
            sys.stdout.write(json.dumps(out))
            """
        let output = try runPython(script, input: documents)
        guard let list = try JSONSerialization.jsonObject(with: output) as? [[String: String]],
            list.count == documents.count
        else {
            throw PythonUnavailable(
                description:
                    "unexpected output from python3: \(String(decoding: output.prefix(500), as: UTF8.self))"
            )
        }
        return list.map { entry in
            if let ok = entry["ok"] { return .value(ok) }
            return .error(entry["error"] ?? "?")
        }
    }

    /// One line per diagnostic: `line:column: message`.
    static func summary(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }
}

/// A small seeded random number generator (SplitMix64), so that generated inputs are the
/// same on every run and machine.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random edits of YAML text: deleting, inserting or replacing characters, or duplicating
/// and dropping lines, drawn from the characters that matter to YAML.
enum Mutator {
    static let alphabet: [Character] = [
        " ", " ", "\n", ":", "-", "[", "]", "{", "}", ",", "#", "'", "\"", "|", "\t",
        "a", "1", "y", ".", "\\", "é", "?", "&", "!", "0", "+", "~", ">", "%", "\r\n",
    ]

    static func mutate(_ text: String, using rng: inout SplitMix64, edits: Int) -> String {
        var chars = Array(text)
        for _ in 0..<edits {
            let position = chars.isEmpty ? 0 : Int.random(in: 0..<chars.count, using: &rng)
            switch Int.random(in: 0..<7, using: &rng) {
            case 0, 1:
                if !chars.isEmpty { chars.remove(at: position) }
            case 2, 3:
                chars.insert(alphabet.randomElement(using: &rng) ?? " ", at: position)
            case 4, 5:
                if !chars.isEmpty { chars[position] = alphabet.randomElement(using: &rng) ?? " " }
            default:
                // Duplicate or drop a whole line.
                var lines = String(chars).split(separator: "\n", omittingEmptySubsequences: false)
                    .map(String.init)
                guard !lines.isEmpty else { break }
                let index = Int.random(in: 0..<lines.count, using: &rng)
                if Bool.random(using: &rng) {
                    lines.insert(lines[index], at: index)
                } else {
                    lines.remove(at: index)
                }
                chars = Array(lines.joined(separator: "\n"))
            }
        }
        return String(chars)
    }
}
