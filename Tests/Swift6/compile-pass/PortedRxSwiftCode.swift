// Code as RxSwift's users and RxSwift's own tests write it, which must compile unchanged in
// Swift 5 mode and in Swift 6 mode: closures that mutate captured locals, a main-actor class
// (as every `UIViewController` is) that touches its state in `subscribe(onNext:)` and
// `drive(onNext:)`, `bind(to:)` relays and subjects, `Observable.create` with an observer.
import Dispatch
import Reactive

func collectedValues() -> [Int] {
    var values: [Int] = []
    var completed = false
    let subscription = Observable.of(1, 2, 3)
        .map { $0 * 10 }
        .subscribe(onNext: { values.append($0) }, onCompleted: { completed = true })
    subscription.dispose()
    return completed ? values : []
}

func created() -> Observable<String> {
    Observable.create { observer in
        observer.onNext("a")
        observer.onCompleted()
        return Disposables.create()
    }
}

@MainActor final class CounterViewController {
    var count = 0
    var title = ""
    let taps = PublishRelay<Void>()
    let titles = BehaviorSubject(value: "")
    let disposeBag = DisposeBag()

    func viewDidLoad() {
        taps.subscribe(onNext: { [weak self] in self?.count += 1 }).disposed(by: disposeBag)
        taps.map { "tapped" }.bind(to: titles).disposed(by: disposeBag)
        titles.asDriver(onErrorJustReturn: "").drive(onNext: { self.title = $0 }).disposed(by: disposeBag)
        created().subscribe(onNext: { self.title = $0 }).disposed(by: disposeBag)
    }
}
