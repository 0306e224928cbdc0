import LayoutCore

/// A decoration plugin written in Swift, for apps that embed the host and for the
/// benchmark's reference versions of the bundled plugins.
///
/// The host treats it like a Lua plugin in everything but the language: the same
/// geometry, the same output checks (frames, unique identities), the same item
/// numbering and the same per-section cache. So `lualayout bench` compares the two
/// languages, not two hosts.
public protocol NativePlugin: AnyObject {
    /// The name errors and the cache use.
    var name: String { get }
    /// A hint of how far its decorations reach outside their section (as `M.reach`).
    var reach: Double { get }
    /// As `M.dependsOnPosition`: true when the output depends on where the section lies, so
    /// that the host reruns the plugin for a section that moved (default false).
    var dependsOnPosition: Bool { get }
    /// Decorates one section, as a Lua plugin's `M.section(s, opts, out)`.
    func section(_ section: SectionLayout, in geometry: LayoutGeometry, out: NativeOutput) throws(NativeOutput.Rejection)
}

extension NativePlugin {
    public var dependsOnPosition: Bool { false }
}

/// What a `NativePlugin` writes to: the same collector a Lua hook's `out` fills.
public struct NativeOutput {
    let collector: DecorationCollector

    /// A decoration the host refused; the section's output from this plugin is dropped.
    public struct Rejection: Error, CustomStringConvertible {
        public var description: String
    }

    /// Declares a decoration style (as `out:kind`); returns its handle.
    public func kind(_ kind: String, zIndex: Int = 0, attributes: [String: AttributeValue] = [:]) -> Int {
        collector.declare(kind: kind, zIndex: zIndex, attributes: attributes)
    }

    /// Adds a decoration (as `out:add`).
    public func add(_ handle: Int, _ frame: Rect, item: Int? = nil) throws(Rejection) {
        if let rejection = collector.add(handle: handle, frame: frame, item: item) {
            throw Rejection(description: rejection.message)
        }
    }

    /// Gives attributes to the section's elements whose item matches (as `out:style`).
    public func style(_ category: ElementCategory, kind: String? = nil, items: IndexSelector, attributes: [String: AttributeValue]) {
        collector.output.styles.append(ElementStyle(category: category, kind: kind, items: items, attributes: attributes))
    }
}
