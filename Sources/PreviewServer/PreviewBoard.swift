#if canImport(Glibc)
import Glibc
#endif

/// What the server's threads and the thread that owns the scene share: the latest state
/// of the page (JSON bytes, numbered by generation) going out, and the scroll offsets the
/// page asked for coming in. The server's threads never see a Lua state; the owner
/// publishes finished bytes here and takes requests from here (`ServeCommand`'s loop).
/// Guarded by one mutex; a condition wakes the event streams when a generation is out.
public final class PreviewBoard: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var state: [UInt8] = Array("{}".utf8)
    private var generationNumber = 0
    private var requestedScroll: PreviewScroll?
    private var stopping = false
    private var servedPort: UInt16 = 0
    /// Readable when the page asked for something (a scroll): the owner's thread waits on
    /// it with its other descriptors (`poll`) and is woken at once, not at its next tick.
    public let wakeDescriptor: Int32
    /// The pipe's other end, written by a request.
    private let wakeWriter: Int32

    public init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(changed, nil)
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFL, O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
        }
        (wakeDescriptor, wakeWriter) = (ends[0], ends[1])
    }

    deinit {
        for end in [wakeDescriptor, wakeWriter] where end >= 0 { close(end) }
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        changed.deallocate()
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// Publishes a new state (the owner's thread): every event stream sends it. A state
    /// byte for byte the one out (a save that changed nothing) is not sent again.
    /// - Returns: whether it was new.
    @discardableResult
    public func publish(_ json: String) -> Bool {
        let bytes = Array(json.utf8)
        return locked {
            guard bytes != state else { return false }
            state = bytes
            generationNumber += 1
            pthread_cond_broadcast(changed)
            return true
        }
    }

    /// The latest state and its generation.
    public func latest() -> (generation: Int, json: [UInt8]) {
        locked { (generationNumber, state) }
    }

    /// Waits until a generation after `generation` is out, the server stops, or `seconds`
    /// pass; the latest state when it is newer, nil otherwise.
    func wait(after generation: Int, seconds: Int) -> (generation: Int, json: [UInt8])? {
        locked {
            var deadline = timespec()
            clock_gettime(CLOCK_REALTIME, &deadline)
            deadline.tv_sec += seconds
            while generationNumber <= generation, !stopping {
                if pthread_cond_timedwait(changed, mutex, &deadline) == ETIMEDOUT { break }
            }
            return generationNumber > generation ? (generationNumber, state) : nil
        }
    }

    /// The port the server listens on, set once it is known (the server's threads read it
    /// to check `Host`).
    var port: UInt16 {
        get { locked { servedPort } }
        set { locked { servedPort = newValue } }
    }

    /// True once `stop` was called: event streams end.
    var isStopping: Bool { locked { stopping } }

    /// Ends every event stream (before the server stops, so that none keeps it waiting).
    public func stop() {
        locked {
            stopping = true
            pthread_cond_broadcast(changed)
        }
    }

    /// The page asks for the view to scroll; the latest request wins, but a drag's end (a
    /// velocity: where it comes to rest) is not replaced by a later move of the same drag.
    func requestScroll(_ scroll: PreviewScroll) {
        locked {
            if requestedScroll?.orthogonal?.velocity != nil, scroll.orthogonal?.velocity == nil { return }
            requestedScroll = scroll
        }
        // One byte, at most a pipe's worth waiting (the write fails when it is full: the
        // owner is woken anyway).
        var one: UInt8 = 1
        _ = write(wakeWriter, &one, 1)
    }

    /// The scroll the page asked for since the last call (the owner's thread), if any.
    public func takeScrollRequest() -> PreviewScroll? {
        var drained = [UInt8](repeating: 0, count: 512)
        while read(wakeDescriptor, &drained, drained.count) > 0 {}
        return locked {
            defer { requestedScroll = nil }
            return requestedScroll
        }
    }
}
