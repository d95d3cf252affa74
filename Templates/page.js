// Filters the tables by iOS version, app state and callbacks, offline. The filter lives in the
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
      return filter.callbacks.every(function (name) {
        return held.indexOf(name) >= 0;
      });
    }
    return true;
  }

  function apply() {
    var filter = current();
    var shown = 0;
    var tables = document.querySelectorAll("section.view-table");
    tables.forEach(function (section) {
      var table = section.querySelector("table");
      var columns = Array.prototype.map.call(table.tHead.rows[0].cells, function (cell) {
        var visible = matches(cell.dataset, filter);
        cell.hidden = !visible;
        return visible;
      });
      var rows = 0;
      Array.prototype.forEach.call(table.tBodies[0].rows, function (row) {
        row.hidden = !matches(row.dataset, filter);
        if (!row.hidden) {
          rows += 1;
        }
        Array.prototype.forEach.call(row.cells, function (cell, index) {
          cell.hidden = !columns[index];
        });
      });
      var visibleColumns = columns.filter(Boolean).length - 1;
      section.hidden = !(matches(section.dataset, filter) && rows > 0 && visibleColumns > 0);
      if (!section.hidden) {
        shown += 1;
      }
    });
    document.querySelectorAll("section.view-group").forEach(function (group) {
      group.hidden = group.querySelector("section.view-table:not([hidden])") === null;
    });
    var count = document.getElementById("filter-count");
    if (count) {
      count.textContent = shown + " / " + tables.length;
    }
  }

  function load() {
    var values = parameters();
    names.forEach(function (name) {
      form.elements[name].value = values.get(name) || "";
    });
    apply();
  }

  form.addEventListener("input", function () {
    var values = new URLSearchParams();
    names.forEach(function (name) {
      if (form.elements[name].value) {
        values.set(name, form.elements[name].value);
      }
    });
    try {
      history.replaceState(null, "", "#" + values.toString());
    } catch (error) {
      // A page opened from a file may refuse; the filter still applies.
    }
    apply();
  });
  form.addEventListener("submit", function (event) {
    event.preventDefault();
  });
  window.addEventListener("hashchange", load);
  load();
})();
