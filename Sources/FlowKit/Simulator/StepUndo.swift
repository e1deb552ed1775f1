/// How `perform` undoes a failed step without copying the device on every step.
///
/// The commonest changes of a step (a screen pushed or popped, a view loaded, a screen or stack
/// id handed out, a screen presented, a tab selected) change the device in place and are written
/// down here with what undoes them. Any other change goes through ``Simulator/device``, which
/// first keeps the device as it is then (``snapshot``); from there on nothing more is written
/// down, since the snapshot covers it. A failed step puts the snapshot back, then undoes what
/// was written down before it, last first.
///
/// A step that changes only what is written down copies nothing: the device's boxes stay uniquely
/// referenced and change in place, where a snapshot taken up front would copy them on every step.
struct StepUndo: Sendable {
    /// A change made in place, with what undoes it.
    enum Entry: Sendable {
        /// A screen was pushed onto the stack at this location: pop it.
        case pushed(StackLocation)
        /// A screen was popped off the stack at this location (one with no tab bar controller in
        /// it): push it back (the last of ``popped``). The entries hold no references: letting
        /// them go after a step costs nothing.
        case popped(StackLocation)
        /// The screen at this index of the stack at this location loaded its view: unload it.
        case loaded(StackLocation, Int)
        /// A screen id was handed out: take it back.
        case screenID
        /// A stack id was handed out: take it back.
        case stackID
        /// A presentation was added on top of the modal chain: remove it.
        case presented
        /// The root tab bar's selected tab changed from this index: select it again.
        case selected(Int)
    }

    /// Whether a step is under way: outside one, nothing is kept.
    private(set) var isRecording = false
    /// The device as it was at the step's first change that is not written down.
    private(set) var snapshot: DeviceState?
    /// The changes made in place before ``snapshot`` was taken, oldest first.
    private var entries = ScratchList<Entry>()
    /// The screens of the `.popped` entries, oldest first.
    private var popped: [Screen] = []
    /// What ``entries`` add up to for ``addition``, followed entry by entry as they are written
    /// down (reading them over again at the end of every step cost some 90 instructions).
    private var added = AddedSoFar.nothing

    /// A step begins: nothing is kept yet (``end()`` let go of what the last step kept).
    mutating func begin() {
        isRecording = true
    }

    /// The step is over (done or undone): what was kept is let go, so that the device's boxes are
    /// uniquely referenced again.
    mutating func end() {
        isRecording = false
        if case .some = snapshot { snapshot = nil }
        entries.removeAll()
        added = .nothing
        if !popped.isEmpty { popped.removeAllKeepingCapacity() }
    }

    /// Keeps `device` before a change that is not written down, unless something is kept already.
    @inline(__always)
    mutating func keepBeforeChange(_ device: DeviceState) {
        if isRecording, case .none = snapshot { snapshot = device }
    }

    /// Whether a change made in place is to be written down: a snapshot, once kept, covers it.
    private var writesDown: Bool {
        guard isRecording, case .none = snapshot else { return false }
        return true
    }

    /// Whether nothing is written down yet but ids handed out, and changes are: a screen pushed
    /// or presented now is what the step adds (``addition``), unless it changes more.
    var addsNothingYet: Bool { writesDown && added == .nothing }

    /// Writes down a change made in place.
    @inline(__always)
    mutating func record(_ entry: Entry) {
        guard writesDown else { return }
        entries.append(entry)
        added.follow(entry)
    }

    /// Writes down that `screen` was popped off the stack at `location`.
    mutating func recordPopped(_ screen: consuming Screen, at location: StackLocation) {
        guard writesDown else { return }
        entries.append(.popped(location))
        added = .other
        popped.append(screen)
    }

    /// The device as it was when the step began, from `device` as it is now.
    func undo(_ device: inout DeviceState) {
        if let snapshot { device = snapshot }
        var popped = popped
        for entry in entries.reversed() {
            switch entry {
            case .pushed(let location):
                _ = try? device.app?.window.modifyStack(at: location) {
                    (s: inout NavigationStack) throws(StepError) in s.screens.removeLast()
                }
            case .popped(let location):
                guard let screen = popped.popLast() else { continue }
                _ = try? device.app?.window.modifyStack(at: location) {
                    (s: inout NavigationStack) throws(StepError) in s.screens.append(screen)
                }
            case .loaded(let location, let index):
                _ = try? device.app?.window.modifyStack(at: location) {
                    (s: inout NavigationStack) throws(StepError) in
                    s.screens.modify(at: index) { $0.isLoaded = false }
                }
            case .screenID:
                device.app?.takeBackScreenID()
            case .stackID:
                device.app?.takeBackStackID()
            case .selected(let index):
                device.app?.window.modifyTabBar { $0.selectedIndex = index }
            case .presented:
                if device.app?.window.presentations.isEmpty == false {
                    device.app?.window.presentations.removeLast()
                }
            }
        }
    }
}

extension Simulator {
    /// Pushes a screen just made onto the stack at `location`, in place, written down to be undone.
    /// When it may be all the step adds, it is pushed with its view loaded (``loadedAheadLocation``).
    mutating func pushNew(_ screen: consuming Screen, at location: StackLocation) throws(StepError)
    {
        if loadedAheadIndex >= 0 { unloadAhead() }
        var pending: Screen? = consume screen  // moved into the stack, not copied
        let ahead = loadsAhead && pending?.isLoaded == false
        if ahead { pending?.isLoaded = true }
        let pushed: Int? = try storedDevice.app?.window.modifyStack(at: location) {
            (s: inout NavigationStack) throws(StepError) in
            if let screen = pending.take() { s.pushNew(screen) }
            return s.screens.count - 1
        }
        guard let index = pushed else { return }
        undo.record(.pushed(location))
        if ahead { (loadedAheadLocation, loadedAheadIndex) = (location, index) }
    }

