/// One instruction of the VM: an ``Opcode`` and two 32-bit operands whose meaning the
/// opcode's ``Opcode/layout`` gives (pool indexes, masks, small integers). Plain values, so
/// the engine reads a program without touching a reference count.
package struct Instruction: Hashable, Sendable {
  /// What the instruction does.
  package let opcode: Opcode
  /// The first operand.
  package let a: Int32
  /// The second operand.
  package let b: Int32

  /// An instruction with its operands (0 where the layout has none).
  package init(_ opcode: Opcode, _ a: Int = 0, _ b: Int = 0) {
    self.opcode = opcode
    self.a = Int32(truncatingIfNeeded: a)
    self.b = Int32(truncatingIfNeeded: b)
  }
}

extension Instruction {
  /// `field`: the trait has one of the values in `mask` (bit i: `key.values[i]`).
  package static func field(_ key: FieldTraitKey, mask: UInt32) -> Instruction {
    Instruction(.field, key.index, Int(Int32(bitPattern: mask)))
  }

  /// `token: {is: ...}`: the token has one of the shapes.
  package static func tokenShape(_ shapes: [TokenShape]) -> Instruction {
    var mask = 0
    for shape in shapes { mask |= 1 << TokenShape.allCases.firstIndex(of: shape)! }
    return Instruction(.tokenShape, mask)
  }

  /// `previous:`: the previous event was one of the kinds.
  package static func previous(_ kinds: [EventKind]) -> Instruction {
    var mask = 0
    for kind in kinds { mask |= 1 << kind.index }
    return Instruction(.previous, mask)
  }

  /// The field trait a `field` instruction tests.
  package var fieldKey: FieldTraitKey { FieldTraitKey.allCases[Int(a)] }
  /// The value mask of a `field` instruction.
  package var fieldMask: UInt32 { UInt32(bitPattern: b) }
}
