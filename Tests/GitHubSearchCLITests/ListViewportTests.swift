import GitHubSearchCLI
import Testing

@Suite struct ListViewportTests {
    @Test func movesAndScrollsToKeepTheSelectionVisible() {
        var viewport = ListViewport()
        viewport.move(.down, count: 100, visibleRows: 10)
        #expect((viewport.selection, viewport.top) == (1, 0))
        viewport.move(.pageDown, count: 100, visibleRows: 10)
        #expect((viewport.selection, viewport.top) == (10, 1))
        viewport.move(.end, count: 100, visibleRows: 10)
        #expect((viewport.selection, viewport.top) == (99, 90))
        viewport.move(.pageUp, count: 100, visibleRows: 10)
        #expect((viewport.selection, viewport.top) == (90, 90))
        viewport.move(.up, count: 100, visibleRows: 10)
        #expect((viewport.selection, viewport.top) == (89, 89))
        viewport.move(.home, count: 100, visibleRows: 10)
        #expect((viewport.selection, viewport.top) == (0, 0))
    }

    @Test func staysInsideTheList() {
        var viewport = ListViewport()
        viewport.move(.up, count: 5, visibleRows: 10)
        #expect(viewport.selection == 0)
        viewport.move(.pageDown, count: 5, visibleRows: 10)
        #expect((viewport.selection, viewport.top) == (4, 0))
        viewport.move(.end, count: 0, visibleRows: 10)
        #expect((viewport.selection, viewport.top) == (0, 0))
    }

    @Test func aSmallerScreenScrollsToTheSelection() {
        var viewport = ListViewport()
        viewport.move(.end, count: 30, visibleRows: 20)
        viewport.clamp(count: 30, visibleRows: 5)
        #expect((viewport.selection, viewport.top) == (29, 25))
        viewport.clamp(count: 10, visibleRows: 5)  // a shorter list after a new search
        #expect((viewport.selection, viewport.top) == (9, 5))
    }

    @Test func nearBottomWithinTheMargin() {
        var viewport = ListViewport()
        #expect(!viewport.isNearBottom(count: 0))
        #expect(viewport.isNearBottom(count: 3))
        #expect(!viewport.isNearBottom(count: 4))
        viewport.move(.end, count: 30, visibleRows: 10)
        #expect(viewport.isNearBottom(count: 30))
        viewport.move(.up, count: 30, visibleRows: 10)
        viewport.move(.up, count: 30, visibleRows: 10)
        #expect(viewport.isNearBottom(count: 30))
        viewport.move(.up, count: 30, visibleRows: 10)
        #expect(!viewport.isNearBottom(count: 30))
    }
}
