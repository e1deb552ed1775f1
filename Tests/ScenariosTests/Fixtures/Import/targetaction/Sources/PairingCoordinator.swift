import UIKit

protocol PairingCoordinatorDelegate: AnyObject {
    func pairingCoordinatorDidFinish(_ coordinator: PairingCoordinator)
    func pairingCoordinatorDidCancel(_ coordinator: PairingCoordinator)
}

/// Its own navigation controller, presented over the onboarding; reports back by delegate.
final class PairingCoordinator: Coordinator {
    private let presenter: UIViewController
    private let navigationController: NavigationController
    weak var delegate: PairingCoordinatorDelegate?

    init(navigationController presenter: UIViewController) {
        self.presenter = presenter
        self.navigationController = NavigationController()
    }

    override func start() {
        let code = PairingCodeViewController()
        code.closeButton.addTarget(self, action: #selector(cancel), for: .touchUpInside)
        code.onPaired = { [weak self] in
            guard let self else { return }
            self.navigationController.dismiss(animated: true)
            self.delegate?.pairingCoordinatorDidFinish(self)
        }
        navigationController.setViewControllers([code], animated: false)
        presenter.present(navigationController, animated: true)
    }

    @objc private func cancel() {
        navigationController.dismiss(animated: true)
        delegate?.pairingCoordinator(self, didCancelWith: nil)
    }
}
