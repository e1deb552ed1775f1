import UIKit

/// The window's owner: its own navigation controller is the window's root, showing the launch
/// screen; when the launch is done the onboarding replaces the stack.
final class AppCoordinator: Coordinator {
    let window: UIWindow
    let navigationController: UINavigationController

    init(window: UIWindow, navigationController: UINavigationController) {
        self.window = window
        self.navigationController = navigationController
    }

    override func start() {
        let launch = LaunchViewController()
        launch.delegate = self
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        navigationController.viewControllers = [launch]
    }
}

extension AppCoordinator: LaunchViewControllerDelegate {
    func launchViewControllerDidFinish(_ controller: LaunchViewController) {
        let onboarding = OnboardingCoordinator(navigationController: navigationController)
        startChildCoordinator(onboarding)
    }
}
