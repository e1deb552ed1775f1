/// An alert's title, message and buttons, each button with the effects it runs.
public struct AlertSpec: Hashable, Sendable {
    public var title: String
    public var message: String?
    public var buttons: [AlertButton]

    public init(title: String, message: String? = nil, buttons: [AlertButton] = [AlertButton("OK")])
    {
        self.title = title
        self.message = message
        self.buttons = buttons.isEmpty ? [AlertButton("OK")] : buttons
    }
}
