// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "TypingRules",
  products: [
    // The pure-Swift core: what a keyboard extension links.
    .library(name: "TypingRules", targets: ["TypingRules"]),
    // The authoring front end: YAML rule packs and catalogs, compiled with libyaml.
    .library(name: "TypingRulesYAML", targets: ["TypingRulesYAML"]),
    // What the device recorder (Harness/) links: a catalog case as taps on a keyboard.
    .library(name: "KeyTapPlanner", targets: ["KeyTapPlanner"]),
    .executable(name: "typingrules", targets: ["typingrules"]),
    .executable(name: "rulecheck", targets: ["rulecheck"]),
    // Build-tool plugin: lints and compiles a target's rule packs into TypingRules.trul.
    .plugin(name: "TypingRulesCompiler", targets: ["TypingRulesCompiler"]),
    // Command plugin: `swift package rulecheck [options] [PATH...]`.
    .plugin(name: "RulecheckCommand", targets: ["RulecheckCommand"]),
  ],
  targets: [
    .systemLibrary(
      name: "CLibYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    .target(name: "TypingRules"),
    .target(name: "TypingRulesYAML", dependencies: ["TypingRules", "CLibYAML"]),
    // Counts heap allocations for `typingrules bench` (glibc's allocator, wrapped); linked
    // only into the typingrules executable, never into the engine library.
    .target(name: "AllocationCounter"),
    .executableTarget(
      name: "typingrules",
      dependencies: ["TypingRules", "TypingRulesYAML", "AllocationCounter", "KeyTapPlanner"]),
    // The device recorder's logic (Harness/): a catalog case as key taps on an on-screen
    // keyboard. Pure Swift, built and tested here; only Harness/'s UIKit and XCTest files
    // are Apple-only (Tests/harness-syntax checks them with swiftc -parse).
    .target(name: "KeyTapPlanner", dependencies: ["TypingRules"]),
    .executableTarget(name: "rulecheck", dependencies: ["TypingRules", "TypingRulesYAML"]),
    .plugin(name: "TypingRulesCompiler", capability: .buildTool(), dependencies: ["typingrules"]),
    .plugin(
      name: "RulecheckCommand",
      capability: .command(
        intent: .custom(verb: "rulecheck", description: "Check rule files and packs with rulecheck")),
      dependencies: ["rulecheck"]),
    // libFuzzer targets (Tests/fuzz builds them with -sanitize=fuzzer,address and
    // -DTYPINGRULES_FUZZING). A normal build makes them replay the files given as arguments.
    .target(name: "FuzzSupport"),
    .executableTarget(
      name: "FuzzYAMLCompiler", dependencies: ["TypingRules", "TypingRulesYAML", "FuzzSupport"]),
    .executableTarget(name: "FuzzCompiledRules", dependencies: ["TypingRules", "FuzzSupport"]),
    .executableTarget(name: "FuzzDictionary", dependencies: ["TypingRules", "FuzzSupport"]),
    // Golden compiled files: every one must load in later builds, or be refused naming both
    // format versions.
    .testTarget(name: "TypingRulesTests", dependencies: ["TypingRules"], exclude: ["CompiledForm/Golden"]),
    // The recorder's logic against a simulated keyboard driven by the engine, and
    // `typingrules record-plan` end to end (runs the executable).
    .testTarget(
      name: "KeyTapPlannerTests",
      dependencies: ["KeyTapPlanner", "TypingRules", "TypingRulesYAML", "typingrules"]),
    .testTarget(
      name: "TypingRulesYAMLTests",
      dependencies: ["TypingRules", "TypingRulesYAML"]
    ),
    // End-to-end tests run the two executables as processes.
    .testTarget(name: "CLITests", dependencies: ["typingrules", "rulecheck"]),
    // rulecheck's corpus, output formats, SARIF and editor-schema checks (runs the executable).
    .testTarget(
      name: "RulecheckTests", dependencies: ["TypingRules", "TypingRulesYAML", "rulecheck"],
      exclude: ["Corpus", "Golden", "Validation"]),
    // Invariants on random tap sequences, limits, concurrent engines, and the fuzz
    // targets' regression corpora (run by the replaying builds of the fuzz executables).
    .testTarget(
      name: "ReliabilityTests",
      dependencies: [
        "TypingRules", "TypingRulesYAML", "typingrules", "FuzzYAMLCompiler", "FuzzCompiledRules",
        "FuzzDictionary",
      ]),
  ]
)
