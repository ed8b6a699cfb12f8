// swift-tools-version:6.1
import PackageDescription

// An example keyboard extension on TypingRules. KeyboardModel is the keyboard's state (key
// planes, the shift key, the suggestion bar, key taps to engine taps), pure Swift, built and
// tested anywhere; ExampleKeyboard is the thin UIKit view controller (compiled only where
// UIKit exists) and takes its compiled packs from the KeyboardRules example package.
let package = Package(
  name: "ExampleKeyboard",
  products: [
    .library(name: "KeyboardModel", targets: ["KeyboardModel"]),
    .library(name: "ExampleKeyboard", targets: ["ExampleKeyboard"]),
  ],
  dependencies: [
    .package(name: "TypingRules", path: "../.."),
    .package(name: "KeyboardRules", path: "../KeyboardRules"),
  ],
  targets: [
    .target(name: "KeyboardModel", dependencies: [.product(name: "TypingRules", package: "TypingRules")]),
    .target(
      name: "ExampleKeyboard",
      dependencies: [
        "KeyboardModel",
        .product(name: "TypingRules", package: "TypingRules"),
        .product(name: "KeyboardRules", package: "KeyboardRules"),
      ]),
    .testTarget(
      name: "KeyboardModelTests",
      dependencies: [
        "KeyboardModel", "ExampleKeyboard",
        .product(name: "TypingRules", package: "TypingRules"),
        .product(name: "KeyboardRules", package: "KeyboardRules"),
        // The device recorder's player: it types catalog tap strings key by key on this
        // keyboard, as it does on the system keyboard.
        .product(name: "KeyTapPlanner", package: "TypingRules"),
      ]),
  ]
)
