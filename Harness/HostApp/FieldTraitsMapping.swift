import UIKit

/// The catalog's field traits (Docs/catalog-format.md, "Field") as UIKit text input traits.
enum FieldTraitsMapping {
  static func apply(_ field: [String: String], to textView: UITextView) {
    for (key, value) in field {
      switch key {
      case "keyboard": textView.keyboardType = keyboard(value)
      case "autocapitalization":
        textView.autocapitalizationType =
          ["none": .none, "words": .words, "all-characters": .allCharacters][value] ?? .sentences
      case "autocorrection":
        textView.autocorrectionType = value == "yes" ? .yes : value == "no" ? .no : .default
      case "smart-quotes": textView.smartQuotesType = value == "yes" ? .yes : value == "no" ? .no : .default
      case "smart-dashes": textView.smartDashesType = value == "yes" ? .yes : value == "no" ? .no : .default
      case "smart-insert-delete":
        textView.smartInsertDeleteType = value == "yes" ? .yes : value == "no" ? .no : .default
      case "secure": textView.isSecureTextEntry = value == "true"
      case "content": textView.textContentType = content(value)
      // A single-line field: FieldViewController refuses the newline return would type.
      case "multiline": break
      default: break
      }
    }
  }

  private static func keyboard(_ value: String) -> UIKeyboardType {
    switch value {
    case "ascii": .asciiCapable
    case "url": .URL
    case "email": .emailAddress
    case "number": .numberPad
    case "decimal": .decimalPad
    case "phone": .phonePad
    case "twitter": .twitter
    case "web-search": .webSearch
    default: .default
    }
  }

  private static func content(_ value: String) -> UITextContentType? {
    switch value {
    case "url": .URL
    case "email": .emailAddress
    case "password": .password
    default: nil
    }
  }
}
