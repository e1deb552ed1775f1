final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var appCoordinator: AppCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let coordinator = AppCoordinator(window: window)
        coordinator.start()                       // the launch decision
        window.makeKeyAndVisible()
        self.window = window
        self.appCoordinator = coordinator
    }
}

final class AppCoordinator: Coordinator {
    let window: UIWindow
    var childCoordinators: [Coordinator] = []

    init(window: UIWindow) { self.window = window }

    func start() {
        if !UserDefaults.standard.bool(forKey: "hasSeenOnboarding") {
            show(OnboardingCoordinator(parent: self))
        } else {
            show(MainCoordinator())
        }
    }

    /// Replaces the window's root with a fresh coordinator's hierarchy.
    func show(_ child: Coordinator) {
        childCoordinators = [child]
        child.start()
        window.rootViewController = child.rootViewController
    }
}

final class OnboardingCoordinator: Coordinator {
    let navigationController = UINavigationController()
    weak var parent: AppCoordinator?

    func start() {
        let welcome = WelcomeViewController()
        welcome.onGetStarted = { [weak self] in
            UserDefaults.standard.set(true, forKey: "hasSeenOnboarding")
            self?.parent?.start()                 // decide again: now the tab bar
        }
        navigationController.setViewControllers([welcome], animated: false)
    }
}

final class MainCoordinator: Coordinator {
    let tabBarController = UITabBarController()
    var childCoordinators: [Coordinator] = []

    func start() {
        let shop = ShopCoordinator(), orders = OrdersCoordinator()
        childCoordinators = [shop, orders]
        [shop, orders].forEach { $0.start() }
        tabBarController.viewControllers = [shop.navigationController, orders.navigationController]
    }
}

final class ShopCoordinator: Coordinator {
    let navigationController = UINavigationController()
    var childCoordinators: [Coordinator] = []

    func start() {
        let catalog = CatalogViewController()
        catalog.onOpenProduct = { [weak self] id in self?.showProduct(id: id) }
        navigationController.setViewControllers([catalog], animated: false)
    }

    func showProduct(id: Int) {
        let product = ProductCoordinator(id: id, navigationController: navigationController)
        product.onFinish = { [weak self, weak product] in
            self?.childCoordinators.removeAll { $0 === product }
        }
        childCoordinators.append(product)
        product.start()
    }
}

final class ProductCoordinator: NSObject, Coordinator, UINavigationControllerDelegate {
    let id: Int
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    var onFinish: (() -> Void)?

    func start() {
        let detail = ProductDetailViewController(id: id)
        detail.hidesBottomBarWhenPushed = true
        detail.onAddToCart = { [weak self] in self?.showCheckout() }
        navigationController.delegate = self      // to notice the back button
        navigationController.pushViewController(detail, animated: true)
    }

    func showCheckout() {
        let checkout = CheckoutCoordinator()
        childCoordinators.append(checkout)
        checkout.start()
        checkout.onFinish = { [weak self] in self?.childCoordinators.removeAll() }
        navigationController.present(checkout.navigationController, animated: true)
    }

    // The user tapped back past the product: this coordinator is done.
    func navigationController(_ nc: UINavigationController, didShow vc: UIViewController, animated: Bool) {
        if !nc.viewControllers.contains(where: { $0 is ProductDetailViewController }) { onFinish?() }
    }
}

final class CheckoutCoordinator: Coordinator {
    let navigationController = UINavigationController()   // presented as a sheet
    var onFinish: (() -> Void)?

    func start() {
        let cart = CartViewController()
        cart.onPay = { [weak self] in self?.navigationController.pushViewController(ReceiptViewController(), animated: true) }
        cart.onClose = { [weak self] in self?.finish() }
        navigationController.setViewControllers([cart], animated: false)
    }

    func finish() {
        navigationController.dismiss(animated: true)
        onFinish?()
    }
}
