import KeyTapPlanner
import UIKit

/// One text view with the case's traits, nothing else that edits text: the host's own
/// spell checking and inline predictions are off, so every change comes from the keyboard
/// under test. A label mirrors the text in the accessibility tree (identifier `mirror`,
/// the text as its value) for the UI test to read after every tap, and two buttons move
/// the caret by one character, as a tap in the text would.
final class FieldViewController: UIViewController, UITextViewDelegate {
  private let launch: HostLaunch
  private let textView = UITextView()
  private let mirror = UILabel()

  init(launch: HostLaunch) {
    self.launch = launch
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("not used from a storyboard") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    textView.accessibilityIdentifier = "field"
    textView.font = .preferredFont(forTextStyle: .body)
    textView.layer.borderWidth = 1
    textView.layer.borderColor = UIColor.separator.cgColor
    FieldTraitsMapping.apply(launch.field, to: textView)
    textView.spellCheckingType = .no
    if #available(iOS 17.0, *) { textView.inlinePredictionType = .no }
    textView.text = launch.before + launch.after
    textView.delegate = self

    mirror.accessibilityIdentifier = "mirror"
    mirror.numberOfLines = 0
    mirror.font = .monospacedSystemFont(ofSize: 12, weight: .regular)

    let left = button("◀︎", label: "caret left", action: #selector(caretLeft))
    let right = button("▶︎", label: "caret right", action: #selector(caretRight))
    let buttons = UIStackView(arrangedSubviews: [left, right])
    buttons.axis = .horizontal
    buttons.spacing = 24
    let stack = UIStackView(arrangedSubviews: [textView, buttons, mirror])
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      textView.heightAnchor.constraint(equalToConstant: 120),
    ])
    updateMirror()
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    textView.becomeFirstResponder()
    textView.selectedRange = NSRange(location: launch.caretUTF16Offset, length: 0)
  }

  func textViewDidChange(_ textView: UITextView) { updateMirror() }

  /// In a single-line field (`multiline: false`) return types nothing, as in a text field.
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
  {
    !(launch.field["multiline"] == "false" && text == "\n")
  }

  private func updateMirror() {
    let text = textView.text ?? ""
    mirror.text = text
    mirror.accessibilityValue = text
  }

  private func button(_ title: String, label: String, action: Selector) -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle(title, for: .normal)
    button.accessibilityLabel = label
    button.addTarget(self, action: action, for: .touchUpInside)
    return button
  }

  @objc private func caretLeft() { moveCaret(by: -1) }
  @objc private func caretRight() { moveCaret(by: 1) }

  private func moveCaret(by characters: Int) {
    let offset = HostLaunch.caret(
      in: textView.text ?? "", from: textView.selectedRange.location, movingBy: characters)
    textView.selectedRange = NSRange(location: offset, length: 0)
  }
}
