import FlowKit

/// A flow's cleanup keys (issue 7, construct 6): `finishOnDeinit` and `navigationDelegate`.
extension AppCompiler {
    func readCleanup(_ node: YAMLNode, into spec: inout FlowSpec) {
        let kind = spec.content.kindName
        if let d = node["finishOnDeinit"] {
            spec.finishOnDeinit = bag.bool(d, "finishOnDeinit") ?? false
            if spec.finishOnDeinit, kind != "push", kind != "present" {
                bag.error(
                    "'finishOnDeinit' applies to push and present flows; the first screen of '\(spec.name)', a \(kind) flow, leaves the window only with the window root",
                    at: d.location)
            }
        }
        if let n = node["navigationDelegate"] {
            spec.navigationDelegate = bag.bool(n, "navigationDelegate") ?? false
            if spec.navigationDelegate, kind == "tabs" {
                bag.error(
                    "'navigationDelegate' applies to flows on a navigation stack (stack, push, present); '\(spec.name)' owns a tab bar",
                    at: n.location)
            }
            if spec.navigationDelegate, spec.autoFinish {
                bag.error(
                    "'\(spec.name)' has both autoFinish and navigationDelegate; autoFinish is a coordinator that always sees its screens leave, navigationDelegate one that sees pops only while it holds the delegate slot: keep one",
                    at: n.location)
            }
        }
    }
}
