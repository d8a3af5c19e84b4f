// The pseudo-terminal harness uses glibc's spawn flags and pty calls; these tests run on Linux.
#if canImport(Glibc)
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Runs the built `github-search` binary on a pseudo-terminal, as a person at a terminal would:
/// keystrokes go in through the master side, and everything the program writes is applied to a
/// `ScreenModel` by a reader thread.
///
/// The child gets the slave side as its controlling terminal (a new session opens it first), so it
/// sees a terminal on its standard streams, receives SIGWINCH when the size changes, and its raw
/// mode can be checked with `tcgetattr` after it exits, through the slave descriptor kept open here.
final class PseudoTerminal: @unchecked Sendable {
    // @unchecked: `screen`, `log` and `stopping` are guarded by `lock`; descriptors are immutable.
    private let master: Int32
    private let slave: Int32
    private let lock = NSLock()
    private var screen: ScreenModel
    private var log: [UInt8] = []
    private var stopping = false
    private let readerFinished = DispatchSemaphore(value: 0)
    private(set) var pid: pid_t = 0
    private var exitStatus: Int32?

    enum Failure: Error {
        case system(String)
    }

    init(rows: Int, columns: Int) throws {
        let calls = try PTYCalls()
        master = calls.openpt(O_RDWR | O_NOCTTY)
        var name = [CChar](repeating: 0, count: 128)
        guard master >= 0, calls.grantpt(master) == 0, calls.unlockpt(master) == 0,
            calls.ptsname_r(master, &name, name.count) == 0
        else {
            throw Failure.system("posix_openpt: errno \(errno)")
        }
        slavePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        slave = open(slavePath, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw Failure.system("open \(slavePath): errno \(errno)") }
        screen = ScreenModel(rows: rows, columns: columns)
        setSize(rows: rows, columns: columns)
        let thread = Thread { [self] in readLoop() }
        thread.start()
    }

    /// The slave's path, such as /dev/pts/3.
    let slavePath: String

    deinit {
        close(slave)
        close(master)
    }

    /// The terminal's settings now (the slave side's, which a master descriptor reports too).
    var attributes: termios {
        var settings = termios()
        tcgetattr(slave, &settings)
        return settings
    }

    /// Starts the binary with the terminal as its controlling terminal and standard streams.
    func spawn(_ arguments: [String], environment: [String: String]) throws {
        let binary = try #require(AppProcess.executable, "github-search is not built next to the tests")
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // POSIX_SPAWN_SETSID (glibc 2.26): the child starts a session, so the first terminal it
        // opens without O_NOCTTY, the slave below, becomes its controlling terminal.
        posix_spawnattr_setflags(&attributes, Int16(0x80))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        posix_spawn_file_actions_addclose(&actions, master)
        posix_spawn_file_actions_addclose(&actions, slave)
        let argv = ([binary.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var child: pid_t = 0
        let result = posix_spawn(&child, binary.path, &actions, &attributes, argv, envp)
        guard result == 0 else { throw Failure.system("posix_spawn: \(result)") }
        pid = child
    }

    /// Types `text` (UTF-8, escape sequences included) into the terminal.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Resizes the terminal; the kernel sends SIGWINCH to the program.
    func resize(rows: Int, columns: Int) {
        lock.lock()
        screen.resize(rows: rows, columns: columns)
        lock.unlock()
        setSize(rows: rows, columns: columns)
    }

    /// A copy of the screen now.
    var snapshot: ScreenModel {
        lock.lock()
        defer { lock.unlock() }
        return screen
    }

    /// Waits until `condition` holds for the screen, polling every 20 ms for at most `timeout`
    /// seconds; records an issue with the screen if it never does.
    @discardableResult
    func waitFor(
        _ description: String,
        timeout: TimeInterval = 20,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: (ScreenModel) -> Bool
    ) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition(snapshot) { return true }
            usleep(20_000)
        }
        Issue.record(
            "timed out waiting for \(description); the screen:\n\(snapshot.text)", sourceLocation: sourceLocation)
        return false
    }

    /// Waits for the text `fragment` on screen.
    @discardableResult
    func waitFor(text fragment: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        waitFor("\"\(fragment)\"", sourceLocation: sourceLocation) { $0.contains(fragment) }
    }

    /// Waits (at most 20 s, then kills it) for the program to exit; returns its exit status, or
    /// 128 + the signal that ended it.
    func waitForExit(timeout: TimeInterval = 20) -> Int32? {
        if let exitStatus { return exitStatus }
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        while Date() < deadline {
            if waitpid(pid, &status, WNOHANG) == pid {
                // WIFEXITED/WEXITSTATUS are macros Swift does not import.
                let signal = status & 0x7F
                exitStatus = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
                return exitStatus
            }
            usleep(20_000)
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
        return nil
    }

    /// Stops the reader thread, killing the program first if a failed test left it running.
    func stop() {
        if pid > 0 && exitStatus == nil {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == 0 {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
            }
        }
        lock.lock()
        stopping = true
        lock.unlock()
        readerFinished.wait()
    }

    private func setSize(rows: Int, columns: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = withUnsafeMutablePointer(to: &size) { ioctl(master, UInt(TIOCSWINSZ), $0) }
    }

    private func readLoop() {
        defer { readerFinished.signal() }
        var buffer = [UInt8](repeating: 0, count: 8192)
        while true {
            lock.lock()
            let done = stopping
            lock.unlock()
            if done { return }
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else {
                usleep(10_000)
                continue
            }
            lock.lock()
            screen.feed(Array(buffer.prefix(count)))
            log += buffer.prefix(count)
            lock.unlock()
        }
    }

    /// Everything the program wrote, as text.
    var output: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: log, as: UTF8.self)
    }
}

/// glibc's pseudo-terminal calls, looked up at run time: `stdlib.h` declares them only for
/// `_XOPEN_SOURCE`, which Swift's Glibc module is not built with, so they are not imported.
private struct PTYCalls {
    typealias OpenPT = @convention(c) (Int32) -> Int32
    typealias Grant = @convention(c) (Int32) -> Int32
    typealias Name = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

    let openpt: OpenPT
    let grantpt: Grant
    let unlockpt: Grant
    let ptsname_r: Name

    init() throws {
        let libc = dlopen(nil, RTLD_NOW)
        func symbol<T>(_ name: String, as type: T.Type) throws -> T {
            guard let pointer = dlsym(libc, name) else { throw PseudoTerminal.Failure.system("no \(name) in libc") }
            return unsafeBitCast(pointer, to: type)
        }
        openpt = try symbol("posix_openpt", as: OpenPT.self)
        grantpt = try symbol("grantpt", as: Grant.self)
        unlockpt = try symbol("unlockpt", as: Grant.self)
        ptsname_r = try symbol("ptsname_r", as: Name.self)
    }
}
#endif
