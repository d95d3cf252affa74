/// The HTML page's filter form: one field per axis a reader can narrow the tables by.
///
/// ``fields(_:)`` is the one list of those axes. ``HTMLFormatter`` puts its fields into
/// `Templates/filter.html`, and `Templates/page.js` reads them back from the form by name, so a
/// new field needs only its line here and its `data-` attribute on the tables.
enum FilterForm {
  /// Returns the form's fields in the order it shows them, labelled in a language.
  static func fields(_ language: Language) -> [Field] {
    [
      Field(
        id: "os", label: Phrase.filterOS.text(language), control: .release(example: "12.3.1")),
      Field(
        id: "state", label: Phrase.filterState.text(language),
        control: .choice(AppState.allCases.map { ($0.rawValue, Phrase.label($0).text(language)) })),
      Field(
        id: "callbacks", label: Phrase.filterCallbacks.text(language),
        control: .members(example: "fetchReceive+willPresent")),
    ]
  }
}
