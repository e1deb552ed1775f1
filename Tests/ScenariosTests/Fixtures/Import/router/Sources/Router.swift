import UIKit

/// The router hides the navigation controller from the coordinators.
protocol Routing: AnyObject {
    func push(_ module: UIViewController, animated: Bool)
    func present(_ module: UIViewController, animated: Bool)
    func setRootModule(_ module: UIViewController)
    func popModule()
    func dismissModule()
}

final class Router: Routing {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func push(_ module: UIViewController, animated: Bool) {
        navigationController.pushViewController(module, animated: animated)
    }

    func present(_ module: UIViewController, animated: Bool) {
        navigationController.present(module, animated: animated)
    }

    func setRootModule(_ module: UIViewController) {
        navigationController.setViewControllers([module], animated: false)
    }

    func popModule() {
        navigationController.popViewController(animated: true)
    }

    func dismissModule() {
        navigationController.dismiss(animated: true)
    }
}
