import Foundation

/// Reads the two sides of a documentation example check: the ```swift blocks of a Markdown page,
/// and the snippets of test sources marked `// doc:<name>-begin` … `// doc:<name>-end`, where the
/// examples are compiled and run. The guide tests of several test targets compare the two, so
/// that every example a page shows is a verbatim copy of code that compiles.
public enum DocumentationSnippets {
    /// The repository's root directory, found from a file in it.
    ///
    /// - Parameters:
    ///   - file: A file of the repository, usually the caller's `#filePath`.
    ///   - depth: How many directories `file` lies below the root.
    /// - Returns: The root's URL.
    public static func root(of file: String, depth: Int) -> URL {
        var url = URL(fileURLWithPath: file)
        for _ in 0...depth { url.deleteLastPathComponent() }
        return url
    }

    /// The contents of the ```swift fences of a Markdown text, in order.
    ///
    /// - Parameter markdown: The page's text.
    /// - Returns: Each block's lines joined with newlines, without the fences.
    public static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if let lines = current, line == "```" {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The snippets of a source text marked `// doc:<prefix>…-begin` … `// doc:<prefix>…-end`, in
    /// order, each without its common indentation (whitespace-only lines become empty).
    ///
    /// - Parameters:
    ///   - source: A Swift source file's text.
    ///   - prefix: What the snippet names must start with; empty for every snippet.
    /// - Returns: The snippets.
    public static func markedSnippets(in source: String, prefix: String = "") -> [String] {
        let marker = "// doc:\(prefix)"
        var snippets: [String] = []
        var current: [Substring]?
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix(marker), trimmed.hasSuffix("-begin") {
                current = []
            } else if trimmed.hasPrefix(marker), trimmed.hasSuffix("-end"), let lines = current {
                snippets.append(dedented(lines))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return snippets
    }

    /// The marked snippets of every Swift file in `folders`, each read as `markedSnippets(in:prefix:)`
    /// reads one file.
    ///
    /// - Parameters:
    ///   - folders: The folders to read.
    ///   - recursive: Whether their subfolders are read too.
    ///   - prefix: What the snippet names must start with; empty for every snippet.
    /// - Returns: The snippets, file by file in name order.
    /// - Throws: The error of a folder or file that cannot be read.
    public static func markedSnippets(in folders: [URL], recursive: Bool, prefix: String = "") throws -> [String] {
        try folders.flatMap { try swiftFiles(in: $0, recursive: recursive) }
            .flatMap { markedSnippets(in: try String(contentsOf: $0, encoding: .utf8), prefix: prefix) }
    }

    /// The Swift files of `folder`, sorted by path.
    ///
    /// - Parameters:
    ///   - folder: The folder to list.
    ///   - recursive: Whether its subfolders are listed too.
    /// - Returns: The files' URLs.
    /// - Throws: The error of a folder that cannot be listed.
    public static func swiftFiles(in folder: URL, recursive: Bool) throws -> [URL] {
        let files: [URL]
        if recursive {
            let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            files = (enumerator?.allObjects ?? []).compactMap { $0 as? URL }
        } else {
            files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        }
        return files.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    private static func dedented(_ lines: [Substring]) -> String {
        let indent =
            lines.filter { !$0.allSatisfy(\.isWhitespace) }
            .map { $0.prefix(while: { $0 == " " }).count }
            .min() ?? 0
        return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(indent)) }
            .joined(separator: "\n")
    }
}
