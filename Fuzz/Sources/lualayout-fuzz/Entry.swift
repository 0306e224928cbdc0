import FuzzTargets

#if canImport(Glibc)
import Glibc
#endif

// Built two ways (Fuzz/README.md):
// - by `Scripts/fuzz`, with `--sanitize fuzzer --sanitize address -DLUALAYOUT_LIBFUZZER`:
//   libFuzzer's own `main` drives `LLVMFuzzerTestOneInput`, and LUALAYOUT_FUZZ_TARGET names
//   the target (one binary for all four; libFuzzer's callback has no context, hence the
//   constant below);
// - by a plain `swift build`: a replayer, `lualayout-fuzz NAME FILE|FOLDER...`, that runs
//   inputs (a corpus, a crash found) once each without libFuzzer.

#if LUALAYOUT_LIBFUZZER
private let runner: FuzzRunner = {
    guard let name = getenv("LUALAYOUT_FUZZ_TARGET").map({ String(cString: $0) }), let target = FuzzTarget(rawValue: name) else {
        fatalError("set LUALAYOUT_FUZZ_TARGET to one of: " + FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))
    }
    return FuzzRunner(target: target)
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    runner.run(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}
#else
@main
enum Replay {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let name = arguments.first, let target = FuzzTarget(rawValue: name), arguments.count > 1 else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
            standardError("usage: lualayout-fuzz \(names) FILE|FOLDER...\n(replays inputs once; Scripts/fuzz builds the libFuzzer version)\n")
            exit(2)
        }
        let runner = FuzzRunner(target: target)
        var count = 0
        for input in CorpusFiles.list(arguments.dropFirst()) {
            guard let bytes = CorpusFiles.read(input) else {
                standardError("lualayout-fuzz: cannot read \(input)\n")
                exit(1)
            }
            runner.run(bytes)
            count += 1
        }
        print("\(name): \(count) inputs replayed, no failure")
    }

    static func standardError(_ text: String) {
        var bytes = Array(text.utf8)
        _ = write(2, &bytes, bytes.count)
    }
}
#endif
