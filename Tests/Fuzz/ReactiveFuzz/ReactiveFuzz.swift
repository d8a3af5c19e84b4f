import Foundation

#if FUZZING
/// libFuzzer's entry point (built with `-sanitize=fuzzer -D FUZZING`); `FUZZ_TARGET` names the parser.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    FuzzEntry.target.check(Data(bytes: start, count: count))
    return 0
}

/// libFuzzer's driver, for programs that bring their own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// SwiftPM links an executable target with `main` aliased to `<Target>_main`, which keeps
/// libFuzzer's own `main` out; this one hands the command line to libFuzzer's driver instead.
@_cdecl("ReactiveFuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments, fuzzOneInput)
}

/// The target this fuzzing process runs.
enum FuzzEntry {
    static let target: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            fatalError("set FUZZ_TARGET to one of: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return target
    }()
}
#else
/// Without libFuzzer: replays corpus files through a target, so every committed input (and every
/// crash found, once fixed) is checked by a normal build. `reactive-fuzz TARGET PATH…`, where a
/// path is a file or a directory of files.
@main
enum ReplayCorpus {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
            FileHandle.standardError.write(Data("usage: reactive-fuzz \(names) PATH...\n".utf8))
            exit(2)
        }
        var replayed = 0
        for path in arguments.dropFirst() {
            for file in files(at: path) {
                guard let data = FileManager.default.contents(atPath: file) else {
                    FileHandle.standardError.write(Data("reactive-fuzz: cannot read \(file)\n".utf8))
                    exit(1)
                }
                target.check(data)
                replayed += 1
            }
        }
        print("reactive-fuzz: \(target.rawValue): \(replayed) inputs replayed, contract held")
    }

    private static func files(at path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return [path]
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().map { path + "/" + $0 }
    }
}
#endif
