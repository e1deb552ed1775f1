import UIKit

protocol LaunchViewControllerDelegate: AnyObject {
    func launchViewControllerDidFinish(_ controller: LaunchViewController)
}

final class LaunchViewController: UIViewController {
    weak var delegate: LaunchViewControllerDelegate?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        delegate?.launchViewControllerDidFinish(self)
    }
}

struct StepViewModel {
    struct Action {
        var title: String
        weak var target: AnyObject?
        var action: Selector
    }
    var title: String
    var actions: [Action]
}

final class StepViewController: UIViewController {
    init(viewModel: StepViewModel) { super.init(nibName: nil, bundle: nil) }
}

final class PrivacyViewController: UIViewController {}
final class PairingCodeViewController: UIViewController {
    let closeButton = UIButton()
    var onPaired: (() -> Void)?
}
final class ProfileViewController: UIViewController {}

struct ProfileBuilder {
    let onClose: (Bool) -> Void
    func build() -> UIViewController { ProfileViewController() }
}

final class NavigationController: UINavigationController {}
