import UIKit

final class InboxViewController: UITableViewController, Storyboarded {
    weak var coordinator: MainCoordinator?

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        coordinator?.openMessage(indexPath.row)
    }

    @IBAction func composeTapped(_ sender: Any) {
        coordinator?.compose()
    }

    @IBAction func aboutTapped(_ sender: Any) {
        let about = AboutViewController()
        present(about, animated: true)
    }
}

protocol MessageViewControllerDelegate: AnyObject {
    func messageViewControllerDidDelete(_ controller: MessageViewController)
    func messageViewController(_ controller: MessageViewController, didAskToReply id: Int)
}

final class MessageViewController: UIViewController {
    weak var delegate: MessageViewControllerDelegate?
    var id = 0

    @IBAction func deleteTapped(_ sender: Any) {
        delegate?.messageViewControllerDidDelete(self)
    }

    @IBAction func replyTapped(_ sender: Any) {
        delegate?.messageViewController(self, didAskToReply: id)
    }
}

final class ComposeViewController: UIViewController, Storyboarded {
    weak var coordinator: ComposeCoordinator?

    @IBAction func sendTapped(_ sender: Any) {
        coordinator?.didSend()
    }
}

final class AboutViewController: UIViewController {
    @IBAction func closeTapped(_ sender: Any) {
        dismiss(animated: true)
    }
}
