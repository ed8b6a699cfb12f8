#if canImport(UIKit)
  import KeyboardModel
  import KeyboardRules
  import TypingRules
  import UIKit

  /// The example keyboard's view controller, and all of its UIKit: it draws the
  /// ``KeyboardModel/Keyboard``'s suggestion bar and keys, forwards every touch to it with the
  /// touch's timestamp, and draws again. What a key does, how the shift key and the letters
  /// look and what the bar offers are the model's (and the engine's) business.
  ///
  /// In an Xcode keyboard extension target, subclass it in one line and name the subclass as
  /// the extension's principal class (README.md).
  open class ExampleKeyboardViewController: UIInputViewController {
    /// The packs the KeyboardRules package compiled at build time, loaded once.
    private static let rules = try? KeyboardRules.load()

    private var keyboard: Keyboard?
    private let bar = UIStackView()
    private let keys = UIStackView()
    /// What each button stands for, by the button's tag.
    private var shownKeys: [Key] = []
    private var shownItems: [SuggestionBar.Item] = []

    open override func viewDidLoad() {
      super.viewDidLoad()
      bar.axis = .horizontal
      bar.distribution = .fillEqually
      bar.spacing = 1
      keys.axis = .vertical
      keys.distribution = .fillEqually
      keys.spacing = 8
      let stack = UIStackView(arrangedSubviews: [bar, keys])
      stack.axis = .vertical
      stack.spacing = 6
      stack.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 3),
        stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -3),
        stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 4),
        stack.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -4),
        bar.heightAnchor.constraint(equalToConstant: 36),
        keys.heightAnchor.constraint(equalToConstant: 4 * 42 + 3 * 8),
      ])
    }

    /// A text input session starts: one engine for the field, over the text document proxy.
    open override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      let language = primaryLanguage ?? "en"
      guard let rules = Self.rules, let pack = try? rules.pack(for: language),
        let engine = try? TypingEngine(
          program: pack.program, document: TextDocumentProxyAdapter(textDocumentProxy),
          field: FieldTraits(textDocumentProxy), autocorrector: pack.corrections)
      else { return }
      let layout: Layout =
        language.hasPrefix("fr") ? .frenchAZERTY : language.hasPrefix("de") ? .germanQWERTZ : .englishUS
      keyboard = Keyboard(layout: layout, engine: engine, showsGlobeKey: needsInputModeSwitchKey)
      render()
    }

    /// The host changed the text, the selection or the field (or echoes the keyboard's own
    /// edit, which the engine recognises).
    open override func textDidChange(_ textInput: UITextInput?) {
      super.textDidChange(textInput)
      keyboard?.hostDidChange(field: FieldTraits(textDocumentProxy))
      render()
    }

    @objc private func keyTapped(_ button: UIButton, event: UIEvent) {
      guard let keyboard, shownKeys.indices.contains(button.tag) else { return }
      if keyboard.tap(shownKeys[button.tag], at: event.timestamp) == .advanceToNextInputMode {
        advanceToNextInputMode()
      }
      render()
    }

    @objc private func suggestionTapped(_ button: UIButton, event: UIEvent) {
      guard let keyboard, shownItems.indices.contains(button.tag) else { return }
      keyboard.tap(shownItems[button.tag], at: event.timestamp)
      render()
    }

    /// Draws the model as it is now.
    private func render() {
      guard let keyboard else { return }
      for view in bar.arrangedSubviews + keys.arrangedSubviews { view.removeFromSuperview() }
      shownKeys = []
      shownItems = []
      for cell in keyboard.suggestions {
        let button = UIButton(type: .system)
        button.setTitle(cell.title, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 16, weight: cell.isHighlighted ? .semibold : .regular)
        button.backgroundColor = cell.isHighlighted ? .white : .clear
        button.layer.cornerRadius = 5
        button.tag = shownItems.count
        shownItems.append(cell.item)
        button.addTarget(self, action: #selector(suggestionTapped(_:event:)), for: .touchUpInside)
        bar.addArrangedSubview(button)
      }
      bar.isHidden = shownItems.isEmpty
      for row in keyboard.rows {
        let line = UIStackView()
        line.axis = .horizontal
        line.spacing = 6
        line.distribution = .fill
        var characterKey: UIButton?
        for key in row {
          let button = self.button(for: key, of: keyboard)
          line.addArrangedSubview(button)
          if case .character = key {
            // Character keys share one width; the space bar takes what is left.
            if let first = characterKey {
              button.widthAnchor.constraint(equalTo: first.widthAnchor).isActive = true
            }
            characterKey = characterKey ?? button
          } else if key != .space {
            button.widthAnchor.constraint(equalToConstant: key == .return ? 88 : 44).isActive = true
          }
        }
        keys.addArrangedSubview(line)
      }
    }

    private func button(for key: Key, of keyboard: Keyboard) -> UIButton {
      let button = UIButton(type: .system)
      let label = keyboard.label(of: key)
      button.accessibilityLabel = label
      switch key {
      case .shift:
        let look = keyboard.shiftKey
        button.setImage(UIImage(systemName: look.symbolName), for: .normal)
        button.backgroundColor = look.isHighlighted ? .white : .systemGray3
      case .backspace:
        button.setImage(UIImage(systemName: "delete.left"), for: .normal)
        button.backgroundColor = .systemGray3
      case .globe:
        button.setImage(UIImage(systemName: "globe"), for: .normal)
        button.backgroundColor = .systemGray3
      case .character, .space:
        button.setTitle(label, for: .normal)
        button.backgroundColor = .systemBackground
      case .return, .plane:
        button.setTitle(label, for: .normal)
        button.backgroundColor = .systemGray3
      }
      button.tintColor = .label
      button.layer.cornerRadius = 5
      button.tag = shownKeys.count
      shownKeys.append(key)
      button.addTarget(self, action: #selector(keyTapped(_:event:)), for: .touchUpInside)
      return button
    }
  }
#endif
