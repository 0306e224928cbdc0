import LuaLayout
import OperatingSystem
/// What the one-shot commands (`dump`, `show`, `render`) say on stderr besides their
/// result: the warnings (as UIKit logs them) and the plugin errors of the document they
/// print, which carries them (`LayoutDocument`): never those of another layout.
///
/// A plugin error fails the command (exit status 1) but not its output: the layout comes
/// back without the failed plugin's output, as it would in an app, so a script sees both
/// the layout and that something went wrong. Warnings do not fail it.
enum Diagnostics {
    /// Prints the warnings and plugin errors; returns the exit status: 1 after a plugin
    /// error, 0 otherwise.
    static func report<Body>(_ document: LayoutDocument<Body>, scene: String) -> Int32 {
        for warning in document.warnings { StandardStreams.err("\(scene): warning: \(warning)\n") }
        // A plugin's warning (a module function that is not a hook) is printed as the
        // layout's are, and, like them, does not fail the command.
        for error in document.errors {
            StandardStreams.err((error.isWarning ? "" : "lualayout: ") + error.fullDescription + "\n")
        }
        return document.errors.contains { !$0.isWarning } ? 1 : 0
    }
}
