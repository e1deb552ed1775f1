@testable import Scenarios

// libFuzzer harness: the app-file compiler (after the parser) on arbitrary text.
//
// The compiler must return (never trap, never hang); every diagnostic must point inside the
// input; an app it accepts must also start in the engine without trapping.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCompiler(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let (root, diagnostics) = YAML.parse(text, path: "fuzz.app.yaml")
    guard let root else { return 0 }
    let bag = DiagnosticBag()
    var compiler = AppCompiler(path: "fuzz.app.yaml", bag: bag)
    let app = compiler.compile(root)
    FuzzChecks.locationsInside(diagnostics + bag.diagnostics, text: text)
    if app != nil, bag.hasErrors { FuzzChecks.fail("an app was returned together with an error") }
    if app == nil, !bag.hasErrors { FuzzChecks.fail("no app and no error") }
    return 0
}
