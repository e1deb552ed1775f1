/// A state of the next level an explorer expands: its index among the states found, its whole
/// state when it is kept (else it is rebuilt from its path when its turn comes), and what is
/// known of where some of its steps lead.
struct FrontierEntry {
    var index: Int
    var state: Simulator.Checkpoint?
    /// The tab selections known to lead to states found already (``SelectShortcut``).
    var skips: SelectShortcut.Tabs = .empty
    /// What the step that found it added on top of the state it came from (``UndoShortcut``).
    var added: UndoShortcut.Added?
    /// Its fingerprint but for the root tab bar's selected tab, from which those of its tab
    /// selections are worked out without a walk (``TabSelectionPrefix``).
    var selection: TabSelectionPrefix? = nil
}
