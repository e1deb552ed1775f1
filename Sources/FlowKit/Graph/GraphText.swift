/// Text from an app file made safe to draw: every character of ``VisibleText/mustBeSpelledOut(_:)``
/// (control characters, line or paragraph separators, bidirectional controls) becomes a visible
/// escape (`\u{1B}`), so a name can never break a line of the output, whatever the renderer.
enum GraphText {
    static func visible(_ text: String) -> String { VisibleText.oneLine(text) }
}
