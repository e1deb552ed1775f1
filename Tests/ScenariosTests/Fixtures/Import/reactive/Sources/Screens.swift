import Combine
import RxCocoa
import RxSwift
import UIKit

final class FeedViewModel {
    let selectedPost = PublishSubject<Post>()
}

final class FeedViewController: UIViewController {
    let settingsButton = UIBarButtonItem()
    let viewModel: FeedViewModel
    init(viewModel: FeedViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

final class PostViewController: UIViewController {
    let didTapAuthor = PassthroughSubject<Author, Never>()
}

final class ProfileViewController: UIViewController {}

final class SettingsViewController: UIViewController {
    let closeTapped = PassthroughSubject<Void, Never>()
}
