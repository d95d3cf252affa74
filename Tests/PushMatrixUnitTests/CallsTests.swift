import Testing

@testable import PushMatrixModel

@Suite("Calls: a sequence of callbacks packed into one integer")
struct CallsTests {
  /// Every sequence of up to three callbacks, and some as long as a sequence may be.
  static let sequences: [[Callback]] = {
    var sequences: [[Callback]] = [[]]
    var last: [[Callback]] = [[]]
    for _ in 1...3 {
      last = last.flatMap { sequence in Callback.allCases.map { sequence + [$0] } }
      sequences += last
    }
    let cases = Callback.allCases
    sequences.append((0..<Calls.capacity).map { cases[$0 % cases.count] })
    sequences.append(Array(repeating: .didReceiveResponse, count: Calls.capacity))
    return sequences
  }()

  @Test("a sequence holds its callbacks in order, and equal calls are equal sequences")
  func roundTrip() {
    var seen: [Calls: [Callback]] = [:]
    for sequence in Self.sequences {
      let calls = Calls(sequence)
      #expect(Array(calls) == sequence)
      #expect(calls.count == sequence.count)
      #expect(calls.first == sequence.first && calls.last == sequence.last)
      // A hash table of every sequence: equal and hashing alike exactly when the arrays are.
      #expect(seen.updateValue(sequence, forKey: calls) == nil, "\(sequence) twice")
    }
    #expect(seen.count == Self.sequences.count)
    #expect(Calls() == [] && Calls().isEmpty)
  }

  @Test("appending, replacing and filtering give the sequences arrays give")
  func editing() {
    for sequence in Self.sequences where sequence.count < Calls.capacity {
      var calls = Calls(sequence)
      calls.append(.launch)
      #expect(Array(calls) == sequence + [.launch])
      calls.insert(.willPresent, at: 0)
      #expect(Array(calls) == [.willPresent] + sequence + [.launch])
      calls.removeFirst()
      calls.removeLast()
      #expect(calls == Calls(sequence))
      let kept = sequence.filter { $0 != .fetchReceive }
      #expect(Array(calls.filter { $0 != .fetchReceive }) == kept)
      #expect(Calls([.launch]) + calls == Calls([.launch] + sequence))
    }
  }

  @Test("a literal is the sequence of its elements")
  func literal() {
    let calls: Calls = [.launch, .didReceiveResponse]
    #expect(calls[0] == .launch && calls[1] == .didReceiveResponse)
    #expect(calls != [.didReceiveResponse, .launch])
    #expect(calls.starts(with: [.launch]))
  }
}
