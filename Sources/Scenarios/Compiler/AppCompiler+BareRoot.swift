import FlowKit

extension AppCompiler {
    /// `inNavigationController: false` on a stack flow: its one screen is the window's root view
    /// controller, with no navigation controller around it. Exactly one screen.
    func readBareRoot(
        spec: inout FlowSpec, content: FlowSpec.Content, inNavigation: Bool?, at node: YAMLNode
    ) {
        guard case .stack(let screens) = content, inNavigation == false else { return }
        spec.isBareRoot = true
        if screens.count != 1 {
            bag.report(
                .bareRootScreenCount(flow: spec.name, count: screens.count), at: node.location)
        }
    }
}
