/// What an explorer saves before trying a step and puts back after it, so that it tries every
/// step of a state on one simulator instead of on a copy each: the fields a successful step
/// changes for good. The others (``Simulator/app``, the tables built from it, the per-step
/// scratch buffers, which ``Simulator/perform(_:)`` clears before it uses them) no step changes.
/// Nor do steps change the counts of a simulator that does not count (``Simulator/countsLifecycle``)
/// or a trace that is off: the checkpoint leaves those out (`nil`), and a rewind leaves them be.
/// `CheckpointTests` checks that a rewound simulator is the one it was, field for field.
extension Simulator {
    struct Checkpoint {
        fileprivate var device: DeviceState
        /// The counts and the trace, when the simulator keeps them (an explorer's does not): in
        /// a box, so that a checkpoint is a few words, copied as such (inline, they made it 145
        /// bytes, copied by `memcpy` several times a step).
        fileprivate var kept: Kept?
        fileprivate var stepsPerformed: Int
        /// Whether every screen appeared in ``device`` has loaded its view, as the simulator
        /// knew without a list (``Simulator/transitionBaseIsUnlisted``): a rewind tells the next
        /// step so, which then need not walk the window to find it out.
        fileprivate var appearedHaveLoaded: Bool
    }

    /// What a checkpoint keeps of a simulator that counts or traces.
    final class Kept {
        let lifecycle: LifecycleCounts?
        let trace: Trace?

        init(lifecycle: LifecycleCounts?, trace: Trace?) {
            self.lifecycle = lifecycle
            self.trace = trace
        }
    }

    // (inlined: a call would copy the simulator first, some 580 bytes, and the walk takes one or two a state)
    var checkpoint: Checkpoint {
        @inline(__always) get {
            let counts = countsLifecycle
            let traces = trace.isEnabled
            return Checkpoint(
                device: device,
                kept: counts || traces
                    ? Kept(lifecycle: counts ? lifecycle : nil, trace: traces ? trace : nil) : nil,
                stepsPerformed: stepsPerformed,
                appearedHaveLoaded: transitionBaseIsCurrent && transitionBaseIsUnlisted)
        }
    }

    /// Whether the device is the checkpoint's with another tab of the root tab bar selected
    /// (``DeviceState/isSame(as:butTheSelectedTab:)``): what a `select` that ran nothing else
    /// (no effect, no view loaded) leaves.
    func isCheckpoint(_ checkpoint: Checkpoint, withAnotherTabSelected: ()) -> Bool {
        storedDevice.isSame(as: checkpoint.device, butTheSelectedTab: ())
    }

    /// Back to `checkpoint`, as if the steps since were never taken.
    mutating func rewind(to checkpoint: Checkpoint) {
        // Outside a step a change needs no undo (``device`` would keep none either); the screens
        // appeared are gathered again by the next step, unless they are known to have loaded
        // their views with no list kept (``transitionBaseIsUnlisted``).
        transitionBaseIsCurrent = checkpoint.appearedHaveLoaded && transitionBaseIsUnlisted
        storedDevice.takeChangedFields(of: checkpoint.device)
        rewindCounts(to: checkpoint)
    }

    /// ``rewind(to:)`` to a checkpoint no longer needed (taken out of a frontier): the devices
    /// are swapped, not copied field by field, so no field is retained for the simulator and
    /// released with the checkpoint. `checkpoint` is left with the device the simulator had.
    mutating func rewind(toTaken checkpoint: inout Checkpoint) {
        transitionBaseIsCurrent = checkpoint.appearedHaveLoaded && transitionBaseIsUnlisted
        swap(&storedDevice, &checkpoint.device)
        rewindCounts(to: checkpoint)
    }

    /// The rest of a rewind: the counts and the trace.
    private mutating func rewindCounts(to checkpoint: Checkpoint) {
        if let lifecycle = checkpoint.kept?.lifecycle {
            self.lifecycle = lifecycle
        } else if lifecycle.screenCount != 0 {
            lifecycle = LifecycleCounts()
        }
        stepsPerformed = checkpoint.stepsPerformed
        // (what the step just undone added: no step found the state rewound to)
        lastAddition = nil
        if let trace = checkpoint.kept?.trace {
            self.trace = trace
        } else if trace.isEnabled {
            trace = Trace(capacity: 0)
        }
    }
}
