import Foundation
import Testing
import TypingRules
import TypingRulesYAML

/// A program read back from the compiled form is the program compiled from YAML, and
/// types every catalog case exactly the same.
struct CompiledFormEquivalenceTests {
  /// Every pack with every profile, compiled from YAML, written to bytes and read back;
  /// keyed `profile/tag`.
  static let roundTrip: [String: (yaml: CompiledPack, loaded: CompiledRules.Pack)] = Fixtures.withLibrary {
    library in
    let packs = library.availableProfiles.flatMap { profile in
      library.availablePacks.filter { $0 != "base" }.compactMap {
        try? library.load(pack: $0, profile: profile)
      }
    }
    let bytes = CompiledRules(
      packs: packs.map {
        CompiledRules.Pack(
          tag: $0.name, profile: $0.profile ?? "ios", program: $0.program, corrections: $0.corrections)
      }
    ).serialized()
    guard let loaded = try? CompiledRules(bytes: bytes) else { return [:] }
    var result: [String: (CompiledPack, CompiledRules.Pack)] = [:]
    for pack in packs {
      let profile = pack.profile ?? "ios"
      if let match = try? loaded.pack(for: pack.name, profile: profile) {
        result[profile + "/" + pack.name] = (pack, match)
      }
    }
    return result
  }

  @Test("every pack survives the round trip unchanged")
  func everyPackRoundTrips() {
    let available = Fixtures.withLibrary { library in
      library.availableProfiles.flatMap { profile in
        library.availablePacks.filter { $0 != "base" }.map { profile + "/" + $0 }
      }
    }
    #expect(available.count >= 40)
    #expect(Set(Self.roundTrip.keys) == Set(available))
    for (name, pair) in Self.roundTrip {
      #expect(pair.loaded.program == pair.yaml.program, "program of \(name)")
      #expect(pair.loaded.corrections == pair.yaml.corrections, "corrections of \(name)")
    }
  }

  @Test("catalog case typed with the loaded program", arguments: CatalogTests.cases)
  func catalogCaseMatches(_ item: CatalogTests.Case) throws {
    let catalog = try #require(CatalogTests.catalogs[item.file])
    let source = try #require(catalog.cases.first { $0.name == item.name })
    // Read before taking the library's lock: the round trip's initializer takes it too, and
    // a test that started it on another thread would wait for the lock while this one
    // waits for the initializer (see `Fixtures.withLibrary`).
    let roundTrip = Self.roundTrip
    let (fromYAML, fromBytes) = Fixtures.withLibrary { library in
      let yamlRunner = CaseRunner(library: library)
      var loadedRunner = CaseRunner(library: library)
      loadedRunner.packFor = { request throws(DiagnosticsError) in
        let pack = try library.load(
          locale: request.locale, profile: request.profile, requestedAt: request.location)
        guard let loaded = roundTrip[request.profile + "/" + pack.name]?.loaded else { return pack }
        return pack.replacing(program: loaded.program, corrections: loaded.corrections)
      }
      return (
        yamlRunner.run(source, defaults: catalog.defaults),
        loadedRunner.run(source, defaults: catalog.defaults)
      )
    }
    #expect(fromBytes.outcome == fromYAML.outcome)
  }
}
