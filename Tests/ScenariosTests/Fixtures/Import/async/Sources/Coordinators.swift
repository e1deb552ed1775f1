import UIKit

@MainActor
protocol Coordinator: AnyObject {
    func start() async
}

/// Async coordinators: each step awaits the data it needs before it shows the next screen.
@MainActor
final class RootCoordinator: Coordinator {
    private let window: UIWindow
    private let session: SessionStore
    private var main: MainCoordinator?

    init(window: UIWindow, session: SessionStore) {
        self.window = window
        self.session = session
    }

    func start() async {
        if UserDefaults.standard.bool(forKey: "didAcceptTerms") {
            let main = MainCoordinator()
            self.main = main
            await main.start()
            window.rootViewController = main.tabBarController
        } else {
            let terms = TermsViewController()
            terms.onAccept = { [weak self] in
                UserDefaults.standard.set(true, forKey: "didAcceptTerms")
                Task { await self?.start() }
            }
            window.rootViewController = terms
        }
    }
}

@MainActor
final class MainCoordinator: Coordinator {
    let tabBarController = UITabBarController()
    private var children: [Coordinator] = []

    func start() async {
        let trips = TripsCoordinator()
        let account = AccountCoordinator()
        children = [trips, account]
        await trips.start()
        await account.start()
        tabBarController.setViewControllers(
            [trips.navigationController, account.navigationController], animated: false)
    }
}

@MainActor
final class TripsCoordinator: Coordinator {
    let navigationController = UINavigationController()

    func start() async {
        let list = TripListViewController()
        list.onSelect = { [weak self] id in
            Task { await self?.showTrip(id) }
        }
        navigationController.viewControllers = [list]
    }

    private func showTrip(_ id: Int) async {
        let trip = await TripService.shared.trip(id)
        let detail = TripDetailViewController(trip: trip)
        detail.hidesBottomBarWhenPushed = true
        detail.onBook = { [weak self] in
            Task { await self?.book(trip) }
        }
        navigationController.pushViewController(detail, animated: true)
    }

    private func book(_ trip: Trip) async {
        let booking = BookingViewController(trip: trip)
        booking.modalPresentationStyle = .formSheet
        booking.onDone = { [weak self] in
            self?.navigationController.dismiss(animated: true)
            self?.navigationController.popToRootViewController(animated: true)
        }
        navigationController.present(booking, animated: true)
    }
}

@MainActor
final class AccountCoordinator: Coordinator {
    let navigationController = UINavigationController()

    func start() async {
        let account = AccountViewController()
        navigationController.viewControllers = [account]
    }
}
