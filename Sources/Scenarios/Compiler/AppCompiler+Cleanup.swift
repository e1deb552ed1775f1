import FlowKit

/// A flow's cleanup keys: `finishOnDeinit` and `navigationDelegate`.
extension AppCompiler {
    func readCleanup(_ node: YAMLNode, into spec: inout FlowSpec) {
        let kind = spec.content.kindName
        if let d = node["finishOnDeinit"] {
            spec.finishOnDeinit = bag.bool(d, "finishOnDeinit") ?? false
            if spec.finishOnDeinit { checkFlowKey(.finishOnDeinit, d, flow: spec.name, kind: kind) }
        }
        if let n = node["navigationDelegate"] {
            spec.navigationDelegate = bag.bool(n, "navigationDelegate") ?? false
            if spec.navigationDelegate {
                checkFlowKey(.navigationDelegate, n, flow: spec.name, kind: kind)
            }
            if spec.navigationDelegate, spec.autoFinish {
                bag.report(.autoFinishAndNavigationDelegate(flow: spec.name), at: n.location)
            }
        }
    }
}
