import Foundation
import SeededRandomness

/// Generated and mutated marble diagrams for the parser fuzz loop.
enum MarbleMutator {
    /// Characters the grammar gives a meaning, ordinary symbols, and awkward Unicode: a
    /// combining mark (which joins the previous character), an emoji, control characters.
    static let alphabet: [String] = [
        "-", "-", "-", "a", "b", "c", "|", "#", "[", "]", "'", "^", " ", "z", "é", "🙂", "\u{301}", "\n", "\t",
        "\0", "''", "[]",
    ]

    /// The seed inputs in `Tests/PropertyTests/Corpus`, one per file, sorted by file name.
    static let corpus: [String] = {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Corpus")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".marble") }.sorted().compactMap { name in
            try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        }
    }()

    /// A random string of up to 24 pieces of `alphabet`.
    static func generate(_ rng: inout SplitMix64) -> String {
        (0..<rng.int(0...24)).map { _ in rng.pick(alphabet) }.joined()
    }

    /// A corpus entry with one to four random edits: insert, delete, replace, duplicate a slice,
    /// swap two characters, or splice in part of another entry.
    static func mutate(_ rng: inout SplitMix64) -> String {
        var characters = Array(rng.pick(corpus))
        for _ in 0..<rng.int(1...4) {
            let position = rng.int(0...characters.count)
            switch rng.int(0...5) {
            case 0:
                characters.insert(contentsOf: rng.pick(alphabet), at: position)
            case 1 where !characters.isEmpty:
                characters.remove(at: min(position, characters.count - 1))
            case 2 where !characters.isEmpty:
                characters[min(position, characters.count - 1)] = Character(rng.pick(alphabet.filter { $0.count == 1 }))
            case 3 where !characters.isEmpty:
                let start = min(position, characters.count - 1)
                let end = min(characters.count, start + rng.int(1...4))
                characters.insert(contentsOf: characters[start..<end], at: start)
            case 4 where characters.count >= 2:
                characters.swapAt(rng.int(0...(characters.count - 1)), rng.int(0...(characters.count - 1)))
            default:
                let other = Array(rng.pick(corpus))
                let cut = rng.int(0...other.count)
                characters.insert(contentsOf: other[cut...], at: position)
            }
        }
        return String(characters)
    }

    /// Shorter inputs, for shrinking a failing one: each character removed in turn.
    static func shrink(_ input: String) -> [String] {
        let characters = Array(input)
        return characters.indices.map { index in
            var fewer = characters
            fewer.remove(at: index)
            return String(fewer)
        }
    }
}
