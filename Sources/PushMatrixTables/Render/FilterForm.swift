import PushMatrixModel

/// The HTML page's filter form: one field per axis a reader can narrow the tables by.
///
/// ``fields(_:)`` is the one list of those axes. ``HTMLFormatter`` puts its fields into
/// `Templates/filter.html`, and `Templates/page.js` reads them back from the form by name, so a
/// new field needs only its line here and its `data-` attribute on the tables.
enum FilterForm {
  /// Returns the fields of a page's form in the order it shows them, labelled in the page's
  /// language: the release, then every axis the page's scenarios vary along, in registry order.
  ///
  /// An axis the page holds at one value, such as a condition the documents' layouts hold at
  /// its default, has nothing to filter by and no field.
  static func fields(_ page: TablePage) -> [Field] {
    let language = page.language
    let callbacks = AxisRegistry.position(of: CallbackSet.self)
    let release = Field(
      id: OSVersion.axisID, label: Phrase.filterOS.text(language),
      control: .release(example: "12.3.1"))
    return [release]
      + page.varyingAxes.map { position in
        let axis = AxisRegistry.axes[position]
        return Field(
          id: axis.id, label: axis.title.text(language),
          control: position == callbacks
            ? .members(example: "fetchReceive+willPresent")
            : .choice(zip(axis.identifiers, axis.labels.map { $0.text(language) }).map { $0 }))
      }
  }
}
