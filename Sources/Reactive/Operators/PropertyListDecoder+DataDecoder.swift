import Foundation

extension PropertyListDecoder: DataDecoder {}
