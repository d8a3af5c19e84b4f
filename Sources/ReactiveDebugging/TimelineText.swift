/// Draws a `Timeline` as text marble lanes, for a terminal: one line per lane, its title padded
/// to a column, then `width` cells of time; a line of time labels underneath.
///
/// ```
/// keystrokes  -s-sw--swi--------------
/// queries     -------swi--------------
/// states      --------searching-shown-
///             12.0 s                 17.0 s
/// ```
///
/// Each cell covers an equal slice of the timeline's span. An element writes its text from its
/// cell onwards, over empty cells, up to the next mark's cell (so at least its first character
/// shows); the last element of a lane writes all of its text, past the end of the lane if need
/// be. A completion is `|`, an error `#`. When several marks fall in one cell, a stop event
/// wins over elements, and the last element over earlier ones — the newest state is the one to
/// see. Newlines and tabs in labels become spaces.
public enum TimelineText {
    /// The lanes of `timeline` as text.
    ///
    /// - Parameters:
    ///   - timeline: What to draw; `TimelineRecorder.timeline(last:)` gives the last seconds.
    ///   - width: Cells of time per lane; at least 2.
    /// - Returns: One line per lane, then the time labels; no trailing newline.
    public static func render(_ timeline: Timeline, width: Int = 60) -> String {
        let width = max(width, 2)
        let span = timeline.span
        let nameWidth = timeline.lanes.map(\.name.count).max() ?? 0
        func cell(_ time: Double) -> Int {
            let fraction = (time - span.lowerBound) / (span.upperBound - span.lowerBound)
            return min(max(Int((fraction * Double(width - 1)).rounded(.down)), 0), width - 1)
        }
        var lines: [String] = []
        for lane in timeline.lanes {
            var cells = [Character](repeating: "-", count: width)
            // The winning mark of each cell, in cell order.
            var winners: [(cell: Int, kind: Timeline.Kind)] = []
            for mark in lane.marks {
                let index = cell(mark.time)
                if let last = winners.last, last.cell == index {
                    if case .value = last.kind { winners[winners.count - 1].kind = mark.kind }
                } else {
                    winners.append((index, mark.kind))
                }
            }
            for (position, winner) in winners.enumerated() {
                let limit = position + 1 < winners.count ? winners[position + 1].cell : width
                switch winner.kind {
                case .completed:
                    cells[winner.cell] = "|"
                case .error:
                    cells[winner.cell] = "#"
                case .value(let text):
                    let flat = text.map { $0 == "\n" || $0 == "\t" ? " " : $0 }
                    // The last label of a lane runs on past the end rather than being cut to a letter.
                    let isLast = position + 1 == winners.count
                    let room = isLast ? max(flat.count, 1) : max(limit - winner.cell, 1)
                    for (offset, character) in flat.prefix(room).enumerated() {
                        if winner.cell + offset < cells.count {
                            cells[winner.cell + offset] = character
                        } else {
                            cells.append(character)
                        }
                    }
                    if flat.isEmpty { cells[winner.cell] = "•" }
                }
            }
            lines.append(pad(lane.name, to: nameWidth) + "  " + String(cells))
        }
        let decimals = timeline.unit == .seconds ? 1 : 0
        let startLabel = label(span.lowerBound, unit: timeline.unit, decimals: decimals)
        let endLabel = label(span.upperBound, unit: timeline.unit, decimals: decimals)
        let gap = max(width - startLabel.count - endLabel.count, 1)
        lines.append(
            String(repeating: " ", count: nameWidth + 2) + startLabel + String(repeating: " ", count: gap) + endLabel)
        return lines.joined(separator: "\n")
    }

    private static func label(_ time: Double, unit: Timeline.Unit, decimals: Int) -> String {
        let text = TimelineAxis.fixed(time, decimals: decimals)
        return unit == .seconds ? text + " s" : text
    }

    private static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(width - text.count, 0))
    }
}
