extension Int {
  /// The number with a comma between groups of three digits, such as `4,032`, in every locale.
  package var digitsGrouped: String {
    let digits = String(magnitude)
    var text = self < 0 ? "-" : ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return text
  }
}
