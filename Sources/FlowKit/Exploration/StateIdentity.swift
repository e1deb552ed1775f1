/// The 64-bit identity of a device state for exploration: the same number for two states the
/// user and the code cannot tell apart, however they were reached, and the same number in every
/// process (names are hashed with FNV-1a, not Swift's per-process seeded hash).
///
/// Screen, stack and coordinator ids come from counters, so pushing, going back and pushing
/// again gives the new screen another id: ids are replaced here by positions (a coordinator by
/// its place in start order, a screen or stack by where it stands in the window).
enum StateIdentity {
    static func fingerprint(of device: DeviceState) -> UInt64 {
        var f = Fingerprinter()
        for value in device.store.values { f.mix(stable: value) }
        f.mix(UInt64(device.heldLinks.count))
        for link in device.heldLinks {
            f.mix(text: link.name)
            for p in link.arguments { f.mix(text: p.name); f.mix(stable: p.value) }
        }
        f.mix(text: device.launchState ?? "")
        f.mix(text: device.crashMessage ?? "\u{0}")
        guard let app = device.app else { return f.state }
        let coordinators = app.coordinators.all
        /// A coordinator's place in start order (ids grow, so `all` is sorted by id).
        func position(_ id: CoordinatorID?) -> UInt64 {
            guard let id else { return 0xFFFF_FFFF }
            var low = 0, high = coordinators.count
            while low < high {
                let mid = (low + high) / 2
                if coordinators[mid].id.raw == id.raw { return UInt64(mid) }
                if coordinators[mid].id.raw < id.raw { low = mid + 1 } else { high = mid }
            }
            return 0xFFFF_FFFE
        }
        let window = app.window
        func mix(stack: NavigationStack) {
            f.mix(UInt64(stack.screens.count) | (stack.isBare ? 1 << 32 : 0) | position(stack.owner) << 33)
            for s in stack.screens {
                f.mix(text: s.name)
                for p in s.params { f.mix(text: p.name); f.mix(stable: p.value) }
                f.mix((s.isLoaded ? 1 : 0) | (s.hidesBottomBarWhenPushed ? 2 : 0) | position(s.owner) << 2)
            }
        }
        switch window.root {
        case .stack(let s)?: f.mix(1); mix(stack: s)
        case .tabs(let t)?:
            f.mix(2 | UInt64(t.selectedIndex) << 8 | position(t.owner) << 16)
            for tab in t.tabs {
                f.mix(text: tab.name)
                f.mix(position(tab.coordinator) | (tab.isIntercepting ? 1 << 40 : 0))
                mix(stack: tab.stack)
            }
        case nil: f.mix(3)
        }
        f.mix(position(window.rootCoordinator))
        f.mix(text: window.rootFlow ?? "")
        for p in window.presentations {
            f.mix(p.style == .sheet ? 4 : 5)
            mix(stack: p.stack)
        }
        /// Where a screen stands in the window, as a number; its description when it is gone.
        func place(_ id: ScreenID) -> UInt64 {
            guard let (location, index) = window.location(ofScreen: id) else { return 0xFFFF_FFFF }
            let level: UInt64
            switch location {
            case .root: level = 0
            case .tab(let i): level = 1 + UInt64(i)
            case .presentation(let i): level = 16 + UInt64(i)
            }
            return level << 32 | UInt64(index)
        }
        if let alert = window.alert {
            f.mix(text: alert.title)
            for b in alert.spec.buttons { f.mix(text: b.name) }
            f.mix(UInt64(alert.presenterLevel) | position(alert.actor.coordinator) << 16)
            f.mix(alert.actor.screen.map(place) ?? 0xFFFF_FFFD)
            for p in alert.actor.arguments + alert.actor.screenParams { f.mix(text: p.name); f.mix(stable: p.value) }
        } else {
            f.mix(6)
        }
        for c in coordinators {
            f.mix(text: c.flow)
            f.mix(position(c.parent) | UInt64(c.children.count) << 32)
            for p in c.params { f.mix(text: p.name); f.mix(stable: p.value) }
            if let stack = c.stack, let location = window.location(ofStack: stack) {
                switch location {
                case .root: f.mix(7)
                case .tab(let i): f.mix(8 | UInt64(i) << 8)
                case .presentation(let i): f.mix(9 | UInt64(i) << 8)
                }
            } else {
                f.mix(c.stack == nil ? 10 : 11)
            }
            for (id, name) in zip(c.heldScreens, c.heldScreenNames) {
                let at = place(id)
                f.mix(at)
                if at == 0xFFFF_FFFF { f.mix(text: name) }
            }
        }
        f.mix(UInt64(app.releasedWhilePresented.count))
        for s in app.releasedWhilePresented { f.mix(text: s.description) }
        return f.state
    }
}

extension Fingerprinter {
    /// FNV-1a over the UTF-8 bytes: the same in every process.
    mutating func mix(text: String) {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        mix(h)
    }

    mutating func mix(stable value: Value) {
        switch value {
        case .null: mix(0x10)
        case .bool(let b): mix(b ? 0x11 : 0x12)
        case .int(let i): mix(0x13); mix(UInt64(bitPattern: Int64(i)))
        case .string(let s): mix(0x14); mix(text: s)
        }
    }
}
