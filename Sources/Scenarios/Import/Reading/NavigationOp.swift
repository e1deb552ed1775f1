/// One thing a coordinator's code does, as the shallow reader understands it, with where it is.
/// Screens and coordinators are named by their Swift types here; the drafter turns them into
/// screen and flow names.
struct NavigationOp: Sendable {
    enum Presented: Sendable, Equatable {
        /// A view controller, bare or as the root of a new `UINavigationController`.
        case screen(String, inNavigationController: Bool, style: String?, modal: Bool)
        /// A child coordinator's navigation controller (`present(child.navigationController)`).
        case coordinator(String)
        /// A `UIAlertController`.
        case alert(String)
    }

    /// What the window's root becomes.
    enum Root: Sendable, Equatable {
        case coordinator(String)
        case screen(String)
    }

    enum Kind: Sendable {
        case push(String)
        case present(Presented)
        case setStack([String])
        case pop, popToRoot, dismiss
        case popTo(String)
        /// A child coordinator started (`child.start()`, `coordinate(to: child)`).
        case start(String)
        /// The coordinator tells its parent it is done (`parent?.childDidFinish(self)`, `onFinish?()`).
        case finish
        /// `UserDefaults.standard.set(true, forKey: "k")` (or a keychain write).
        case set(key: String, value: String, keychain: Bool)
        /// `preferences.skipIntro = true`: a flag assigned, a `set` when the launch reads it.
        case assign(key: String, value: String)
        /// A call of one of the coordinator's own methods: its navigation, inlined when drafted.
        case callSelf(String)
        /// A call of another coordinator's method (`parent?.start()`).
        case callOther(type: String, method: String)
        case windowRoot(Root?)
        /// A tab bar controller given the navigation controllers of these coordinators.
        case tabs([String])
        /// `navigationController.delegate = self`.
        case claimDelegate
        /// `vc.hidesBottomBarWhenPushed = true`.
        case hidesBottomBar(String)
        /// A closure the coordinator gives a screen (`vc.onFinish = { … }`, `vc.tap.sink { … }`).
        case action(screen: String, name: String, ops: [NavigationOp])
        /// A screen given the coordinator as a property (`vc.coordinator = self`,
        /// `vc.delegate = self`, `Foo(coordinator: self)`): its calls through it are actions.
        case link(screen: String, property: String)
        /// A closure the coordinator gives a child coordinator (`child.onFinish = { … }`): what
        /// it does when the child is done.
        case childFinished(String, [NavigationOp])
        /// A navigation call whose target the reader could not tell.
        case notUnderstood(String)
    }

    var kind: Kind
    var file: Int
    var line: Int
}
