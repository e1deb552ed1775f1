import UIKit

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    var navigationController: UINavigationController { get set }
    func start()
}

/// Storyboard scenes, instantiated by identifier.
protocol Storyboarded {
    static func instantiate() -> Self
}

final class MainCoordinator: NSObject, Coordinator, UINavigationControllerDelegate {
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.delegate = self
        let inbox = InboxViewController.instantiate()
        inbox.coordinator = self
        navigationController.pushViewController(inbox, animated: false)
    }

    func openMessage(_ id: Int) {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let message = storyboard.instantiateViewController(withIdentifier: "Message") as! MessageViewController
        message.delegate = self
        navigationController.pushViewController(message, animated: true)
    }

    func compose() {
        let child = ComposeCoordinator(navigationController: navigationController)
        child.parentCoordinator = self
        childCoordinators.append(child)
        child.start()
    }

    func childDidFinish(_ child: Coordinator?) {
        for (index, coordinator) in childCoordinators.enumerated() where coordinator === child {
            childCoordinators.remove(at: index)
            break
        }
    }
}

extension MainCoordinator: MessageViewControllerDelegate {
    func messageViewControllerDidDelete(_ controller: MessageViewController) {
        navigationController.popViewController(animated: true)
    }

    func messageViewController(_ controller: MessageViewController, didAskToReply id: Int) {
        compose()
    }
}

final class ComposeCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    var navigationController: UINavigationController
    weak var parentCoordinator: MainCoordinator?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let compose = ComposeViewController.instantiate()
        compose.coordinator = self
        navigationController.pushViewController(compose, animated: true)
    }

    func didSend() {
        navigationController.popViewController(animated: true)
        parentCoordinator?.childDidFinish(self)
    }
}
