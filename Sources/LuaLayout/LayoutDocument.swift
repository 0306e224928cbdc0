import Decorations

/// What a session call answered (the elements of a rect, a JSON document, a picture's
/// elements), together with what went wrong making it: the plugin errors and the warnings
/// of the layout it was made from. A command reports the errors of the document it prints
/// (`Diagnostics`), and never those of another layout: they travel together.
public struct LayoutDocument<Body> {
    /// The answer.
    public let body: Body
    /// Every plugin error of the layouts it was made from, in the order they happened: the
    /// layout's phases and each section decorated so far (this call's included), and,
    /// first, those of any layout the call made for it (the layout before an update, the
    /// estimated pass).
    public let errors: [PluginError]
    /// Of `errors`, those this call met first: the sections it decorated, a layout it
    /// made. The REPL says each error once by saying these.
    public let newErrors: [PluginError]
    /// The layout's warnings, as UIKit would log them.
    public let warnings: [String]

    public init(body: Body, errors: [PluginError], newErrors: [PluginError], warnings: [String]) {
        self.body = body
        self.errors = errors
        self.newErrors = newErrors
        self.warnings = warnings
    }

    /// The same errors and warnings with another body, made from this one.
    public func map<Other>(_ transform: (Body) throws -> Other) rethrows -> LayoutDocument<Other> {
        LayoutDocument<Other>(body: try transform(body), errors: errors, newErrors: newErrors, warnings: warnings)
    }
}
