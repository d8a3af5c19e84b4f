import Foundation

/// Where the time axis of a drawing puts its ticks, and how it writes times and coordinates, so
/// that the same timeline always gives the same bytes.
struct TimelineAxis {
    let span: ClosedRange<Double>
    let unit: Timeline.Unit
    let step: Double
    /// Decimal places that `step` needs (0 for 1, 2, 5, 10, …; 1 for 0.5; 2 for 0.25 is never used).
    let decimals: Int

    /// An axis over `span` with about `targetTicks` ticks at a step of 1, 2 or 5 times a power of
    /// ten (whole ticks for virtual time).
    init(span: ClosedRange<Double>, unit: Timeline.Unit, targetTicks: Int) {
        self.span = span
        self.unit = unit
        let raw = (span.upperBound - span.lowerBound) / Double(max(targetTicks, 1))
        let exponent = Int(floor(log10(raw)))
        let magnitude = pow(10, Double(exponent))
        let multiple = [1.0, 2, 5, 10].first { $0 * magnitude >= raw } ?? 10
        var step = multiple * magnitude
        var decimals = max(0, -exponent)
        if multiple == 10 { decimals = max(0, decimals - 1) }
        if unit == .ticks, step < 1 {
            step = 1
            decimals = 0
        }
        self.step = step
        self.decimals = decimals
    }

    /// The tick times within the span, at multiples of the step.
    var ticks: [Double] {
        let first = (span.lowerBound / step).rounded(.up)
        let last = (span.upperBound / step).rounded(.down)
        guard first <= last else { return [] }
        return stride(from: first, through: last, by: 1).map { $0 * step }
    }

    /// A tick's label: `210` for ticks, `1.5 s` for seconds.
    func label(_ time: Double) -> String {
        let text = Self.fixed(time, decimals: decimals)
        return unit == .seconds ? text + " s" : text
    }

    /// The axis caption.
    var caption: String {
        unit == .seconds ? "time (seconds)" : "time (virtual ticks)"
    }

    /// `value` with exactly `decimals` decimal places, without going through a locale.
    static func fixed(_ value: Double, decimals: Int) -> String {
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((value * Double(scale)).rounded())
        let sign = scaled < 0 ? "-" : ""
        let magnitude = abs(scaled)
        guard decimals > 0 else { return sign + "\(magnitude)" }
        let fraction = String(magnitude % scale)
        return sign + "\(magnitude / scale)." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }

    /// A coordinate: at most one decimal place, none when it is whole.
    static func coordinate(_ value: Double) -> String {
        let text = fixed(value, decimals: 1)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
