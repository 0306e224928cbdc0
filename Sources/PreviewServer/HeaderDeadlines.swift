#if canImport(Glibc)
import Glibc
#endif

/// Keeps a client that sends its request a byte at a time from holding a connection: the
/// library closes only connections that go quiet, and a byte every half second is never
/// quiet. Each connection waiting for a request's header gets `seconds` for the whole of it
/// (from its opening, or from the end of its previous request); past that its socket is
/// shut down, and the library, seeing the connection end, closes it. And no more than
/// `waiting` connections may wait for a header at once: one more shuts down the one that
/// has waited longest, so slow clients crowd out each other, never the page, whose requests
/// arrive whole in one packet.
///
/// Called on the library's threads (opened, header in, request done, closed) and on its own
/// (every 100 ms); one mutex. A socket is shut down only while its connection is known
/// here, and the library says a connection closed before it closes its socket, so a number
/// the system has handed to another socket is never touched.
final class HeaderDeadlines: @unchecked Sendable {
    private struct Waiting {
        var socket: Int32
        /// When the header's time started (CLOCK_MONOTONIC, seconds); nil: not waiting.
        var since: Double?
    }

    private let seconds: Double
    private let waitingLimit: Int
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var connections: [UInt: Waiting] = [:]
    private var stopping = false
    private var thread: pthread_t?

    init(seconds: Double, waiting: Int) {
        self.seconds = seconds
        waitingLimit = max(1, waiting)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// A connection opened on `socket`: its first header's time starts.
    func opened(_ connection: UInt, socket: Int32) {
        locked {
            let waiting = connections.filter { $0.value.since != nil }
            if waiting.count >= waitingLimit, let oldest = waiting.min(by: { $0.value.since! < $1.value.since! }) {
                shutDown(oldest.key)
            }
            connections[connection] = Waiting(socket: socket, since: Self.now())
        }
    }

    /// A request's header is in: no deadline while it is answered (an event stream lasts).
    func headerArrived(_ connection: UInt) {
        locked { connections[connection]?.since = nil }
    }

    /// A request was answered: the next header's time starts (a kept-alive connection).
    func requestDone(_ connection: UInt) {
        locked { connections[connection]?.since = Self.now() }
    }

    /// The library closes the connection (before its socket).
    func closed(_ connection: UInt) {
        _ = locked { connections.removeValue(forKey: connection) }
    }

    /// Shuts down every connection past its deadline at `time`.
    func expire(at time: Double) {
        locked {
            for (connection, state) in connections {
                if let since = state.since, time - since >= seconds { shutDown(connection) }
            }
        }
    }

    /// With the mutex held: ends the connection's socket both ways; the library's thread
    /// for it sees the end and closes it.
    private func shutDown(_ connection: UInt) {
        guard let state = connections[connection] else { return }
        shutdown(state.socket, Int32(SHUT_RDWR))
        connections[connection]?.since = nil
    }

    /// Starts the thread that expires deadlines every 100 ms.
    func start() {
        let context = Unmanaged.passRetained(self).toOpaque()
        var created = pthread_t()
        let status = pthread_create(&created, nil, { context in
            let deadlines = Unmanaged<HeaderDeadlines>.fromOpaque(context!).takeRetainedValue()
            while !deadlines.locked({ deadlines.stopping }) {
                deadlines.expire(at: HeaderDeadlines.now())
                usleep(100_000)
            }
            return nil
        }, context)
        if status == 0 { thread = created } else { Unmanaged<HeaderDeadlines>.fromOpaque(context).release() }
    }

    /// Stops the thread and waits for it.
    func stop() {
        locked { stopping = true }
        if let thread { pthread_join(thread, nil) }
        thread = nil
    }
}
