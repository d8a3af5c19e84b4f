import Foundation

extension JSONDecoder: DataDecoder {}
