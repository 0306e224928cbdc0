import LayoutCore

/// One layout pass of a `PluginHost`: the snapshot, and what went wrong and how long it
/// took to decorate it so far.
///
/// A snapshot decorates sections lazily, as queries reach them, so a pass's errors grow
/// as it is queried: `answer` gives a query's answer with the errors it met. Each
/// pass keeps all of its own errors (at most one per hook call, and one per decoration
/// left out), so none is lost however many came before.
public final class PluginPass {
    public let snapshot: LayoutSnapshot
    let decorations: DecorationPass

    init(snapshot: LayoutSnapshot, decorations: DecorationPass) {
        self.snapshot = snapshot
        self.decorations = decorations
    }

    /// Every plugin error of this pass so far, in the order they happened: the layout
    /// hooks' at once, a section's when a query first reaches it. A section served from
    /// the cache reports the errors its hooks had when they ran.
    public var errors: [PluginError] { decorations.failures }

    /// A query of the snapshot, with the plugin errors met while answering it: those of the
    /// sections it decorated first (a section served from the cache brings its own).
    public func answer<Answer>(_ query: (LayoutSnapshot) -> Answer) -> (Answer, errors: [PluginError]) {
        queriesAnswered += 1
        return decorations.collectingFailures { query(snapshot) }
    }

    /// How many queries `answer` answered: none means no one has seen this layout's
    /// sections (a layout made and replaced before anything looked at it).
    public private(set) var queriesAnswered = 0

    /// Whether Ctrl-C stopped any hook of this pass so far (the layout hooks', or a
    /// section's a query reached): what they made is not the scene's.
    public var interrupted: Bool { decorations.interruptedCalls > 0 }

    /// The time spent in plugins so far, and the sections computed and taken from the cache.
    public var timing: PassTiming { decorations.timing }
}
