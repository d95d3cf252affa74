/// The HTML page's filter form: one field per axis a reader can narrow the tables by.
///
/// ``fields(_:)`` is the one list of those axes. ``HTMLFormatter`` puts its fields into
/// `Templates/filter.html`, and `Templates/page.js` reads them back from the form by name, so a
/// new field needs only its line here and its `data-` attribute on the tables.
enum FilterForm {
  /// Returns the form's fields in the order it shows them, labelled in a language: the release,
  /// then every registered axis in registry order.
  static func fields(_ language: Language) -> [Field] {
    let callbacks = AxisRegistry.position(of: CallbackSet.self)
    let release = Field(
      id: OSVersion.axisID, label: Phrase.filterOS.text(language),
      control: .release(example: "12.3.1"))
    return [release]
      + AxisRegistry.axes.enumerated().map { position, axis in
        Field(
          id: axis.id, label: axis.title.text(language),
          control: position == callbacks
            ? .members(example: "fetchReceive+willPresent")
            : .choice(zip(axis.identifiers, axis.labels.map { $0.text(language) }).map { $0 }))
      }
  }
}
