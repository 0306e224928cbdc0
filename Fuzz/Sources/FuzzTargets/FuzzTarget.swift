import OperatingSystem

/// The fuzz targets: each takes the bytes libFuzzer (or a corpus file) gives it, drives one
/// entry point of LuaLayout with them, and stops the process (`FuzzFailure.stop`) when a
/// promise breaks. A crash, a sanitizer report or a hang is a finding too: libFuzzer
/// catches those itself.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Bytes → scene source, run by the scene reader, laid out and decorated by the
    /// bundled plugins, then written as JSON (what `lualayout dump` does).
    case scene
    /// Bytes → the body of a plugin's section hook, run through the plugin host on a
    /// small scene: what the host reads from `out` must never move a cell.
    case plugin
    /// Bytes → a selector string (and, after a NUL byte, an index and a count), parsed and
    /// matched as `lualayout.matches`, `color_rules` and `out:style` do.
    case selector
    /// Bytes → layout attributes, written by `JSONWriter`, parsed back and compared.
    case json
    /// Bytes → a scene, then update batches and identified snapshots run through a session,
    /// each layout compared with one from scratch.
    case updates
    /// Bytes → the body of a placement hook (`M.place`): what the host accepts is finite,
    /// and a refused section is the flow layout's.
    case place
    /// Bytes → a scene from the list and compositional readers' vocabulary (their keys,
    /// near misses, values at the edges): every refusal located in the scene, every
    /// accepted layout finite.
    case readers
    /// Bytes → an HTTP request to the preview server (`lualayout serve`), decided as its
    /// threads decide it: only a request addressed to the server is served, only the page's
    /// files, the state, its event stream and scrolls.
    case server
}

/// Runs one target over inputs. A value, so the libFuzzer entry point can keep it in a
/// constant (libFuzzer calls a C function with no context).
public struct FuzzRunner: Sendable {
    public let target: FuzzTarget
    private let plugin: PluginOutputTarget?
    private let placement: PlacementOutputTarget?

    /// - Parameter pluginFolder: where the `plugin` target writes its plugin file (a fresh
    ///   temporary folder when nil).
    public init(target: FuzzTarget, pluginFolder: String? = nil) {
        self.target = target
        plugin = target == .plugin ? PluginOutputTarget(folder: pluginFolder ?? Self.temporaryFolder()) : nil
        placement = target == .place ? PlacementOutputTarget(folder: pluginFolder ?? Self.temporaryFolder()) : nil
    }

    /// A fresh private folder for the plugin file a target writes.
    private static func temporaryFolder() -> String {
        guard let folder = TemporaryFolder.make(prefix: "lualayout-fuzz") else {
            fatalError("fuzz: cannot create a folder under \(TemporaryFolder.base()): \(TextFile.lastErrorDescription)")
        }
        return folder
    }

    /// Runs one input.
    public func run(_ bytes: UnsafeRawBufferPointer) {
        switch target {
        case .scene: SceneLoadingTarget.run(String(decoding: bytes, as: UTF8.self))
        case .plugin: plugin?.run(String(decoding: bytes, as: UTF8.self))
        case .selector: SelectorParsingTarget.run(bytes)
        case .json: JSONWritingTarget.run(bytes)
        case .updates: UpdateSequenceTarget.run(bytes)
        case .place: placement?.run(String(decoding: bytes, as: UTF8.self))
        case .readers: SceneReadersTarget.run(bytes)
        case .server: ServerRequestTarget.run(bytes)
        }
    }

    /// Runs one input held in an array (corpus replay).
    public func run(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { run($0) }
    }
}

/// A broken promise: the message says which, and libFuzzer keeps the input that caused it.
enum FuzzFailure {
    static func stop(_ target: FuzzTarget, _ message: String) -> Never {
        fatalError("fuzz \(target.rawValue): \(message)")
    }
}
