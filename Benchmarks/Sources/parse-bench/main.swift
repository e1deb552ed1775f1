import Foundation
import Scenarios
import Yams

// parse-bench: flowsim's YAML parser against Yams on a corpus of YAML files.
//
//     parse-bench CORPUS_LIST [ROUNDS] [PEER_ROUNDS]
//
// CORPUS_LIST is a file naming one YAML file a line (Benchmarks/run writes it, and
// pyyaml_bench.py reads the same list). Every file is read into memory first; each round
// parses every file once. Prints one line per parser: name, bytes, MB/s (median of rounds).

let arguments = CommandLine.arguments
guard arguments.count >= 2, let list = try? String(contentsOfFile: arguments[1], encoding: .utf8)
else {
    FileHandle.standardError.write(
        "usage: parse-bench CORPUS_LIST [ROUNDS] [PEER_ROUNDS]\n".data(using: .utf8)!)
    exit(2)
}
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 7 : 7
let peerRounds = arguments.count > 3 ? Int(arguments[3]) ?? 3 : 3

let texts: [(path: String, text: String)] = list.split(separator: "\n").filter { !$0.isEmpty }.map {
    path in
    guard let text = try? String(contentsOfFile: String(path), encoding: .utf8) else {
        FileHandle.standardError.write("parse-bench: cannot read \(path)\n".data(using: .utf8)!)
        exit(1)
    }
    return (String(path), text)
}
let bytes = texts.reduce(0) { $0 + $1.text.utf8.count }

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }

/// MB/s of `rounds` rounds of `body` over every file (median); `body` returns false on a parse failure.
func measure(_ name: String, rounds: Int, _ body: (String, String) -> Bool) {
    var rates: [Double] = []
    var failures = 0
    for _ in 0..<rounds {
        let start = now()
        for (path, text) in texts where !body(text, path) { failures += 1 }
        rates.append(Double(bytes) / (now() - start) / 1e6)
    }
    print("\(name)\t\(bytes)\t\(String(format: "%.2f", median(rates)))\t\(failures / rounds)")
}

measure("flowsim YAML.parse", rounds: rounds) { text, path in
    YAML.parse(text, path: path).root != nil
}
if peerRounds == 0 { exit(0) }  // flowsim alone, for profiling
measure("Yams.compose", rounds: peerRounds) { text, _ in (try? Yams.compose(yaml: text)) != nil }
measure("Yams.load", rounds: peerRounds) { text, _ in (try? Yams.load(yaml: text)) != nil }
