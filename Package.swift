// swift-tools-version: 6.3
import PackageDescription

let package = Package(
    name: "ReactiveArchitectures",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Reactive", targets: ["Reactive"]),
        .library(name: "ReactiveTesting", targets: ["ReactiveTesting"]),
    ],
    targets: [
        .target(name: "Reactive"),
        .target(name: "ReactiveTesting", dependencies: ["Reactive"]),
        .testTarget(name: "ReactiveTests", dependencies: ["Reactive", "ReactiveTesting"]),
        .testTarget(name: "ReactiveTestingTests", dependencies: ["Reactive", "ReactiveTesting"]),
        .testTarget(name: "PropertyTests", dependencies: ["Reactive", "ReactiveTesting"], exclude: ["Corpus"]),
        .testTarget(
            name: "Swift6ClientTests",
            dependencies: ["Reactive", "ReactiveTesting"],
            path: "Tests/Swift6ClientTests",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
