extension String {
  /// The string as a quoted CSS string, such as `"not running"`, that shows literally and cannot
  /// end the `<style>` element it is in.
  ///
  /// `"` and `\` get a backslash; `<`, line ends and other control characters become hexadecimal
  /// escapes, each ended by a space.
  package var cssString: String {
    var result = "\""
    for scalar in unicodeScalars {
      switch scalar {
      case "\"", "\\": result += "\\" + String(scalar)
      case "<",
        _ where scalar.properties.generalCategory == .control:
        result += "\\" + String(scalar.value, radix: 16) + " "
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
