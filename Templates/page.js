// Filters the tables offline by the fields of the form, whatever axes they are. A field's name
// is an axis, whose value the tables, rows and columns carry in a data- attribute of that name;
// one without the attribute spans every value and stays. A field with data-match="range" takes a
// release within data-NAME-min and data-NAME-max, one with data-match="all" takes names joined
// by "+" that data-NAME must all hold, and any other takes data-NAME's very value. The filter
// lives in the address's fragment (#os=12.3.1&state=background&callbacks=fetchReceive), so a
// filtered view can be linked and is applied when the page loads.
(function () {
  "use strict";
  var form = document.getElementById("filter");
  if (!form) {
    return;
  }
  var fields = Array.prototype.filter.call(form.elements, function (element) {
    return element.name;
  });

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

  // Returns a test of a field's text against a dataset, or null when the text filters nothing.
  var matchers = {
    range: function (name, text) {
      var key = versionKey(text);
      return key && function (data) {
        var min = data[name + "Min"];
        return !min || (key >= min && key <= data[name + "Max"]);
      };
    },
    all: function (name, text) {
      var wanted = text.toLowerCase().split("+").filter(Boolean);
      return wanted.length > 0 && function (data) {
        if (data[name] === undefined) {
          return true;
        }
        var held = data[name].toLowerCase().split("+");
        return wanted.every(function (item) {
          return held.indexOf(item) >= 0;
        });
      };
    },
    equal: function (name, text) {
      return text !== "" && function (data) {
        return !data[name] || data[name] === text;
      };
    }
  };

  function current() {
    return fields.map(function (field) {
      var matcher = matchers[field.dataset.match] || matchers.equal;
      return matcher(field.name, field.value.trim());
    }).filter(Boolean);
  }

  function matches(data, filter) {
    return filter.every(function (test) {
      return test(data);
    });
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
    fields.forEach(function (field) {
      field.value = values.get(field.name) || "";
    });
    apply();
  }

  form.addEventListener("input", function () {
    var values = new URLSearchParams();
    fields.forEach(function (field) {
      if (field.value) {
        values.set(field.name, field.value);
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
