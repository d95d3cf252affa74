import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel

/// Renders the ledger: every observation with the engine's answer and its verdict.
package enum EvidenceRenderer {
  /// The TSV columns, in order; the Notification Center pair and the basis came last, so that
  /// scripts keep the positions of the others.
  package static let columns =
    ["id", "source", "where"] + Scenario.columns + [
      "observedBanner", "observedArrival", "observedTap", "engineOn", "engineBanner",
      "engineArrival", "engineTap", "verdict", "contradiction", "differences", "kind",
      "observedNotificationCenter", "engineNotificationCenter", "basis",
    ]

  /// Returns one row per observation, `*` for an axis it leaves unconstrained; the engine's
  /// answer is shown on the first scenario that differs, or else on the first it speaks of.
  package static func rows(_ ledger: Ledger) -> [[String]] {
    ledger.judgements.map { judgement in
      let observation = judgement.observation
      let shown = judgement.mismatches.first?.scenario ?? judgement.outcomes.first?.scenario
      let outcome = judgement.outcomes.first { $0.scenario == shown }?.outcome
      let identity = [
        observation.id, observation.source.title, observation.location,
        observation.versions.description,
      ]
      return identity + observation.identifiers + [
        text(observation.banner, yesOrNo),
        text(observation.arrival, CallSequence.text),
        text(observation.tap) { CallSequence.text(tap: $0) },
        shown?.os.description ?? CallSequence.nothing,
        outcome.map { yesOrNo($0.banner) } ?? CallSequence.nothing,
        outcome.map { CallSequence.text($0.arrival) } ?? CallSequence.nothing,
        outcome.map { CallSequence.text(tap: $0.tap) } ?? CallSequence.nothing,
        judgement.verdict.name,
        observation.contradiction ?? CallSequence.nothing,
        judgement.mismatches.isEmpty
          ? CallSequence.nothing : judgement.differences.joined(separator: "; "),
        observation.kind.rawValue,
        text(observation.notificationCenter, yesOrNo),
        outcome.map { yesOrNo($0.notificationCenter) } ?? CallSequence.nothing,
        observation.basis.rawValue,
      ]
    }
  }

  /// Returns the ledger as text: a line per observation, the reasons, and a closing count.
  package static func text(_ ledger: Ledger) -> String {
    var lines: [String] = []
    for judgement in ledger.judgements {
      let observation = judgement.observation
      let sdk = observation.sdk.map { " sdk \($0)" } ?? ""
      // The ID, the contradiction and the path come from the files under review.
      lines.append(
        ("\(observation.id)  \(judgement.verdict.name)"
          + (observation.contradiction.map { " (\($0))" } ?? "") + "  \(observation.standing)"
          + "  \(observation.file):\(observation.line)  os \(observation.versions) "
          + observation.identifiers.joined(separator: " ")
          + sdk).messageEscaped)
      lines += judgement.differences.map { "    differs: \($0)".messageEscaped }
      switch judgement.verdict {
      case .overruled:
        if let contradiction = judgement.contradiction {
          lines.append("    why: \(contradiction.resolution)")
        }
      case .unexplained:
        lines.append("    error: no recorded contradiction explains this difference")
      case .agrees: break
      }
    }
    lines.append(summary(ledger))
    return lines.joined(separator: "\n") + "\n"
  }

  /// Returns the closing count, such as `138 observations: 120 agree, 18 overruled, 0 unexplained`.
  package static func summary(_ ledger: Ledger) -> String {
    "\(ledger.judgements.count) observations: \(ledger.count("agrees")) agree, "
      + "\(ledger.count("overruled")) overruled, \(ledger.count("unexplained")) unexplained"
  }

  private static func yesOrNo(_ value: Bool) -> String { value ? "yes" : "no" }

  private static func text<Value>(_ claim: Claim<Value>, _ format: (Value) -> String) -> String {
    switch claim {
    case .unstated: Claim<Value>.unstatedText
    case .stated(let value): format(value)
    }
  }
}
