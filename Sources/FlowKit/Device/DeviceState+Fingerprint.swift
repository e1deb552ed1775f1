/// A cheap 64-bit fingerprint of a device state, for sets of states (exploration visits
/// hundreds of thousands of them). It mixes the structure — ids, flags, selections, the store —
/// with a multiply-xorshift step instead of feeding every field to SipHash, and skips what the
/// ids already determine within one run (screen and flow names, parameters). Equal states have
/// equal fingerprints; `==` still compares everything, so a collision costs time, never a wrong answer.
extension DeviceState {
    public var fingerprint: UInt64 {
        var f = Fingerprinter()
        for value in store.values { f.mix(value: value) }
        f.mix(UInt64(heldLinks.count))
        f.mix(UInt64(truncatingIfNeeded: launchState?.hashValue ?? 0))
        f.mix(crashMessage == nil ? 0 : 1)
        guard let app else { return f.state }
        let window = app.window
        switch window.root {
        case .stack(let s)?: f.mix(1); f.mix(stack: s)
        case .tabs(let t)?:
            f.mix(2)
            f.mix(UInt64(t.selectedIndex))
            for tab in t.tabs { f.mix(stack: tab.stack) }
        case nil: f.mix(3)
        }
        for p in window.presentations {
            f.mix(p.style == .sheet ? 4 : 5)
            f.mix(stack: p.stack)
        }
        if let alert = window.alert { f.mix(UInt64(truncatingIfNeeded: alert.title.hashValue)) }
        for c in app.coordinators.all {
            f.mix(UInt64(UInt32(bitPattern: c.id.raw)) | UInt64(UInt32(bitPattern: c.parent?.raw ?? -1)) << 32)
            f.mix(UInt64(UInt32(bitPattern: c.stack?.raw ?? -1)))
        }
        f.mix(UInt64(app.releasedWhilePresented.count))
        for r in app.requests {
            f.mix(UInt64(truncatingIfNeeded: r.name.hashValue))
            f.mix(UInt64(UInt32(bitPattern: r.actor.screen?.raw ?? -1)) | UInt64(UInt32(bitPattern: r.actor.coordinator.raw)) << 32)
        }
        return f.state
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fingerprint)
    }
}

/// Multiply-xorshift mixing (the finalizer of SplitMix64) over 64-bit words.
struct Fingerprinter {
    private(set) var state: UInt64 = 0x9E37_79B9_7F4A_7C15

    @inline(__always)
    mutating func mix(_ word: UInt64) {
        var z = state ^ word
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        state = z ^ (z >> 31)
    }

    mutating func mix(value: Value) {
        switch value {
        case .null: mix(0x10)
        case .bool(let b): mix(b ? 0x11 : 0x12)
        case .int(let i): mix(0x13); mix(UInt64(bitPattern: Int64(i)))
        case .string(let s): mix(0x14); mix(UInt64(truncatingIfNeeded: s.hashValue))
        }
    }

    mutating func mix(stack: NavigationStack) {
        mix(UInt64(UInt32(bitPattern: stack.id.raw)) | (stack.isBare ? 1 << 32 : 0))
        for s in stack.screens {
            mix(UInt64(UInt32(bitPattern: s.id.raw)) | (s.isLoaded ? 1 << 32 : 0) | UInt64(UInt32(bitPattern: s.owner.raw)) << 33)
        }
    }
}
