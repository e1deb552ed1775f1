/// The settings a screen may change before its view is in the window hierarchy: its navigation
/// controller's bar (`setNavigationBarHidden` in `viewWillAppear`, the usual place), the tab bar
/// controller's bar, and its sheet's `isModalInPresentation` (set in `viewDidLoad`). None of them
/// moves a screen or presents anything.
extension Window {
    /// This window with the bar settings of the stack that holds `screen`, the tab bar's hidden
    /// flag, and the refusal of the presentation that holds `screen`, taken from `other`, when
    /// the same stacks stand in both. Comparing the result with `other` tells whether `other`
    /// differs from this window by nothing but those settings.
    func adoptingSettings(of screen: ScreenID, from other: Window) -> Window {
        var result = self
        guard let (location, _) = other.location(ofScreen: screen),
            let theirs = other.stack(at: location), let ours = stack(at: location),
            ours.id == theirs.id
        else { return result }
        _ = try? result.modifyStack(at: location) {
            (s: inout NavigationStack) throws(StepError) in
            s.isNavigationBarHidden = theirs.isNavigationBarHidden
        }
        if let hidden = other.tabBar?.isTabBarHidden {
            _ = result.modifyTabBar { $0.isTabBarHidden = hidden }
        }
        if case .presentation(let i) = location, result.presentations.indices.contains(i) {
            let swipe = other.presentations[i].swipe
            if result.presentations[i].swipe != swipe { result.presentations[i].swipe = swipe }
        }
        return result
    }
}
