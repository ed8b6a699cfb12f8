#if canImport(UIKit)
  import UIKit

  /// A keyboard extension's `textDocumentProxy` as the engine's document. The engine only
  /// reads the two contexts and calls the three editing methods, exactly what the proxy
  /// offers.
  public final class TextDocumentProxyAdapter: TextDocument {
    public let proxy: UITextDocumentProxy

    public init(_ proxy: UITextDocumentProxy) { self.proxy = proxy }

    public var documentContextBeforeInput: String? { proxy.documentContextBeforeInput }
    public var documentContextAfterInput: String? { proxy.documentContextAfterInput }
    public var selectedText: String? { proxy.selectedText }
    public func insertText(_ text: String) { proxy.insertText(text) }
    public func deleteBackward() { proxy.deleteBackward() }
    public func adjustTextPosition(byCharacterOffset offset: Int) {
      proxy.adjustTextPosition(byCharacterOffset: offset)
    }
  }

  extension FieldTraits {
    /// The traits of the field being edited, read from `UITextInputTraits` (a keyboard
    /// extension passes its `textDocumentProxy`). A field that does not say keeps the
    /// catalog format's default; `multiline` cannot be read and stays `true`.
    public init(_ traits: UITextInputTraits) {
      self.init()
      switch traits.keyboardType ?? .default {
      case .URL: keyboard = .url
      case .emailAddress: keyboard = .email
      case .numberPad, .asciiCapableNumberPad: keyboard = .number
      case .decimalPad: keyboard = .decimal
      case .phonePad, .namePhonePad: keyboard = .phone
      case .twitter: keyboard = .twitter
      case .webSearch: keyboard = .webSearch
      case .asciiCapable: keyboard = .ascii
      default: keyboard = .default
      }
      switch traits.autocapitalizationType ?? .sentences {
      case .none: autocapitalization = .none
      case .words: autocapitalization = .words
      case .allCharacters: autocapitalization = .allCharacters
      default: autocapitalization = .sentences
      }
      autocorrection = Self.switchValue(traits.autocorrectionType.map { ($0 == .yes, $0 == .no) })
      smartQuotes = Self.switchValue(traits.smartQuotesType.map { ($0 == .yes, $0 == .no) })
      smartDashes = Self.switchValue(traits.smartDashesType.map { ($0 == .yes, $0 == .no) })
      smartInsertDelete = Self.switchValue(traits.smartInsertDeleteType.map { ($0 == .yes, $0 == .no) })
      secure = traits.isSecureTextEntry ?? false
      switch traits.textContentType ?? nil {
      case .URL?: content = .url
      case .emailAddress?: content = .email
      case .password?, .newPassword?: content = .password
      default: content = .none
      }
    }

    private static func switchValue(_ value: (yes: Bool, no: Bool)?) -> Switch {
      guard let value else { return .default }
      return value.yes ? .yes : value.no ? .no : .default
    }
  }
#endif
