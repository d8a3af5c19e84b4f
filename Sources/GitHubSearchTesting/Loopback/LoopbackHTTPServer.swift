import Foundation
import OfflineGitHubServer
import Reactive

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 and an ephemeral port, written with POSIX sockets, so a
/// test can run `GitHubClient` over a real TCP connection without leaving the machine.
///
/// It answers one request per connection (`Connection: close`) on its own thread, records what it
/// received, and stops deterministically: `stop()` wakes the blocked `accept` with a connection of
/// its own and waits for the thread to finish.
package final class LoopbackHTTPServer: Sendable {
    /// The port the server listens on, on 127.0.0.1.
    package let port: UInt16
    /// The listening socket: only used by the accept thread after `init`, and closed by it.
    private let listener: Int32
    private let respond: @Sendable (LoopbackRequest) -> OfflineHTTPResponse
    private let received = LockedValue<[LoopbackRequest]>([])
    private let stopping = LockedValue(false)
    private let finished = DispatchSemaphore(value: 0)

    enum ServerError: Error {
        case socket(String)
    }

    /// Starts listening on an ephemeral port and serving each request with `respond`.
    ///
    /// - Parameter respond: The response to a request, called on the server's thread.
    package init(respond: @escaping @Sendable (LoopbackRequest) -> OfflineHTTPResponse) throws {
        self.respond = respond
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw ServerError.socket("socket: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0  // the kernel picks a free port
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(descriptor, 16) == 0 else {
            close(descriptor)
            throw ServerError.socket("bind/listen: errno \(errno)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        listener = descriptor
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// Every request received so far.
    package var requests: [LoopbackRequest] {
        received.value
    }

    /// Stops accepting, closes the socket and returns once the server thread has ended.
    package func stop() {
        let alreadyStopping = stopping.withLock { isStopping in
            let wasStopping = isStopping
            isStopping = true
            return wasStopping
        }
        guard !alreadyStopping else { return }
        // `accept` is blocked; a connection of our own wakes it to see `stopping`.
        if let wake = Self.connect(port: port) { close(wake) }
        finished.wait()
    }

    private func acceptLoop() {
        defer {
            close(listener)
            finished.signal()
        }
        while true {
            let connection = accept(listener, nil, nil)
            if stopping.value {
                if connection >= 0 { close(connection) }
                return
            }
            guard connection >= 0 else { continue }
            serve(connection)
            close(connection)
        }
    }

    private func serve(_ connection: Int32) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var data = Data()
        let terminator = Data("\r\n\r\n".utf8)
        while data.range(of: terminator) == nil, data.count < 65_536 {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return }
            data.append(buffer, count: count)
        }
        guard let request = LoopbackRequest(head: data) else { return }
        received.withLock { $0.append(request) }
        let response = respond(request)
        var head = "HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\n"
        for (name, value) in response.headers {
            head += "\(name): \(value)\r\n"
        }
        head += "content-length: \(response.body.count)\r\nconnection: close\r\n\r\n"
        let bytes = Data(head.utf8) + response.body
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = send(connection, raw.baseAddress! + offset, raw.count - offset, 0)
                guard sent > 0 else { return }
                offset += sent
            }
        }
    }

    private static func connect(port: UInt16) -> Int32? {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                #if canImport(Glibc)
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                #else
                Darwin.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                #endif
            }
        }
        return result == 0 ? descriptor : nil
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 403: "Forbidden"
        case 422: "Unprocessable Entity"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        default: "Status"
        }
    }
}
