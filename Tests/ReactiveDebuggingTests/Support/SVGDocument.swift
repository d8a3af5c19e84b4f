import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// An SVG document parsed with Foundation's XML parser: proof that it is well-formed XML, and its
/// elements and texts, for checking what was drawn.
final class SVGDocument: NSObject, XMLParserDelegate {
    private(set) var elements: [(name: String, attributes: [String: String])] = []
    private(set) var texts: [String] = []
    private var text = ""
    private(set) var error: String?

    /// Parses `svg`; `error` says why when it is not well-formed.
    init(_ svg: String) {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        if !parser.parse() {
            error = parser.parserError.map { "\($0)" } ?? "unknown XML error"
        }
    }

    /// The elements called `name`.
    func elements(named name: String) -> [[String: String]] {
        elements.filter { $0.name == name }.map(\.attributes)
    }

    func parser(
        _ parser: XMLParser,
        didStartElement elementName: String,
        namespaceURI: String?,
        qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements.append((elementName, attributes))
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if elementName == "text" || elementName == "title" { texts.append(text) }
        text = ""
    }
}
