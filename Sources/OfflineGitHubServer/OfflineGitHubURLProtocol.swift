import Foundation
import Reactive

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Serves requests for `OfflineGitHub` hosts inside `URLSession`, so the client cannot tell the
/// offline backend from the network: it gets an `HTTPURLResponse`, body bytes and errors through
/// the same callbacks.
///
/// `OfflineGitHub.configuration` registers it; you do not use it directly. Cancelling the task
/// calls `stopLoading`, which drops the pending answer and logs the request as cancelled.
package final class OfflineGitHubURLProtocol: URLProtocol {
    // URLProtocol is not Sendable, yet URLSession calls it from its own threads and the answer
    // comes from a dispatch queue: this subclass's own state is only touched under `lock`.
    private let lock = Lock()
    private var delivery: DispatchWorkItem?
    private var finished = false
    private var recordIndex: Int?
    private weak var backend: OfflineGitHub?

    /// Claims requests whose host belongs to a live `OfflineGitHub`.
    ///
    /// - Parameter request: The request.
    /// - Returns: Whether this protocol serves it.
    package override class func canInit(with request: URLRequest) -> Bool {
        OfflineGitHubRegistry.backend(forHost: request.url?.host) != nil
    }

    /// Returns the request unchanged.
    ///
    /// - Parameter request: The request.
    /// - Returns: The same request.
    package override class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    /// Asks the backend how to answer and schedules the answer.
    package override func startLoading() {
        guard let backend = OfflineGitHubRegistry.backend(forHost: request.url?.host) else {
            client?.urlProtocol(self, didFailWithError: URLError(.cannotFindHost))
            return
        }
        let (index, plan) = backend.begin(request)
        lock.lock()
        self.backend = backend
        recordIndex = index
        lock.unlock()
        switch plan {
        case .hang:
            return
        case .respond(let response, let delay):
            deliver(after: delay) { $0.send(response, bodyPrefix: nil, error: nil) }
        case .dropConnection(let response, let delay):
            deliver(after: delay) {
                $0.send(response, bodyPrefix: response.body.count / 2, error: .networkConnectionLost)
            }
        case .fail(let code, let delay):
            deliver(after: delay) { $0.send(nil, bodyPrefix: nil, error: code) }
        }
    }

    /// Drops the pending answer; if none was sent yet, the request is logged as cancelled.
    package override func stopLoading() {
        lock.lock()
        let wasPending = !finished
        finished = true
        let work = delivery
        delivery = nil
        let (backend, index) = (self.backend, recordIndex)
        lock.unlock()
        work?.cancel()
        if wasPending, let backend, let index {
            backend.finish(index: index, outcome: .cancelled)
        }
    }

    private func deliver(after delay: RxTimeInterval, _ action: @escaping @Sendable (OfflineGitHubURLProtocol) -> Void)
    {
        // The work item runs on another thread; that is safe because `send` takes the lock.
        nonisolated(unsafe) let target = self
        let work = DispatchWorkItem { action(target) }
        lock.lock()
        let alreadyStopped = finished
        if !alreadyStopped { delivery = work }
        lock.unlock()
        guard !alreadyStopped else { return }
        // `.never` is never delivered: the request waits for its cancellation, as a server that
        // never answers would keep it waiting.
        guard delay.seconds.isFinite else { return }
        DispatchQueue.global().asyncAfter(deadline: .now() + max(0, delay.seconds), execute: work)
    }

    /// Sends a response (or part of one) and ends the load, unless `stopLoading` came first.
    private func send(_ response: OfflineHTTPResponse?, bodyPrefix: Int?, error: URLError.Code?) {
        lock.lock()
        let alreadyStopped = finished
        finished = true
        delivery = nil
        let (backend, index) = (self.backend, recordIndex)
        lock.unlock()
        guard !alreadyStopped else { return }
        if let backend, let index {
            let outcome: OfflineGitHub.RecordedRequest.Outcome =
                error.map { .failed($0) } ?? .responded(status: response?.status ?? 0)
            backend.finish(index: index, outcome: outcome)
        }
        if let response, let url = request.url,
            let http = HTTPURLResponse(
                url: url, statusCode: response.status, httpVersion: "HTTP/2", headerFields: response.headers)
        {
            client?.urlProtocol(self, didReceive: http, cacheStoragePolicy: .notAllowed)
            client?.urlProtocol(self, didLoad: bodyPrefix.map { response.body.prefix($0) } ?? response.body)
        }
        if let error {
            client?.urlProtocol(self, didFailWithError: URLError(error))
        } else {
            client?.urlProtocolDidFinishLoading(self)
        }
    }
}
