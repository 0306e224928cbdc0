/// What the one-shot commands (`dump`, `show`, `render`) say on stderr besides their
/// result: the layout's warnings (as UIKit logs them) and the plugin errors of the pass.
/// Neither fails the command: the layout comes back without the failed plugin's output.
enum Diagnostics {
    static func report(_ session: SceneSession, scene: String) {
        for warning in session.warnings { StandardStreams.err("\(scene): warning: \(warning)\n") }
        for error in session.passErrors { StandardStreams.err("lualayout: \(error.fullDescription)\n") }
    }
}
