import Foundation
import Scenarios

// libFuzzer harness: a scenario file against the sample apps, loaded from disk and run, as
// `flowsim run` does.
//
// The input is written as `flows/fuzz.flow.yaml` in a scratch folder that holds copies of
// the sample apps (`app: ../apps/NAME.app.yaml`, as in the seeds). Loading and running must
// return (never trap, never hang), and every diagnostic must point inside a file read.

private let folder: String = {
    let base =
        ProcessInfo.processInfo.environment["FUZZ_SCRATCH"] ?? "/tmp/flowsim-fuzz-\(getpid())"
    let fm = FileManager.default
    try? fm.createDirectory(atPath: base + "/flows", withIntermediateDirectories: true)
    try? fm.createDirectory(atPath: base + "/apps", withIntermediateDirectories: true)
    let apps = ProcessInfo.processInfo.environment["FUZZ_APPS"] ?? "scenarios/apps"
    for name in (try? fm.contentsOfDirectory(atPath: apps)) ?? [] where name.hasSuffix(".app.yaml")
    {
        try? fm.removeItem(atPath: base + "/apps/" + name)
        try? fm.copyItem(atPath: apps + "/" + name, toPath: base + "/apps/" + name)
    }
    return base
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRunner(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let path = folder + "/flows/fuzz.flow.yaml"
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes: data, count: size))
    else {
        FuzzChecks.fail("cannot write \(path)")
    }
    var loader = ScenarioLoader()
    if let scenario = loader.loadScenario(path: path) {
        let outcome = ScenarioRunner.run(scenario)
        _ = outcome.stepsRun
    }
    for diagnostic in loader.diagnostics {
        guard let source = loader.sources[diagnostic.location.path] else { continue }
        FuzzChecks.locationsInside([diagnostic], text: source.text)
    }
    return 0
}
