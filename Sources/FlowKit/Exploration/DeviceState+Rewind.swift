/// Putting a checkpoint's device back (``Simulator/rewind(to:)``) field by field.
extension DeviceState {
    /// Whether ``takeChangedFields(of:)`` compares the fields one by one: the device is the five
    /// fields it reads and nothing else (a field added to the device changes its size, and then
    /// the whole device is assigned). `CheckpointTests` checks it.
    static var takesFieldsOneByOne: Bool { MemoryLayout<DeviceState>.size == 64 }

    /// Takes `other`'s fields that are not the very ones this device holds (the same storage,
    /// the same bits): most steps change the running app alone, and assigning the whole device
    /// would retain and release each unchanged field again, two atomic operations a field.
    mutating func takeChangedFields(of other: DeviceState) {
        guard Self.takesFieldsOneByOne else {
            self = other
            return
        }
        if !sameBits(app, other.app) {
            app = other.app
        }
        if !sameBits(store, other.store) {
            store = other.store
        }
        if !sameBits(heldLinks, other.heldLinks) {
            heldLinks = other.heldLinks
        }
        if !sameBits(launchState, other.launchState) {
            launchState = other.launchState
        }
        if !sameBits(crashMessage, other.crashMessage) {
            crashMessage = other.crashMessage
        }
    }
}
