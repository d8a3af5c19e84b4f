import Foundation
import GitHubSearch
import Reactive

/// The search feature's workloads, once per architecture: the whole feature (throttle, request,
/// reduce, Driver hop) on a virtual clock with an in-memory service, so the figures measure the
/// architecture and the runtime, not a network.
extension Workloads {
    static var architectures: [Workload] {
        SearchArchitecture.allCases.flatMap { architecture in
            [
                keystroke(architecture), typingBurst(architecture), paging1000(architecture),
                liveScreens(architecture),
            ] + [1, 10, 100, 1000].map { pageGrowth(architecture, pages: $0) }
        }
    }

    /// One keystroke from the text field to the rendered state: a new query, its request answered
    /// at once, its first page shown.
    static func keystroke(_ architecture: SearchArchitecture) -> Workload {
        Workload(name: "search-keystroke-\(architecture.rawValue)", unit: "keystroke", elements: 5_000) { count in
            let screen = SimulatedSearchScreen(architecture)
            return Trial(
                measure: {
                    screen.run {
                        for index in 0..<count {
                            screen.type("query \(index)")
                            screen.advance(by: 10)
                        }
                    }
                },
                finish: {
                    screen.dispose()
                    return screen.expect(query: "query \(count - 1)", results: 30)
                }
            )
        }
    }

    /// Twenty keystrokes 50 ms apart through the 300 ms throttle, against a service that answers
    /// after 120 ms: searches start and are cancelled mid-burst, and the last query wins.
    static func typingBurst(_ architecture: SearchArchitecture) -> Workload {
        Workload(name: "search-typing-burst-\(architecture.rawValue)", unit: "20-key burst", elements: 500) { count in
            let screen = SimulatedSearchScreen(architecture, latency: 120, throttle: 300)
            return Trial(
                measure: {
                    screen.run {
                        for burst in 0..<count {
                            for key in 1...20 {
                                screen.type("burst \(burst) " + String(repeating: "k", count: key))
                                screen.advance(by: 50)
                            }
                            screen.advance(by: 1_000)
                        }
                    }
                },
                finish: {
                    screen.dispose()
                    return screen.expect(query: "burst \(count - 1) " + String(repeating: "k", count: 20), results: 30)
                }
            )
        }
    }

    /// Paging through 1,000 results, 30 per page: one query, then `nearBottom` until the last page.
    static func paging1000(_ architecture: SearchArchitecture) -> Workload {
        let pages = 34
        return Workload(name: "search-paging-1000-\(architecture.rawValue)", unit: "page", elements: pages * 100) {
            count in
            let screens = (0..<max(1, count / pages)).map { _ in SimulatedSearchScreen(architecture, total: 1_000) }
            return pagingTrial(screens, query: "paging", total: 1_000, pagesEach: pages) { screen in
                screen.loadPages(pages, query: "paging")
            }
        }
    }

    /// The cost of one more page once the list already holds `pages` pages of 30: flat if a page's
    /// state update does not copy the whole list.
    ///
    /// Every row times the same operation, a scroll to the bottom answered with the next page, on
    /// screens filled to `pages` pages outside the timed region; the first page, which comes from
    /// a keystroke and builds the screen's state, is `search-keystroke`'s business.
    static func pageGrowth(_ architecture: SearchArchitecture, pages: Int) -> Workload {
        var workload = Workload(
            name: "search-page-growth-\(architecture.rawValue)-\(pages)", unit: "page at \(pages)", elements: 600
        ) { count in
            let window = min(count, growthWindow)
            let total = (pages + window) * 30
            let screens = (0..<max(1, count / window)).map { _ in
                let screen = SimulatedSearchScreen(architecture, total: total)
                screen.run { screen.loadPages(pages, query: "growth") }
                return screen
            }
            return pagingTrial(screens, query: "growth", total: total, pagesEach: window) { screen in
                screen.loadMorePages(window)
            }
        }
        workload.runs = 5
        return workload
    }

    /// How many pages each page-growth screen loads in the timed region.
    static let growthWindow = 100

    /// Times `load` on each of `screens` (`pagesEach` pages per screen; an element is one page),
    /// then checks that every screen shows `total` results for `query`.
    private static func pagingTrial(
        _ screens: [SimulatedSearchScreen],
        query: String,
        total: Int,
        pagesEach: Int,
        load: @escaping (SimulatedSearchScreen) -> Void
    ) -> Trial {
        Trial(
            measure: {
                for screen in screens {
                    screen.run { load(screen) }
                }
            },
            finish: {
                for screen in screens { screen.dispose() }
                return screens.lazy.compactMap { $0.expect(query: query, results: total) }.first
            }
        ).scaled(to: screens.count * pagesEach)
    }

    /// Live search screens, each showing a first page; what stays allocated per screen is the
    /// `unfreed/elem` column.
    static func liveScreens(_ architecture: SearchArchitecture) -> Workload {
        Workload(name: "search-live-screen-\(architecture.rawValue)", unit: "live screen", elements: 2_000) { count in
            var screens: [SimulatedSearchScreen] = []
            screens.reserveCapacity(count)
            return Trial(
                measure: {
                    for index in 0..<count {
                        let screen = SimulatedSearchScreen(architecture)
                        screen.run {
                            screen.type("screen \(index)")
                            screen.advance(by: 10)
                        }
                        screens.append(screen)
                    }
                },
                finish: {
                    defer { for screen in screens { screen.dispose() } }
                    return screens.lazy.enumerated().compactMap { $1.expect(query: "screen \($0)", results: 30) }.first
                }
            )
        }
    }
}
