/// Putting a checkpoint's device back (``Simulator/rewind(to:)``) field by field.
extension DeviceState {
    /// Whether ``takeChangedFields(of:)`` compares the fields one by one: the device is the five
    /// fields it reads and nothing else, each the size it assumes (a field added to the device
    /// changes its size, and then the whole device is assigned). `CheckpointTests` checks it.
    static var takesFieldsOneByOne: Bool {
        MemoryLayout<DeviceState>.size == 64 && MemoryLayout<Store>.size == 16
            && MemoryLayout<RunningApp?>.size == 8 && MemoryLayout<[HeldLink]>.size == 8
            && MemoryLayout<String?>.size == 16
    }

    /// Takes `other`'s fields that are not the very ones this device holds (the same storage,
    /// the same bits): most steps change the running app alone, and assigning the whole device
    /// would retain and release each unchanged field again, two atomic operations a field.
    mutating func takeChangedFields(of other: DeviceState) {
        guard Self.takesFieldsOneByOne else {
            self = other
            return
        }
        if unsafeBitCast(app, to: UInt64.self) != unsafeBitCast(other.app, to: UInt64.self) {
            app = other.app
        }
        if unsafeBitCast(store, to: (UInt64, UInt64).self)
            != unsafeBitCast(other.store, to: (UInt64, UInt64).self)
        {
            store = other.store
        }
        if unsafeBitCast(heldLinks, to: UInt64.self)
            != unsafeBitCast(other.heldLinks, to: UInt64.self)
        {
            heldLinks = other.heldLinks
        }
        if unsafeBitCast(launchState, to: (UInt64, UInt64).self)
            != unsafeBitCast(other.launchState, to: (UInt64, UInt64).self)
        {
            launchState = other.launchState
        }
        if unsafeBitCast(crashMessage, to: (UInt64, UInt64).self)
            != unsafeBitCast(other.crashMessage, to: (UInt64, UInt64).self)
        {
            crashMessage = other.crashMessage
        }
    }
}
