// Filters the tables offline by the fields of the form, whatever axes they are, and keeps the
// page's navigation working: the contents, and each note's way back to where it was read.
//
// A field's name is an axis, whose value the tables, rows and columns carry in a data- attribute
// of that name; one without the attribute spans every value and stays. A field with
// data-match="range" takes a release within data-NAME-min and data-NAME-max; one with
// data-match="set" takes names joined by "+" that must be data-NAME's set exactly, or only be
// in it when the checkbox whose data-supersets-of is NAME is ticked; any other takes
// data-NAME's very value. The filter lives in the address's fragment
// (#os=12.3.1&state=background&callbacks=fetchReceive+willPresent), read as written, "+" and
// all, so a filtered view can be linked and is applied when the page loads; a fragment without
// "=" is a place on the page and leaves the filter as it is.
(function () {
  "use strict";

  function decode(text) {
    try {
      return decodeURIComponent(text);
    } catch (error) {
      return text;
    }
  }

  // Lets every table that fits its section out of the scrolling box that keeps a wider one from
  // widening the page, so that its column headings can stay in view (page.css, .fits).
  function fitTables() {
    var sections = Array.prototype.slice.call(document.querySelectorAll("section.view-table"));
    var fits = sections.map(function (section) {
      return section.querySelector("table").offsetWidth <= section.clientWidth;
    });
    sections.forEach(function (section, index) {
      section.classList.toggle("fits", fits[index]);
    });
  }
  fitTables();
  window.addEventListener("resize", fitTables);

  // The contents: a sidebar where the style sheet says so (--toc: sidebar), opened there; a
  // folded list elsewhere, folded again once the reader follows one of its links.
  var toc = document.querySelector("nav.toc");
  var tocList = toc && toc.querySelector("details");
  var tocEntries = [];

  function isSidebar() {
    return getComputedStyle(toc).getPropertyValue("--toc").trim() === "sidebar";
  }

  if (tocList) {
    tocEntries = Array.prototype.map.call(toc.querySelectorAll("a[href^='#']"), function (link) {
      return {
        item: link.parentNode,
        target: document.getElementById(decode(link.getAttribute("href").slice(1)))
      };
    });
    var openSidebar = function () {
      if (isSidebar()) {
        tocList.open = true;
      }
    };
    openSidebar();
    window.addEventListener("resize", openSidebar);
    toc.addEventListener("click", function (event) {
      if (event.target.closest("a") && !isSidebar()) {
        tocList.open = false;
      }
    });
  }

  // A note's ↩ leads to the reference the reader followed to the note, or else to the first
  // one the filter shows; its address, the page's first reference, serves without a script.
  // References are in the cells, the tables' remarks and the flowcharts' leaves.
  var referrers = "td, .remark, .leaf";
  var references = "td a[href], .remark a[href], .leaf a[href]";
  var followed = {};
  var returned = null;

  function isShown(element) {
    return element.getClientRects().length > 0;
  }

  document.addEventListener("click", function (event) {
    var link = event.target.closest ? event.target.closest("a[href^='#']") : null;
    if (!link) {
      return;
    }
    if (link.closest(referrers)) {
      followed[link.getAttribute("href")] = link;
      return;
    }
    var note = link.classList.contains("back") ? link.closest("[id]") : null;
    if (!note) {
      return;
    }
    var href = "#" + note.id;
    var reference = followed[href];
    if (!reference || !isShown(reference)) {
      reference = Array.prototype.filter.call(document.querySelectorAll(references),
        function (candidate) {
          return candidate.getAttribute("href") === href && isShown(candidate);
        })[0];
    }
    if (!reference) {
      return;
    }
    event.preventDefault();
    if (returned) {
      returned.classList.remove("returned");
    }
    returned = reference.closest(referrers);
    returned.classList.add("returned");
    reference.scrollIntoView({ block: "center" });
    reference.focus({ preventScroll: true });
  });

  var form = document.getElementById("filter");
  if (!form) {
    return;
  }
  var named = Array.prototype.filter.call(form.elements, function (element) {
    return element.name;
  });
  var fields = named.filter(function (element) {
    return element.type !== "checkbox";
  });
  var options = named.filter(function (element) {
    return element.type === "checkbox";
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

  // Returns the filter's text in the address, or null when the fragment is a place on the page.
  function filterText() {
    var hash = location.hash.replace(/^#/, "");
    if (hash.indexOf("=") >= 0) {
      return hash;
    }
    if (hash !== "") {
      return null;
    }
    var query = location.search.replace(/^\?/, "");
    return query.indexOf("=") >= 0 ? query : "";
  }

  // Reads name=value pairs as written: unlike a form's encoding, "+" stays "+", so that a
  // hand-written callbacks=fetchReceive+willPresent means both callbacks.
  function parse(text) {
    var values = {};
    text.split("&").forEach(function (pair) {
      var at = pair.indexOf("=");
      if (at > 0) {
        values[decode(pair.slice(0, at))] = decode(pair.slice(at + 1));
      }
    });
    return values;
  }

  function encode(text) {
    return encodeURIComponent(text).replace(/%2B/g, "+").replace(/%2F/g, "/");
  }

  // The members of a set as lower-case names, "none" being the empty set; null for no text.
  function members(text) {
    if (text.trim() === "") {
      return null;
    }
    var names = [];
    text.toLowerCase().split(/[+\s]+/).forEach(function (name) {
      if (name !== "" && name !== "none" && names.indexOf(name) < 0) {
        names.push(name);
      }
    });
    return names;
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
    set: function (name, text) {
      var wanted = members(text);
      var supersets = options.some(function (option) {
        return option.dataset.supersetsOf === name && option.checked;
      });
      return wanted && function (data) {
        if (data[name] === undefined) {
          return true;
        }
        var held = members(data[name]) || [];
        return (supersets || held.length === wanted.length) && wanted.every(function (item) {
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
    tocEntries.forEach(function (entry) {
      entry.item.hidden = entry.target !== null && entry.target.hidden;
    });
    var count = document.getElementById("filter-count");
    if (count) {
      count.textContent = shown + " / " + tables.length;
    }
    fitTables();
  }

  function load() {
    var text = filterText();
    if (text !== null) {
      var values = parse(text);
      fields.forEach(function (field) {
        field.value = values[field.name] || "";
      });
      options.forEach(function (option) {
        option.checked = /^(1|on|true|yes)$/i.test(values[option.name] || "");
      });
    }
    apply();
  }

  function save() {
    var pairs = [];
    named.forEach(function (element) {
      if (element.type === "checkbox") {
        if (element.checked) {
          pairs.push(encode(element.name) + "=1");
        }
      } else if (element.value) {
        pairs.push(encode(element.name) + "=" + encode(element.value));
      }
    });
    try {
      history.replaceState(null, "", pairs.length > 0
        ? "#" + pairs.join("&") : location.pathname + location.search);
    } catch (error) {
      // A page opened from a file may refuse; the filter still applies.
    }
    apply();
  }

  form.addEventListener("input", save);
  form.addEventListener("change", save);
  form.addEventListener("submit", function (event) {
    event.preventDefault();
  });
  window.addEventListener("hashchange", function () {
    if (filterText() !== null) {
      load();
    }
  });
  load();
})();
