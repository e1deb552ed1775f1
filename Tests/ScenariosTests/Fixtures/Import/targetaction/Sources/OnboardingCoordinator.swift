import UIKit

/// Steps whose buttons call the coordinator by target and action, as view models describe them.
final class OnboardingCoordinator: Coordinator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    override func start() {
        navigationController.setViewControllers([createFirstViewController()], animated: true)
    }

    private func createFirstViewController() -> UIViewController {
        let viewModel = StepViewModel(
            title: "Welcome",
            actions: [
                .init(title: "Next", target: self, action: #selector(continueToPairing))
            ])
        return StepViewController(viewModel: viewModel)
    }

    @objc private func continueToPairing() {
        let pairing = PairingCoordinator(navigationController: navigationController)
        pairing.delegate = self
        startChildCoordinator(pairing)
    }

    private func privacyViewController() -> PrivacyViewController {
        let controller = PrivacyViewController()
        controller.navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .done, target: self, action: #selector(showProfile))
        return controller
    }

    @objc private func showProfile() {
        let profile = ProfileBuilder { _ in }.build()
        navigationController.pushViewController(profile, animated: true)
    }
}

extension OnboardingCoordinator: PairingCoordinatorDelegate {
    func pairingCoordinatorDidFinish(_ coordinator: PairingCoordinator) {
        removeChildCoordinator(coordinator)
        navigationController.pushViewController(privacyViewController(), animated: true)
    }

    func pairingCoordinatorDidCancel(_ coordinator: PairingCoordinator) {
        removeChildCoordinator(coordinator)
    }
}
