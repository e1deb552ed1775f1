/// The files `flowsim init` writes: a small app file in the shape most Coordinator apps have
/// (a launch decision, a tab bar, a pushed child coordinator that finishes on back, a sheet),
/// and a first scenario that passes against it — something green to start from.
enum StarterFiles {
    /// Paths relative to the folder, and their text, in the order written.
    static let files: [(path: String, text: String)] = [
        ("app.app.yaml", app),
        ("scenarios/first.flow.yaml", scenario),
    ]

    static let app = """
        # Your app's wiring: rename the flows and screens after your coordinators and view
        # controllers. The manual: Documentation/Tutorial.md in the flowsim repository.
        app: MyApp

        state:                              # what the device persists (UserDefaults unless store: keychain)
          hasSeenOnboarding: false

        launch:                             # scene(_:willConnectTo:): the first rule that holds sets the root
          - state: firstLaunch
            when: "!hasSeenOnboarding"
            root: Onboarding
          - state: returning
            root: Main

        flows:                              # one per coordinator
          Onboarding:
            stack: [Welcome]                # owns a UINavigationController
          Main:
            tabs:                           # owns a UITabBarController; each tab is a child flow
              home: Home
              settings: Settings
          Home:
            stack: [Feed]
          Settings:
            stack: [SettingsHome]
          Detail:
            params: [id]
            push: [Detail(id=$id)]          # pushes onto the tab's navigation stack
            autoFinish: true                # finishes itself when the user goes back
          Compose:
            present: [Compose]              # presented modally in its own navigation stack
            style: sheet
            autoFinish: true                # finishes itself when the sheet is swiped away

        screens:                            # one per view controller, with what its taps do
          Welcome:
            actions:
              getStarted:
                - set: {hasSeenOnboarding: true}
                - decide                    # run the launch decision again
          Feed:
            actions:
              open: {start: Detail(id=$id)}
              compose: {start: Compose}
          Detail:
            params: [id]
            hidesTabBar: true               # hidesBottomBarWhenPushed
          Compose:
            actions:
              post: finish
              cancel: finish
          SettingsHome: {}

        """

    static let scenario = """
        # A first scenario: run it with `flowsim run` in this folder.
        scenario: A new user gets started, opens an item and comes back
        app: ../app.app.yaml
        steps:
          - launch
          - expect: {launchState: firstLaunch, top: Welcome}
          - tap: getStarted
          - expect: {root: Main, tab: home, top: Feed}
          - tap: open(id=1)
          - expect: {stack: [Feed, Detail(id=1)], tabBar: hidden}
          - back
          - expect: {top: Feed, tabBar: visible, leaks: none}
          - tap: compose
          - swipeDown
          - expect: {presented: none, leaks: none}

        """
}
