extension FilterForm {
  /// A field of the filter form: an axis, its label, and how a reader gives a value.
  struct Field: Sendable {
    /// How a reader gives a field's value, and so how the page's script matches it.
    enum Control: Sendable {
      /// A release typed as text, kept where it lies in a table's range of releases.
      case release(example: String)
      /// Members typed as text joined by `+`, kept where a table's set is exactly those members;
      /// a checkbox beside the field widens it to the sets that hold them all.
      case members(example: String)
      /// A value picked from a list of the axis's identifiers and their labels, kept where a
      /// table has that value.
      case choice([(value: String, label: String)])
    }

    /// The axis's identifier: the field's name, its key in the page's address, and the
    /// tables' `data-` attribute it is matched against.
    var id: String
    /// The field's label, in the page's language.
    var label: String
    var control: Control

    /// The form element's `id`, which its label and the match count refer to.
    var elementID: String { "filter-\(id)" }

    /// The name of a members field's checkbox for supersets, its key in the page's address.
    var supersetsName: String { "\(id)-supersets" }

    /// The `id` of a members field's checkbox for supersets.
    var supersetsElementID: String { "filter-\(supersetsName)" }

    /// The `id`s of the field's form elements: its control, and a members field's checkbox.
    var elementIDs: [String] {
      if case .members = control { return [elementID, supersetsElementID] }
      return [elementID]
    }
  }
}
