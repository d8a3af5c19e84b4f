import Foundation

/// Draws a `Timeline` as an SVG marble diagram: one lane per sequence, top to bottom, with its
/// title on the left; each element a circle labelled with its text, a completion a vertical bar,
/// an error a red cross labelled with the error; a time axis with labelled ticks underneath.
///
/// The document is plain SVG 1.1 that any browser shows, with no scripts or external resources.
/// It is deterministic — the same timeline gives the same bytes: coordinates are rounded to a
/// tenth of a pixel and written without a locale, colours come from a fixed palette chosen by a
/// stable hash of the label. Labels longer than `Style.maxLabelLength` are cut; the full text of
/// every mark is in its `<title>` (a browser shows it on hover). Several events at one instant of
/// one lane share a marker, their labels joined by commas.
public enum TimelineSVG {
    /// Sizes of the drawing.
    public struct Style: Equatable, Sendable {
        /// The whole drawing's width in pixels.
        public var width: Double
        /// The height of each lane in pixels.
        public var laneHeight: Double
        /// The longest label drawn; longer ones end in `…`.
        public var maxLabelLength: Int

        /// The default sizes: 800 pixels wide, 64 per lane, labels of up to 24 characters.
        public static let `default` = Style()

        /// Creates a style.
        ///
        /// - Parameters:
        ///   - width: The drawing's width in pixels; at least 320.
        ///   - laneHeight: The height of each lane in pixels; at least 40.
        ///   - maxLabelLength: The longest label drawn; at least 4.
        public init(width: Double = 800, laneHeight: Double = 64, maxLabelLength: Int = 24) {
            self.width = max(width, 320)
            self.laneHeight = max(laneHeight, 40)
            self.maxLabelLength = max(maxLabelLength, 4)
        }
    }

    /// The SVG document of `timeline`.
    ///
    /// - Parameters:
    ///   - timeline: What to draw.
    ///   - title: A heading above the lanes; none when nil.
    ///   - style: The sizes.
    /// - Returns: The document, ending in a newline.
    public static func render(_ timeline: Timeline, title: String? = nil, style: Style = .default) -> String {
        var drawing = Drawing(timeline: timeline, title: title, style: style)
        return drawing.document()
    }
}

/// One rendering: the layout and the elements written so far.
private struct Drawing {
    static let characterWidth = 7.2
    static let palette = ["#4e79a7", "#f28e2b", "#59a14f", "#b07aa1", "#76b7b2", "#edc948", "#ff9da7", "#9c755f"]

    let timeline: Timeline
    let title: String?
    let style: TimelineSVG.Style
    let left: Double
    let right = 40.0
    let top: Double
    let axis: TimelineAxis
    var lines: [String] = []

    init(timeline: Timeline, title: String?, style: TimelineSVG.Style) {
        self.timeline = timeline
        self.title = title
        self.style = style
        let longestName = timeline.lanes.map(\.name.count).max() ?? 0
        left = max(80, 24 + Double(min(longestName, 32)) * Self.characterWidth)
        top = title == nil ? 16 : 44
        let plotWidth = style.width - left - right
        axis = TimelineAxis(span: timeline.span, unit: timeline.unit, targetTicks: max(2, Int(plotWidth / 90)))
    }

    var plotRight: Double { style.width - right }
    var axisY: Double { top + Double(timeline.lanes.count) * style.laneHeight + 8 }
    var height: Double { axisY + 52 }

    /// Where `time` is drawn: the span fills the lane but for a margin at each end, so that a
    /// mark at either end is not drawn over the lane's title or its arrowhead.
    func x(_ time: Double) -> Double {
        let span = axis.span
        let start = left + 16
        let end = plotRight - 24
        return start + (time - span.lowerBound) / (span.upperBound - span.lowerBound) * (end - start)
    }

