import CPreviewAssets

/// One file of the page, served from the binary at `path` (Sources/CPreviewAssets: each is
/// a file of its own there, compiled in with `#embed`).
public struct PreviewAsset: Sendable {
    public let path: String
    public let type: String
    public let bytes: [UInt8]

    /// The page's files: the HTML at `/`, its style and its script beside it.
    public static let all: [PreviewAsset] = {
        var count = 0
        guard let table = lh_preview_assets(&count) else { return [] }
        return (0..<count).map { index in
            let asset = table[index]
            let bytes = UnsafeRawBufferPointer(start: asset.bytes, count: asset.length)
            return PreviewAsset(path: String(cString: asset.path), type: String(cString: asset.type), bytes: Array(bytes))
        }
    }()
}
