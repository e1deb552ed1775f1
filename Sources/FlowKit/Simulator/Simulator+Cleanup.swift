/// Cleanup that a coordinator does not do itself: a screen's `deinit` that
/// finishes its coordinator (`finishOnDeinit`), and the one delegate slot of a navigation
/// controller that the coordinators on its stack share (`navigationDelegate`).
extension Simulator {
    /// A coordinator whose flow declares `navigationDelegate` sets itself as its navigation
    /// controller's delegate, replacing whoever claimed the slot before.
    mutating func claimNavigationDelegateIfDeclared(_ id: CoordinatorID) {
        // Read in place; a flow that declares `navigationDelegate` observes release (its
        // traits are the app's, built from the same declaration), so most are passed over
        // without a lookup by name.
        guard let traits = storedDevice.app?.coordinators.traits(of: id), traits.observesRelease,
            app.flows[traits.flow]?.navigationDelegate == true
        else { return }
        claimNavigationDelegate(id)
    }

    /// `navigationController.delegate = self` for coordinator `id`, on the stack it pushes onto or
    /// owns. Returns `false` when that stack is not in the window.
    @discardableResult
    mutating func claimNavigationDelegate(_ id: CoordinatorID) -> Bool {
        guard let running = device.app, let stackID = running.coordinators[id]?.stack,
            let location = running.window.location(ofStack: stackID)
        else { return false }
        let path = running.coordinators.pathValue(of: id) ?? ""
        _ = try? device.app?.window.modifyStack(at: location) {
            (stack: inout NavigationStack) throws(StepError) in
            stack.delegate = NavigationDelegate(coordinator: id, path: path.description)
        }
        device.app?.coordinators.modify(id) { $0.claimedNavigationDelegate = true }
        trace.log(.note(.navigationDelegateClaimed(path: path)))
        return true
    }

    /// At the end of a step, once its transitions are done (UIKit releases a popped or dismissed
    /// screen after the animation, and calls `navigationController(_:didShow:animated:)` then):
    /// coordinators whose screens were released finish if something observes the release — their
    /// own screen's `deinit` (`finishOnDeinit`), or the navigation controller's delegate, which
    /// finishes itself and its own children when their screens are popped.
    mutating func finishReleasedCoordinators() throws(StepError) {
        // counted as coordinators start and finish: a step need not look at every coordinator
        guard let running = device.app, running.coordinators.releaseObservedCount > 0 else {
            return
        }
        let flows = app.flows
        try finishDisplacedCoordinators { c, running in
            flows[c.flow]?.finishOnDeinit == true || running.observingDelegate(of: c) != nil
        }
    }
}

extension RunningApp {
    /// The navigation controller a push coordinator pushes onto, with its delegate slot, when the
    /// stack is in the window.
    func navigationDelegate(of c: Coordinator) -> NavigationDelegate? {
        guard c.kind == .push, let stackID = c.stack,
            let location = window.location(ofStack: stackID)
        else { return nil }
        return window.stack(at: location)?.delegate
    }

    /// The delegate that sees `c`'s screens popped and finishes it: a live delegate that is `c`
    /// itself or its parent (`childDidFinish` looks among its own children only).
    func observingDelegate(of c: Coordinator) -> CoordinatorID? {
        guard let delegate = navigationDelegate(of: c),
            coordinators.contains(delegate.coordinator),
            delegate.coordinator == c.id || delegate.coordinator == c.parent
        else { return nil }
        return delegate.coordinator
    }
}
