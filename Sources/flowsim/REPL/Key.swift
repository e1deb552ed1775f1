/// A key press as the line editor sees it, decoded from the bytes a terminal sends.
enum Key: Equatable, Sendable {
    /// A printable character (already decoded from UTF-8).
    case character(Character)
    case enter
    case tab
    case backspace
    /// Forward delete (the Delete key, Ctrl-D on a non-empty line).
    case delete
    case left, right, up, down
    case home, end
    /// Alt-b, Ctrl-left: to the start of the word before the cursor.
    case wordLeft
    /// Alt-f, Ctrl-right: to the end of the word after the cursor.
    case wordRight
    /// Ctrl-K: delete to the end of the line.
    case killToEnd
    /// Ctrl-U: delete to the start of the line.
    case killToStart
    /// Ctrl-W: delete the word before the cursor.
    case killWordBefore
    /// Ctrl-C.
    case interrupt
    /// Ctrl-D.
    case endOfInput
    /// Ctrl-L.
    case clearScreen
    /// A sequence the editor does not use.
    case ignored
}
