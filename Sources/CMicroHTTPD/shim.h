// libmicrohttpd (Debian's libmicrohttpd-dev) for `lualayout serve`. MHD_start_daemon and
// MHD_get_daemon_info are variadic, which Swift cannot call: these fixed-argument wrappers
// are the server's whole configuration, in one place.
#include <stdint.h>
#include <string.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <microhttpd.h>

/// Starts a server on 127.0.0.1:`port` (0: any free port) only, one thread per
/// connection (a server-sent event stream waits on its own thread), at most
/// `connection_limit` connections, each closed after `timeout_seconds` without
/// activity, with `memory_limit` bytes for its request line and headers (a larger header
/// gets 431 from the library); `notify` hears of each connection opened and closed. NULL
/// when it cannot start (the port is taken).
static inline struct MHD_Daemon *lh_http_start(uint16_t port, MHD_AccessHandlerCallback handler, void *context,
                                              MHD_RequestCompletedCallback completed, MHD_NotifyConnectionCallback notify,
                                              unsigned connection_limit, unsigned timeout_seconds, size_t memory_limit) {
    struct sockaddr_in address;
    memset(&address, 0, sizeof address);
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    return MHD_start_daemon(MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL,
                            port, NULL, NULL, handler, context,
                            MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&address,
                            MHD_OPTION_CONNECTION_LIMIT, connection_limit,
                            MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds,
                            MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory_limit,
                            MHD_OPTION_NOTIFY_COMPLETED, completed, context,
                            MHD_OPTION_NOTIFY_CONNECTION, notify, context,
                            MHD_OPTION_END);
}

/// The port the server listens on (the one the system chose for port 0); 0 if unknown.
static inline uint16_t lh_http_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

/// The socket of a connection (the header deadline shuts down the ones past it); -1 if unknown.
static inline int lh_http_connection_fd(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : info->connect_fd;
}
