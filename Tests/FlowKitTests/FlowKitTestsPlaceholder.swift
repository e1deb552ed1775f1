// Placeholder so that the FlowKitTests target declared in Package.swift has a folder on the
// `cli` branch; the engine's tests replace it.