    /// Whether a screen added now may be all the step adds, its view loaded at the step's end
    /// if it shows, with nothing else to do then (``Simulator/perform(_:)``): it is added with its
    /// view loaded (``loadedAheadLocation``).
    var loadsAhead: Bool { transitionBaseIsUnlisted && !usesContainers && undo.addsNothingYet }

    /// The screen loaded ahead (``loadedAheadLocation``) is written back unloaded, where it stands: the
    /// step changes something else (before that change), or it does not show at the end.
    /// Nothing is written down: the screen came with the step, and goes if the step fails.
    /// (Not inlined: inlined in ``Simulator/device``'s accessor, its frame no longer fits the
    /// coroutine's buffer, and every change through it allocates one.)
    @inline(never)
    mutating func unloadAhead() {
        guard loadedAheadIndex >= 0 else { return }
        let (location, index) = (loadedAheadLocation, loadedAheadIndex)
        (loadedAheadLocation, loadedAheadIndex) = (.root, -1)
        _ = try? storedDevice.app?.window.modifyStack(at: location) {
            (s: inout NavigationStack) throws(StepError) in
            s.screens.modify(at: index) { $0.isLoaded = false }
        }
    }

    /// Pops the top screen of the stack at `location` (L4: nothing on its root). A stack with the
    /// tab bar controller in it may pop the bar and change the root: that goes through ``device``.
    mutating func pop(at location: StackLocation) throws(StepError) {
        if loadedAheadIndex >= 0 { unloadAhead() }
        guard storedDevice.app?.window.holdsTabBar(at: location) == false else {
            _ = try device.app?.window.modifyStack(at: location) {
                (s: inout NavigationStack) throws(StepError) in s.pop()
            }
            return
        }
        let popped = try storedDevice.app?.window.modifyStack(at: location) {
            (s: inout NavigationStack) throws(StepError) in s.pop()
        }
        if let screen = popped ?? nil { undo.recordPopped(consume screen, at: location) }
    }

    /// A new screen id, written down to be undone.
    mutating func makeScreenID() -> ScreenID? {
        guard let id = storedDevice.app?.makeScreenID() else { return nil }
        undo.record(.screenID)
        return id
    }

    /// ``markLoaded(_:)`` for a screen found standing at `place` in a stack (or, `nil`, held by
    /// a container): not looked for again.
    mutating func markLoaded(_ id: ScreenID, at place: Window.StackPlace?) {
        if loadedAheadIndex >= 0 { unloadAhead() }
        guard let place else { return markLoaded(id) }
        let wasLoaded = try? storedDevice.app?.window.modifyStack(at: place.location) {
            (stack: inout NavigationStack) throws(StepError) -> Bool in
            stack.screens.modify(at: place.index) { screen in
                defer { screen.isLoaded = true }
                return screen.isLoaded
            }
        }
        if wasLoaded == false { undo.record(.loaded(place.location, place.index)) }
    }

    /// `viewDidLoad` ran for the screen with this id (L1).
    mutating func markLoaded(_ id: ScreenID) {
        if loadedAheadIndex >= 0 { unloadAhead() }
        // mostly the top of the frontmost navigation stack: looked at first
        guard let marked = storedDevice.app?.window.markLoadedInStack(id) else {
            // a child screen: its view loads as its container adds it
            device.app?.window.modifyContainedScreen(id) { $0.isLoaded = true }
            return
        }
        if !marked.wasLoaded { undo.record(.loaded(marked.location, marked.index)) }
    }
}

extension StepUndo {
    /// What a step added on top of the device, when that is all it changed (``addition``).
    enum Addition: Equatable, Sendable {
        /// One screen pushed onto the stack at this location.
        case pushed(StackLocation)
        /// One presentation over the modal chain.
        case presented
    }

    /// What the step under way changed, when everything it changed is written down (no snapshot
    /// was kept) and that is one screen pushed or one presentation added, besides ids handed out
    /// and the views of what it added loaded; `nil` otherwise. The step that a `back` or a
    /// dismissal undoes (``UndoShortcut``).
    var addition: Addition? {
        guard isRecording, case .none = snapshot, case .one(let addition) = added else {
            return nil
        }
        return addition
    }

    /// What the entries written down so far add up to, for ``addition``.
    enum AddedSoFar: Equatable, Sendable {
        /// Nothing but ids handed out.
        case nothing
        /// This, besides ids handed out and the views of what it added loaded.
        case one(Addition)
        /// Anything else.
        case other

        /// What the entries add up to with `entry` written down after them.
        @inline(__always)
        mutating func follow(_ entry: Entry) {
            switch entry {
            case .screenID, .stackID: return
            case .pushed(let location):
                self = self == .nothing ? .one(.pushed(location)) : .other
            case .presented:
                self = self == .nothing ? .one(.presented) : .other
            case .loaded(let location, _):
                // The view of what was added (loaded after it, where it stands).
                switch (self, location) {
                case (.one(.pushed(let at)), _) where at == location: return
                case (.one(.presented), .presentation): return
                default: self = .other
                }
            case .popped, .selected: self = .other
            }
        }
    }
}
