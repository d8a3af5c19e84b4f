import CReactiveAtomics
import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a ``SignalWatcher`` could not start.
package struct SignalWatcherError: Error, CustomStringConvertible {
    /// What failed, with the system's reason.
    package let description: String
}

/// The write end of the running watcher's pipe, or -1: a C signal handler cannot capture, and may
/// run on any thread at any moment, so this is the one atomic the terminal app needs (and why the
/// watcher is a module of its own, apart from the app's logic). The runtime's C11 atomics, called
/// directly: a signal handler must not depend on more than it needs. Every access goes through a
/// pointer conversion (`&signalPipeWriteEnd`) to an atomic C operation.
@exclusivity(unchecked) nonisolated(unsafe) private var signalPipeWriteEnd = CRAInt(value: -1)

/// Writes the signal's number to the pipe; only async-signal-safe calls, and `errno` is kept.
private func forwardSignal(_ number: Int32) {
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(Int32(truncatingIfNeeded: cra_int_load(&signalPipeWriteEnd, memory_order_relaxed)), &byte, 1)
    errno = saved
}

/// Calls a handler on a dispatch queue for each of the given signals, without losing one that
/// arrives before the queue gets to it.
///
/// Dispatch's own signal sources are not enough for a program that must always clean up: on Linux
/// the signal has to be ignored for the source to see it, and the source is registered some time
/// after `resume()`. A signal in between is ignored and gone — a SIGTERM that leaves the terminal
/// in raw mode on the alternate screen. Here the handler is installed with `sigaction` before
/// `init` returns; it writes the number to a pipe, and the queue reads the pipe when it can.
///
/// One watcher runs at a time per process. `init` unblocks the signals on the calling thread, the
/// main thread in a program, so a signal mask inherited from the parent cannot hold them back;
/// `cancel` leaves the mask as it is.
package final class SignalWatcher {
    private let source: any DispatchSourceRead
    /// Each handled signal with the action it had before, to put back.
    private var installed: [(number: Int32, previous: sigaction)] = []

    /// Installs handlers for `signals` and starts reading on `queue`.
    ///
    /// - Parameters:
    ///   - signals: The signal numbers, each below 256.
    ///   - queue: Where `handler` runs.
    ///   - handler: Called with each signal's number, in arrival order.
    /// - Throws: ``SignalWatcherError`` when the pipe or a handler cannot be set up, or another
    ///   watcher is running.
    package init(signals: [Int32], queue: DispatchQueue, handler: @escaping (Int32) -> Void) throws {
        precondition(signals.allSatisfy { (1..<256).contains($0) }, "signal numbers must fit in a byte")
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw Self.failure("cannot create the signal pipe") }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        var expected = -1
        guard
            cra_int_compare_exchange(
                &signalPipeWriteEnd, &expected, Int(ends[1]), memory_order_seq_cst, memory_order_seq_cst)
        else {
            close(ends[0])
            close(ends[1])
            throw SignalWatcherError(description: "another signal watcher is already running")
        }
        let readEnd = ends[0]
        source = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: queue)
        source.setEventHandler {
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = read(readEnd, &buffer, buffer.count)
            for byte in buffer.prefix(max(count, 0)) {
                handler(Int32(byte))
            }
        }
        let writeEnd = ends[1]
        source.setCancelHandler {
            close(readEnd)
            close(writeEnd)
        }
        for number in signals {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = forwardSignal
            #elseif canImport(Darwin)
            action.__sigaction_u.__sa_handler = forwardSignal
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            var old = sigaction()
            guard sigaction(number, &action, &old) == 0 else {
                let error = Self.failure("cannot handle signal \(number)")
                cancel()
                source.resume()  // a source must be activated before it is released
                throw error
            }
            installed.append((number, old))
        }
        // Handlers first, then unblock: a signal already pending under a mask inherited from the
        // parent (a dispatch worker that spawned us blocks every signal) reaches the pipe, not
        // the default action.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for number in signals {
            sigaddset(&unblocked, number)
        }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        source.resume()
    }

    /// Puts back the handlers that were there before and closes the pipe; signals that arrived
    /// but were not yet handled are dropped.
    package func cancel() {
        for (number, previous) in installed {
            var previous = previous
            sigaction(number, &previous, nil)
        }
        installed = []
        cra_int_store(&signalPipeWriteEnd, -1, memory_order_seq_cst)
        source.cancel()
    }

    private static func failure(_ what: String) -> SignalWatcherError {
        SignalWatcherError(description: "\(what): \(String(cString: strerror(errno)))")
    }
}
