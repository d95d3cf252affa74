// Filters the tables by iOS version, app state and callbacks, offline. The filter lives in the
// address's fragment (#os=12.3.1&state=background&callbacks=fetchReceive), so a filtered view
// can be linked and is applied when the page loads.
(function () {
  "use strict";
  var form = document.getElementById("filter");
  if (!form) {
    return;
  }
  var names = ["os", "state", "callbacks"];

  function versionKey(text) {
    var match = /^(\d{1,4})(?:\.(\d{1,4}))?(?:\.(\d{1,4}))?$/.exec(text.trim());
    if (!match) {
      return null;
    }
    return [match[1], match[2] || "0", match[3] || "0"].map(function (part) {
      return ("0000" + part).slice(-4);
    }).join(".");
  }

  function parameters() {
    var text = location.hash.replace(/^#/, "") || location.search.replace(/^\?/, "");
    return new URLSearchParams(text);
  }

  function current() {
    return {
      os: versionKey(form.elements.os.value),
      state: form.elements.state.value,
      callbacks: form.elements.callbacks.value.trim().toLowerCase().split("+").filter(Boolean)
    };
  }

  function matches(data, filter) {
    if (filter.os && data.osMin && (filter.os < data.osMin || filter.os > data.osMax)) {
      return false;
    }
    if (filter.state && data.state && data.state !== filter.state) {
      return false;
    }
    if (filter.callbacks.length > 0 && data.callbacks !== undefined) {
      var held = data.callbacks.toLowerCase().split("+");
      return filter.callbacks.every(function (na