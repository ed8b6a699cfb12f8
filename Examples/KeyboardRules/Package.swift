// swift-tools-version:6.1
import PackageDescription

// A keyboard's rules library, as a keyboard author's package would be: it depends on
// TypingRules (here by path), and the TypingRulesCompiler plugin lints and compiles the packs
// that typingrules.yaml lists into the resource TypingRules.trul at build time.
let package = Package(
  name: "KeyboardRules",
  products: [
    .library(name: "KeyboardRules", targets: ["KeyboardRules"])
  ],
  dependencies: [
    .package(name: "TypingRules", path: "../..")
  ],
  targets: [
    .target(
      name: "KeyboardRules",
      dependencies: [.product(name: "TypingRules", package: "TypingRules")],
      // The plugin reads the configuration itself; it is not a resource.
      exclude: ["typingrules.yaml"],
      plugins: [.plugin(name: "TypingRulesCompiler", package: "TypingRules")]
    ),
    .testTarget(name: "KeyboardRulesTests", dependencies: ["KeyboardRules"]),
  ]
)
