import UIKit

class BaseCoordinator {
    var childCoordinators: [BaseCoordinator] = []
    func start() {}
    func addDependency(_ coordinator: BaseCoordinator) { childCoordinators.append(coordinator) }
    func removeDependency(_ coordinator: BaseCoordinator) {
        childCoordinators = childCoordinators.filter { $0 !== coordinator }
    }
}

final class ApplicationCoordinator: BaseCoordinator {
    private let window: UIWindow
    private let router: Router

    init(window: UIWindow) {
        self.window = window
        router = Router(navigationController: UINavigationController())
    }

    override func start() {
        if KeychainStore.shared.string(forKey: "sessionToken") == nil {
            runAuthFlow()
        } else {
            runNotesFlow()
        }
    }

    private func runAuthFlow() {
        let auth = AuthCoordinator(router: router)
        auth.finishFlow = { [weak self, weak auth] in
            self?.removeDependency(auth!)
            self?.start()
        }
        addDependency(auth)
        auth.start()
        window.rootViewController = router.navigationController
    }

    private func runNotesFlow() {
        let notes = NotesCoordinator(router: router)
        addDependency(notes)
        notes.start()
        window.rootViewController = router.navigationController
    }
}

final class AuthCoordinator: BaseCoordinator {
    private let router: Router
    var finishFlow: (() -> Void)?

    init(router: Router) { self.router = router }

    override func start() {
        let login = LoginViewController()
        login.onSignIn = { [weak self] in
            KeychainStore.shared.set(true, forKey: "sessionToken")
            self?.finishFlow?()
        }
        login.onForgotPassword = { [weak self] in self?.showReset() }
        router.setRootModule(login)
    }

    private func showReset() {
        let reset = ResetPasswordViewController()
        reset.onDone = { [weak self] in self?.router.popModule() }
        router.push(reset, animated: true)
    }
}

final class NotesCoordinator: BaseCoordinator {
    private let router: Router

    init(router: Router) { self.router = router }

    override func start() {
        let list = NoteListViewController()
        list.onSelect = { [weak self] id in self?.showNote(id) }
        list.onCompose = { [weak self] in self?.showCompose() }
        router.setRootModule(list)
    }

    private func showNote(_ id: String) {
        let note = NoteViewController(id: id)
        router.push(note, animated: true)
    }

    private func showCompose() {
        let compose = ComposeViewController()
        compose.modalPresentationStyle = .fullScreen
        compose.onCancel = { [weak self] in self?.router.dismissModule() }
        router.present(compose, animated: true)
    }
}
