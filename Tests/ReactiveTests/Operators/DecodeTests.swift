import Foundation
import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct DecodeTests {
    private struct Item: Codable, Equatable {
        let id: Int
        let name: String?
    }

    private func json(_ text: String) -> Data {
        Data(text.utf8)
    }

    @Test func decodesEachElement() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, json(#"{"id": 1, "name": "a"}"#)), .next(220, json(#"{"id": 2}"#)), .completed(250),
            ])
            let res = scheduler.start { xs.decode(type: Item.self, decoder: JSONDecoder()) }
            #expect(
                res.events == [.next(210, Item(id: 1, name: "a")), .next(220, Item(id: 2, name: nil)), .completed(250)]
            )
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
    }

    @Test func undecodableDataFailsWithTheDecodersErrorAndDisposesTheSource() {
        expectNoLeaks {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, json("[{")), .next(220, json(#"{"id": 2}"#))])
            let res = scheduler.start { xs.decode(type: Item.self, decoder: JSONDecoder()) }
            #expect(res.events.count == 1)
            #expect(res.events.first?.time == 210)
            #expect(res.events.first?.value.error is DecodingError)
            #expect(xs.subscriptions == [Subscription(200, 210)])
        }
    }

    @Test func theSourcesErrorIsPassedOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, TestError(), Data.self)])
        #expect(
            scheduler.start { xs.decode(type: Item.self, decoder: JSONDecoder()) }.events == [.error(220, TestError())]
        )
    }

    @Test func disposingMidStreamDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, json(#"{"id": 1}"#)), .next(260, json(#"{"id": 2}"#))])
        let res = scheduler.start(disposed: 250) { xs.decode(type: Item.self, decoder: JSONDecoder()) }
        #expect(res.events == [.next(210, Item(id: 1, name: nil))])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func propertyListsAndCustomDecodersWorkToo() throws {
        struct Fixed: DataDecoder {
            func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item {
                try JSONDecoder().decode(type, from: Data(#"{"id": 42}"#.utf8))
            }
        }
        let plist = try PropertyListEncoder().encode(Item(id: 7, name: "p"))
        let log = EventLog<Item>()
        expectNoLeaks {
            _ = Observable.just(plist).decode(type: Item.self, decoder: PropertyListDecoder()).subscribe(log.observer)
            _ = Observable.just(Data()).decode(type: Item.self, decoder: Fixed()).subscribe(log.observer)
        }
        #expect(log.elements == [Item(id: 7, name: "p"), Item(id: 42, name: nil)])
    }
}
