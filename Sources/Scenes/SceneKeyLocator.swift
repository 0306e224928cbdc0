import LuaRuntime

/// Points a rejected scene key at the file and line it was written on: the one way every
/// scene error is located, whether a scene function rejected a value while the file ran,
/// the compositional reader rejected it when the scene was taken, or the layout rejected it
/// (after `SceneKeys` named the field).
///
/// The key's first component is the scene function it was given to (`flow`, `sections`,
/// `collection`, `compositional`); `TableSourceLocator` walks that call's tables to the key.
struct SceneKeyLocator {
    /// The scene file, for errors with no call to point at.
    var file: String
    /// Source text per chunk.
    var sources: [String: String]
    /// Where each scene function was last called.
    var callSites: [String: LuaLocation]

    /// The error at the line of its key, in the call of the function the key starts with,
    /// or of `fallback` (the layout's function) when that function was never called.
    func locate(_ error: SceneKeyError, fallback: String) -> SceneError {
        let function = String(error.key.prefix { $0 != "." && $0 != "[" })
        return locate(error, at: callSites[function] ?? callSites[fallback])
    }

    /// The error at the line of its key, in the call made at `site`.
    func locate(_ error: SceneKeyError, at site: LuaLocation?) -> SceneError {
        guard let site else { return SceneError(file: file, line: nil, key: error.key, message: error.message) }
        let line = sources[site.chunk].map { TableSourceLocator(source: $0, callLine: site.line).line(ofPath: error.key) }
        return SceneError(file: site.chunk, line: line ?? site.line, key: error.key, message: error.message)
    }
}
