#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One scaling series drawn as a hand-written SVG line chart: log-scale x (the series grows by
/// decades), log-scale y (per-element cost spans orders of magnitude where a one-off subscription
/// cost is spread over few elements).
struct ScalingChart {
    let title: String
    let file: String
    /// Workload names are `prefix` + the x value.
    let prefix: String
    let xLabel: String
    let yLabel: String

    static let all =
        [
            ScalingChart(
                title: "PublishSubject fan-out: ns per delivery vs subscribers",
                file: "scale-fanout.svg",
                prefix: "scale-fanout-",
                xLabel: "subscribers",
                yLabel: "ns per delivery"
            ),
            ScalingChart(
                title: "range → map → filter → reduce: ns per event (incl. subscribe) vs events",
                file: "scale-range.svg",
                prefix: "scale-range-",
                xLabel: "events per subscription",
                yLabel: "ns per event"
            ),
            ScalingChart(
                title: "flatMapLatest { just }: ns per switch (incl. subscribe) vs switches",
                file: "scale-flatMapLatest.svg",
                prefix: "scale-flatMapLatest-",
                xLabel: "switches per subscription",
                yLabel: "ns per switch"
            ),
            ScalingChart(
                title: "PublishSubject: ns per dispose vs subscribers, disposed oldest first",
                file: "scale-subject-dispose.svg",
                prefix: "scale-subject-dispose-",
                xLabel: "subscribers",
                yLabel: "ns per dispose"
            ),
            ScalingChart(
                title: "CompositeDisposable: ns per remove(for:) vs members, removed oldest first",
                file: "scale-composite-remove.svg",
                prefix: "scale-composite-remove-",
                xLabel: "members",
                yLabel: "ns per remove"
            ),
        ]
        + ["feedback", "reactor", "mvvm", "concurrency"].map { architecture in
            ScalingChart(
                title: "search, \(architecture): ns per page vs pages in the list (flat: no page copies the list)",
                file: "search-page-growth-\(architecture).svg",
                prefix: "search-page-growth-\(architecture)-",
                xLabel: "pages of 30 in the list",
                yLabel: "ns per page"
            )
        }

    func points(_ results: [Measurement]) -> [(x: Double, y: Double, allocations: Double)] {
        results.compactMap { result in
            guard result.name.hasPrefix(prefix), let x = Double(result.name.dropFirst(prefix.count)) else {
                return nil
            }
            return (x, result.nsPerElement, result.allocationsPerElement)
        }
        .sorted { $0.x < $1.x }
    }

    /// The chart, or nil when fewer than two points of the series ran.
    func svg(_ results: [Measurement]) -> String? {
        let points = points(results).filter { $0.x > 0 && $0.y > 0 }
        guard points.count >= 2 else { return nil }
        let width = 640.0
        let height = 400.0
        let left = 80.0
        let right = 30.0
        let top = 50.0
        let bottom = 60.0
        func decade(_ value: Double, up: Bool) -> Double {
            let exponent = log10(value)
            return up ? exponent.rounded(.up) : exponent.rounded(.down)
        }
        let xMin = decade(points.map(\.x).min()!, up: false)
        var xMax = decade(points.map(\.x).max()!, up: true)
        if xMax == xMin { xMax += 1 }
        let yMin = decade(points.map(\.y).min()!, up: false)
        var yMax = decade(points.map(\.y).max()!, up: true)
        if yMax == yMin { yMax += 1 }
        func px(_ x: Double) -> Double { left + (log10(x) - xMin) / (xMax - xMin) * (width - left - right) }
        func py(_ y: Double) -> Double { top + (yMax - log10(y)) / (yMax - yMin) * (height - top - bottom) }
        func n(_ value: Double) -> String { Report.format(value, decimals: 1) }

        var svg = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" "
                + "viewBox=\"0 0 \(Int(width)) \(Int(height))\" font-family=\"sans-serif\" font-size=\"12\">",
            "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
            "<text x=\"\(n(width / 2))\" y=\"24\" text-anchor=\"middle\" font-size=\"14\" font-weight=\"bold\">"
                + "\(escape(title))</text>",
        ]
        // Grid and tick labels at every decade (and 2× and 5× minor grid lines on y).
        for exponent in stride(from: xMin, through: xMax, by: 1) {
            let x = px(pow(10, exponent))
            svg.append(line(x, top, x, height - bottom, "#ddd"))
            svg.append(
                "<text x=\"\(n(x))\" y=\"\(n(height - bottom + 18))\" text-anchor=\"middle\">"
                    + "\(label(pow(10, exponent)))</text>"
            )
        }
        for exponent in stride(from: yMin, through: yMax, by: 1) {
            let y = py(pow(10, exponent))
            svg.append(line(left, y, width - right, y, "#ddd"))
            svg.append(
                "<text x=\"\(n(left - 8))\" y=\"\(n(y + 4))\" text-anchor=\"end\">\(label(pow(10, exponent)))</text>"
            )
            if exponent < yMax {
                for minor in [2.0, 5.0] {
                    let yMinor = py(minor * pow(10, exponent))
                    svg.append(line(left, yMinor, width - right, yMinor, "#f0f0f0"))
                }
            }
        }
        // Axes.
        svg.append(line(left, top, left, height - bottom, "black"))
        svg.append(line(left, height - bottom, width - right, height - bottom, "black"))
        svg.append(
            "<text x=\"\(n((left + width - right) / 2))\" y=\"\(n(height - 16))\" text-anchor=\"middle\">"
                + "\(escape(xLabel)) (log scale)</text>"
        )
        svg.append(
            "<text x=\"18\" y=\"\(n((top + height - bottom) / 2))\" text-anchor=\"middle\" "
                + "transform=\"rotate(-90 18 \(n((top + height - bottom) / 2)))\">\(escape(yLabel)) (log scale)</text>"
        )
        // The series, each point labelled with its value and allocations per element.
        let path = points.map { "\(n(px($0.x))),\(n(py($0.y)))" }.joined(separator: " ")
        svg.append("<polyline points=\"\(path)\" fill=\"none\" stroke=\"#1f77b4\" stroke-width=\"2\"/>")
        for point in points {
            let x = px(point.x)
            let y = py(point.y)
            svg.append("<circle cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"4\" fill=\"#1f77b4\"/>")
            // Labels of points in the right half end at the point, so they stay inside the chart.
            let rightHalf = x > (left + width - right) / 2
            svg.append(
                "<text x=\"\(n(rightHalf ? x - 6 : x + 6))\" y=\"\(n(y - 8))\" font-size=\"11\" "
                    + "text-anchor=\"\(rightHalf ? "end" : "start")\">\(Report.format(point.y, decimals: 1)) ns, "
                    + "\(Report.format(point.allocations, decimals: 2)) allocs</text>"
            )
        }
        svg.append("</svg>")
        return svg.joined(separator: "\n") + "\n"
    }

    private func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ color: String) -> String {
        let f = { (value: Double) in Report.format(value, decimals: 1) }
        return "<line x1=\"\(f(x1))\" y1=\"\(f(y1))\" x2=\"\(f(x2))\" y2=\"\(f(y2))\" stroke=\"\(color)\"/>"
    }

    private func label(_ value: Double) -> String {
        switch value {
        case 1_000_000...: return "\(Int(value / 1_000_000))M"
        case 1_000...: return "\(Int(value / 1_000))k"
        case 1...: return "\(Int(value))"
        default: return Report.format(value, decimals: 1)
        }
    }

    private func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }
}
