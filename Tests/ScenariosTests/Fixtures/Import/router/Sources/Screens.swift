import UIKit

final class LoginViewController: UIViewController {
    var onSignIn: (() -> Void)?
    var onForgotPassword: (() -> Void)?
}

final class ResetPasswordViewController: UIViewController {
    var onDone: (() -> Void)?
}

final class NoteListViewController: UITableViewController {
    var onSelect: ((String) -> Void)?
    var onCompose: (() -> Void)?
}

final class NoteViewController: UIViewController {
    let id: String
    init(id: String) { self.id = id; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

final class ComposeViewController: UIViewController {
    var onCancel: (() -> Void)?
}
