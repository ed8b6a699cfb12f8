import Foundation
import TypingRules
import TypingRulesYAML

/// Numbers as catalogs write them (`3.5`, `3`).
enum NumberFormat {
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
  }
}
