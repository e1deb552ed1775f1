import Scenarios

// libFuzzer harness: flowsim's YAML parser on arbitrary bytes.
//
// Invalid UTF-8 is decoded with replacement characters, as a file read as text would be
// refused earlier; the parser must return (never trap, never hang) and every diagnostic
// must point inside the input.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let (root, diagnostics) = YAML.parse(text, path: "fuzz.yaml")
    FuzzChecks.locationsInside(diagnostics, text: text)
    if diagnostics.count > 51 {
        FuzzChecks.fail("\(diagnostics.count) diagnostics: the parser stops after 50 errors")
    }
    if root != nil, diagnostics.contains(where: { $0.severity == .error }) {
        FuzzChecks.fail("a tree was returned together with an error")
    }
    return 0
}
