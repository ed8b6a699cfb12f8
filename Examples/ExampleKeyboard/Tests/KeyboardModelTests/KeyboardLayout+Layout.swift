import KeyTapPlanner
import KeyboardModel

extension KeyTapPlanner.KeyboardLayout {
  /// The example keyboard's layout as the device recorder's player reads a keyboard: each
  /// plane's characters, the plane keys' labels, and the labels of shift, space, return and
  /// delete.
  init(_ layout: Layout) {
    var planes: [KeyboardPlane: String] = [:]
    var switches: [KeyboardPlane: [KeyboardPlane: String]] = [:]
    for plane in Plane.allCases {
      let recorderPlane = KeyboardPlane(rawValue: plane.rawValue)!
      for key in layout.rows(of: plane).joined() {
        switch key {
        case .character(let character): planes[recorderPlane, default: ""].append(character)
        case .plane(let target):
          switches[recorderPlane, default: [:]][KeyboardPlane(rawValue: target.rawValue)!] = layout.label(
            of: key)
        default: break
        }
      }
    }
    self.init(
      planes: planes, planeSwitches: switches, shiftLabel: layout.label(of: .shift),
      spaceLabel: layout.label(of: .space), returnLabel: layout.label(of: .return),
      deleteLabel: layout.label(of: .backspace))
  }
}