    mutating func document() -> String {
        let c = TimelineAxis.coordinate
        lines.append(#"<?xml version="1.0" encoding="UTF-8"?>"#)
        lines.append(
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(c(style.width))" height="\#(c(height))" "#
                + #"viewBox="0 0 \#(c(style.width)) \#(c(height))" font-family="Menlo, Consolas, monospace" "#
                + #"font-size="12">"#)
        lines.append(#"<rect width="100%" height="100%" fill="white"/>"#)
        if let title {
            lines.append(
                #"<text x="\#(c(style.width / 2))" y="26" text-anchor="middle" font-size="14" "#
                    + #"font-weight="bold">\#(escape(title))</text>"#)
        }
        drawAxis()
        for (index, lane) in timeline.lanes.enumerated() {
            drawLane(lane, centre: top + (Double(index) + 0.5) * style.laneHeight)
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    private mutating func drawAxis() {
        let c = TimelineAxis.coordinate
        lines.append(line(left, axisY, plotRight, axisY, stroke: "#333"))
        for tick in axis.ticks {
            let tickX = x(tick)
            lines.append(line(tickX, top, tickX, axisY, stroke: "#eee"))
            lines.append(line(tickX, axisY, tickX, axisY + 5, stroke: "#333"))
            lines.append(
                ##"<text x="\##(c(tickX))" y="\##(c(axisY + 19))" text-anchor="middle" fill="#333">"##
                    + "\(escape(axis.label(tick)))</text>")
        }
        lines.append(
            ##"<text x="\##(c((left + plotRight) / 2))" y="\##(c(axisY + 40))" text-anchor="middle" fill="#666">"##
                + "\(axis.caption)</text>")
    }

    private mutating func drawLane(_ lane: Timeline.Lane, centre y: Double) {
        let c = TimelineAxis.coordinate
        lines.append(#"<g class="lane">"#)
        lines.append(
            #"<text x="\#(c(left - 14))" y="\#(c(y + 4))" text-anchor="end" font-weight="bold">"#
                + "\(escape(cut(lane.name, to: 32)))</text>")
        lines.append(line(left, y, plotRight, y, stroke: "#999"))
        lines.append(
            #"<polygon points="\#(c(plotRight)),\#(c(y)) \#(c(plotRight - 8)),\#(c(y - 4)) "#
                + ##"\##(c(plotRight - 8)),\##(c(y + 4))" fill="#999"/>"##)
        // Where the last label above and below the lane ends, so labels alternate instead of
        // overlapping when marks are close.
        var freeAbove = -Double.infinity
        var freeBelow = -Double.infinity
        for group in groups(lane.marks) {
            let markX = x(group.time)
            let values = group.kinds.compactMap { if case .value(let text) = $0 { text } else { nil } }
            let errors = group.kinds.compactMap { if case .error(let text) = $0 { text } else { nil } }
            let completed = group.kinds.contains(.completed)
            if !values.isEmpty {
                // Above the lane if there is room, else below; else cut to the roomier row (the
                // full text stays in the title).
                var label = cut(values.joined(separator: ", "), to: style.maxLabelLength)
                let halfWidth = Double(label.count) * Drawing.characterWidth / 2
                let fitsAbove = markX - halfWidth >= freeAbove
                let fitsBelow = markX - halfWidth >= freeBelow
                let above = fitsAbove || (!fitsBelow && freeAbove <= freeBelow)
                if !fitsAbove && !fitsBelow {
                    let room = Int(2 * (markX - (above ? freeAbove : freeBelow)) / Drawing.characterWidth)
                    label = room >= 2 ? cut(label, to: room) : ""
                }
                let drawnHalfWidth = Double(label.count) * Drawing.characterWidth / 2
                if !label.isEmpty {
                    if above { freeAbove = markX + drawnHalfWidth + 4 } else { freeBelow = markX + drawnHalfWidth + 4 }
                }
                let text =
                    label.isEmpty
                    ? ""
                    : ##"<text x="\##(c(markX))" y="\##(c(above ? y - 13 : y + 23))" text-anchor="middle">"##
                        + "\(escape(label))</text>"
                lines.append(
                    #"<g class="value"><title>\#(escape(values.joined(separator: ", ")))</title>"#
                        + #"<circle cx="\#(c(markX))" cy="\#(c(y))" r="7" fill="\#(color(values[0]))" "#
                        + ##"stroke="#333"/>"## + text + "</g>")
            }
            if completed {
                lines.append(
                    #"<g class="completed"><title>completed</title>"#
                        + line(markX, y - 12, markX, y + 12, stroke: "#222", width: 3) + "</g>")
            }
            if !errors.isEmpty {
                let text = errors.joined(separator: ", ")
                let cross =
                    line(markX - 6, y - 6, markX + 6, y + 6, stroke: "#c00", width: 3)
                    + line(markX - 6, y + 6, markX + 6, y - 6, stroke: "#c00", width: 3)
                lines.append(
                    #"<g class="error"><title>error: \#(escape(text))</title>\#(cross)"#
                        + ##"<text x="\##(c(markX))" y="\##(c(y + 23))" text-anchor="middle" fill="#c00">"##
                        + "\(escape(cut(text, to: style.maxLabelLength)))</text></g>")
                freeBelow = markX + Double(min(text.count, style.maxLabelLength)) * Drawing.characterWidth / 2 + 4
            }
        }
        lines.append("</g>")
    }

    /// The marks of a lane grouped by time, in time order.
    private func groups(_ marks: [Timeline.Mark]) -> [(time: Double, kinds: [Timeline.Kind])] {
        var result: [(time: Double, kinds: [Timeline.Kind])] = []
        for mark in marks {
            if let last = result.indices.last, result[last].time == mark.time {
                result[last].kinds.append(mark.kind)
            } else {
                result.append((mark.time, [mark.kind]))
            }
        }
        return result
    }

    private func line(
        _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String, width: Double? = nil
    ) -> String {
        let c = TimelineAxis.coordinate
        let strokeWidth = width.map { #" stroke-width="\#(c($0))""# } ?? ""
        return
            #"<line x1="\#(c(x1))" y1="\#(c(y1))" x2="\#(c(x2))" y2="\#(c(y2))" stroke="\#(stroke)"\#(strokeWidth)/>"#
    }

    /// A palette colour picked by an FNV-1a hash of the label: stable across runs, unlike `Hasher`.
    private func color(_ label: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in label.utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return Drawing.palette[Int(hash % UInt32(Drawing.palette.count))]
    }

    private func cut(_ text: String, to length: Int) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: " ")
        return flat.count > length ? String(flat.prefix(length - 1)) + "…" : flat
    }
}

/// Text made safe for XML: markup characters escaped, and control characters (which XML 1.0
/// forbids even escaped) replaced by U+FFFD.
func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "'": result += "&apos;"
        case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
        case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value):
            result += "\u{FFFD}"
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result
}
