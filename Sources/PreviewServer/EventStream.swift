/// One page's event stream, read by its connection's thread: `data:` lines of each new
/// state, a comment every 2 s of quiet (within the idle limit, and a dead peer is
/// noticed), the end when the server stops. A client gone mid-stream ends it through the library (the free callback).
public final class EventStream: @unchecked Sendable {
    private let board: PreviewBoard
    private var sent = -1
    private var pending: [UInt8] = []

    public init(board: PreviewBoard) {
        self.board = board
    }

    /// Fills `buffer` with up to `size` bytes of the stream (waiting up to 2 s for a new
    /// state); the count written, or -1 at the end (the server stops).
    public func read(into buffer: UnsafeMutablePointer<CChar>, size: Int) -> Int {
        if pending.isEmpty {
            for _ in 0..<2 {
                if let next = board.wait(after: sent, seconds: 1) {
                    sent = next.generation
                    pending = Array("event: state\ndata: ".utf8) + next.json + Array("\n\n".utf8)
                    break
                }
                if board.isStopping { return -1 }  // MHD_CONTENT_READER_END_OF_STREAM
            }
            if pending.isEmpty { pending = Array(": still here\n\n".utf8) }
        }
        let count = min(size, pending.count)
        pending.withUnsafeBytes { bytes in
            UnsafeMutableRawPointer(buffer).copyMemory(from: bytes.baseAddress!, byteCount: count)
        }
        pending.removeFirst(count)
        return count
    }
}
