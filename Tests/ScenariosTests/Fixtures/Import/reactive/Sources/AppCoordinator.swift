import Combine
import RxSwift
import UIKit

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let window: UIWindow
    private let disposeBag = DisposeBag()

    init(window: UIWindow) { self.window = window }

    func start() {
        let home = HomeCoordinator()
        childCoordinators.append(home)
        home.start()
        window.rootViewController = home.navigationController
    }
}

final class HomeCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController = UINavigationController()
    private let disposeBag = DisposeBag()
    private var cancellables = Set<AnyCancellable>()

    func start() {
        let viewModel = FeedViewModel()
        let feed = FeedViewController(viewModel: viewModel)
        viewModel.selectedPost
            .subscribe(onNext: { [weak self] post in self?.showPost(post) })
            .disposed(by: disposeBag)
        feed.settingsButton.rx.tap
            .subscribe(onNext: { [weak self] in self?.showSettings() })
            .disposed(by: disposeBag)
        navigationController.setViewControllers([feed], animated: false)
    }

    private func showPost(_ post: Post) {
        let detail = PostViewController(post: post)
        detail.didTapAuthor
            .sink { [weak self] author in self?.showProfile(author) }
            .store(in: &cancellables)
        navigationController.pushViewController(detail, animated: true)
    }

    private func showProfile(_ author: Author) {
        let profile = ProfileViewController(author: author)
        navigationController.pushViewController(profile, animated: true)
    }

    private func showSettings() {
        let settings = SettingsCoordinator(presenter: navigationController)
        childCoordinators.append(settings)
        settings.finished
            .sink { [weak self, weak settings] in
                self?.childCoordinators.removeAll { $0 === settings }
            }
            .store(in: &cancellables)
        settings.start()
    }
}

final class SettingsCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let finished = PassthroughSubject<Void, Never>()
    private let presenter: UINavigationController
    private var cancellables = Set<AnyCancellable>()

    init(presenter: UINavigationController) { self.presenter = presenter }

    func start() {
        let settings = SettingsViewController()
        settings.closeTapped
            .sink { [weak self] in
                self?.presenter.dismiss(animated: true)
                self?.finished.send()
            }
            .store(in: &cancellables)
        let navigation = UINavigationController(rootViewController: settings)
        navigation.isModalInPresentation = true
        presenter.present(navigation, animated: true)
    }
}
