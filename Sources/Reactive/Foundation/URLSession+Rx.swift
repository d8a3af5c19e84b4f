import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Why a `URLSession.rx` request failed, with RxCocoa's cases.
public enum RxCocoaURLError: Swift.Error, CustomDebugStringConvertible {
    /// The request failed for an unknown reason.
    case unknown
    /// The response was not an HTTP response.
    case nonHTTPResponse(response: URLResponse)
    /// The server answered with a status code outside 200–299.
    case httpRequestFailed(response: HTTPURLResponse, data: Data?)
    /// The body could not be decoded as JSON.
    case deserializationError(error: any Swift.Error)

    /// A description a person can read.
    public var debugDescription: String {
        switch self {
        case .unknown:
            return "Unknown error has occurred."
        case .nonHTTPResponse(let response):
            return "Response is not NSHTTPURLResponse `\(response)`."
        case .httpRequestFailed(let response, _):
            return "HTTP request failed with `\(response.statusCode)`."
        case .deserializationError(let error):
            return "Error during deserialization of the response: \(error)"
        }
    }
}

extension Reactive where Base: URLSession {
    /// Performs `request` when subscribed and emits the HTTP response with its body; disposing
    /// the subscription cancels the task.
    ///
    /// - Parameter request: The request.
    /// - Returns: One `(response, data)` pair then completion, or the task's error
    ///   (`RxCocoaURLError.nonHTTPResponse` if the response is not HTTP).
    public func response(request: URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)> {
        Observable.create { [base] observer in
            // The completion handler runs on the session's delegate queue; the observer is safe to
            // call from any one thread at a time, and the task calls it once.
            nonisolated(unsafe) let observer = observer
            let task = base.dataTask(with: request) { data, response, error in
                guard let response, let data else {
                    observer.onError(error ?? RxCocoaURLError.unknown)
                    return
                }
                guard let http = response as? HTTPURLResponse else {
                    observer.onError(RxCocoaURLError.nonHTTPResponse(response: response))
                    return
                }
                observer.onNext((http, data))
                observer.onCompleted()
            }
            task.resume()
            return Disposables.create { task.cancel() }
        }
    }

    /// Performs `request` and emits the body of a successful (200–299) response.
    ///
    /// - Parameter request: The request.
    /// - Returns: The body then completion, or `RxCocoaURLError.httpRequestFailed` for another
    ///   status code.
    public func data(request: URLRequest) -> Observable<Data> {
        response(request: request).map { pair -> Data in
            guard 200..<300 ~= pair.response.statusCode else {
                throw RxCocoaURLError.httpRequestFailed(response: pair.response, data: pair.data)
            }
            return pair.data
        }
    }

    /// Performs `request` and emits the body of a successful response decoded with
    /// `JSONSerialization`.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - options: The reading options.
    /// - Returns: The decoded JSON then completion, or `RxCocoaURLError.deserializationError`.
    public func json(request: URLRequest, options: JSONSerialization.ReadingOptions = []) -> Observable<Any> {
        data(request: request).map { data -> Any in
            do {
                return try JSONSerialization.jsonObject(with: data, options: options)
            } catch {
                throw RxCocoaURLError.deserializationError(error: error)
            }
        }
    }

    /// Performs a GET of `url` and emits the body of a successful response decoded as JSON.
    ///
    /// - Parameter url: The URL.
    /// - Returns: The decoded JSON then completion, or the request's error.
    public func json(url: URL) -> Observable<Any> {
        json(request: URLRequest(url: url))
    }
}
